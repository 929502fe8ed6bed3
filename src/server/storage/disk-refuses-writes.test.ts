import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '#server/db/database.ts';
import { backgroundImages, userLogos } from '#server/db/schema.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { postForm } from '#server/testing/form-upload.ts';
import { noisyPicture, plainJpeg } from '#server/testing/pictures.ts';
import { startPostgresServer, type PostgresServer } from '#server/testing/postgres-server.ts';
import { startServerProcess, type ServerProcess } from '#server/testing/server-process.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { until } from '#server/testing/until.ts';
import { errorMessages } from '#shared/errors/error-codes.ts';

/**
 * The app on disk storage whose folder stops taking writes, as a process runs it (a child
 * process on a PostgreSQL server, so that only the storage is hit). Tests may run as root, whom
 * a read-only folder does not stop, so the folder is made unusable in two ways that hold for
 * root too: replaced by a file (nothing can be written or read under it), and a file-size
 * limit on the app's process (`prlimit`: every write past the limit fails with EFBIG while
 * reads work, as on a full disk or over a quota). Uploads answer 503 STORAGE_UNAVAILABLE with
 * the catalogue's text and Retry-After and store nothing, readiness says the storage cannot
 * take a write, and both recover by themselves.
 */
let postgres: PostgresServer;
let database: Database;
let app: ServerProcess;
let session: TestSession;
const dataDir = mkdtempSync(path.join(tmpdir(), 'matchpost-disk-faults-'));
const storageDir = path.join(dataDir, 'storage');

beforeAll(async () => {
  postgres = await startPostgresServer();
  app = await startServerProcess(dataDir, { DATABASE_URL: postgres.url, LOG_LEVEL: 'warn' });
  expect(await app.healthy(), app.stderr()).toBe(true);
  database = await openPostgres(postgres.url);
  session = await signInTestUser(app.url, app.outboxDir, 'disk@club.ch');
  await setTestTier(database.db, session.userId, 'pro');
}, 180_000);

afterAll(async () => {
  app?.child.kill('SIGKILL');
  await app?.exited;
  await database?.close();
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

interface Ready {
  status: string;
  database: { ok: boolean };
  storage: { ok: boolean; error?: string };
}

async function ready() {
  const response = await fetch(`${app.url}/api/ready`);
  return { status: response.status, body: (await response.json()) as Ready };
}

/** Readiness as it is within a few seconds (the storage's answer serves about a second). */
const readyWith = (status: number) =>
  until(ready, (answer) => answer.status === status, 10_000, 100);

/** A file-size limit on the app's process: writes past `bytes` fail with EFBIG; null lifts it. */
function limitFileSize(bytes: number | null) {
  const soft = bytes === null ? 'unlimited' : String(bytes);
  execFileSync('prlimit', ['--pid', String(app.child.pid), `--fsize=${soft}:unlimited`]);
}

const uploadBackground = (photo: Buffer) =>
  postForm(app.url, session.cookie, '/api/backgrounds', {
    bytes: photo,
    name: 'halle.jpg',
    type: 'image/jpeg',
  });

const uploadLogo = async () =>
  postForm(
    app.url,
    session.cookie,
    '/api/logos',
    { bytes: await plainJpeg(300, 300, '#b91c1c'), name: 'club.jpg', type: 'image/jpeg' },
    { name: 'Club', logoType: 'club' },
  );

/** The refusal a caller gets: 503, the catalogue's code and German text, Retry-After. */
async function expectStorageUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(await response.json()).toEqual({
    error: { code: 'STORAGE_UNAVAILABLE', message: errorMessages.STORAGE_UNAVAILABLE.de },
  });
}

/** The user's rows and files as they are now: what a refused upload must leave unchanged. */
async function stored() {
  const [backgrounds] = await database.db
    .select({ n: count() })
    .from(backgroundImages)
    .where(eq(backgroundImages.workspaceId, session.userId));
  const [logos] = await database.db
    .select({ n: count() })
    .from(userLogos)
    .where(eq(userLogos.workspaceId, session.userId));
  const files: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(path.relative(storageDir, full));
    }
  };
  for (const folder of ['backgrounds', 'thumbnails', 'logos']) {
    walk(path.join(storageDir, folder, session.userId));
  }
  return { backgrounds: backgrounds!.n, logos: logos!.n, files: files.sort() };
}

describe('disk storage that stops taking writes', () => {
  it('replaced by a file: uploads 503, readiness 503, both back once the folder is', async () => {
    expect((await readyWith(200)).body.storage.ok).toBe(true);
    const before = await stored();
    renameSync(storageDir, `${storageDir}.away`);
    writeFileSync(storageDir, 'not a folder');
    try {
      const check = await readyWith(503);
      expect(check.body).toMatchObject({
        status: 'unavailable',
        database: { ok: true },
        storage: { ok: false, error: 'storage cannot take a write' },
      });
      await expectStorageUnavailable(await uploadBackground(await plainJpeg(400, 500, '#1d4ed8')));
      await expectStorageUnavailable(await uploadLogo());
    } finally {
      rmSync(storageDir);
      renameSync(`${storageDir}.away`, storageDir);
    }
    expect(await stored()).toEqual(before);
    await readyWith(200);
    expect((await uploadBackground(await plainJpeg(400, 500, '#1d4ed8'))).status).toBe(201);
    expect((await uploadLogo()).status).toBe(201);
  }, 90_000);

  it('refusing writes while reads work: readiness says so, uploads 503, stored files still open', async () => {
    const first = await uploadBackground(await plainJpeg(400, 500, '#15803d'));
    expect(first.status).toBe(201);
    const { url } = (await first.json()) as { url: string };
    await readyWith(200);
    const before = await stored();
    limitFileSize(0);
    try {
      // What the read-only check missed: the store answers reads, so only a write shows it.
      expect((await fetch(url)).status).toBe(200);
      const check = await readyWith(503);
      expect(check.body.storage).toEqual({
        ok: false,
        ms: expect.any(Number),
        error: 'storage cannot take a write',
      });
      expect(check.body.database.ok).toBe(true);
      await expectStorageUnavailable(await uploadBackground(await plainJpeg(400, 500, '#1d4ed8')));
      await expectStorageUnavailable(await uploadLogo());
      expect(await stored()).toEqual(before);
    } finally {
      limitFileSize(null);
    }
    await readyWith(200);
    expect((await uploadBackground(await plainJpeg(400, 500, '#1d4ed8'))).status).toBe(201);
  }, 90_000);

  it('a write cut off half-way leaves no file, no half-written file and no row', async () => {
    // Noise keeps the stored copy far over the limit: its first 64 KiB are written, then the
    // file system refuses the rest.
    const photo = await noisyPicture(1800, 1200, '#334155').jpeg({ quality: 95 }).toBuffer();
    const before = await stored();
    const logged = app.stdout().length;
    limitFileSize(64 * 1024);
    try {
      await expectStorageUnavailable(await uploadBackground(photo));
    } finally {
      limitFileSize(null);
    }
    expect(app.stdout().slice(logged)).toMatch(/storage put failed: EFBIG/);
    expect(await stored()).toEqual(before);
    expect((await uploadBackground(photo)).status).toBe(201);
  }, 90_000);
});
