import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppOptions } from '#server/app.ts';
import { loadConfig } from '#server/config/env.ts';
import { silentLogger, type Logger } from '#server/logging/logger.ts';
import { startServer, type RunningServer } from '#server/server.ts';
import { seedPgliteDataDir } from '#server/testing/pglite-template.ts';
import { freePort } from '#server/testing/postgres-server.ts';
import { dropPostgresDatabase, freshPostgresUrl } from '#server/testing/test-database.ts';

export interface TestServer extends RunningServer {
  dataDir: string;
  outboxDir: string;
}

/**
 * The stop of a server a test started: a test that leaves an answer unread (an export's image)
 * holds its connection busy, and the close would wait the whole grace of a real stop (30 s) for
 * it. The real grace is tested on child processes (shutdown.test.ts).
 */
export const quickStop = { SHUTDOWN_GRACE_MS: '2000' };

/**
 * The real app on a free loopback port with a temp DATA_DIR: PGlite in the unit and db-pglite
 * projects, a fresh database on the run's PostgreSQL server in db-postgres; either starts
 * migrated.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  logger: Logger = silentLogger,
  options: AppOptions = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'matchpost-test-'));
  // The database starts as a copy of one migrated once (see pglite-template.ts), not as a new
  // cluster: the start's migrate() then finds nothing to do, as after any restart.
  const databaseUrl =
    process.env.TEST_DB_KIND === 'postgres'
      ? await freshPostgresUrl({ migrated: true })
      : undefined;
  if (!databaseUrl && !env.DATABASE_URL && !env.DATA_DIR) await seedPgliteDataDir(dataDir);
  // Links and origin checks need the real address up front, so pick the port first.
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SPORTS_DATA: 'demo',
    ...quickStop,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const server = await startServer(config, logger, options);
  const close = server.close;
  return {
    ...server,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    close: async () => {
      await close();
      if (databaseUrl) await dropPostgresDatabase(databaseUrl);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
