import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { silentLogger } from '#server/logging/logger.ts';
import { startServer, type RunningServer } from '#server/server.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { startCuttableProxy, type CuttableProxy } from '#server/testing/cuttable-proxy.ts';
import {
  freePort,
  startPostgresServer,
  type PostgresServer,
} from '#server/testing/postgres-server.ts';
import { postForm } from '#server/testing/form-upload.ts';
import { plainJpeg } from '#server/testing/pictures.ts';
import { startS3TestServer, type S3TestServer } from '#server/testing/s3-test-server.ts';
import { until } from '#server/testing/until.ts';

/**
 * Readiness and faults on the production parts: a real PostgreSQL server stopped and started
 * under the running app, and an S3-compatible store whose network is cut. The app answers 503
 * with a clear code within seconds, never hangs, and recovers by itself.
 */
let postgres: PostgresServer;
let s3: S3TestServer;
let s3Link: CuttableProxy;
let server: RunningServer;
let url: string;
let session: TestSession;
const dataDir = mkdtempSync(path.join(tmpdir(), 'matchpost-ready-'));

beforeAll(async () => {
  [postgres, s3] = await Promise.all([startPostgresServer(), startS3TestServer()]);
  s3Link = await startCuttableProxy(s3.endpoint);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    LOG_LEVEL: 'silent',
    SPORTS_DATA: 'demo',
    DATABASE_URL: postgres.url,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3Link.url,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
  server = await startServer(config, silentLogger);
  session = await signInTestUser(url, path.join(dataDir, 'outbox'), 'ready@club.ch');
}, 120_000);

afterAll(async () => {
  await server?.close().catch(() => undefined);
  await s3Link?.stop();
  await Promise.all([postgres?.stop(), s3?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

interface Ready {
  status: string;
  database: { ok: boolean; error?: string };
  storage: { ok: boolean; error?: string };
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
}

async function ready() {
  const response = await fetch(`${url}/api/ready`);
  return { status: response.status, body: (await response.json()) as Ready };
}

/**
 * Readiness once it answers `status`, with the time that answer took: the storage's answer
 * serves about a second, so a change shows within a few.
 */
async function readyWith(status: number) {
  return until(
    () => timed(ready),
    (check) => check.value.status === status,
    10_000,
    100,
  );
}

/** Polls readiness until it answers 200; the app must get there without a restart. */
async function untilReady(timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await ready()).status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const me = () => fetch(`${url}/api/me`, { headers: { cookie: session.cookie } });

async function uploadBackground() {
  const photo = await plainJpeg(400, 500, '#1d4ed8');
  return postForm(url, session.cookie, '/api/backgrounds', {
    bytes: photo,
    name: 'halle.jpg',
    type: 'image/jpeg',
  });
}

describe('readiness', () => {
  it('is 200 with both parts answering, and /api/health stays liveness', async () => {
    const { status, body } = await ready();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ready', database: { ok: true }, storage: { ok: true } });
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  }, 30_000);
});

describe('the database goes away and comes back', () => {
  it('answers 503 DATABASE_UNAVAILABLE within seconds, then recovers by itself', async () => {
    expect((await me()).status).toBe(200);
    await postgres.halt();
    try {
      const check = await timed(ready);
      expect(check.value.status).toBe(503);
      expect(check.value.body.status).toBe('unavailable');
      expect(check.value.body.database).toMatchObject({ ok: false });
      expect(check.value.body.database.error).toMatch(/database/);
      expect(check.value.body.storage.ok).toBe(true);
      expect(check.ms).toBeLessThan(8000);

      const call = await timed(me);
      expect(call.value.status).toBe(503);
      const body = (await call.value.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('DATABASE_UNAVAILABLE');
      expect(body.error.message).toMatch(/Datenbank/);
      expect(call.value.headers.get('retry-after')).toBeTruthy();
      expect(call.ms).toBeLessThan(10_000);

      // Liveness stays 200: restarting the process would not bring the database back. Its
      // database state is the last shared check's (ADR 044): 'degraded' within a few seconds.
      const healthStatus = async () => {
        const health = await fetch(`${url}/api/health`);
        expect(health.status).toBe(200);
        return ((await health.json()) as { status: string }).status;
      };
      await expect.poll(healthStatus, { timeout: 8000, interval: 250 }).toBe('degraded');
    } finally {
      await postgres.resume();
    }
    expect(await untilReady(30_000)).toBe(true);
    expect((await me()).status).toBe(200);
  }, 90_000);
});

describe('the file storage goes away and comes back', () => {
  it('answers 503 when it refuses connections, and uploads work again once it is back', async () => {
    s3Link.set('refuse');
    try {
      const check = (await readyWith(503)).value;
      expect(check.body.storage).toMatchObject({ ok: false });
      expect(check.body.database.ok).toBe(true);
      const upload = await uploadBackground();
      expect(upload.status).toBe(503);
      const body = (await upload.json()) as { error: { code: string } };
      expect(body.error.code).toBe('STORAGE_UNAVAILABLE');
    } finally {
      s3Link.set('pass');
    }
    expect(await untilReady(30_000)).toBe(true);
    expect((await uploadBackground()).status).toBe(201);
  }, 90_000);

  it('does not wait on a store that accepts connections but never answers', async () => {
    s3Link.set('hang');
    try {
      const check = await readyWith(503);
      expect(check.value.body.storage.error).toMatch(/did not answer/);
      expect(check.ms).toBeLessThan(8000);
    } finally {
      s3Link.set('pass');
    }
    expect(await untilReady(30_000)).toBe(true);
  }, 60_000);
});
