import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '#server/config/env.ts';
import { silentLogger } from '#server/logging/logger.ts';
import { startServer, type RunningServer } from '#server/server.ts';
import { freePort } from '#server/testing/postgres-server.ts';

/**
 * The app as it runs in production (NODE_ENV=production, silent logs) on demo data, on a free
 * loopback port with its own temp data directory; `close` stops it and removes the directory.
 * `addressUpFront` picks the port before the start, so the app knows its address (sign-in links);
 * `env` sets or overrides variables (another sports mode, federation addresses).
 */
export async function startBenchServer(
  name: string,
  options: { addressUpFront?: boolean; env?: Record<string, string> } = {},
): Promise<RunningServer & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `matchpost-bench-${name}-`));
  const port = options.addressUpFront ? await freePort() : 0;
  const config = loadConfig({
    NODE_ENV: 'production',
    // The benches buy plans through the demo checkout; production needs it named.
    BILLING: 'demo',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ...(port ? { APP_URL: `http://127.0.0.1:${port}` } : {}),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'silent',
    SPORTS_DATA: 'demo',
    ...options.env,
  });
  const server = await startServer(config, silentLogger);
  return {
    ...server,
    dataDir,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
