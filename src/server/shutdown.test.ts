import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '#server/testing/server-process.ts';

/**
 * SIGTERM to a real server process: it stops taking new connections at once, lets the request
 * in flight finish, and exits with 0.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'matchpost-shutdown-'));
let server: ServerProcess | undefined;
afterAll(() => {
  server?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new connections and exits 0', async () => {
    server = await startServerProcess(dataDir);
    expect(await server.healthy(90_000), `start failed: ${server.stderr()}`).toBe(true);
    const { url, port } = server;

    // A sign-in request whose body arrives in two parts, the second after the signal: the
    // server has begun handling it when shutdown starts.
    const body = JSON.stringify({ email: 'slow@club.ch', callbackURL: '/profile' });
    let sent!: ReturnType<typeof request>;
    const answer = new Promise<number>((resolve, reject) => {
      sent = request(
        `${url}/api/auth/sign-in/magic-link`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: url,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      sent.on('error', reject);
    });
    sent.write(body.slice(0, 10));
    await pause(1500);
    server.child.kill('SIGTERM');
    await pause(1500);
    const newConnectionRefused = await refused(port);
    sent.end(body.slice(10));

    expect(await answer).toBe(200);
    expect(newConnectionRefused).toBe(true);
    expect(await server.exited).toBe(0);
  }, 150_000);
});
