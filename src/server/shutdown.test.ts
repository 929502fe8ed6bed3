import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { createLogger } from '#server/logging/logger.ts';
import { createSportsData } from '#server/sports/sports-data.service.ts';
import { signInTestUser } from '#server/testing/auth.ts';
import { firstUnihockeyGame } from '#server/testing/export-fixture.ts';
import { heldRequest, statusOf } from '#server/testing/held-request.ts';
import { startServerProcess, type ServerProcess } from '#server/testing/server-process.ts';

/**
 * SIGTERM to a real server process: it stops taking new connections at once, lets the request
 * in flight finish, and exits with 0.
 */

/**
 * A server process on a data directory of its own, answering /api/health, for `use`; killed and
 * its directory removed after.
 */
async function withServerProcess(use: (server: ServerProcess) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'matchpost-shutdown-'));
  const server = await startServerProcess(dataDir);
  try {
    expect(await server.healthy(90_000), `start failed: ${server.stderr()}`).toBe(true);
    await use(server);
  } finally {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

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

/** A POST with its headers and the first half of its body now; `finish()` sends the rest. */
const halfSent = (url: string, headers: Record<string, string>, body: string, agent?: Agent) =>
  heldRequest(url, headers, Buffer.from(body), { agent });

/**
 * Sends SIGTERM to `server` once the half-sent `requests` have arrived (their headers: the server
 * has begun each), the rest of their bodies `restAfterMs` after the signal; answers each
 * request's answer and the process's exit code.
 */
async function sigtermWhileArriving(
  server: ServerProcess,
  requests: ReturnType<typeof halfSent>[],
  restAfterMs: number,
) {
  await pause(1500);
  server.child.kill('SIGTERM');
  await pause(restAfterMs);
  for (const { finish } of requests) finish();
  return {
    answers: (await Promise.all(requests.map((r) => r.answer))).map(statusOf),
    exitCode: await server.exited,
  };
}

/** A sign-in request, as the sign-in form sends it. */
const signInRequest = (url: string, email: string) =>
  [
    `${url}/api/auth/sign-in/magic-link`,
    { 'content-type': 'application/json', origin: url },
    JSON.stringify({ email, callbackURL: '/profile' }),
  ] as const;

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new connections and exits 0', async () => {
    await withServerProcess(async (server) => {
      // A sign-in request whose body arrives in two parts, the second after the signal: the
      // server has begun handling it when shutdown starts.
      const { answer, finish } = halfSent(...signInRequest(server.url, 'slow@club.ch'));
      await pause(1500);
      server.child.kill('SIGTERM');
      await pause(1500);
      const newConnectionRefused = await refused(server.port);
      finish();

      expect(statusOf(await answer)).toBe(200);
      expect(newConnectionRefused).toBe(true);
      expect(await server.exited).toBe(0);
    });
  }, 150_000);

  it('finishes five of five requests whose bodies are still arriving when the signal comes', async () => {
    await withServerProcess(async (five) => {
      const { url } = five;
      // Five connections kept alive from an earlier request each, as a browser's are.
      const agents = Array.from({ length: 5 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
      await Promise.all(
        agents.map(
          (agent) =>
            new Promise<void>((resolve, reject) =>
              request(`${url}/api/health`, { agent }, (res) => {
                res.resume();
                res.on('end', () => resolve());
              })
                .on('error', reject)
                .end(),
            ),
        ),
      );
      // Each on its own connection, as five browsers would send them: headers and half the body
      // now, the rest after the signal.
      const requests = agents.map((agent, i) =>
        halfSent(...signInRequest(url, `slow${i}@club.ch`), agent),
      );
      const { answers, exitCode } = await sigtermWhileArriving(five, requests, 1000);
      expect(answers).toEqual([200, 200, 200, 200, 200]);
      expect(exitCode).toBe(0);
    });
  }, 150_000);

  it('answers five of five exports whose bodies are still arriving when the signal comes', async () => {
    await withServerProcess(async (child) => {
      const { url } = child;
      // Five people, each exporting a post of their own: two draw at once, the others wait.
      const sessions = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => signInTestUser(url, child.outboxDir, `five${n}@club.ch`)),
      );
      // The demo data the child process serves.
      const { clubId, teamId, gameId } = await firstUnihockeyGame(
        createSportsData({
          config: loadConfig({ SPORTS_DATA: 'demo' }).sports,
          logger: createLogger({ level: 'silent', format: 'json' }),
        }),
      );
      const exports = sessions.map((session, i) =>
        halfSent(
          `${url}/api/exports`,
          { 'content-type': 'application/json', origin: url, cookie: session.cookie },
          JSON.stringify({
            sport: 'unihockey',
            clubId,
            teamId,
            gameIds: [gameId],
            theme: ['default', 'light', 'dark', 'club', 'default'][i],
            mode: 'preview',
            format: '1:1',
            scale: 1,
          }),
        ),
      );
      // The rest of each body comes eleven seconds after the signal, as from a slow phone
      // connection.
      const { answers, exitCode } = await sigtermWhileArriving(child, exports, 11_000);
      expect(answers).toEqual([200, 200, 200, 200, 200]);
      expect(exitCode).toBe(0);
    });
  }, 240_000);
});
