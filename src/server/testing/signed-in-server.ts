import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '#server/app.ts';
import type { Logger } from '#server/logging/logger.ts';
import { apiCall } from '#server/testing/api-call.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { startTestServer, type TestServer } from '#server/testing/test-server.ts';

/** The server of a file's tests and the people signed in to it, read inside tests and hooks. */
export type SignedInServer<Name extends string> = {
  readonly server: TestServer;
  /** A JSON request to the server as `session`'s browser makes it, or anonymously (apiCall). */
  readonly call: (
    session: TestSession | null,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<Response>;
} & {
  readonly [N in Name]: TestSession;
};

/**
 * Starts a test server before the file's tests, signs the people in through the magic link, one
 * after the other in the order given (`{ anna: 'anna@uhc-thun.ch' }`), and closes the server after
 * the file. `env` may be a function, read at the start: settings that name what an earlier hook
 * started (a stand-in federation's URL). `logger` takes the server's log where a test reads it
 * (the test server's default logs nothing); `options` are the app's (a moved publishing clock). Reading the server or a person before the start is a
 * mistake in the test and throws.
 */
export function signedInServer<const Name extends string>(
  emails: Record<Name, string>,
  env: Record<string, string> | (() => Record<string, string>) = {},
  logger?: Logger,
  options: AppOptions = {},
): SignedInServer<Name> {
  let server: TestServer | undefined;
  const people = new Map<string, TestSession>();
  beforeAll(async () => {
    server = await startTestServer(typeof env === 'function' ? env() : env, logger, options);
    for (const [name, email] of Object.entries<string>(emails)) {
      people.set(name, await signInTestUser(server.url, server.outboxDir, email));
    }
  });
  afterAll(async () => {
    await server?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is read before the test server started`);
    return value;
  };
  const live = {
    call: (session, method, path, body, headers) =>
      apiCall(started(server, 'server').url, session, method, path, body, headers),
  } as SignedInServer<Name>;
  Object.defineProperty(live, 'server', { get: () => started(server, 'server') });
  for (const name of Object.keys(emails)) {
    Object.defineProperty(live, name, { get: () => started(people.get(name), name) });
  }
  return live;
}
