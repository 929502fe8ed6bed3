import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '#server/paths.ts';
import { seedPgliteDataDir } from '#server/testing/pglite-template.ts';
import { freePort } from '#server/testing/postgres-server.ts';

/** `npm start`'s server entry as a real child process: what a crash or a second start needs. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  outboxDir: string;
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
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
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
