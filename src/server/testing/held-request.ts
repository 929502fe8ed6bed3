import { request, type Agent, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

/** The server's answer to a held request. */
export type HeldReply = { status: number; headers: IncomingHttpHeaders; text: string };

/** What came back: the answer, or the error code of a connection that was reset or closed. */
export type HeldAnswer = HeldReply | { error: string };

/** A node:http answer read to its end: its status, headers and body as sent (not decompressed). */
export function readAnswer(
  res: IncomingMessage,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () =>
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
    );
    res.on('error', reject);
  });
}

/**
 * A POST whose headers and all of its body but the last `heldBytes` go out now; `finish()`
 * sends the rest. Until then the server has begun the request (it can answer it, refuse it or
 * wait for its body) but cannot have read all of it: a test holds requests in flight this way
 * instead of hoping they overlap.
 */
export function heldRequest(
  url: string,
  headers: Record<string, string>,
  body: Uint8Array,
  options: { agent?: Agent; heldBytes?: number } = {},
): { answer: Promise<HeldAnswer>; finish: () => void } {
  const held = Math.min(options.heldBytes ?? Math.ceil(body.length / 2), body.length);
  let sent!: ReturnType<typeof request>;
  const answer = new Promise<HeldAnswer>((resolve) => {
    sent = request(
      url,
      {
        method: 'POST',
        agent: options.agent,
        headers: { ...headers, 'content-length': String(body.length) },
      },
      (res) =>
        readAnswer(res).then(
          ({ status, headers, body }) => resolve({ status, headers, text: body.toString('utf8') }),
          (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? 'error' }),
        ),
    );
    // A server that answered without reading the rest may close the connection under it.
    sent.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? 'error' }));
  });
  sent.write(body.subarray(0, body.length - held));
  return { answer, finish: () => sent.end(body.subarray(body.length - held)) };
}

/** The status of an answer, or the error code of a request that got none. */
export const statusOf = (answer: HeldAnswer): number | string =>
  'status' in answer ? answer.status : answer.error;

/** A form as the bytes and content type (with its boundary) a browser would send. */
export async function formBytes(form: FormData): Promise<{ bytes: Uint8Array; type: string }> {
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
  return {
    bytes: new Uint8Array(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type')!,
  };
}
