import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SportsError } from '#server/sports/sports-error.ts';
import {
  closedPort,
  startFixtureServer,
  type FixtureServer,
} from '#server/sports/testing/fixture-server.ts';
import { createUpstreamClient } from '#server/sports/upstream/upstream-client.ts';

let upstream: FixtureServer;

beforeAll(async () => {
  upstream = await startFixtureServer({
    '/ok': { body: { hello: 'Grüezi' } },
    '/slow': { body: {}, delayMs: 2_000 },
    '/html': { status: 502, body: '<html>Bad Gateway</html>' },
  });
});
afterAll(async () => {
  await upstream?.close();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as SportsError,
  );

describe('upstream client', () => {
  it('answers status and parsed JSON, and sends the given headers', async () => {
    const client = createUpstreamClient();
    expect(await client(new URL(`${upstream.url}/ok`), { Authorization: 'abc' })).toEqual({
      status: 200,
      body: { hello: 'Grüezi' },
    });
    expect(upstream.requests.at(-1)?.authorization).toBe('abc');
  });

  it('answers a body that is not JSON as undefined with its status', async () => {
    expect(await createUpstreamClient()(new URL(`${upstream.url}/html`))).toEqual({
      status: 502,
      body: undefined,
    });
  });

  it('calls a refused connection unreachable', async () => {
    const error = await failure(
      createUpstreamClient()(new URL(`http://127.0.0.1:${await closedPort()}/`)),
    );
    expect(error).toBeInstanceOf(SportsError);
    expect(error.kind).toBe('unreachable');
  });

  it('calls a failed name lookup unreachable', async () => {
    const lookup: LookupFunction = (hostname, _options, callback) => {
      const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
      error.code = 'ENOTFOUND';
      callback(error, '', 4);
    };
    const error = await failure(
      createUpstreamClient({ lookup })(new URL('http://api.federation.test/')),
    );
    expect(error.kind).toBe('unreachable');
  });

  it('calls a connection that does not stand within the connect timeout unreachable', async () => {
    // A name service that never answers holds the connection attempt as a dead route would.
    const lookup: LookupFunction = () => undefined;
    const started = Date.now();
    const error = await failure(
      createUpstreamClient({ lookup, connectTimeoutMs: 100, totalTimeoutMs: 1_000 })(
        new URL('http://api.federation.test/'),
      ),
    );
    expect(error.kind).toBe('unreachable');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('calls a connected but slow answer a timeout, not unreachable', async () => {
    const started = Date.now();
    const error = await failure(
      createUpstreamClient({ connectTimeoutMs: 100, totalTimeoutMs: 250 })(
        new URL(`${upstream.url}/slow`),
      ),
    );
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('refuses answers above the size limit', async () => {
    const error = await failure(
      createUpstreamClient({ maxBytes: 5 })(new URL(`${upstream.url}/ok`)),
    );
    expect(error.kind).toBe('invalid-response');
  });
});
