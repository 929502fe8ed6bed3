import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backgroundImages, templates, userLogos, userTeamSlots } from '#server/db/schema.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { useExportFixture } from '#server/testing/export-fixture.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { apiCall } from '#server/testing/api-call.ts';
import { MAX_BACKGROUNDS } from '#shared/accounts/entitlements.ts';
import { postForm } from '#server/testing/form-upload.ts';
import { plainJpeg } from '#server/testing/pictures.ts';
import { fileSlug } from '#shared/exports/file-names.ts';
import { isoDateOfGame } from '#shared/weekend/weekend.schema.ts';

/**
 * POST /api/exports over real HTTP with real sign-in, on the demo sports data: what a user may
 * export (plan, team slots, own template and background) and what the PNG looks like.
 */
const t = useExportFixture({ anna: 'anna@uhc-thun.ch', ben: 'ben@uhc-thun.ch' }, 3);

function exportPost(session: TestSession | null, body: Record<string, unknown>) {
  return apiCall(t.server.url, session, 'POST', '/api/exports', body);
}

const request = (overrides: Record<string, unknown> = {}) => ({
  sport: 'unihockey',
  clubId: t.clubId,
  teamId: t.team.id,
  gameIds: [t.games[0]!.id],
  theme: 'default',
  mode: 'result',
  isHomeGame: false,
  showResultDetail: true,
  ...overrides,
});

async function errorCode(response: Response) {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

async function saveBackground(userId: string): Promise<string> {
  const key = `backgrounds/${userId}/1700000000000.jpg`;
  const jpeg = await plainJpeg(800, 600, '#ff8800');
  await t.server.ctx.storage.put(key, jpeg, 'image/jpeg');
  const [row] = await t.server.ctx.database.db
    .insert(backgroundImages)
    .values({
      workspaceId: userId,
      name: 'Halle',
      filePath: key,
      thumbnailPath: key,
      contentType: 'image/jpeg',
      sizeBytes: jpeg.length,
      width: 800,
      height: 600,
    })
    .returning({ id: backgroundImages.id });
  return row!.id;
}

describe('POST /api/exports', () => {
  it('needs a signed-in user', async () => {
    const response = await exportPost(null, request());
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('UNAUTHENTICATED');
  });

  it('answers a PNG at 2160x2700 for a 4:5 post, named by day, kind, team and opponent', async () => {
    const response = await exportPost(t.anna, request());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const game = t.games[0]!;
    const opponent = game.teamHome === t.team.name ? game.teamAway : game.teamHome;
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="matchpost_${isoDateOfGame(game.date)}_resultat_${fileSlug(t.team.name)}-vs-${fileSlug(opponent)}.png"`,
    );
    // In the language of the person who downloads it.
    for (const [language, word] of [
      ['it', 'risultato'],
      ['en', 'result'],
    ] as const) {
      const named = await apiCall(t.server.url, t.anna, 'POST', '/api/exports', request(), {
        'x-language': language,
      });
      expect(named.headers.get('content-disposition')).toMatch(
        new RegExp(`filename="matchpost_[\\d-]+_${word}_${fileSlug(t.team.name)}-vs-`),
      );
    }
    const png = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 2160, 2700]);
    // Not an empty canvas: the theme's ground, text and logos differ across the picture.
    const stats = await sharp(png).stats();
    expect(stats.channels[0]!.stdev).toBeGreaterThan(10);
  });

  it('answers each file type and size: PNG or JPEG (sRGB, 4:4:4), at 2x or the platform size', async () => {
    const combinations = [
      { body: {}, format: 'png', ext: 'png', type: 'image/png', size: [2160, 2700] },
      {
        body: { fileType: 'png', scale: 1 },
        format: 'png',
        ext: 'png',
        type: 'image/png',
        size: [1080, 1350],
      },
      {
        body: { fileType: 'jpeg' },
        format: 'jpeg',
        ext: 'jpg',
        type: 'image/jpeg',
        size: [2160, 2700],
      },
      {
        body: { fileType: 'jpeg', scale: 1, format: '9:16' },
        format: 'jpeg',
        ext: 'jpg',
        type: 'image/jpeg',
        size: [1080, 1920],
      },
      {
        body: { fileType: 'jpeg', scale: 2, format: '1100:800' },
        format: 'jpeg',
        ext: 'jpg',
        type: 'image/jpeg',
        size: [2200, 1600],
      },
    ] as const;
    const tags = new Set<string>();
    for (const { body, format, ext, type, size } of combinations) {
      const response = await exportPost(t.anna, request(body));
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="matchpost_[\\d-]+_resultat_[a-z0-9-]+\\.${ext}"$`),
      );
      tags.add(response.headers.get('etag') ?? '');
      const file = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, ...size]);
      if (format === 'jpeg') {
        expect(meta.chromaSubsampling).toBe('4:4:4');
        expect(meta.space).toBe('srgb');
        expect(meta.icc, 'an embedded sRGB profile').toBeDefined();
      }
    }
    // Each download has its own tag: one file's tag never stands for another.
    expect(tags.size).toBe(combinations.length);
  });

  it('refuses a file type or size it does not make with 400 EXPORT_INVALID', async () => {
    for (const body of [
      request({ fileType: 'gif' }),
      request({ fileType: 'JPEG' }),
      request({ scale: 3 }),
      request({ scale: '2' }),
      request({ scale: 1.5 }),
    ]) {
      const response = await exportPost(t.anna, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await errorCode(response)).toBe('EXPORT_INVALID');
    }
  });

  it('refuses bad input with 400 and a stable code, never a 500', async () => {
    for (const body of [
      request({ gameIds: [] }),
      request({ gameIds: ['a', 'a'] }),
      request({ sport: 'curling' }),
      request({ theme: 'neon' }),
      request({ templateId: 'not-a-uuid', theme: undefined }),
      request({ backgroundId: '1; drop table users' }),
      request({ format: '16:9' }),
      request({ extra: true }),
    ]) {
      const response = await exportPost(t.anna, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await errorCode(response)).toBe('EXPORT_INVALID');
    }
    const notJson = await fetch(`${t.server.url}/api/exports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.server.url, cookie: t.anna.cookie },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });

  it('refuses more games than the plan allows', async () => {
    await setTestTier(t.server.ctx.database.db, t.anna.userId, 'free');
    const response = await exportPost(
      t.anna,
      request({ gameIds: t.games.slice(0, 2).map((g) => g.id) }),
    );
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('GAME_LIMIT_EXCEEDED');
  });

  it('refuses a team without a free slot, and allows a team already in a slot', async () => {
    const db = t.server.ctx.database.db;
    await setTestTier(db, t.ben.userId, 'free');
    await db.insert(userTeamSlots).values({
      workspaceId: t.ben.userId,
      sport: 'unihockey',
      clubId: 'other',
      teamId: 'other-team',
      teamName: 'Other',
    });
    const full = await exportPost(t.ben, request());
    expect(full.status).toBe(403);
    expect(await errorCode(full)).toBe('TEAM_SLOT_LIMIT');

    await db.delete(userTeamSlots);
    await db.insert(userTeamSlots).values({
      workspaceId: t.ben.userId,
      sport: 'unihockey',
      clubId: t.clubId,
      teamId: t.team.id,
      teamName: t.team.name,
    });
    expect((await exportPost(t.ben, request({ mode: 'preview' }))).status).toBe(200);
    await db.delete(userTeamSlots);
  });

  it("refuses a result post of a game without a result, in the caller's language, and remembers nothing", async () => {
    const db = t.server.ctx.database.db;
    await setTestTier(db, t.ben.userId, 'pro');
    await db.insert(userTeamSlots).values({
      workspaceId: t.ben.userId,
      sport: 'unihockey',
      clubId: t.clubId,
      teamId: t.team.id,
      teamName: t.team.name,
    });
    const played = t.games.find((g) => g.result !== null)!;
    const coming = t.games.find((g) => g.result === null)!;
    for (const gameIds of [[coming.id], [played.id, coming.id]]) {
      const response = await apiCall(
        t.server.url,
        t.ben,
        'POST',
        '/api/exports',
        request({ gameIds, theme: 'dark' }),
        { 'x-language': 'fr' },
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        error: {
          code: 'RESULT_MISSING',
          message:
            'Pas encore de résultat : un post de résultat a besoin du résultat de chaque match. Fais un avant-match d’ici là.',
        },
      });
    }
    // The slot keeps the look it had: a refused post leaves nothing behind.
    const [slot] = await db
      .select({ postTheme: userTeamSlots.postTheme })
      .from(userTeamSlots)
      .where(eq(userTeamSlots.workspaceId, t.ben.userId));
    expect(slot?.postTheme).toBeNull();
    // The same game as a preview, and a played one as a result, are made.
    expect(
      (await exportPost(t.ben, request({ gameIds: [coming.id], mode: 'preview' }))).status,
    ).toBe(200);
    expect((await exportPost(t.ben, request({ gameIds: [played.id] }))).status).toBe(200);
    await db.delete(userTeamSlots);
  });

  it('refuses games of another team and unknown games', async () => {
    const sports = t.server.ctx.sports;
    // A game of the first team of another club that has one the team does not play.
    const gameOfAnotherClub = async () => {
      for (const club of await sports.clubs('unihockey')) {
        if (club.id === t.clubId) continue;
        for (const other of await sports.teams('unihockey', club.id)) {
          const games = await sports.games('unihockey', other.id, club.id);
          const game = games.find((g) => !t.games.some((own) => own.id === g.id));
          if (game) return game.id;
        }
      }
      return undefined;
    };
    const foreign = await gameOfAnotherClub();
    expect(foreign).toBeDefined();
    const notOurs = await exportPost(t.anna, request({ gameIds: [foreign] }));
    expect(notOurs.status).toBe(400);
    expect(await errorCode(notOurs)).toBe('GAME_NOT_OF_TEAM');
    const unknown = await exportPost(t.anna, request({ gameIds: ['demo-19990101-l1-00'] }));
    expect(unknown.status).toBe(404);
    expect(await errorCode(unknown)).toBe('GAME_NOT_FOUND');
  });

  it('refuses a team of another club than the one it names, a game post and a standings post alike', async () => {
    const sports = t.server.ctx.sports;
    const otherClub = (await sports.clubs('unihockey')).find((club) => club.id !== t.clubId)!;
    expect((await sports.teams('unihockey', otherClub.id)).map((team) => team.id)).not.toContain(
      t.team.id,
    );
    for (const body of [
      request({ clubId: otherClub.id }),
      { mode: 'standings', sport: 'unihockey', clubId: otherClub.id, teamId: t.team.id },
    ]) {
      const refused = await apiCall(t.server.url, t.anna, 'POST', '/api/exports', body, {
        'accept-language': 'fr',
      });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      const answer = (await refused.json()) as { error: { code: string; message: string } };
      expect(answer.error).toEqual({
        code: 'TEAM_NOT_OF_CLUB',
        message: 'Cette équipe n’appartient pas au club choisi',
      });
    }
    // The team with its own club is exported.
    expect((await exportPost(t.anna, request())).status).toBe(200);
  });

  it("refuses another user's template and background, and renders one's own", async () => {
    const db = t.server.ctx.database.db;
    await setTestTier(db, t.anna.userId, 'pro');
    await setTestTier(db, t.ben.userId, 'pro');
    const config = {
      format: '1:1',
      backgroundColor: '#102030',
      elements: [
        { id: 'home', type: 'api-text', apiField: 'teamHome', x: 540, y: 400, fontSize: 80 },
        {
          id: 'logo',
          type: 'api-image',
          apiField: 'teamHomeLogo',
          x: 440,
          y: 500,
          width: 200,
          height: 200,
        },
      ],
    };
    const [annasTemplate] = await db
      .insert(templates)
      .values({
        workspaceId: t.anna.userId,
        name: 'Annas Vorlage',
        supportedGames: 1,
        svgConfig: config,
        format: '1:1',
      })
      .returning({ id: templates.id });
    const annasBackground = await saveBackground(t.anna.userId);

    const template = await exportPost(
      t.ben,
      request({ theme: undefined, templateId: annasTemplate!.id }),
    );
    expect(template.status).toBe(404);
    expect(await errorCode(template)).toBe('TEMPLATE_NOT_FOUND');

    const background = await exportPost(t.ben, request({ backgroundId: annasBackground }));
    expect(background.status).toBe(404);
    expect(await errorCode(background)).toBe('BACKGROUND_NOT_FOUND');

    // A template without a score serves previews (ADR 021).
    const own = await exportPost(
      t.anna,
      request({
        theme: undefined,
        templateId: annasTemplate!.id,
        backgroundId: annasBackground,
        mode: 'preview',
      }),
    );
    expect(own.status).toBe(200);
    const png = Buffer.from(await own.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ width: 2160, height: 2160 });
    // The orange photo, darkened, fills the corners.
    const { data } = await sharp(png)
      .extract({ left: 0, top: 0, width: 4, height: 4 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(100);
    expect(data[2]).toBeLessThan(40);
  });

  it('draws only a background the list shows: one pushed out by newer ones is refused', async () => {
    const db = t.server.ctx.database.db;
    const carla = await signInTestUser(t.server.url, t.server.outboxDir, 'carla@hc-bern.ch');
    const oldest = await saveBackground(carla.userId);
    // A collection from before a lower limit: the plan's 100 newest, and the first one behind them.
    const later = Date.now() + 60_000;
    await db.insert(backgroundImages).values(
      Array.from({ length: MAX_BACKGROUNDS }, (_, i) => ({
        workspaceId: carla.userId,
        name: `Halle ${i + 1}`,
        filePath: `backgrounds/${carla.userId}/${later + i}.jpg`,
        thumbnailPath: `thumbnails/${carla.userId}/${later + i}.jpg`,
        contentType: 'image/jpeg',
        sizeBytes: 1000,
        width: 800,
        height: 600,
        createdAt: new Date(later + i),
        updatedAt: new Date(later + i),
      })),
    );
    const list = await apiCall(t.server.url, carla, 'GET', '/api/backgrounds');
    const { backgrounds } = (await list.json()) as { backgrounds: { id: string }[] };
    expect(backgrounds).toHaveLength(MAX_BACKGROUNDS);
    expect(backgrounds.map((background) => background.id)).not.toContain(oldest);

    const hidden = await exportPost(carla, request({ backgroundId: oldest }));
    expect(hidden.status).toBe(404);
    expect(await errorCode(hidden)).toBe('BACKGROUND_NOT_FOUND');

    // Once a newer one is gone, the list shows it again and the export draws it.
    await apiCall(t.server.url, carla, 'DELETE', `/api/backgrounds/${backgrounds[0]!.id}`);
    const shown = await exportPost(carla, request({ backgroundId: oldest }));
    expect(shown.status).toBe(200);
  });

  it('draws a template only for the post it serves, one stored before the change as well', async () => {
    const db = t.server.ctx.database.db;
    await setTestTier(db, t.anna.userId, 'pro');
    // As the editor stored a template started from a preview look before templates declared
    // their tabs: the headline fixed text, no score.
    const stored = {
      format: '4:5',
      backgroundColor: '#0b1f3a',
      elements: [
        { id: 'h', type: 'text', content: 'SPIELVORSCHAU', x: 540, y: 200, fontSize: 90 },
        { id: 'home', type: 'api-text', apiField: 'teamHome', x: 540, y: 500, fontSize: 80 },
        { id: 'time', type: 'api-text', apiField: 'time', x: 540, y: 700, fontSize: 80 },
      ],
    };
    const [row] = await db
      .insert(templates)
      .values({
        workspaceId: t.anna.userId,
        name: 'Clubfarben alt',
        supportedGames: 1,
        svgConfig: stored,
      })
      .returning({ id: templates.id });
    const asResult = await fetch(`${t.server.url}/api/exports`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: t.server.url,
        cookie: t.anna.cookie,
        'x-language': 'fr',
      },
      body: JSON.stringify(request({ theme: undefined, templateId: row!.id, mode: 'result' })),
    });
    expect(asResult.status).toBe(422);
    const { error } = (await asResult.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('TEMPLATE_WRONG_POST_MODE');
    expect(error.message).toContain('avant-match');
    const asPreview = await exportPost(
      t.anna,
      request({ theme: undefined, templateId: row!.id, mode: 'preview' }),
    );
    expect(asPreview.status).toBe(200);
    expect(asPreview.headers.get('content-type')).toBe('image/png');
  });

  it('draws an uploaded SVG logo from its vectors, sharp at the post size', async () => {
    const db = t.server.ctx.database.db;
    await setTestTier(db, t.anna.userId, 'pro');
    // Ten units wide: red on the left half, blue on the right. Drawn 1080 px wide in the post,
    // a raster kept at upload size would smear the edge over many pixels.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
      '<script>alert(2)</script><rect width="5" height="10" fill="#ff0000"/>' +
      '<rect x="5" width="5" height="10" fill="#0000ff"/></svg>';
    const file = { bytes: svg, name: 'wappen.svg', type: 'image/svg+xml' };
    const uploaded = await postForm(t.server.url, t.anna.cookie, '/api/logos', file, {
      name: 'Wappen',
      logoType: 'club',
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const [row] = await db
      .select()
      .from(userLogos)
      .where(eq(userLogos.id, ((await uploaded.json()) as { id: string }).id));
    expect(row!.filePath).toMatch(/\.svg$/);
    const [template] = await db
      .insert(templates)
      .values({
        workspaceId: t.anna.userId,
        name: 'Wappen gross',
        supportedGames: 1,
        format: '1:1',
        svgConfig: {
          format: '1:1',
          backgroundColor: '#ffffff',
          elements: [
            {
              id: 'crest',
              type: 'image',
              x: 0,
              y: 0,
              width: 1080,
              height: 1080,
              href: row!.fileUrl,
            },
          ],
        },
      })
      .returning({ id: templates.id });
    const response = await exportPost(
      t.anna,
      request({ theme: undefined, templateId: template!.id, mode: 'preview' }),
    );
    expect(response.status).toBe(200);
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
      .extract({ left: 1070, top: 1000, width: 20, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray(x * info.channels, x * info.channels + 3)];
    // The edge sits at x = 1080 of 2160: pure red up to two pixels before, pure blue after.
    expect(pixel(0)).toEqual([255, 0, 0]);
    expect(pixel(8)).toEqual([255, 0, 0]);
    expect(pixel(11)).toEqual([0, 0, 255]);
    expect(pixel(19)).toEqual([0, 0, 255]);
  });

  it("draws a template's club colours in the colours of the club's logo, as the studio's preview does", async () => {
    const db = t.server.ctx.database.db;
    await setTestTier(db, t.anna.userId, 'pro');
    const config = {
      format: '1:1',
      backgroundColor: 'club:primary',
      elements: [
        {
          id: 'band',
          type: 'rect',
          x: 0,
          y: 800,
          width: 1080,
          height: 280,
          fill: 'club:secondary',
        },
        { id: 'home', type: 'api-text', apiField: 'teamHome', x: 540, y: 400, fontSize: 80 },
      ],
    };
    const [row] = await db
      .insert(templates)
      .values({
        workspaceId: t.anna.userId,
        name: 'Clubfarben',
        supportedGames: 1,
        svgConfig: config,
        format: '1:1',
      })
      .returning({ id: templates.id });
    const palette = (await (
      await fetch(
        `${t.server.url}/api/exports/palette?sport=unihockey&clubId=${t.clubId}&teamId=${t.team.id}&gameId=${t.games[0]!.id}`,
      )
    ).json()) as { primary: string; secondary: string };
    const response = await exportPost(
      t.anna,
      request({ theme: undefined, templateId: row!.id, mode: 'preview' }),
    );
    expect(response.status).toBe(200);
    const png = Buffer.from(await response.arrayBuffer());
    const pixel = async (left: number, top: number) => {
      const { data } = await sharp(png)
        .extract({ left, top, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return `#${[data[0], data[1], data[2]].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
    };
    // Neither is the fallback's Swiss red or navy: the demo club's own colours.
    expect(await pixel(8, 8)).toBe(palette.primary);
    expect(await pixel(8, 2150)).toBe(palette.secondary);
    expect(palette.primary).not.toBe('#c8102e');
  });

  it('refuses custom templates on the free plan', async () => {
    await setTestTier(t.server.ctx.database.db, t.anna.userId, 'free');
    const response = await exportPost(
      t.anna,
      request({ theme: undefined, templateId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('CUSTOM_TEMPLATES_NOT_ALLOWED');
  });
});

describe('GET /api/exports/palette', () => {
  it('answers the club colours of the team logo', async () => {
    const response = await fetch(
      `${t.server.url}/api/exports/palette?sport=unihockey&clubId=${t.clubId}&teamId=${t.team.id}&gameId=${t.games[0]!.id}`,
    );
    expect(response.status).toBe(200);
    const palette = (await response.json()) as { primary: string; secondary: string };
    expect(palette.primary).toMatch(/^#[0-9a-f]{6}$/);
  });
});
