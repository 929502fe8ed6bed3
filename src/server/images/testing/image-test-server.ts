import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';

/** A 2x2 red PNG as sharp writes it. */
export const samplePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4w8BwhgGMzzAwAAAZjgMx8FJdJAAAAABJRU5ErkJggg==',
  'base64',
);

export const sampleSvg = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- club logo -->\n' +
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#c00"/></svg>',
);

/** A certificate for the name images.test only, valid 2020 to 2120; its own authority. */
export const testCertificate = readFileSync(new URL('images-test.cert.pem', import.meta.url));
const testKey = readFileSync(new URL('images-test.key.pem', import.meta.url));

export interface SeenRequest {
  path: string;
  host: string | undefined;
  /** The TLS server name the client sent (https only). */
  servername: string | undefined;
}

/** An HTTP(S) server on 127.0.0.1 that records every connection and request it gets. */
export interface ImageTestServer {
  origin: string;
  port: number;
  requests: SeenRequest[];
  connections: () => number;
  close(): Promise<void>;
}

export async function startImageTestServer(
  handler: RequestListener = (_req, res) => res.writeHead(404).end(),
  options: { tls?: boolean } = {},
): Promise<ImageTestServer> {
  const requests: SeenRequest[] = [];
  let connections = 0;
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    requests.push({
      path: req.url ?? '',
      host: req.headers.host,
      servername: (req.socket as Partial<TLSSocket>).servername || undefined,
    });
    handler(req, res);
  };
  const server = options.tls
    ? https.createServer({ cert: testCertificate, key: testKey }, listener)
    : http.createServer(listener);
  server.on('connection', () => connections++);
  // A handshake the client aborts is expected in the certificate tests.
  server.on('tlsClientError', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
