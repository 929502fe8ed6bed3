import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from '#server/db/data-dir-lock.ts';
import { startServerProcess, type ServerProcess } from '#server/testing/server-process.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'matchpost-lock-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('close', resolve));
  return child.pid!;
}

describe('the data directory lock', () => {
  it('refuses a second owner while the first holds it, and frees it on release', () => {
    const file = path.join(tempDir(), 'db.lock');
    const lock = acquireDataDirLock(file, 'db');
    expect(() => acquireDataDirLock(file, 'db')).toThrow(DataDirInUseError);
    lock.release();
    expect(existsSync(file)).toBe(false);
    acquireDataDirLock(file, 'db').release();
  });

  it('takes over a lock whose process no longer runs', async () => {
    const file = path.join(tempDir(), 'db.lock');
    const pid = await deadPid();
    writeFileSync(file, JSON.stringify({ pid, host: hostname(), startedAt: 'earlier' }));
    const lock = acquireDataDirLock(file, 'db');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('takes over a lock file left empty by a crash mid-write', () => {
    const file = path.join(tempDir(), 'db.lock');
    writeFileSync(file, '');
    acquireDataDirLock(file, 'db').release();
  });

  it("never takes over another running process's lock or one from another machine", () => {
    const file = path.join(tempDir(), 'db.lock');
    writeFileSync(file, JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: 'x' }));
    expect(() => acquireDataDirLock(file, 'db')).toThrow(/in use by another Matchpost process/);
    writeFileSync(file, JSON.stringify({ pid: 1, host: 'elsewhere.example', startedAt: 'x' }));
    expect(() => acquireDataDirLock(file, 'db')).toThrow(/pid 1 on elsewhere\.example/);
  });
});

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess(dataDir);
  running.push(server.child);
  return server;
}

describe('two processes on one DATA_DIR', () => {
  it('the second refuses with one line; after the first is killed, a new start takes over', async () => {
    const dataDir = tempDir();
    const first = await start(dataDir);
    expect(await first.healthy()).toBe(true);

    const second = await start(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toMatch(
      /^Matchpost could not start: the database in .* is in use by another Matchpost process \(pid \d+ on .*\); stop it first or give this one another DATA_DIR\n$/,
    );
    // The first still serves.
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).ok).toBe(true);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = await start(dataDir);
    expect(await third.healthy()).toBe(true);
  }, 240_000);
});
