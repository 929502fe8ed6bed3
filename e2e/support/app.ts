import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '#server/config/env.ts';
import { createLogger } from '#server/logging/logger.ts';
import { projectRoot } from '#server/paths.ts';
import { startServer, type RunningServer } from '#server/server.ts';
import { seedPgliteDataDir } from '#server/testing/pglite-template.ts';
import { freePort } from '#server/testing/postgres-server.ts';
import { quickStop } from '#server/testing/test-server.ts';

export interface TestApp {
  url: string;
  /** Where the app writes mails (sign-in links) as .eml files. */
  outboxDir: string;
  server: RunningServer;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The real app in this process on a free port, with its own empty data directory and demo
 * sports data. It serves the built web app: run `npx vite build` first (npm test does).
 */
export async function startTestApp(
  options: { host?: 'localhost' | '127.0.0.1'; env?: Record<string, string> } = {},
): Promise<TestApp> {
  // WebAuthn refuses IP addresses as relying-party ids: passkey journeys use localhost.
  const host = options.host ?? '127.0.0.1';
  if (!existsSync(path.join(projectRoot, 'dist/client/index.html'))) {
    throw new Error('dist/client is missing: run `npx vite build` before the browser journeys');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'matchpost-e2e-'));
  // A copy of a database migrated once, instead of a new PGlite cluster per journey file.
  if (!options.env?.DATABASE_URL) await seedPgliteDataDir(dataDir);
  // Mailed links and origin checks need the real address up front, so pick the port first.
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    APP_URL: `http://${host}:${port}`,
    HOST: '127.0.0.1',
    SPORTS_DATA: 'demo',
    LOG_LEVEL: 'warn',
    ...quickStop,
    NODE_ENV: 'test',
    ...options.env,
  });
  const server = await startServer(config, createLogger({ level: 'warn', format: 'pretty' }));
  return {
    url: `http://${host}:${port}`,
    outboxDir: path.join(dataDir, 'outbox'),
    server,
    dataDir,
    stop: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
