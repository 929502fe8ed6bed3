import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { backgroundImages, userLogos } from '#server/db/schema.ts';
import { silentLogger } from '#server/logging/logger.ts';
import { startServer, type RunningServer } from '#server/server.ts';
import { S3Storage } from '#server/storage/s3-storage.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { postForm } from '#server/testing/form-upload.ts';
import { noisyPicture, plainJpeg } from '#server/testing/pictures.ts';
import {
  freePort,
  startPostgresServer,
  type PostgresServer,
} from '#server/testing/postgres-server.ts';
import { startS3TestServer, type S3TestServer } from '#server/testing/s3-test-server.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { until } from '#server/testing/until.ts';
import { errorMessages } from '#shared/errors/error-codes.ts';

/**
 * The app on an S3-compatible store (s3rver) that refuses object writes with 503 while it still
 * answers reads, and one that goes away in the middle of a write. Uploads answer 503
 * STORAGE_UNAVAILABLE with the catalogue's text and Retry-After, leave neither an object nor a
 * row, readiness says the storage cannot take a write, and all recover by themselves. (A store
 * that refuses connections or hangs: health/readiness.test.ts.)
 */
let postgres: PostgresServer;
let s3: S3TestServer;
let server: RunningServer;
let url: string;
let session: TestSession;
const dataDir = mkdtempSync(path.join(tmpdir(), 'matchpost-s3-faults-'));

beforeAll(async () => {
  [postgres, s3] = await Promise.all([startPostgresServer(), startS3TestServer()]);
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
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
  server = await startServer(config, silentLogger);
  session = await signInTestUser(url, path.join(dataDir, 'outbox'), 's3@club.ch');
  await setTestTier(server.ctx.database.db, session.userId, 'pro');
}, 120_000);

afterAll(async () => {
  s3?.failWrites(null);
  await server?.close().catch(() => undefined);
  await Promise.all([postgres?.stop(), s3?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

interface Ready {
  status: string;
  database: { ok: boolean };
  storage: { ok: boolean; error?: string };
}

async function ready() {
  const response = await fetch(`${url}/api/ready`);
  return { status: response.status, body: (await response.json()) as Ready };
}

/** Readiness as it is within a few seconds (the storage's answer serves about a second). */
const readyWith = (status: number) =>
  until(ready, (answer) => answer.status === status, 15_000, 100);

const uploadBackground = (photo: Buffer) =>
  postForm(url, session.cookie, '/api/backgrounds', {
    bytes: photo,
    name: 'halle.jpg',
    type: 'image/jpeg',
  });

const uploadLogo = async () =>
  postForm(
    url,
    session.cookie,
    '/api/logos',
    { bytes: await plainJpeg(300, 300, '#b91c1c'), name: 'club.jpg', type: 'image/jpeg' },
    { name: 'Club', logoType: 'club' },
  );

/** The refusal a caller gets: 503, the catalogue's code and text, Retry-After. */
async function expectStorageUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(await response.json()).toEqual({
    error: { code: 'STORAGE_UNAVAILABLE', message: errorMessages.STORAGE_UNAVAILABLE.de },
  });
}

/** The user's rows and objects as they are now: what a refused upload must leave unchanged. */
async function stored() {
  const db = server.ctx.database.db;
  const [backgrounds] = await db
    .select({ n: count() })
    .from(backgroundImages)
    .where(eq(backgroundImages.workspaceId, session.userId));
  const [logos] = await db
    .select({ n: count() })
    .from(userLogos)
    .where(eq(userLogos.workspaceId, session.userId));
  const keys = (
    await Promise.all(
      ['backgrounds', 'thumbnails', 'logos'].map((folder) =>
        s3.keysUnder(`${folder}/${session.userId}/`),
      ),
    )
  ).flat();
  return { backgrounds: backgrounds!.n, logos: logos!.n, keys: keys.sort() };
}

describe('readiness on S3', () => {
  it('writes to the store about once a second, however many ask', async () => {
    await readyWith(200);
    const before = s3.writesUnder('readiness/');
    const started = performance.now();
    let asked = 0;
    while (performance.now() - started < 2000) {
      const answers = await Promise.all(Array.from({ length: 10 }, ready));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      asked += answers.length;
    }
    const seconds = (performance.now() - started) / 1000;
    const writes = s3.writesUnder('readiness/') - before;
    expect(asked).toBeGreaterThanOrEqual(40);
    expect(writes).toBeGreaterThanOrEqual(1);
    expect(writes).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
  }, 30_000);
});

describe('an S3 store that stops taking writes', () => {
  it('refusing writes with 503 while reads work: readiness says so, uploads 503, both recover', async () => {
    const first = await uploadBackground(await plainJpeg(400, 500, '#15803d'));
    expect(first.status).toBe(201);
    const { url: stored1 } = (await first.json()) as { url: string };
    await readyWith(200);
    const before = await stored();
    s3.failWrites({ kind: 'refuse' });
    try {
      expect((await fetch(stored1)).status).toBe(200);
      const check = await readyWith(503);
      // The probe's write is refused, or outlasts the 2 s of readiness with the client's retries.
      expect(check.body.storage).toMatchObject({ ok: false });
      expect(check.body.storage.error).toMatch(/cannot take a write|did not answer/);
      expect(check.body.database.ok).toBe(true);
      await expectStorageUnavailable(await uploadBackground(await plainJpeg(400, 500, '#1d4ed8')));
      await expectStorageUnavailable(await uploadLogo());
      expect(await stored()).toEqual(before);
    } finally {
      s3.failWrites(null);
    }
    await readyWith(200);
    expect((await uploadBackground(await plainJpeg(400, 500, '#1d4ed8'))).status).toBe(201);
    expect((await uploadLogo()).status).toBe(201);
  }, 90_000);

  it('the thumbnail refused once the original is stored: the original goes, no row', async () => {
    const before = await stored();
    s3.failWrites({ kind: 'refuse', passFirst: 1 });
    try {
      await expectStorageUnavailable(await uploadBackground(await plainJpeg(400, 500, '#1d4ed8')));
    } finally {
      s3.failWrites(null);
    }
    expect(await stored()).toEqual(before);
  }, 60_000);

  it('the store gone in the middle of a write: nothing of it stays', async () => {
    const photo = await noisyPicture(1800, 1200, '#334155').jpeg({ quality: 95 }).toBuffer();
    // s3rver keeps what arrived of a cut write (S3 itself would not), so only the app's own
    // clean-up can leave nothing behind.
    const direct = new S3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
    });
    s3.failWrites({ kind: 'cut', cutAfterBytes: 64 * 1024 });
    try {
      await expect(direct.put('cut/half.jpg', photo, 'image/jpeg')).rejects.toThrow();
      expect(await s3.keysUnder('cut/')).toEqual(['cut/half.jpg']);

      const before = await stored();
      await expectStorageUnavailable(await uploadBackground(photo));
      expect(await stored()).toEqual(before);
    } finally {
      s3.failWrites(null);
    }
    expect((await uploadBackground(photo)).status).toBe(201);
  }, 90_000);
});
