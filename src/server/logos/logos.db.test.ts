import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { userLogos } from '#server/db/schema.ts';
import { sniffImageType } from '#server/images/image-type.ts';
import { apiCall } from '#server/testing/api-call.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { postForm } from '#server/testing/form-upload.ts';
import { plainPicture } from '#server/testing/pictures.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { detailedCrest, glyphLogo, hugeLogo, slimLogo } from '#shared/logos/testing/svg-logos.ts';
import {
  LOGO_MAX_BYTES,
  LOGO_SVG_MAX_BYTES,
  LOGO_SVG_MAX_ELEMENTS,
  logoListSchema,
  logoSchema,
  type Logo,
  type LogoList,
} from '#shared/logos/logo.schema.ts';

/** /api/logos over real HTTP with real sign-in and the disk storage of the test server. */
const t = signedInServer({
  paula: 'paula@uhc-thun.ch',
  fritz: 'fritz@uhc-thun.ch',
  amelie: 'amelie@vbc-zuerich.ch',
  pia: 'pia@hc-bern.ch',
});

const db = () => t.server.ctx.database.db;

async function picture(format: 'png' | 'jpeg' | 'webp', size = 64): Promise<Buffer> {
  const image = plainPicture(size, size, { r: 0, g: 90, b: 200, alpha: 0.5 }, 4);
  return format === 'png'
    ? image.png().toBuffer()
    : format === 'jpeg'
      ? image.jpeg().toBuffer()
      : image.webp().toBuffer();
}

interface Upload {
  bytes: Uint8Array;
  type?: string;
  fileName?: string;
}

function upload(session: TestSession, file: Upload | null, fields: Record<string, string>) {
  const sent = file && {
    bytes: file.bytes,
    name: file.fileName ?? 'logo.png',
    type: file.type ?? 'image/png',
  };
  return postForm(t.server.url, session.cookie, '/api/logos', sent, fields);
}

async function uploaded(session: TestSession, file: Upload, name: string, logoType: string) {
  const response = await upload(session, file, { name, logoType });
  expect(response.status, await response.clone().text()).toBe(201);
  return logoSchema.parse(await response.json());
}

async function list(session: TestSession): Promise<LogoList> {
  const response = await apiCall(t.server.url, session, 'GET', '/api/logos');
  expect(response.status).toBe(200);
  return logoListSchema.parse(await response.json());
}

const remove = (session: TestSession, id: string) =>
  apiCall(t.server.url, session, 'DELETE', `/api/logos/${id}`);

async function error(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

async function rowsOf(session: TestSession) {
  return db().select().from(userLogos).where(eq(userLogos.workspaceId, session.userId));
}

async function storedKeys(session: TestSession): Promise<string[]> {
  return (await t.server.ctx.storage.list(`logos/${session.userId}`)).map((o) => o.key);
}

async function filePathOf(logo: Logo): Promise<string> {
  const [row] = await db().select().from(userLogos).where(eq(userLogos.id, logo.id));
  return row!.filePath;
}

beforeAll(async () => {
  await setTestTier(db(), t.paula.userId, 'pro');
  await setTestTier(db(), t.amelie.userId, 'amateur');
  await setTestTier(db(), t.pia.userId, 'premium');
});

describe('POST /api/logos', () => {
  it('takes PNG, JPEG and WebP of each kind, stored under logos/{userId}/{timestamp}.{ext}', async () => {
    const cases = [
      ['png', 'sponsor', 'Bäckerei Müller', 'image/png', 'png'],
      ['jpeg', 'club', 'UHC Thun', 'image/jpeg', 'jpg'],
      ['webp', 'team', 'U18', 'image/webp', 'webp'],
      ['png', 'other', 'Halle', 'image/png', 'png'],
    ] as const;
    for (const [format, logoType, name, type, extension] of cases) {
      const logo = await uploaded(t.paula, { bytes: await picture(format) }, name, logoType);
      expect(logo).toMatchObject({ name, logoType, locked: false });
      const key = await filePathOf(logo);
      expect(key).toMatch(new RegExp(`^logos/${t.paula.userId}/\\d{13}\\.${extension}$`));
      const stored = await t.server.ctx.storage.get(key);
      expect(sniffImageType(stored!.body)).toBe(type);
      // The signed URL serves the image for an hour.
      const served = await fetch(new URL(logo.url, t.server.url));
      expect(served.status).toBe(200);
      expect(sniffImageType(new Uint8Array(await served.arrayBuffer()))).toBe(type);
    }
  });

  it('lists newest first with what the tabs Sponsoren, Verein, Team and Andere need', async () => {
    const { allowed, logos } = await list(t.paula);
    expect(allowed).toBe(true);
    expect(logos.map((l) => [l.name, l.logoType, l.locked])).toEqual([
      ['Halle', 'other', false],
      ['U18', 'team', false],
      ['UHC Thun', 'club', false],
      ['Bäckerei Müller', 'sponsor', false],
    ]);
    for (const tab of ['sponsor', 'club', 'team', 'other']) {
      expect(logos.filter((l) => l.logoType === tab)).toHaveLength(1);
    }
  });

  it('keeps the transparency of a PNG logo', async () => {
    const logo = await uploaded(t.paula, { bytes: await picture('png') }, 'Transparent', 'sponsor');
    const stored = await t.server.ctx.storage.get(await filePathOf(logo));
    expect((await sharp(stored!.body).metadata()).hasAlpha).toBe(true);
    await remove(t.paula, logo.id);
  });

  it('stores the image encoded anew: bytes after the image end are not kept', async () => {
    const trailer = Buffer.from('<script>alert(document.cookie)</script>');
    for (const format of ['png', 'jpeg'] as const) {
      const bytes = Buffer.concat([await picture(format), trailer]);
      const logo = await uploaded(t.paula, { bytes }, `Mit Anhang ${format}`, 'other');
      const stored = Buffer.from((await t.server.ctx.storage.get(await filePathOf(logo)))!.body);
      expect(stored.includes('<script>')).toBe(false);
      expect(stored.includes(trailer)).toBe(false);
      expect((await sharp(stored).metadata()).width).toBe(64);
      await remove(t.paula, logo.id);
    }
  });

  it('refuses what is no PNG, JPEG, WebP or SVG whatever it is called, and stores nothing', async () => {
    const before = await storedKeys(t.paula);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const html = Buffer.from('<html><body>kein Bild</body></html>');
    for (const bytes of [gif, html]) {
      const response = await upload(
        t.paula,
        { bytes, type: 'image/png', fileName: 'logo.png' },
        {
          name: 'Kein Bild',
          logoType: 'sponsor',
        },
      );
      expect(response.status).toBe(400);
      expect(await error(response)).toEqual({
        code: 'INVALID_FILE_TYPE',
        message: 'Ungültiger Dateityp: Bitte wähle eine Bilddatei aus.',
      });
    }
    const missing = await upload(t.paula, null, { name: 'Ohne Datei', logoType: 'sponsor' });
    expect((await error(missing)).code).toBe('INVALID_FILE_TYPE');
    const broken = await upload(
      t.paula,
      { bytes: (await picture('png')).subarray(0, 60) },
      {
        name: 'Kaputt',
        logoType: 'sponsor',
      },
    );
    expect((await error(broken)).code).toBe('IMAGE_UNREADABLE');
    expect(await storedKeys(t.paula)).toEqual(before);
    expect((await list(t.paula)).logos.map((l) => l.name)).not.toContain('Kein Bild');
  });

  it('takes an SVG crest and keeps it as SVG, cleaned of script and outside references', async () => {
    const hostile =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ' +
      'xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 100" onload="alert(1)">' +
      '<script>alert(2)</script>' +
      '<foreignObject><iframe src="https://tracker.example/"/></foreignObject>' +
      '<a href="javascript:alert(3)"><circle cx="50" cy="50" r="40" fill="#c00" fill-rule="evenodd"/></a>' +
      '<image href="https://tracker.example/pixel.png" width="10" height="10"/>' +
      '<image xlink:href="file:///etc/passwd" width="10" height="10"/>' +
      '<rect x="100" width="100" height="100" style="fill:url(https://tracker.example/x)"/>' +
      '<use href="#x"/></svg>';
    const logo = await uploaded(
      t.paula,
      { bytes: Buffer.from(hostile), type: 'image/svg+xml', fileName: 'wappen.svg' },
      'Wappen',
      'club',
    );
    const key = await filePathOf(logo);
    expect(key).toMatch(new RegExp(`^logos/${t.paula.userId}/\\d+\\.svg$`));
    const stored = await t.server.ctx.storage.get(key);
    expect(stored!.contentType).toBe('image/svg+xml');
    const text = Buffer.from(stored!.body).toString('utf8');
    expect(sniffImageType(stored!.body)).toBe('image/svg+xml');
    for (const gone of [
      'script',
      'alert',
      'onload',
      'foreignObject',
      'iframe',
      'tracker',
      'file:',
      'javascript',
      '<use',
    ]) {
      expect(text).not.toContain(gone);
    }
    // What draws stays: the circle with its fill rule, the size for an <img>.
    expect(text).toContain('<circle cx="50" cy="50" r="40" fill="#c00" fill-rule="evenodd"/>');
    expect(text).toMatch(/<svg [^>]*width="200" height="100"/);
    // Served to the editor from its signed URL as SVG that cannot run script.
    const served = await fetch(logo.url);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    await remove(t.paula, logo.id);
  });

  it('refuses an SVG that is too big, too complex, unreadable or has no size, and stores nothing', async () => {
    const before = await storedKeys(t.paula);
    const many = '<rect width="1" height="1"/>'.repeat(LOGO_SVG_MAX_ELEMENTS + 1);
    const cases: [string, string, string][] = [
      [
        'elements',
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9">${many}</svg>`,
        'LOGO_SVG_TOO_COMPLEX',
      ],
      [
        'bytes',
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><!--${'x'.repeat(LOGO_SVG_MAX_BYTES)}--></svg>`,
        'LOGO_SVG_TOO_COMPLEX',
      ],
      [
        'entities',
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><text>&a;</text></svg>',
        'IMAGE_UNREADABLE',
      ],
      [
        'unclosed',
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><rect>',
        'IMAGE_UNREADABLE',
      ],
      [
        'no size',
        '<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>',
        'IMAGE_UNREADABLE',
      ],
    ];
    for (const [what, svg, code] of cases) {
      const response = await upload(
        t.paula,
        { bytes: Buffer.from(svg), type: 'image/svg+xml', fileName: 'wappen.svg' },
        { name: 'Wappen', logoType: 'club' },
      );
      expect(response.status, what).toBe(400);
      expect((await error(response)).code, what).toBe(code);
    }
    const complex = await upload(
      t.paula,
      { bytes: Buffer.from(cases[0]![1]), type: 'image/svg+xml', fileName: 'wappen.svg' },
      { name: 'Wappen', logoType: 'club' },
    );
    expect((await error(complex)).message).toBe(
      'Das SVG ist zu umfangreich: höchstens 1 MB und 5000 Elemente.',
    );
    expect(await storedKeys(t.paula)).toEqual(before);
  });

  it("refuses a logo whose long side is over 20 times its short side, in the user's language", async () => {
    const before = await storedKeys(t.paula);
    // The probe's own 1 x 400,000 px logo is sent in a child with a memory limit
    // (svg-logo-bounds.test.ts): here, where a regression would take the memory of the
    // machine, only slivers whose drawing stays small either way.
    const cases = [
      { bytes: Buffer.from(slimLogo(30)), type: 'image/svg+xml', fileName: 'latte.svg' },
      { bytes: Buffer.from(slimLogo(21)), type: 'image/svg+xml', fileName: 'latte.svg' },
      { bytes: await plainPicture(1, 50, { r: 200, g: 0, b: 0 }).png().toBuffer() },
      { bytes: await plainPicture(3000, 100, { r: 200, g: 0, b: 0 }).png().toBuffer() },
    ];
    const texts = {
      de: 'Bild zu schmal oder zu hoch: Die lange Seite darf höchstens 20-mal so lang sein wie die kurze.',
      fr: 'Image trop étroite ou trop haute : le grand côté peut mesurer au maximum 20 fois le petit côté.',
      it: 'Immagine troppo stretta o troppo alta: il lato lungo può essere al massimo 20 volte il lato corto.',
      en: 'Image too narrow or too tall: the long side may be at most 20 times the short side.',
    };
    for (const [index, file] of cases.entries()) {
      const language = (['de', 'fr', 'it', 'en'] as const)[index]!;
      const response = await postForm(
        t.server.url,
        t.paula.cookie,
        '/api/logos',
        { bytes: file.bytes, name: file.fileName ?? 'latte.png', type: file.type ?? 'image/png' },
        { name: 'Latte', logoType: 'sponsor' },
        { 'accept-language': language },
      );
      expect(response.status, `case ${index}`).toBe(400);
      expect(await error(response)).toEqual({
        code: 'IMAGE_ASPECT_TOO_EXTREME',
        message: texts[language],
      });
    }
    expect(await storedKeys(t.paula)).toEqual(before);
    // The slimmest allowed, 1:20, is taken.
    const slim = await uploaded(
      t.paula,
      { bytes: Buffer.from(slimLogo(20)), type: 'image/svg+xml', fileName: 'latte.svg' },
      'Latte 1:20',
      'sponsor',
    );
    await remove(t.paula, slim.id);
  });

  it('keeps an SVG declaring an absurd size fitted into 2700 px, its aspect kept', async () => {
    const logo = await uploaded(
      t.paula,
      { bytes: Buffer.from(hugeLogo), type: 'image/svg+xml', fileName: 'riesig.svg' },
      'Riesig',
      'club',
    );
    const text = Buffer.from((await t.server.ctx.storage.get(await filePathOf(logo)))!.body);
    expect(text.toString('utf8')).toMatch(/<svg [^>]*width="2700" height="1350"/);
    await remove(t.paula, logo.id);
  });

  it("counts an SVG's text in its drawing cost: the probe's 200,000 glyphs are refused", async () => {
    const before = await storedKeys(t.paula);
    const response = await upload(
      t.paula,
      { bytes: Buffer.from(glyphLogo(200_000)), type: 'image/svg+xml', fileName: 'text.svg' },
      { name: 'Text', logoType: 'sponsor' },
    );
    expect(response.status).toBe(400);
    expect(await error(response)).toEqual({
      code: 'LOGO_SVG_TOO_COSTLY',
      message:
        'Das SVG wäre zu aufwendig zu zeichnen (viel Text, Transparenz, Verläufe oder Masken): Vereinfache es oder lade das Logo als PNG hoch.',
    });
    expect(await storedKeys(t.paula)).toEqual(before);
    // A rich club crest with its name as text is far within the budget.
    const crest = await uploaded(
      t.paula,
      { bytes: Buffer.from(detailedCrest()), type: 'image/svg+xml', fileName: 'wappen.svg' },
      'Wappen mit Text',
      'club',
    );
    await remove(t.paula, crest.id);
  });

  it('takes 10 MB and refuses 10 MB and one byte with the text of docs/product.md', async () => {
    const png = await picture('png');
    const exact = Buffer.concat([png, Buffer.alloc(LOGO_MAX_BYTES - png.length)]);
    const logo = await uploaded(t.paula, { bytes: exact }, 'Genau 10 MB', 'other');
    expect((await t.server.ctx.storage.get(await filePathOf(logo)))!.body.length).toBeLessThan(
      10_000,
    );
    await remove(t.paula, logo.id);

    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    const response = await upload(
      t.paula,
      { bytes: over },
      { name: 'Zu gross', logoType: 'other' },
    );
    expect(response.status).toBe(413);
    expect(await error(response)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Datei zu groß: Die maximale Dateigröße beträgt 10 MB.',
    });
  });

  it('needs a name: blank or only invisible characters is refused, over 100 too', async () => {
    const bytes = await picture('png');
    for (const name of ['', '   ', '\u202E\u200F \t']) {
      const response = await upload(t.paula, { bytes }, { name, logoType: 'sponsor' });
      expect(response.status).toBe(400);
      expect(await error(response)).toMatchObject({
        code: 'LOGO_NAME_REQUIRED',
        message: 'Bitte gib einen Namen für das Logo ein',
      });
    }
    const unnamed = await upload(t.paula, { bytes }, { logoType: 'sponsor' });
    expect((await error(unnamed)).code).toBe('LOGO_NAME_REQUIRED');
    const long = await upload(t.paula, { bytes }, { name: 'x'.repeat(101), logoType: 'sponsor' });
    expect((await error(long)).code).toBe('LOGO_NAME_TOO_LONG');
    const kind = await upload(t.paula, { bytes }, { name: 'Art fehlt', logoType: 'banner' });
    expect((await error(kind)).code).toBe('LOGO_TYPE_INVALID');
    const hundred = await uploaded(t.paula, { bytes }, `  ${'ü'.repeat(100)}  `, 'sponsor');
    expect(hundred.name).toBe('ü'.repeat(100));
    await remove(t.paula, hundred.id);
  });

  it('shows a cleaned name and never takes a storage path from it', async () => {
    const bytes = await picture('png');
    const logo = await uploaded(
      t.paula,
      { bytes },
      ' Sponsor\u202Egnp.exe\n\u0007 ../../etc ',
      'sponsor',
    );
    expect(logo.name).toBe('Sponsorgnp.exe ..∕..∕etc');
    expect(await filePathOf(logo)).toMatch(new RegExp(`^logos/${t.paula.userId}/\\d+\\.png$`));
    await remove(t.paula, logo.id);
  });

  it('is for pro and premium only, with an upgrade text', async () => {
    const bytes = await picture('png');
    for (const session of [t.fritz, t.amelie]) {
      const response = await upload(session, { bytes }, { name: 'Sponsor', logoType: 'sponsor' });
      expect(response.status).toBe(403);
      const refusal = await error(response);
      expect(refusal.code).toBe('LOGOS_NOT_ALLOWED');
      expect(refusal.message).toContain('Upgrade auf Pro oder Premium');
      expect(await list(session)).toEqual({ allowed: false, logos: [] });
      expect(await storedKeys(session)).toEqual([]);
    }
    expect((await uploaded(t.pia, { bytes }, 'Premium-Sponsor', 'sponsor')).locked).toBe(false);
  });
});

describe('DELETE /api/logos/:id', () => {
  it("answers another user's logo like a missing one and leaves it", async () => {
    const [own] = (await list(t.paula)).logos;
    for (const id of [own!.id, '00000000-0000-4000-8000-000000000000', 'kein-id']) {
      const response = await remove(t.pia, id);
      expect(response.status).toBe(404);
      expect((await error(response)).code).toBe('NOT_FOUND');
    }
    expect((await list(t.paula)).logos.map((l) => l.id)).toContain(own!.id);
    expect(JSON.stringify(await list(t.pia))).not.toContain(own!.id);
  });

  it('removes the row and the file', async () => {
    const logo = await uploaded(t.paula, { bytes: await picture('webp') }, 'Weg damit', 'team');
    const key = await filePathOf(logo);
    const response = await remove(t.paula, logo.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(await t.server.ctx.storage.get(key)).toBeNull();
    expect((await rowsOf(t.paula)).map((row) => row.id)).not.toContain(logo.id);
    expect((await remove(t.paula, logo.id)).status).toBe(404);
  });
});

describe('logos after the plan ends', () => {
  it('keeps every logo, locked, deletable, and usable again after an upgrade', async () => {
    const before = (await list(t.paula)).logos;
    await setTestTier(db(), t.paula.userId, 'free');
    const locked = await list(t.paula);
    expect(locked.allowed).toBe(false);
    expect(locked.logos.map((l) => l.id)).toEqual(before.map((l) => l.id));
    expect(locked.logos.every((l) => l.locked)).toBe(true);
    expect(await storedKeys(t.paula)).toHaveLength(before.length);

    expect((await remove(t.paula, before[0]!.id)).status).toBe(200);
    await setTestTier(db(), t.paula.userId, 'pro');
    const again = await list(t.paula);
    expect(again.logos).toHaveLength(before.length - 1);
    expect(again.logos.every((l) => !l.locked)).toBe(true);
  });
});
