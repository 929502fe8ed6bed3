import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureKind, graphCall, MetaApiError } from '#server/publishing/meta-graph.ts';

/** What each of Meta's refusals asks of the publishing job (ADR 059). */
describe('failureKind', () => {
  it.each([
    [400, { code: 190, error_subcode: 460 }, 'token'],
    [400, { code: 190, error_subcode: 463 }, 'token'],
    [400, { code: 9, error_subcode: 2207042 }, 'quota'],
    [400, { code: 9007, error_subcode: 2207027 }, 'not-ready'],
    [400, { code: 9004, error_subcode: 2207052 }, 'image'],
    [400, { code: 36000, error_subcode: 2207004 }, 'image'],
    [400, { code: 36003, error_subcode: 2207009 }, 'image'],
    [400, { code: 4 }, 'transient'],
    [400, { code: 17 }, 'transient'],
    [400, { code: 32 }, 'transient'],
    [400, { code: 613 }, 'transient'],
    [500, { code: 2, is_transient: true }, 'transient'],
    [503, {}, 'transient'],
    [400, { code: 100, error_subcode: 33 }, 'refused'],
    [400, { code: 9007, error_subcode: 2207008 }, 'refused'],
  ] as const)('HTTP %i %o: %s', (status, error, kind) => {
    expect(failureKind(status, error)).toBe(kind);
  });
});

/** The upload host's refusals (rupload.facebook.com, ADR 069) come as `debug_info`. */
describe('graphCall on the upload host', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const answers: Record<string, [number, unknown]> = {
        '/auth': [401, { debug_info: { retriable: false, type: 'AuthError', message: 'x' } }],
        '/file': [
          400,
          { debug_info: { retriable: false, type: 'ProcessingFailedError', message: 'x' } },
        ],
        '/busy': [400, { debug_info: { retriable: true, type: 'ProcessingFailedError' } }],
        '/ok': [200, { success: true }],
      };
      const [status, body] = answers[request.url ?? ''] ?? [404, {}];
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const upload = (path: string) =>
    graphCall({ method: 'POST', url: `${url}${path}`, params: {}, timeoutMs: 2_000 });

  it.each([
    ['/auth', 'token'],
    ['/file', 'image'],
    ['/busy', 'transient'],
  ] as const)('%s: %s', async (path, kind) => {
    const error = await upload(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MetaApiError);
    expect((error as MetaApiError).kind).toBe(kind);
  });

  it('answers success as it is', async () => {
    expect(await upload('/ok')).toEqual({ success: true });
  });
});
