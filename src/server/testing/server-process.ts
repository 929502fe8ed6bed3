import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { projectRoot } from '#server/paths.ts';
import { apiCall } from '#server/testing/api-call.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { seedPgliteDataDir } from '#server/testing/pglite-template.ts';
import { freePort } from '#server/testing/postgres-server.ts';

/** `npm start`'s server entry as a real child process: what a crash or a second start needs. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  outboxDir: string;
  /** What the process logged (its log goes to stdout; LOG_LEVEL is silent unless the env says). */
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
  /** Resolves true once /api/health answers 200, false if the process ends or time runs out. */
  healthy(timeoutMs?: number): Promise<boolean>;
}

/**
 * Unless `freshDatabase` is set or the process gets a DATABASE_URL, an empty DATA_DIR first gets
 * a copy of the migrated template database (pglite-template.ts): a new PGlite cluster would cost
 * the child an initdb in WebAssembly on every start.
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  options: { freshDatabase?: boolean } = {},
): Promise<ServerProcess> {
  if (!options.freshDatabase && !env.DATABASE_URL) await seedPgliteDataDir(dataDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dataDir,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      SPORTS_DATA: 'demo',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'development',
      TEST: 'false',
      // A first export in a new process on a loaded machine can take longer than the default
      // budget; what the budget refuses is proven on its own (export-render-budget.db.test.ts).
      RENDER_BUDGET_MS: '60000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let gone = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      gone = true;
      resolve(code);
    }),
  );
  return {
    child,
    port,
    url,
    outboxDir: path.join(dataDir, 'outbox'),
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    async healthy(timeoutMs = 90_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until && !gone) {
        try {
          if ((await fetch(`${url}/api/health`)).ok) return true;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return false;
    },
  };
}

/** Two app processes on one database, as behind a load balancer, and a request to either. */
export interface ServerProcessPair {
  a: ServerProcess;
  b: ServerProcess;
  /**
   * A JSON request to either process as the browser of `session` sends it (or anonymously,
   * with null): its cookie and the app's one public address (the first process's) as origin.
   */
  call(
    server: ServerProcess,
    session: TestSession | null,
    method: string,
    route: string,
    body?: unknown,
  ): Promise<Response>;
  /** Kills both (one may be dead already) and removes their data directories. */
  stop(): void;
}

/**
 * Starts two processes at the same moment, each with its own data directory and the environment
 * `envOf` gives it, and waits until both answer /api/health. Both know the app by the first
 * process's address (its APP_URL), as behind a balancer.
 */
export async function startServerProcessPair(
  envOf: (name: 'a' | 'b') => Record<string, string>,
): Promise<ServerProcessPair> {
  const dirs = ['a', 'b'].map((name) => mkdtempSync(path.join(tmpdir(), `matchpost-${name}-`)));
  const a = await startServerProcess(dirs[0]!, envOf('a'));
  const b = await startServerProcess(dirs[1]!, { ...envOf('b'), APP_URL: a.url });
  const stop = () => {
    for (const server of [a, b]) server.child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  const [upA, upB] = await Promise.all([a.healthy(120_000), b.healthy(120_000)]);
  try {
    expect(upA, `first process: ${a.stderr()}`).toBe(true);
    expect(upB, `second process: ${b.stderr()}`).toBe(true);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    a,
    b,
    call: (server, session, method, route, body) =>
      apiCall(server.url, session, method, route, body, { origin: a.url }),
    stop,
  };
}
