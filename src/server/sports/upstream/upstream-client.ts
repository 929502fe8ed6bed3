import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { SportsError, unexpectedShape, upstreamStatusError } from '#server/sports/sports-error.ts';

/**
 * GET a JSON document from a federation API with two limits: the connection (DNS and TCP/TLS
 * handshake) must stand within `connectTimeoutMs`, the whole answer within `totalTimeoutMs`.
 * Both are reported apart because only an unreachable host lets auto mode fall back to demo data.
 */
export interface UpstreamTimeouts {
  connectTimeoutMs: number;
  totalTimeoutMs: number;
}

export const defaultTimeouts: UpstreamTimeouts = { connectTimeoutMs: 3_000, totalTimeoutMs: 8_000 };

export interface UpstreamResponse {
  status: number;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  body: unknown;
}

export interface UpstreamClientOptions extends Partial<UpstreamTimeouts> {
  /** Largest answer accepted; federation lists are far below this. */
  maxBytes?: number;
  /** Name resolution; tests replace it to simulate a DNS that never answers. */
  lookup?: LookupFunction;
}

export type UpstreamClient = (
  url: URL,
  headers?: Record<string, string>,
) => Promise<UpstreamResponse>;

const unreachableCodes = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);

export function createUpstreamClient(options: UpstreamClientOptions = {}): UpstreamClient {
  const connectTimeoutMs = options.connectTimeoutMs ?? defaultTimeouts.connectTimeoutMs;
  const totalTimeoutMs = options.totalTimeoutMs ?? defaultTimeouts.totalTimeoutMs;
  const maxBytes = options.maxBytes ?? 8 * 1024 * 1024;
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 16 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 16 }),
  };

  return (url, headers = {}) =>
    new Promise<UpstreamResponse>((resolve, reject) => {
      const transport = url.protocol === 'https:' ? https : http;
      const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
      let connected = false;
      let settled = false;
      const fail = (error: SportsError) => {
        if (settled) return;
        settled = true;
        clearTimeout(connectTimer);
        clearTimeout(totalTimer);
        request.destroy();
        reject(error);
      };
      const request = transport.request(
        url,
        {
          method: 'GET',
          agent,
          headers: { Accept: 'application/json', 'User-Agent': 'Matchpost', ...headers },
          ...(options.lookup ? { lookup: options.lookup } : {}),
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) {
              fail(new SportsError('invalid-response', `answer larger than ${maxBytes} bytes`));
              return;
            }
            chunks.push(chunk);
          });
          response.on('error', () => fail(new SportsError('upstream-status', 'answer broke off')));
          response.on('end', () => {
            if (settled) return;
            settled = true;
            clearTimeout(connectTimer);
            clearTimeout(totalTimer);
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown;
            try {
              body = text === '' ? undefined : JSON.parse(text);
            } catch {
              body = undefined;
            }
            resolve({ status: response.statusCode ?? 0, body });
          });
        },
      );
      // A timer can fire late, after a busy stretch of the event loop (a render, a database
      // start) during which the connection or the answer did arrive: their events are then queued
      // behind the timer. setImmediate looks again after pending I/O, so a busy process does not
      // call a federation unreachable or slow that answered in time.
      const connectTimer = setTimeout(() => {
        setImmediate(() => {
          if (!connected)
            fail(new SportsError('unreachable', `no connection within ${connectTimeoutMs} ms`));
        });
      }, connectTimeoutMs);
      const totalTimer = setTimeout(() => {
        setImmediate(() => {
          fail(new SportsError('timeout', `no answer within ${totalTimeoutMs} ms`));
        });
      }, totalTimeoutMs);
      request.on('socket', (socket) => {
        // A kept-alive socket is connected already and emits no connect event.
        if (!socket.connecting && !socket.destroyed && socket.remoteAddress !== undefined) {
          connected = true;
          return;
        }
        socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => {
          connected = true;
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        const unreachable = !connected && unreachableCodes.has(error.code ?? '');
        fail(
          new SportsError(
            unreachable ? 'unreachable' : 'upstream-status',
            `${url.host}: ${error.code ?? error.message}`,
          ),
        );
      });
      request.end();
    });
}

/**
 * The body of a federation answer that should be a list: null for 404 (nothing there),
 * an upstream-status error for other failures, invalid-response when it is no list.
 * Callers check their own authorization answers first.
 */
export function listBody(
  federation: string,
  path: string,
  response: UpstreamResponse,
): unknown[] | null {
  if (response.status === 404) return null;
  if (response.status >= 400) throw upstreamStatusError(federation, path, response.status);
  if (!Array.isArray(response.body)) throw unexpectedShape(federation, path, 'expected a list');
  return response.body as unknown[];
}
