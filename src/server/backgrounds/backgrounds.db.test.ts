import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createBackgroundRepository } from '#server/backgrounds/background.repository.ts';
import { loadBackgroundForUser } from '#server/backgrounds/background.service.ts';
import { ownedRows } from '#server/db/owned-rows.ts';
import { backgroundImages } from '#server/db/schema.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { postForm } from '#server/testing/form-upload.ts';
import { noisyPicture, plainJpeg, plainPicture } from '#server/testing/pictures.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';
import type { Background, BackgroundList } from '#shared/backgrounds/background.schema.ts';
import { expectRefusal } from '#server/testing/api-call.ts';

const t = signedInServer({
  anna: 'anna@uhc-thun.ch',
  ben: 'ben@vbc-zuerich.ch',
  carla: 'carla@hc-bern.ch',
});

const MB = 1024 * 1024;

/** A photo-like picture: noise keeps the encoders from shrinking it to nothing. */
function picture(width: number, height: number, channels: 3 | 4 = 3) {
  return noisyPicture(width, height, '#000000', { mean: 128, channels });
}

let jpeg: Buffer;
let png: Buffer;
let webp: Buffer;

beforeAll(async () => {
  [jpeg, png, webp] = await Promise.all([
    picture(1600, 1200).jpeg({ quality: 85 }).toBuffer(),
    picture(800, 1000, 4).png().toBuffer(),
    picture(1080, 1350).webp().toBuffer(),
  ]);
});

function upload(
  session: TestSession | null,
  file: { bytes: Uint8Array; fileName: string; type: string } | null,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const sent = file && { bytes: file.bytes, name: file.fileName, type: file.type };
  return postForm(t.server.url, session?.cookie ?? null, '/api/backgrounds', sent, fields, headers);
}

async function uploaded(
  session: TestSession,
  bytes: Uint8Array,
  fileName: string,
  type: string,
  fields: Record<string, string> = {},
): Promise<Background> {
  const response = await upload(session, { bytes, fileName, type }, fields);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Background;
}

async function list(session: TestSession): Promise<Background[]> {
  const response = await t.call(session, 'GET', '/api/backgrounds');
  expect(response.status).toBe(200);
  return ((await response.json()) as BackgroundList).backgrounds;
}

const rowsOf = (userId: string) =>
  ownedRows(t.server.ctx.database.db, backgroundImages).list(userId);

async function rowOf(id: string) {
  const [row] = await t.server.ctx.database.db
    .select()
    .from(backgroundImages)
    .where(eq(backgroundImages.id, id));
  if (!row) throw new Error(`no background ${id}`);
  return row;
}

async function filesOf(userId: string): Promise<string[]> {
  const storage = t.server.ctx.storage;
  const listed = [
    ...(await storage.list(`backgrounds/${userId}`)),
    ...(await storage.list(`thumbnails/${userId}`)),
  ];
  return listed.map((object) => object.key).sort();
}

/** Fills a user's collection with rows (no files) straight in the database. */
async function addRows(userId: string, n: number) {
  const values = Array.from({ length: n }, (_, i) => ({
    workspaceId: userId,
    name: `filler-${i}.jpg`,
    filePath: `backgrounds/${userId}/filler-${i}.jpg`,
    thumbnailPath: `thumbnails/${userId}/filler-${i}.jpg`,
    contentType: 'image/jpeg',
    sizeBytes: 1,
    width: 1,
    height: 1,
  }));
  await t.server.ctx.database.db.insert(backgroundImages).values(values);
}

async function clearRows(userId: string) {
  await t.server.ctx.database.db
    .delete(backgroundImages)
    .where(eq(backgroundImages.workspaceId, userId));
}

async function fetchBytes(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('background upload', () => {
  it('needs a signed-in user', async () => {
    let response = await upload(null, { bytes: jpeg, fileName: 'a.jpg', type: 'image/jpeg' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    response = await t.call(null, 'GET', '/api/backgrounds');
    expect(response.status).toBe(401);
  });

  it('stores a JPEG of a free user with a 400 px JPEG thumbnail and answers signed URLs', async () => {
    const before = Date.now();
    const item = await uploaded(t.anna, jpeg, 'halle.jpg', 'image/jpeg');
    expect(item).toMatchObject({ name: 'halle.jpg', width: 1600, height: 1200 });
    expect(new Date(item.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const row = await rowOf(item.id);
    expect(row).toMatchObject({
      workspaceId: t.anna.userId,
      contentType: 'image/jpeg',
      width: 1600,
      height: 1200,
    });
    const stamp = row.filePath.match(/^backgrounds\/[^/]+\/(\d+)\.jpg$/)?.[1];
    expect(row.filePath).toBe(`backgrounds/${t.anna.userId}/${stamp}.jpg`);
    expect(row.thumbnailPath).toBe(`thumbnails/${t.anna.userId}/${stamp}.jpg`);
    expect(Number(stamp)).toBeGreaterThanOrEqual(before);

    const original = await fetchBytes(item.url);
    expect(original).toMatchObject({ status: 200, type: 'image/jpeg' });
    // Stored as encoded anew from its pixels: the same picture, the recorded size.
    expect(row.sizeBytes).toBe(original.bytes.length);
    expect(await sharp(original.bytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 1200,
    });
    const thumbnail = await fetchBytes(item.thumbnailUrl);
    expect(thumbnail).toMatchObject({ status: 200, type: 'image/jpeg' });
    const meta = await sharp(thumbnail.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 300 });

    const expires = Number(new URL(item.url).searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(3590 * 1000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(3600 * 1000);
  });

  it('stores a PNG (transparency flattened in the thumbnail) and a WebP under their own types', async () => {
    const item = await uploaded(t.anna, png, 'logo-wand.png', 'image/png', {
      name: '  Turnhalle ',
    });
    expect(item).toMatchObject({ name: 'Turnhalle', width: 800, height: 1000 });
    const row = await rowOf(item.id);
    expect(row.contentType).toBe('image/png');
    expect(row.filePath).toMatch(new RegExp(`^backgrounds/${t.anna.userId}/\\d+\\.png$`));
    expect(row.thumbnailPath).toBe(
      row.filePath.replace(/^backgrounds/, 'thumbnails').replace(/png$/, 'jpg'),
    );
    const original = await fetchBytes(item.url);
    expect(original.type).toBe('image/png');
    expect(original.bytes.equals(png)).toBe(true);
    const thumb = await sharp((await fetchBytes(item.thumbnailUrl)).bytes).metadata();
    expect(thumb).toMatchObject({ format: 'jpeg', width: 400, height: 500, hasAlpha: false });

    const web = await uploaded(t.anna, webp, 'foto', 'application/octet-stream');
    expect(web).toMatchObject({ name: 'foto', width: 1080, height: 1350 });
    expect((await rowOf(web.id)).contentType).toBe('image/webp');
    expect((await fetchBytes(web.url)).type).toBe('image/webp');
  });

  it('reports the size of a photo as shown, after its EXIF orientation', async () => {
    const rotated = await picture(1200, 800).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const item = await uploaded(t.carla, rotated, 'hochformat.jpg', 'image/jpeg');
    expect(item).toMatchObject({ width: 800, height: 1200 });
    const thumb = await sharp((await fetchBytes(item.thumbnailUrl)).bytes).metadata();
    expect(thumb).toMatchObject({ width: 400, height: 600 });
    await t.call(t.carla, 'DELETE', `/api/backgrounds/${item.id}`);
  });

  describe('refusals store nothing', () => {
    let rowsBefore: number;
    let filesBefore: string[];

    beforeAll(async () => {
      rowsBefore = (await rowsOf(t.anna.userId)).length;
      filesBefore = await filesOf(t.anna.userId);
    });

    async function expectNothingStored() {
      expect(await rowsOf(t.anna.userId)).toHaveLength(rowsBefore);
      expect(await filesOf(t.anna.userId)).toEqual(filesBefore);
    }

    /** Anna's upload of `file` is refused with `status` and exactly `error`; nothing is kept. */
    async function expectUploadRefused(
      file: { bytes: Uint8Array; fileName: string; type: string },
      status: number,
      error: { code: string; message: string },
    ) {
      await expectRefusal(await upload(t.anna, file), status, error);
      await expectNothingStored();
    }

    const invalidType = {
      error: {
        code: 'INVALID_FILE_TYPE',
        message: 'Ungültiger Dateityp: Bitte wähle eine Bilddatei aus.',
      },
    };

    it('refuses a text file named .jpg, judged by its bytes', async () => {
      const text = new TextEncoder().encode('Aufstellung: Meier, Müller, Keller\n');
      const file = { bytes: text, fileName: 'aufstellung.jpg', type: 'image/jpeg' };
      await expectUploadRefused(file, 400, invalidType.error);
    });

    it('refuses SVG and GIF images', async () => {
      const svg = new TextEncoder().encode(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      );
      const gif = await picture(20, 20).gif().toBuffer();
      for (const file of [
        { bytes: svg, fileName: 'bild.svg', type: 'image/svg+xml' },
        { bytes: svg, fileName: 'bild.png', type: 'image/png' },
        { bytes: gif, fileName: 'bild.gif', type: 'image/gif' },
      ]) {
        const response = await upload(t.anna, file);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual(invalidType);
      }
      await expectNothingStored();
    });

    it('refuses a form without a file, and a body that is no form', async () => {
      let response = await upload(t.anna, null, { name: 'leer' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(invalidType);
      response = await upload(t.anna, null, { file: 'not a file' });
      expect(response.status).toBe(400);
      response = await fetch(`${t.server.url}/api/backgrounds`, {
        method: 'POST',
        headers: {
          origin: t.server.url,
          cookie: t.anna.cookie,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ file: 'x' }),
      });
      expect(response.status).toBe(400);
      await expectNothingStored();
    });

    it('refuses a file over 10 MB with 413, and takes one of exactly 10 MB to the decoder', async () => {
      const big = Buffer.concat([jpeg.subarray(0, 4), randomBytes(11 * MB)]);
      let response = await upload(t.anna, {
        bytes: big,
        fileName: 'gross.jpg',
        type: 'image/jpeg',
      });
      await expectRefusal(response, 413, {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Datei zu groß: Die maximale Dateigröße beträgt 10 MB.',
      });
      const limit = Buffer.concat([jpeg.subarray(0, 4), randomBytes(10 * MB - 4)]);
      response = await upload(t.anna, { bytes: limit, fileName: 'grenze.jpg', type: 'image/jpeg' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'IMAGE_UNREADABLE' } });
      await expectNothingStored();
    });

    it('refuses a PNG of 48 megapixels before decoding it', async () => {
      const huge = await plainPicture(8000, 6000, '#336699')
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(huge.length).toBeLessThan(MB);
      await expectUploadRefused({ bytes: huge, fileName: 'riesig.png', type: 'image/png' }, 400, {
        code: 'IMAGE_DIMENSIONS_TOO_LARGE',
        message: 'Bild zu groß: Erlaubt sind höchstens 40 Megapixel.',
      });
    });

    it('refuses a sliver of a picture, over 20 times as long as high, in French too', async () => {
      const sliver = await plainPicture(6000, 200, '#336699').png().toBuffer();
      await expectUploadRefused(
        { bytes: sliver, fileName: 'streifen.png', type: 'image/png' },
        400,
        {
          code: 'IMAGE_ASPECT_TOO_EXTREME',
          message:
            'Bild zu schmal oder zu hoch: Die lange Seite darf höchstens 20-mal so lang sein wie die kurze.',
        },
      );
      const response = await upload(
        t.anna,
        { bytes: sliver, fileName: 'bande.png', type: 'image/png' },
        {},
        { 'accept-language': 'fr' },
      );
      await expectRefusal(response, 400, {
        code: 'IMAGE_ASPECT_TOO_EXTREME',
        message:
          'Image trop étroite ou trop haute : le grand côté peut mesurer au maximum 20 fois le petit côté.',
      });
      await expectNothingStored();
    });

    it('refuses a truncated JPEG as unreadable', async () => {
      const half = jpeg.subarray(0, Math.floor(jpeg.length / 2));
      await expectUploadRefused({ bytes: half, fileName: 'kaputt.jpg', type: 'image/jpeg' }, 400, {
        code: 'IMAGE_UNREADABLE',
        message: 'Das Bild konnte nicht gelesen werden: Bitte wähle eine andere Bilddatei aus.',
      });
    });

    it('refuses a name over 100 characters', async () => {
      const response = await upload(
        t.anna,
        { bytes: jpeg, fileName: 'a.jpg', type: 'image/jpeg' },
        { name: 'x'.repeat(101) },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
      await expectNothingStored();
    });

    it('refuses a cross-site upload with the session cookie (CSRF)', async () => {
      // The refusal does not read the body; the answer closes the connection, so the next
      // request (the count below) gets a fresh one (http/close-unread-body.ts).
      const response = await upload(
        t.anna,
        { bytes: jpeg, fileName: 'a.jpg', type: 'image/jpeg' },
        {},
        { origin: 'https://evil.example' },
      );
      expect(response.status).toBe(403);
      await expectNothingStored();
    });
  });
});

describe('background collection', () => {
  it('lists the newest first with signed URLs, name and size', async () => {
    const items = await list(t.anna);
    expect(items.map((item) => item.name)).toEqual(['foto', 'Turnhalle', 'halle.jpg']);
    expect(items[2]).toMatchObject({ width: 1600, height: 1200 });
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(
        ['createdAt', 'height', 'id', 'name', 'thumbnailUrl', 'url', 'width'].sort(),
      );
      expect((await fetchBytes(item.thumbnailUrl)).status).toBe(200);
    }
  });

  it("never shows, serves the URLs of, or deletes another user's backgrounds", async () => {
    const annas = await list(t.anna);
    expect(await list(t.ben)).toEqual([]);
    const own = await uploaded(t.ben, jpeg, 'ben.jpg', 'image/jpeg');
    const bens = await list(t.ben);
    expect(bens.map((item) => item.id)).toEqual([own.id]);
    const listing = JSON.stringify(bens);
    expect(listing).not.toContain(t.anna.userId);
    for (const item of annas) expect(listing).not.toContain(item.id);

    const notFound = { error: { code: 'NOT_FOUND', message: 'Nicht gefunden' } };
    for (const item of annas) {
      const response = await t.call(t.ben, 'DELETE', `/api/backgrounds/${item.id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(notFound);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await t.call(t.ben, 'DELETE', `/api/backgrounds/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(notFound);
    }
    expect(await rowsOf(t.anna.userId)).toHaveLength(annas.length);
    expect(await filesOf(t.anna.userId)).toHaveLength(annas.length * 2);
    for (const item of annas) expect((await fetchBytes(item.url)).status).toBe(200);
    // A signed URL is bound to its key: t.ben's signature does not open t.anna's file.
    const forged = new URL(own.url);
    const annasRow = await rowOf(annas[0]?.id ?? '');
    forged.pathname = `/api/files/${annasRow.filePath}`;
    expect((await fetchBytes(forged.toString())).status).toBe(403);
  });

  it('deletes a background with its original and thumbnail', async () => {
    const [item] = await list(t.ben);
    if (!item) throw new Error('ben has no background');
    const row = await rowOf(item.id);
    const response = await t.call(t.ben, 'DELETE', `/api/backgrounds/${item.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(await rowsOf(t.ben.userId)).toHaveLength(0);
    expect(await t.server.ctx.storage.get(row.filePath)).toBeNull();
    expect(await t.server.ctx.storage.get(row.thumbnailPath)).toBeNull();
    expect(await filesOf(t.ben.userId)).toEqual([]);
    expect((await fetchBytes(item.url)).status).toBe(404);
    expect((await t.call(t.ben, 'DELETE', `/api/backgrounds/${item.id}`)).status).toBe(404);
  });

  it('skips an entry whose URL cannot be signed and falls back to the original for a thumbnail', async () => {
    const good = await uploaded(t.ben, png, 'gut.png', 'image/png');
    const db = t.server.ctx.database.db;
    const [broken] = await db
      .insert(backgroundImages)
      .values({
        workspaceId: t.ben.userId,
        name: 'kaputt.jpg',
        filePath: 'backgrounds/../etc/passwd',
        thumbnailPath: `thumbnails/${t.ben.userId}/kaputt.jpg`,
        contentType: 'image/jpeg',
        sizeBytes: 1,
        width: 1,
        height: 1,
      })
      .returning();
    const goodRow = await rowOf(good.id);
    await db
      .update(backgroundImages)
      .set({ thumbnailPath: 'thumbnails//bad key' })
      .where(eq(backgroundImages.id, good.id));
    const items = await list(t.ben);
    expect(items.map((item) => item.id)).toEqual([good.id]);
    expect(items.map((item) => item.id)).not.toContain(broken?.id);
    expect(items[0]?.thumbnailUrl).toBe(items[0]?.url);
    await db
      .update(backgroundImages)
      .set({ thumbnailPath: goodRow.thumbnailPath })
      .where(eq(backgroundImages.id, good.id));
    await db.delete(backgroundImages).where(eq(backgroundImages.name, 'kaputt.jpg'));
  });

  it('keeps at most 100 per user, whatever the plan, and lists at most 100', async () => {
    await setTestTier(t.server.ctx.database.db, t.carla.userId, 'premium');
    await addRows(t.carla.userId, 100);
    const filesBefore = await filesOf(t.carla.userId);
    let response = await upload(t.carla, { bytes: jpeg, fileName: 'a.jpg', type: 'image/jpeg' });
    await expectRefusal(response, 409, {
      code: 'BACKGROUND_LIMIT',
      message: 'Maximal 100 Hintergrundbilder: Bitte lösche zuerst ein Bild.',
      details: { limit: 100 },
    });
    expect(await rowsOf(t.carla.userId)).toHaveLength(100);
    expect(await filesOf(t.carla.userId)).toEqual(filesBefore);

    const [first] = await list(t.carla);
    response = await t.call(t.carla, 'DELETE', `/api/backgrounds/${first?.id}`);
    expect(response.status).toBe(200);
    const item = await uploaded(t.carla, jpeg, 'neu.jpg', 'image/jpeg');
    expect((await list(t.carla))[0]?.id).toBe(item.id);

    await addRows(t.carla.userId, 5);
    expect(await rowsOf(t.carla.userId)).toHaveLength(105);
    expect(await list(t.carla)).toHaveLength(100);
    await clearRows(t.carla.userId);
  });

  it('lets only as many parallel uploads in as the collection has room for', async () => {
    await clearRows(t.carla.userId);
    await t.server.ctx.storage.deletePrefix(`backgrounds/${t.carla.userId}`);
    await t.server.ctx.storage.deletePrefix(`thumbnails/${t.carla.userId}`);
    await addRows(t.carla.userId, 98);
    // Small pictures decode in no time, so the requests reach the database together. Ten: as
    // many as one user may have in flight (upload admission).
    const small = await picture(32, 40).png().toBuffer();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        upload(t.carla, { bytes: small, fileName: `p${n}.png`, type: 'image/png' }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    expect(await rowsOf(t.carla.userId)).toHaveLength(100);
    // Two uploads, each with its own original and thumbnail: parallel names never collide.
    const files = await filesOf(t.carla.userId);
    expect(files).toHaveLength(4);
    expect(new Set(files).size).toBe(4);
    await clearRows(t.carla.userId);
  });
});

describe('loadBackgroundForUser (for the export renderer)', () => {
  it("answers the bytes of the user's own background, and null for anything else", async () => {
    const db = createBackgroundRepository(t.server.ctx.database.db);
    const storage = t.server.ctx.storage;
    const [item] = (await list(t.anna)).filter((b) => b.name === 'halle.jpg');
    if (!item) throw new Error('anna has no halle.jpg');
    const loaded = await loadBackgroundForUser(db, storage, t.anna.userId, item.id);
    expect(loaded).toMatchObject({ contentType: 'image/jpeg', width: 1600, height: 1200 });
    expect(await sharp(Buffer.from(loaded?.bytes ?? [])).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 1200,
    });

    expect(await loadBackgroundForUser(db, storage, t.ben.userId, item.id)).toBeNull();
    expect(
      await loadBackgroundForUser(
        db,
        storage,
        t.anna.userId,
        '00000000-0000-4000-8000-000000000000',
      ),
    ).toBeNull();
    expect(await loadBackgroundForUser(db, storage, t.anna.userId, 'x; drop table')).toBeNull();
  });
});

describe('what an upload keeps', () => {
  it('keeps no byte the sender put after the image: a PNG with an HTML tail is stored as pixels only', async () => {
    const png = await plainPicture(300, 200, '#2a6').png().toBuffer();
    const tail = Buffer.from('<html><script>alert(1)</script><?php system($_GET[1]); ?>');
    const item = await uploaded(
      t.anna,
      Buffer.concat([png, tail, Buffer.alloc(200_000)]),
      'tail.png',
      'image/png',
    );
    const stored = await fetchBytes(item.url);
    expect(stored.bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect(stored.bytes.includes(Buffer.from('<?php'))).toBe(false);
    expect(stored.bytes.length).toBeLessThan(png.length + 1024);
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('shows a cleaned name: no control characters or bidi overrides, a slash is no folder', async () => {
    const photo = await plainJpeg(100, 100, '#fff');
    const item = await uploaded(t.anna, photo, 'Team\u202Egpj.exe', 'image/jpeg');
    expect(item.name).toBe('Teamgpj.exe');
    const row = await rowOf(item.id);
    expect(row.filePath).toMatch(new RegExp(`^backgrounds/${t.anna.userId}/\\d+\\.jpg$`));
  });
});
