import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthOf } from '#server/testing/api-call.ts';
import { loadConfig } from '#server/config/env.ts';
import { profiles, users } from '#server/db/schema.ts';
import { silentLogger } from '#server/logging/logger.ts';
import { appVersion, startServer, type RunningServer } from '#server/server.ts';
import {
  dropPostgresDatabase,
  freshPostgresUrl,
  testDbKind,
} from '#server/testing/test-database.ts';

/**
 * The whole server as `npm start` runs it, stopped and started again on the same DATA_DIR (and,
 * in the db-postgres project, the same PostgreSQL database): what was written is still there.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'matchpost-restart-'));
let databaseUrl: string | undefined;
let running: RunningServer | undefined;

function start(port = 0): Promise<RunningServer> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SPORTS_DATA: 'demo',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  return startServer(config, silentLogger);
}

beforeAll(async () => {
  if (testDbKind === 'postgres') databaseUrl = await freshPostgresUrl();
  // In the hook, whose time limit allows for PGlite's first creation of its data directory.
  running = await start();
});

afterAll(async () => {
  await running?.close();
  if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`the server on ${testDbKind}`, () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 7, 7, 7]);
  let signedUrlPath = '';

  it('reports the mode of every part on /api/health', async () => {
    if (!running) throw new Error('the server did not start');
    const response = await fetch(`${running.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      version: appVersion,
      db: testDbKind,
      storage: 'disk',
      mail: 'outbox',
      billing: 'demo',
      sports: { mode: 'demo' },
    });
  });

  it('keeps rows, files and signed links across a restart', async () => {
    if (!running) throw new Error('the server did not start');
    const db = running.ctx.database.db;
    await db.insert(users).values({ id: 'restart-user', email: 'restart@club.ch' });
    await db
      .insert(profiles)
      .values({ id: 'restart-user', firstName: 'Reto', instagramUsername: 'uhc_reto' });
    await running.ctx.storage.put('logos/restart-user/club.png', png, 'image/png');
    // The URL names the app's address, which changes with the port: keep only path and query.
    const url = new URL(await running.ctx.storage.signedUrl('logos/restart-user/club.png', 3600));
    signedUrlPath = `${url.pathname}${url.search}`;

    await running.close();
    running = undefined;
    running = await start();

    const [profile] = await running.ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, 'restart-user'));
    expect(profile).toMatchObject({ firstName: 'Reto', instagramUsername: 'uhc_reto' });
    const file = await fetch(`${running.url}${signedUrlPath}`);
    expect(file.status).toBe(200);
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([...png]);
    const health = await healthOf(running.url);
    expect(health.status).toBe('ok');
  });

  it('refuses a port in use with its error, and leaves the data directory to the next start', async () => {
    await running?.close();
    running = undefined;
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      await expect(start(port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
    // The failed start closed its database and gave the data directory's lock back.
    running = await start();
    expect((await healthOf(running.url)).status).toBe('ok');
  });
});
