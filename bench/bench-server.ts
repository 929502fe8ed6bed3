import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '#server/config/env.ts';
import { silentLogger } from '#server/logging/logger.ts';
import { startServer, type RunningServer } from '#server/server.ts';

/**
 * The app as it runs in production (NODE_ENV=production, silent logs) on demo data, on a free
 * loopback port with its own temp data directory; `close` stops it and removes the directory.
 */
export async function startBenchServer(name: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `matchpost-bench-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'production',
    // The benches buy plans through the demo checkout; production needs it named.
    BILLING: 'demo',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    SPORTS_DATA: 'demo',
  });
  const server = await startServer(config, silentLogger);
  return {
    ...server,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
