import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { templates } from '#server/db/schema.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import {
  templateCopySchema,
  templateListSchema,
  type TemplateList,
} from '#shared/templates/template-list.schema.ts';
import { upgradeStoredConfig } from '#shared/templates/template-modes.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';

const t = signedInServer({
  anna: 'anna@uhc-thun.ch',
  ben: 'ben@vbc-zuerich.ch',
  carla: 'carla@hc-bern.ch',
  dario: 'dario@uhc-thun.ch',
});

const config = {
  elements: [{ id: 't1', type: 'text', x: 540, y: 200, content: 'Matchday', fontSize: 64 }],
  backgroundColor: '#1a1a1a',
  format: '4:5',
};

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** Stores a template of the user directly, `age` minutes old; answers its id. */
async function seed(
  owner: TestSession,
  name: string,
  age: number,
  values: { supportedGames?: number; format?: string } = {},
): Promise<string> {
  const [row] = await t.server.ctx.database.db
    .insert(templates)
    .values({
      workspaceId: owner.userId,
      name,
      svgConfig: config,
      createdAt: minutesAgo(age),
      ...values,
    })
    .returning({ id: templates.id });
  return row!.id;
}

async function namesOf(owner: TestSession): Promise<string[]> {
  const rows = await t.server.ctx.database.db
    .select({ name: templates.name })
    .from(templates)
    .where(eq(templates.workspaceId, owner.userId));
  return rows.map((row) => row.name).sort();
}

async function list(session: TestSession | null) {
  const response = await t.call(session, 'GET', '/api/templates');
  const body: unknown = await response.json();
  return { status: response.status, body: body as TemplateList };
}

const copy = (session: TestSession, id: string) =>
  t.call(session, 'POST', `/api/templates/${id}/copy`);
const remove = (session: TestSession, id: string) =>
  t.call(session, 'DELETE', `/api/templates/${id}`);

async function error(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

let annaOld: string;
let annaNew: string;
let benOwn: string;

beforeAll(async () => {
  annaOld = await seed(t.anna, 'Älter', 10);
  annaNew = await seed(t.anna, 'Neuer', 5, { supportedGames: 2 });
  benOwn = await seed(t.ben, 'Bens Vorlage', 10);
});

describe('GET /api/templates', () => {
  it('needs a signed-in user', async () => {
    expect((await list(null)).status).toBe(401);
  });

  it('keeps the templates on a plan without custom templates, all of them locked', async () => {
    const { body } = await list(t.anna);
    expect(templateListSchema.parse(body)).toEqual(body);
    expect(body.allowed).toBe(false);
    expect(body.maxCustomTemplates).toBe(0);
    expect(body.templates.map((t) => [t.name, t.locked])).toEqual([
      ['Neuer', true],
      ['Älter', true],
    ]);
  });

  it("lists only the user's own templates, newest first, usable on a paid plan", async () => {
    await setTestTier(t.server.ctx.database.db, t.anna.userId, 'amateur');
    const { body } = await list(t.anna);
    expect(body.allowed).toBe(true);
    expect(body.maxCustomTemplates).toBe(2);
    expect(body.templates.map((t) => [t.name, t.locked])).toEqual([
      ['Neuer', false],
      ['Älter', false],
    ]);
    expect(body.templates[0]?.supportedGames).toBe(2);
    expect(Date.parse(body.templates[0]!.createdAt)).toBeGreaterThan(
      Date.parse(body.templates[1]!.createdAt),
    );
    expect(JSON.stringify(body)).not.toContain('Bens Vorlage');
  });
});

describe('POST /api/templates/:id/copy', () => {
  it("makes a '(Kopie)' with the original's design, listed first", async () => {
    await setTestTier(t.server.ctx.database.db, t.carla.userId, 'pro');
    const original = await seed(t.carla, 'Heimspiel', 10, { supportedGames: 3, format: '1:1' });
    const response = await copy(t.carla, original);
    expect(response.status).toBe(201);
    const made = templateCopySchema.parse(await response.json());
    expect(made).toMatchObject({ name: 'Heimspiel (Kopie)', supportedGames: 3, locked: false });
    // The design as read today (ADR 021): the stored config with its tabs and defaults.
    expect(made.svgConfig).toEqual(upgradeStoredConfig(svgConfigSchema.parse(config)));
    expect(made.svgConfig).toMatchObject({ ...config, postModes: ['preview'] });
    const [row] = await t.server.ctx.database.db
      .select({ format: templates.format })
      .from(templates)
      .where(eq(templates.id, made.id));
    expect(row?.format).toBe('1:1');
    expect((await list(t.carla)).body.templates[0]?.id).toBe(made.id);
  });

  it('cuts a long name so the copy still ends in (Kopie) within 100 characters', async () => {
    const long = await seed(t.carla, `${'Ä'.repeat(97)}xyz`, 9);
    const made = templateCopySchema.parse(await (await copy(t.carla, long)).json());
    expect([...made.name]).toHaveLength(100);
    expect(made.name).toBe(`${'Ä'.repeat(92)} (Kopie)`);
  });

  it('is refused at the limit of the plan with the text of docs/product.md, and nothing is made', async () => {
    // anna: amateur, two templates, the limit.
    const response = await copy(t.anna, annaOld);
    expect(response.status).toBe(403);
    expect(await error(response)).toMatchObject({
      code: 'TEMPLATE_LIMIT',
      message: 'Limit erreicht: Du hast die maximale Anzahl an Vorlagen erreicht',
    });
    expect(await namesOf(t.anna)).toEqual(['Neuer', 'Älter'].sort());
  });

  it('takes the last place only once when copies race for it', async () => {
    await setTestTier(t.server.ctx.database.db, t.dario.userId, 'amateur');
    const original = await seed(t.dario, 'Auswärts', 10);
    const answers = await Promise.all([1, 2, 3, 4].map(() => copy(t.dario, original)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 403, 403, 403]);
    expect(await namesOf(t.dario)).toEqual(['Auswärts', 'Auswärts (Kopie)']);
  });

  it("answers another user's template like a missing one", async () => {
    const foreign = await copy(t.anna, benOwn);
    expect(foreign.status).toBe(404);
    expect(await namesOf(t.ben)).toEqual(['Bens Vorlage']);
    expect((await copy(t.anna, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await copy(t.anna, 'not-an-id')).status).toBe(404);
  });

  it('is for plans with custom templates only', async () => {
    const response = await copy(t.ben, benOwn);
    expect(response.status).toBe(403);
    expect((await error(response)).code).toBe('CUSTOM_TEMPLATES_NOT_ALLOWED');
  });

  it('refuses to copy a locked template', async () => {
    // dario: amateur with two; a third, older one from the time on pro keeps its place, so the
    // newest (the copy) is the one beyond the limit.
    await seed(t.dario, 'Aus Pro-Zeiten', 5);
    const listed = (await list(t.dario)).body.templates;
    expect(listed.map((t) => [t.name, t.locked])).toEqual([
      ['Auswärts (Kopie)', true],
      ['Aus Pro-Zeiten', false],
      ['Auswärts', false],
    ]);
    const response = await copy(t.dario, listed[0]!.id);
    expect(response.status).toBe(403);
    const refusal = await error(response);
    expect(refusal.code).toBe('TEMPLATE_LOCKED');
    expect(refusal.message).toContain('Upgrade dein Abo');
    expect(await namesOf(t.dario)).toHaveLength(3);
  });
});

describe('DELETE /api/templates/:id', () => {
  it("deletes one of the user's templates", async () => {
    const response = await remove(t.anna, annaNew);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(await namesOf(t.anna)).toEqual(['Älter']);
  });

  it("answers another user's template like a missing one and leaves it", async () => {
    expect((await remove(t.anna, benOwn)).status).toBe(404);
    expect((await remove(t.anna, annaNew)).status).toBe(404);
    expect((await remove(t.anna, 'not-an-id')).status).toBe(404);
    expect(await namesOf(t.ben)).toEqual(['Bens Vorlage']);
  });

  it('deletes a locked template, also without custom templates in the plan, and frees room', async () => {
    await setTestTier(t.server.ctx.database.db, t.dario.userId, 'free');
    const [locked] = await t.server.ctx.database.db
      .select({ id: templates.id })
      .from(templates)
      .where(
        and(eq(templates.workspaceId, t.dario.userId), eq(templates.name, 'Auswärts (Kopie)')),
      );
    expect((await remove(t.dario, locked!.id)).status).toBe(200);
    await setTestTier(t.server.ctx.database.db, t.dario.userId, 'amateur');
    expect((await list(t.dario)).body.templates.every((t) => !t.locked)).toBe(true);
  });
});

describe('templates stored before they declared their tabs', () => {
  it('are read as what they were made for', async () => {
    const eva = await signInTestUser(t.server.url, t.server.outboxDir, 'eva@uhc-thun.ch');
    await setTestTier(t.server.ctx.database.db, eva.userId, 'pro');
    const headline = {
      id: 'h',
      type: 'text',
      content: 'SPIELVORSCHAU',
      x: 540,
      y: 200,
      fontSize: 90,
      fontFamily: 'Impact',
    };
    const score = { id: 's', type: 'api-text', apiField: 'result', x: 540, y: 600, fontSize: 99 };
    const [preview, result] = await t.server.ctx.database.db
      .insert(templates)
      .values([
        { workspaceId: eva.userId, name: 'Vorschau alt', svgConfig: { elements: [headline] } },
        {
          workspaceId: eva.userId,
          name: 'Resultat alt',
          svgConfig: { elements: [{ ...headline, content: 'RESULTAT' }, score] },
        },
      ])
      .returning({ id: templates.id });

    const listed = (await list(eva)).body.templates;
    const configOf = (id: string) => listed.find((entry) => entry.id === id)?.svgConfig;
    expect(configOf(preview!.id)).toMatchObject({ postModes: ['preview'], elements: [headline] });
    expect(configOf(result!.id)).toMatchObject({ postModes: ['result'] });

    const one = await t.call(eva, 'GET', `/api/templates/${preview!.id}`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as { svgConfig: unknown }).svgConfig).toMatchObject({
      postModes: ['preview'],
      elements: [headline],
    });
    // Read, not rewritten: the stored row is as it was until the user saves.
    const [row] = await t.server.ctx.database.db
      .select({ svgConfig: templates.svgConfig })
      .from(templates)
      .where(eq(templates.id, preview!.id));
    expect(row!.svgConfig).toEqual({ elements: [headline] });
  });
});
