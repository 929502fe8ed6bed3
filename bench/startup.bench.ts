import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '#server/testing/postgres-server.ts';
import { median, percentile } from './stats.ts';

/** How long a started app is left alone before its resident memory is read. */
const SETTLE_MS = 5_000;

/** The resident memory of a process, from /proc (Linux), in MiB. */
function residentMiB(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Math.round(Number(line[1]) / 1024) : -1;
}

/**
 * Times `npm start` (node scripts/start.mjs, build current) until /api/health answers ok, on an
 * existing data directory: the restart an operator sees. Then, with no user, its resident memory
 * after SETTLE_MS.
 */
async function startOnce(dataDir: string): Promise<{ ms: number; idleMiB: number }> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn('node', ['scripts/start.mjs'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SPORTS_DATA: 'demo',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let exited: number | null = null;
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.once('exit', (code) => (exited = code ?? -1));
  try {
    for (;;) {
      if (exited !== null) throw new Error(`npm start exited with ${exited}: ${stderr.trim()}`);
      if (performance.now() - started > 60_000) throw new Error('start took over 60 s');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) {
          const ms = performance.now() - started;
          await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
          return { ms, idleMiB: residentMiB(child.pid!) };
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    if (exited === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

export async function run(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'matchpost-bench-start-'));
  try {
    const first = await startOnce(dataDir); // creates the database and runs migrations
    const starts: { ms: number; idleMiB: number }[] = [];
    for (let i = 0; i < 5; i++) starts.push(await startOnce(dataDir));
    const runs = starts.map((start) => start.ms);
    return {
      what: 'npm start to a healthy /api/health, existing data directory (PGlite); resident memory with no user 5 s later',
      firstStartNewDataDirMs: Math.round(first.ms),
      firstStartIdleMiB: first.idleMiB,
      medianMs: Math.round(median(runs)),
      p95Ms: Math.round(percentile(runs, 95)),
      runsMs: runs.map(Math.round),
      idleMiB: starts.map((start) => start.idleMiB),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
