import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { backgroundImages, userLogos } from '#server/db/schema.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { formOf, postForm } from '#server/testing/form-upload.ts';
import {
  formBytes,
  heldRequest,
  statusOf,
  type HeldAnswer,
  type HeldReply,
} from '#server/testing/held-request.ts';
import { until } from '#server/testing/until.ts';
import { plainJpeg, plainPicture } from '#server/testing/pictures.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import type { Background } from '#shared/backgrounds/background.schema.ts';
import { expectRefusal } from '#server/testing/api-call.ts';

/**
 * What a burst of big pictures may cost: uploads are admitted like exports (10 of one user in
 * flight, a bound for all in the process), decoded a few at a time and kept no larger than a
 * post can show. The memory figures of the burst are measured by bench/uploads.bench.ts.
 */
// Ten of one user and three more of others fill the process's queue of twelve.
const t = signedInServer(
  { anna: 'anna@uhc-thun.ch', ben: 'ben@vbc-zuerich.ch', carla: 'carla@hc-bern.ch' },
  { UPLOAD_QUEUE_MAX: '12', UPLOAD_MAX_PER_USER: '10' },
);

/** A picture of 6300x6300 px in a small file (plain, so it compresses to a few hundred KB). */
let big: Buffer;

beforeAll(async () => {
  big = await plainPicture(6300, 6300, '#2a4d7a').jpeg({ quality: 60 }).toBuffer();
  await setTestTier(t.server.ctx.database.db, t.ben.userId, 'pro');
}, 120_000);

const backgroundFile = (bytes: Uint8Array, name = 'gross.jpg') => ({
  bytes,
  name,
  type: 'image/jpeg',
});
const logoFile = (bytes: Uint8Array) => ({ bytes, name: 'logo.jpg', type: 'image/jpeg' });
const logoFields = { name: 'Hauptsponsor', logoType: 'sponsor' };

function uploadBackground(session: TestSession, bytes: Uint8Array, fileName?: string) {
  return postForm(
    t.server.url,
    session.cookie,
    '/api/backgrounds',
    backgroundFile(bytes, fileName),
    {},
    { 'x-language': 'en' },
  );
}

function uploadLogo(session: TestSession, bytes: Uint8Array) {
  return postForm(t.server.url, session.cookie, '/api/logos', logoFile(bytes), logoFields);
}

const backgroundForm = (bytes: Uint8Array, fileName?: string) =>
  formOf(backgroundFile(bytes, fileName));
const logoForm = (bytes: Uint8Array) => formOf(logoFile(bytes), logoFields);

type Upload = { session: TestSession; route: 'backgrounds' | 'logos'; form: FormData };

/**
 * Sends each upload's form but its last bytes, so that none can finish, and waits until
 * `refused` of them are answered (the others are admitted and wait for the rest of their forms);
 * then sends the rest and answers every upload's answer, in the order given.
 */
async function burst(uploads: Upload[], refused: number): Promise<HeldAnswer[]> {
  const held = await Promise.all(
    uploads.map(async ({ session, route, form }) => {
      const { bytes, type } = await formBytes(form);
      const headers = {
        origin: t.server.url,
        cookie: session.cookie,
        'x-language': 'en',
        'content-type': type,
      };
      return heldRequest(`${t.server.url}/api/${route}`, headers, bytes, { heldBytes: 64 });
    }),
  );
  let answered = 0;
  for (const { answer } of held) void answer.then(() => answered++);
  await until(
    () => answered,
    (n) => n >= refused,
  );
  for (const { finish } of held) finish();
  return Promise.all(held.map(({ answer }) => answer));
}

async function backgroundRows(userId: string) {
  return t.server.ctx.database.db
    .select()
    .from(backgroundImages)
    .where(eq(backgroundImages.workspaceId, userId));
}

async function storedFiles(userId: string): Promise<number> {
  const storage = t.server.ctx.storage;
  const listed = await Promise.all(
    ['backgrounds', 'thumbnails', 'logos'].map((folder) => storage.list(`${folder}/${userId}`)),
  );
  return listed.flat().length;
}

async function clear(userId: string) {
  const storage = t.server.ctx.storage;
  for (const folder of ['backgrounds', 'thumbnails', 'logos']) {
    for (const object of await storage.list(`${folder}/${userId}`)) {
      await storage.delete(object.key);
    }
  }
  await t.server.ctx.database.db
    .delete(backgroundImages)
    .where(eq(backgroundImages.workspaceId, userId));
  await t.server.ctx.database.db.delete(userLogos).where(eq(userLogos.workspaceId, userId));
}

function tally(statuses: (number | string)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('upload admission', () => {
  it('takes ten uploads of one user at once and refuses the eleventh with 429, storing nothing for it', async () => {
    const answers = await burst(
      Array.from({ length: 11 }, (_, i) => ({
        session: t.anna,
        route: 'backgrounds' as const,
        form: backgroundForm(big, `gross-${i}.jpg`),
      })),
      1,
    );
    expect(tally(answers.map(statusOf))).toEqual({ 201: 10, 429: 1 });
    const refused = answers.find((answer) => statusOf(answer) === 429) as HeldReply;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(refused.text)).toEqual({
      error: {
        code: 'UPLOAD_BUSY',
        message:
          'Upload failed: a great many images are being uploaded right now. Please try again in a few seconds.',
      },
    });
    // Ten rows, each with its original and thumbnail: nothing of the refused one.
    expect(await backgroundRows(t.anna.userId)).toHaveLength(10);
    expect(await storedFiles(t.anna.userId)).toBe(20);
    // Once the burst is through, the next upload is taken again.
    expect((await uploadBackground(t.anna, big)).status).toBe(201);
    await clear(t.anna.userId);
  }, 120_000);

  it('refuses with 429 beyond the bound of the whole process, backgrounds and logos together', async () => {
    // Ten backgrounds of Anna, two logos of Ben and two backgrounds of Carla: fourteen for
    // twelve places. Which two are refused depends on arrival; that two are, and store nothing,
    // does not.
    const answers = await burst(
      [
        ...Array.from({ length: 10 }, () => ({
          session: t.anna,
          route: 'backgrounds' as const,
          form: backgroundForm(big),
        })),
        { session: t.ben, route: 'logos', form: logoForm(big) },
        { session: t.ben, route: 'logos', form: logoForm(big) },
        { session: t.carla, route: 'backgrounds', form: backgroundForm(big) },
        { session: t.carla, route: 'backgrounds', form: backgroundForm(big) },
      ],
      2,
    );
    const statuses = answers.map(statusOf);
    expect(tally(statuses)).toEqual({ 201: 12, 429: 2 });
    for (const answer of answers.filter((a) => statusOf(a) === 429) as HeldReply[]) {
      expect(answer.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(JSON.parse(answer.text)).toMatchObject({ error: { code: 'UPLOAD_BUSY' } });
    }
    const stored = statuses.slice(0, 10).filter((s) => s === 201).length;
    const logos = statuses.slice(10, 12).filter((s) => s === 201).length;
    const carlas = statuses.slice(12).filter((s) => s === 201).length;
    expect(await storedFiles(t.anna.userId)).toBe(stored * 2);
    expect(await storedFiles(t.ben.userId)).toBe(logos);
    expect(await storedFiles(t.carla.userId)).toBe(carlas * 2);
    await Promise.all([clear(t.anna.userId), clear(t.ben.userId), clear(t.carla.userId)]);
  }, 120_000);
});

describe('the pictures kept', () => {
  it('keeps a background of 6300x6300 px at 2700x2700, enough for the largest post', async () => {
    const response = await uploadBackground(t.anna, big);
    expect(response.status).toBe(201);
    const background = (await response.json()) as Background;
    expect([background.width, background.height]).toEqual([2700, 2700]);
    const stored = await sharp(
      Buffer.from(await (await fetch(background.url)).arrayBuffer()),
    ).metadata();
    expect([stored.width, stored.height]).toEqual([2700, 2700]);
    // A landscape photo keeps its short side at 2700 px, a small one its own size.
    const landscape = await plainJpeg(6000, 4000, '#806040');
    const wide = (await (await uploadBackground(t.anna, landscape)).json()) as Background;
    expect([wide.width, wide.height]).toEqual([4050, 2700]);
    await clear(t.anna.userId);
  }, 60_000);

  it('keeps a logo at most 2700 px wide and high', async () => {
    const response = await uploadLogo(t.ben, big);
    expect(response.status).toBe(201);
    const logo = (await response.json()) as { url: string };
    const stored = await sharp(Buffer.from(await (await fetch(logo.url)).arrayBuffer())).metadata();
    expect([stored.width, stored.height]).toEqual([2700, 2700]);
    await clear(t.ben.userId);
  }, 60_000);

  it('refuses a JPEG over 40 megapixels with 400 before decoding it, storing nothing', async () => {
    const huge = await plainPicture(8000, 5100, '#336699').jpeg({ quality: 50 }).toBuffer();
    const response = await uploadBackground(t.anna, huge);
    await expectRefusal(response, 400, {
      code: 'IMAGE_DIMENSIONS_TOO_LARGE',
      message: 'Image too large: at most 40 megapixels are allowed.',
    });
    expect(await backgroundRows(t.anna.userId)).toHaveLength(0);
    expect(await storedFiles(t.anna.userId)).toBe(0);
  });
});
