import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '#server/testing/postgres-server.ts';
import { median, percentile } from './stats.ts';

/**
 * Times `npm start` (node scripts/start.mjs, build current) until /api/health answers ok, on an
 * existing data directory: the restart an operator sees.
 */
async function startOnce(dataDir: string): Promise<number> {
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
        if (response.ok) return performance.now() - started;
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
    const firstMs = await startOnce(dataDir); // creates the database and runs migrations
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) runs.push(await startOnce(dataDir));
    return {
      what: 'npm start to a healthy /api/health, existing data directory (PGlite)',
      firstStartNewDataDirMs: Math.round(firstMs),
      medianMs: Math.round(median(runs)),
      p95Ms: Math.round(percentile(runs, 95)),
      runsMs: runs.map(Math.round),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
