import { afterAll, beforeAll } from 'vitest';
import { ResponseCache } from '#server/sports/response-cache.ts';
import {
  startFixtureServer,
  type FixtureAnswer,
  type FixtureServer,
  type FixtureServerOptions,
} from '#server/sports/testing/fixture-server.ts';
import { createUpstreamClient } from '#server/sports/upstream/upstream-client.ts';

/**
 * For an adapter's tests: the federation's stand-in (fixture-server.ts), started before the
 * file's tests and closed after them, and what each adapter a test makes asks it with: its
 * address, a client of its own with the file's timeouts and an empty cache.
 */
export function fixtureUpstream(
  routes: Record<string, FixtureAnswer>,
  options: FixtureServerOptions & { connectTimeoutMs: number; totalTimeoutMs: number },
) {
  let server: FixtureServer | undefined;
  beforeAll(async () => {
    server = await startFixtureServer(routes, options);
  });
  afterAll(async () => {
    await server?.close();
  });
  const running = () => {
    if (!server) throw new Error('the fixture server runs while the tests run');
    return server;
  };
  const { connectTimeoutMs, totalTimeoutMs } = options;
  return {
    get requests(): FixtureServer['requests'] {
      return running().requests;
    },
    /** The stand-in's address (under `path`), a new client and an empty cache. */
    connection(path = '') {
      return {
        baseUrl: `${running().url}${path}`,
        client: createUpstreamClient({ connectTimeoutMs, totalTimeoutMs }),
        cache: new ResponseCache(),
      };
    },
  };
}
