import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-compatible server (s3rver) on a free loopback port with its files in a temp dir and
 * one bucket ready. s3rver accepts only its fixed access key pair.
 *
 * s3rver 3.7 checks the expiry of a presigned URL but not its SigV4 signature ("Signature
 * version 4 calculation is unimplemented" in its source), so a tampered URL would pass where S3
 * refuses it. A small proxy in front verifies presigned GETs as S3 does (AWS SigV4 query
 * signing) and forwards everything else untouched.
 */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * What the store does with object writes (PUT) from now on, for fault tests; reads, lists and
   * deletes still work. `refuse` answers each with S3's 503 SlowDown, `cut` forwards the
   * headers and the first `cutAfterBytes` of the body and then drops the connection (the store
   * goes away in the middle of a write). `passFirst` lets that many writes through first.
   * `null` lets every write through again.
   */
  failWrites(fault: WriteFault | null): void;
  /** How many object writes (PUT) under a folder the store has been asked for so far. */
  writesUnder(prefix: string): number;
  /** The keys stored in the bucket under a folder, read from s3rver itself. */
  keysUnder(prefix: string): Promise<string[]>;
  stop(): Promise<void>;
}

export type WriteFault =
  | { kind: 'refuse'; passFirst?: number }
  | { kind: 'cut'; cutAfterBytes: number; passFirst?: number };

const accessKeyId = 'S3RVER';
const secretAccessKey = 'S3RVER';

const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** Whether a presigned request carries a valid SigV4 signature for our key pair. */
function validPresignature(req: IncomingMessage): boolean {
  const url = new URL(req.url ?? '/', 'http://placeholder');
  const params = url.searchParams;
  const signature = params.get('X-Amz-Signature') ?? '';
  const [keyId, ...scopeParts] = (params.get('X-Amz-Credential') ?? '').split('/');
  const [date, region, service] = scopeParts;
  if (keyId !== accessKeyId || !date || !region || !service) return false;
  const query = [...params.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`)
    .sort()
    .join('&');
  const signedHeaders = params.get('X-Amz-SignedHeaders') ?? '';
  const headers = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonicalRequest = [
    req.method,
    url.pathname,
    query,
    headers,
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    params.get('X-Amz-Date') ?? '',
    scopeParts.join('/'),
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  let key = hmac(`AWS4${secretAccessKey}`, date);
  for (const part of [region, service, 'aws4_request']) key = hmac(key, part);
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startS3TestServer(bucket = 'matchpost-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'matchpost-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port: s3Port } = await s3.run();
  let fault: WriteFault | null = null;
  let passed = 0;
  const writtenPaths: string[] = [];

  /** The keys a `cut` fault has cut once: what arrived of the first write of each is stored. */
  const cutKeys = new Set<string>();

  /**
   * The fault for this request, or null when it goes through untouched. A client's second try
   * of a cut write is refused instead of cut again: s3rver would store its part after the
   * first part was found stored, and the app's delete could come in between.
   */
  function faultFor(req: IncomingMessage): WriteFault | null {
    if (!fault || req.method !== 'PUT') return null;
    if (passed < (fault.passFirst ?? 0)) {
      passed++;
      return null;
    }
    if (fault.kind === 'cut') {
      const key = keyOf(req);
      if (cutKeys.has(key)) return { kind: 'refuse' };
      cutKeys.add(key);
    }
    return fault;
  }

  function keyOf(req: IncomingMessage): string {
    return decodeURIComponent(
      new URL(req.url ?? '/', 'http://s3').pathname.slice(`/${bucket}/`.length),
    );
  }

  async function listKeys(prefix: string): Promise<string[]> {
    const answer = await new Promise<string>((resolve, reject) => {
      const listing = request(
        {
          host: '127.0.0.1',
          port: s3Port,
          path: `/${bucket}?list-type=2&prefix=${encodeURIComponent(prefix)}`,
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve(text));
        },
      );
      listing.on('error', reject);
      listing.end();
    });
    return [...answer.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1]!);
  }

  /**
   * Waits (up to 10 s, for a loaded machine) until s3rver has stored what arrived of a cut
   * write. s3rver finishes writing the part after its connection drops; without the wait, a
   * delete the app sends at once could arrive before the part is stored and leave it behind,
   * which no S3 would do.
   */
  async function partStored(key: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if ((await listKeys(key).catch((): string[] => [])).includes(key)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const proxy = createServer((req, res) => {
    const presigned = (req.url ?? '').includes('X-Amz-Signature=');
    if (presigned && !validPresignature(req)) {
      res.writeHead(403, { 'Content-Type': 'application/xml' });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code>' +
          '<Message>The request signature we calculated does not match the signature you provided.</Message></Error>',
      );
      return;
    }
    if (req.method === 'PUT') writtenPaths.push(new URL(req.url ?? '/', 'http://s3').pathname);
    const writeFault = faultFor(req);
    if (writeFault?.kind === 'refuse') {
      req.resume();
      req.on('end', () => {
        res.writeHead(503, { 'Content-Type': 'application/xml' });
        res.end(
          '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SlowDown</Code>' +
            '<Message>Please reduce your request rate.</Message></Error>',
        );
      });
      return;
    }
    const upstream = request(
      { host: '127.0.0.1', port: s3Port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    if (writeFault?.kind !== 'cut') {
      req.pipe(upstream);
      return;
    }
    // Part of the body reaches the store, then both connections drop.
    let left = writeFault.cutAfterBytes;
    req.on('data', (chunk: Buffer) => {
      if (left <= 0) return;
      upstream.write(chunk.subarray(0, left));
      left -= chunk.length;
      if (left <= 0) {
        upstream.destroy();
        void partStored(keyOf(req)).finally(() => req.socket.destroy());
      }
    });
  });
  const port = await listen(proxy);

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId,
    secretAccessKey,
    writesUnder(prefix) {
      return writtenPaths.filter((written) => written.startsWith(`/${bucket}/${prefix}`)).length;
    },
    failWrites(next) {
      fault = next;
      passed = 0;
      cutKeys.clear();
    },
    keysUnder: listKeys,
    stop: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
