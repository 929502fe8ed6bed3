import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a federation API in tests: a real HTTP server on 127.0.0.1 that answers
 * recorded responses. Routes map "path?query" (query parameters sorted) to an answer; anything
 * else is a 404. Every request is recorded with its Authorization header.
 */
export interface FixtureAnswer {
  status?: number;
  body: unknown;
  /** Wait this long before answering, to run into timeouts. */
  delayMs?: number;
  /** Answer only when the Authorization header is exactly this; otherwise `unauthorized`. */
  authorization?: string;
}

export interface FixtureServer {
  url: string;
  requests: { path: string; authorization: string | undefined }[];
  /** Replaces or adds routes while running. */
  routes: Map<string, FixtureAnswer>;
  close(): Promise<void>;
}

export interface FixtureServerOptions {
  /** Answer for a request with a missing or wrong Authorization header on a protected route. */
  unauthorized?: FixtureAnswer;
  notFound?: FixtureAnswer;
  /** Listen on this port (0, any free one, by default). */
  port?: number;
}

/** A recorded response next to the test. */
export function fixture(directory: URL, name: string): unknown {
  return JSON.parse(readFileSync(new URL(name, directory), 'utf8')) as unknown;
}

/** A federation's answer recorded beside its adapter (`sports/<sport>/fixtures/<name>`). */
export function recordedAnswer(
  sport: 'unihockey' | 'handball' | 'volleyball',
  name: string,
): unknown {
  return fixture(new URL(`../${sport}/fixtures/`, import.meta.url), name);
}

export function routeKey(path: string, query: Record<string, string> = {}): string {
  const params = Object.entries(query)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return params ? `${path}?${params}` : path;
}

export async function startFixtureServer(
  routes: Record<string, FixtureAnswer>,
  options: FixtureServerOptions = {},
): Promise<FixtureServer> {
  const table = new Map(Object.entries(routes));
  const requests: FixtureServer['requests'] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    const key = routeKey(url.pathname, Object.fromEntries(url.searchParams));
    const authorization = request.headers.authorization;
    requests.push({ path: key, authorization });
    let answer = table.get(key) ??
      options.notFound ?? { status: 404, body: { message: 'not found' } };
    if (answer.authorization !== undefined && authorization !== answer.authorization) {
      answer = options.unauthorized ?? { status: 401, body: { message: 'unauthorized' } };
    }
    const send = () => {
      if (response.destroyed) return;
      response.writeHead(answer.status ?? 200, {
        'content-type': 'application/json; charset=utf-8',
      });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    routes: table,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port with nothing listening: connecting is refused at once. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
