import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, expect } from 'vitest';
import { startServerProcess, type ServerProcess } from '#server/testing/server-process.ts';

/**
 * One data directory for a file's crash tests, and the server processes started on it, one after
 * the other (`npm start`'s entry, each awaited until healthy). After each test every process still
 * running is killed with SIGKILL; after the file the directory is removed.
 */
export function crashDataDir(name: string): { dataDir: string; start(): Promise<ServerProcess> } {
  const dataDir = mkdtempSync(path.join(tmpdir(), `matchpost-${name}-`));
  const running: ChildProcess[] = [];
  afterEach(() => {
    for (const child of running.splice(0)) child.kill('SIGKILL');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return {
    dataDir,
    async start() {
      const server = await startServerProcess(dataDir);
      running.push(server.child);
      expect(await server.healthy(90_000), `start failed: ${server.stderr()}`).toBe(true);
      return server;
    },
  };
}

/**
 * Kills `server` with SIGKILL as soon as the first request of `burst` (all sent already) is
 * answered, while the others are on their way; answers each request's status, or 'cut' for one
 * the kill cut off.
 */
export async function killDuringBurst(
  server: ServerProcess,
  burst: Promise<Response>[],
): Promise<(number | 'cut')[]> {
  const outcomes = burst.map((request) =>
    request.then(
      (response) => response.status,
      () => 'cut' as const,
    ),
  );
  await Promise.race(outcomes);
  server.child.kill('SIGKILL');
  await server.exited;
  return Promise.all(outcomes);
}
