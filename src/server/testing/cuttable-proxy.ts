import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP forwarder in front of a test server that a fault test can cut: 'refuse' closes every
 * new connection at once, 'hang' accepts and never answers, 'pass' forwards. Cutting also ends
 * the connections already open, as a lost network would.
 */
export interface CuttableProxy {
  url: string;
  set(mode: 'pass' | 'refuse' | 'hang'): void;
  stop(): Promise<void>;
}

export async function startCuttableProxy(target: string): Promise<CuttableProxy> {
  const { hostname, port } = new URL(target);
  let mode: 'pass' | 'refuse' | 'hang' = 'pass';
  const open = new Set<Socket>();
  const server: Server = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
    if (mode === 'refuse') {
      socket.destroy();
      return;
    }
    if (mode === 'hang') return;
    const upstream = connect(Number(port), hostname);
    upstream.on('error', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    set(next) {
      mode = next;
      if (next !== 'pass') for (const socket of open) socket.destroy();
    },
    stop: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
