import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { backgroundImages, templates, userLogos, userTeamSlots } from '#server/db/schema.ts';
import { apiCall } from '#server/testing/api-call.ts';
import { unihockeyTeamsWithGames, type TeamWithGames } from '#server/testing/export-fixture.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { postForm } from '#server/testing/form-upload.ts';
import { plainPicture } from '#server/testing/pictures.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { logoListSchema } from '#shared/logos/logo.schema.ts';
import type { Tier } from '#shared/plans.ts';
import { teamSlotListSchema } from '#shared/team-slots/team-slot.schema.ts';
import { templateListSchema } from '#shared/templates/template-list.schema.ts';

/**
 * Every plan limit of docs/product.md section 6 on the API, tier by tier: the last allowed succeeds and
 * one over is refused. Then a downgrade and an upgrade: nothing is deleted, the oldest within the
 * limits stay usable, the rest are locked and refused, and an upgrade frees them all again.
 */
const t = signedInServer({});
const db = () => t.server.ctx.database.db;

/** Demo unihockey teams with at least three games each. */
let teams: TeamWithGames[] = [];

const config = {
  format: '4:5',
  backgroundColor: '#102030',
  elements: [{ id: 'home', type: 'api-text', apiField: 'teamHome', x: 540, y: 400, fontSize: 80 }],
};

beforeAll(async () => {
  teams = await unihockeyTeamsWithGames(t.server.ctx.sports, 3, 2);
  expect(teams).toHaveLength(2);
});

let users = 0;
async function newUser(tier: Tier): Promise<TestSession> {
  users += 1;
  const session = await signInTestUser(
    t.server.url,
    t.server.outboxDir,
    `verein${users}@uhc-thun.ch`,
  );
  await setTestTier(db(), session.userId, tier);
  return session;
}

async function error(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

const slotOf = (n: number) => ({
  sport: 'unihockey',
  clubId: `club-${n}`,
  teamId: `team-${n}`,
  teamName: `Team ${n}`,
});
const saveSlot = (session: TestSession, n: number) =>
  apiCall(t.server.url, session, 'POST', '/api/team-slots', slotOf(n));

async function seedTemplate(session: TestSession, name: string, age: number): Promise<string> {
  const [row] = await db()
    .insert(templates)
    .values({
      workspaceId: session.userId,
      name,
      svgConfig: config,
      supportedGames: 1,
      createdAt: new Date(Date.now() - age * 60_000),
    })
    .returning({ id: templates.id });
  return row!.id;
}

const copyTemplate = (session: TestSession, id: string) =>
  apiCall(t.server.url, session, 'POST', `/api/templates/${id}/copy`);

function exportPost(session: TestSession, overrides: Record<string, unknown> = {}) {
  const { team, clubId, games } = teams[0]!;
  return apiCall(t.server.url, session, 'POST', '/api/exports', {
    sport: 'unihockey',
    clubId,
    teamId: team.id,
    gameIds: [games[0]!.id],
    theme: 'default',
    mode: 'preview',
    ...overrides,
  });
}

let png: Buffer;
async function uploadLogo(session: TestSession, name: string) {
  png ??= await plainPicture(32, 32, '#ffcc00', 4).png().toBuffer();
  const file = { bytes: png, name: 'logo.png', type: 'image/png' };
  return postForm(t.server.url, session.cookie, '/api/logos', file, { name, logoType: 'sponsor' });
}

/** docs/product.md section 6, written out here so a wrong plan table fails the test. */
const plans: {
  tier: Tier;
  teams: number;
  templates: number;
  games: number;
  logos: boolean;
}[] = [
  { tier: 'free', teams: 1, templates: 0, games: 1, logos: false },
  { tier: 'amateur', teams: 3, templates: 2, games: 2, logos: false },
  { tier: 'pro', teams: 6, templates: 5, games: 3, logos: true },
  // Unlimited: tried well beyond pro; a post holds three games whatever the plan.
  { tier: 'premium', teams: 12, templates: 10, games: 3, logos: true },
];

describe.each(plans)('plan $tier', (plan) => {
  let user: TestSession;
  beforeAll(async () => {
    user = await newUser(plan.tier);
  });

  it(`takes ${plan.games} game(s) per export and refuses one more`, async () => {
    const games = teams[0]!.games;
    const last = await exportPost(user, { gameIds: games.slice(0, plan.games).map((g) => g.id) });
    expect(last.status).toBe(200);
    expect(last.headers.get('content-type')).toBe('image/png');
    const over = await exportPost(user, {
      gameIds: [...games, ...teams[1]!.games].slice(0, plan.games + 1).map((g) => g.id),
    });
    if (plan.games < 3) {
      expect(over.status).toBe(403);
      expect(await error(over)).toMatchObject({ code: 'GAME_LIMIT_EXCEEDED' });
    } else {
      // No post holds a fourth game: the request itself is invalid.
      expect(over.status).toBe(400);
      expect((await error(over)).code).toBe('EXPORT_INVALID');
    }
  });

  const beyond = plan.tier === 'premium' ? 'and one more, as unlimited' : 'and refuses one more';

  it(`keeps ${plan.teams} team slots ${beyond}`, async () => {
    for (let n = 1; n <= plan.teams; n++) expect((await saveSlot(user, n)).status).toBe(201);
    const over = await saveSlot(user, plan.teams + 1);
    if (plan.tier === 'premium') {
      expect(over.status).toBe(201);
    } else {
      expect(over.status).toBe(403);
      expect(await error(over)).toMatchObject({
        code: 'TEAM_SLOT_LIMIT',
        message: `Maximale Anzahl erreicht: Du kannst maximal ${plan.teams} Team(s) verwalten. Upgrade dein Abo für mehr Slots.`,
      });
    }
    const listed = teamSlotListSchema.parse(
      await (await apiCall(t.server.url, user, 'GET', '/api/team-slots')).json(),
    );
    expect(listed.slots.some((slot) => slot.locked)).toBe(false);
  });

  it(`copies templates up to ${plan.templates} ${beyond}`, async () => {
    const original = await seedTemplate(user, 'Vorlage', 60);
    if (plan.templates === 0) {
      const refused = await copyTemplate(user, original);
      expect(refused.status).toBe(403);
      expect((await error(refused)).code).toBe('CUSTOM_TEMPLATES_NOT_ALLOWED');
      return;
    }
    for (let n = 2; n <= plan.templates; n++) {
      expect((await copyTemplate(user, original)).status).toBe(201);
    }
    const over = await copyTemplate(user, original);
    if (plan.tier === 'premium') {
      expect(over.status).toBe(201);
      return;
    }
    expect(over.status).toBe(403);
    expect(await error(over)).toMatchObject({
      code: 'TEMPLATE_LIMIT',
      message: 'Limit erreicht: Du hast die maximale Anzahl an Vorlagen erreicht',
    });
    const listed = templateListSchema.parse(
      await (await apiCall(t.server.url, user, 'GET', '/api/templates')).json(),
    );
    expect(listed.templates).toHaveLength(plan.templates);
    expect(listed.templates.some((t) => t.locked)).toBe(false);
  });

  it(plan.logos ? 'uploads logos' : 'refuses logo upload', async () => {
    const response = await uploadLogo(user, 'Sponsor');
    if (plan.logos) {
      expect(response.status).toBe(201);
    } else {
      expect(response.status).toBe(403);
      expect((await error(response)).code).toBe('LOGOS_NOT_ALLOWED');
    }
  });
});

describe('a downgrade and an upgrade', () => {
  let user: TestSession;
  let templateIds: string[];
  let slotIds: string[];

  const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);

  async function lists() {
    const get = async (path: string) =>
      (await apiCall(t.server.url, user, 'GET', path)).json() as Promise<unknown>;
    return {
      templates: templateListSchema.parse(await get('/api/templates')),
      slots: teamSlotListSchema.parse(await get('/api/team-slots')),
      logos: logoListSchema.parse(await get('/api/logos')),
      backgrounds: (await get('/api/backgrounds')) as { backgrounds: unknown[] },
    };
  }

  async function stored() {
    const mine = user.userId;
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      templates: await count(db().select().from(templates).where(eq(templates.workspaceId, mine))),
      slots: await count(
        db().select().from(userTeamSlots).where(eq(userTeamSlots.workspaceId, mine)),
      ),
      logos: await count(db().select().from(userLogos).where(eq(userLogos.workspaceId, mine))),
      backgrounds: await count(
        db().select().from(backgroundImages).where(eq(backgroundImages.workspaceId, mine)),
      ),
      files: (await t.server.ctx.storage.list(`logos/${mine}`)).length,
    };
  }

  const exportWith = (overrides: Record<string, unknown>) => exportPost(user, overrides);
  const slotTeam = (n: number) =>
    n === 0
      ? { clubId: teams[0]!.clubId, teamId: teams[0]!.team.id }
      : n === 5
        ? { clubId: teams[1]!.clubId, teamId: teams[1]!.team.id }
        : { clubId: `club-${n}`, teamId: `team-${n}` };

  beforeAll(async () => {
    user = await newUser('pro');
    // Five templates and six slots, the oldest first; the oldest slot holds the team exported
    // below, the newest another real team.
    templateIds = [];
    for (let n = 0; n < 5; n++)
      templateIds.push(await seedTemplate(user, `Vorlage ${n + 1}`, 50 - n));
    slotIds = [];
    for (let n = 0; n < 6; n++) {
      const [row] = await db()
        .insert(userTeamSlots)
        .values({
          workspaceId: user.userId,
          sport: 'unihockey',
          ...slotTeam(n),
          teamName: `Team ${n + 1}`,
          createdAt: daysAgo(60 - n),
          lastChangedAt: daysAgo(30),
        })
        .returning({ id: userTeamSlots.id });
      slotIds.push(row!.id);
    }
    for (const name of ['Sponsor A', 'Sponsor B'])
      expect((await uploadLogo(user, name)).status).toBe(201);
    await db()
      .insert(backgroundImages)
      .values({
        workspaceId: user.userId,
        name: 'Halle',
        filePath: `backgrounds/${user.userId}/1.jpg`,
        thumbnailPath: `thumbnails/${user.userId}/1.jpg`,
        contentType: 'image/jpeg',
        sizeBytes: 1,
        width: 1,
        height: 1,
      });
  });

  it('on pro: everything usable', async () => {
    const all = await lists();
    expect(all.templates.templates.some((t) => t.locked)).toBe(false);
    expect(all.slots.slots.some((s) => s.locked)).toBe(false);
    expect(all.logos.logos.some((l) => l.locked)).toBe(false);
  });

  it('to free: nothing is deleted, the oldest slot stays usable, the rest is locked', async () => {
    const before = await stored();
    await setTestTier(db(), user.userId, 'free');
    expect(await stored()).toEqual(before);

    const all = await lists();
    expect(all.templates.allowed).toBe(false);
    expect(all.templates.templates.map((t) => [t.name, t.locked])).toEqual([
      ['Vorlage 5', true],
      ['Vorlage 4', true],
      ['Vorlage 3', true],
      ['Vorlage 2', true],
      ['Vorlage 1', true],
    ]);
    expect(all.slots.slots.map((s) => [s.id, s.locked])).toEqual(
      slotIds.map((id, n) => [id, n !== 0]),
    );
    expect(all.logos.allowed).toBe(false);
    expect(all.logos.logos.map((l) => [l.name, l.locked])).toEqual([
      ['Sponsor B', true],
      ['Sponsor A', true],
    ]);
    expect(all.backgrounds.backgrounds).toHaveLength(1);

    // The usable slot's team exports; a locked slot's team and any template do not.
    expect((await exportWith({})).status).toBe(200);
    const locked = await exportWith({ ...slotTeam(5), gameIds: [teams[1]!.games[0]!.id] });
    expect(locked.status).toBe(403);
    const refusal = await error(locked);
    expect(refusal.code).toBe('TEAM_SLOT_LOCKED_BY_PLAN');
    expect(refusal.message).toContain('Upgrade dein Abo');
    const template = await exportWith({ theme: undefined, templateId: templateIds[0] });
    expect(template.status).toBe(403);
    expect((await error(template)).code).toBe('CUSTOM_TEMPLATES_NOT_ALLOWED');
    expect(await stored()).toEqual(before);
  });

  it('to amateur: the two oldest templates and three oldest slots are usable, the rest refused', async () => {
    await setTestTier(db(), user.userId, 'amateur');
    const all = await lists();
    expect(all.templates.templates.map((t) => [t.name, t.locked])).toEqual([
      ['Vorlage 5', true],
      ['Vorlage 4', true],
      ['Vorlage 3', true],
      ['Vorlage 2', false],
      ['Vorlage 1', false],
    ]);
    expect(all.slots.slots.map((s) => s.locked)).toEqual([false, false, false, true, true, true]);

    const usable = await exportWith({ theme: undefined, templateId: templateIds[0] });
    expect(usable.status).toBe(200);
    const locked = await exportWith({ theme: undefined, templateId: templateIds[4] });
    expect(locked.status).toBe(403);
    const refusal = await error(locked);
    expect(refusal.code).toBe('TEMPLATE_LOCKED');
    expect(refusal.message).toContain('Upgrade dein Abo');
    expect((await error(await copyTemplate(user, templateIds[4]!))).code).toBe('TEMPLATE_LOCKED');

    // A locked slot cannot take another team; a usable one can.
    const change = (id: string, n: number) =>
      apiCall(t.server.url, user, 'PUT', `/api/team-slots/${id}`, slotOf(n));
    const lockedChange = await change(slotIds[4]!, 40);
    expect(lockedChange.status).toBe(403);
    expect((await error(lockedChange)).code).toBe('TEAM_SLOT_LOCKED_BY_PLAN');
    expect((await change(slotIds[1]!, 41)).status).toBe(200);

    // Deleting a locked slot and a locked template is allowed.
    expect(
      (await apiCall(t.server.url, user, 'DELETE', `/api/team-slots/${slotIds[4]}`)).status,
    ).toBe(200);
    expect(
      (await apiCall(t.server.url, user, 'DELETE', `/api/templates/${templateIds[4]}`)).status,
    ).toBe(200);
  });

  it('back to pro: everything is usable again', async () => {
    await setTestTier(db(), user.userId, 'pro');
    const all = await lists();
    expect(all.templates.templates).toHaveLength(4);
    expect(all.templates.templates.some((t) => t.locked)).toBe(false);
    expect(all.slots.slots).toHaveLength(5);
    expect(all.slots.slots.some((s) => s.locked)).toBe(false);
    expect(all.logos.logos.some((l) => l.locked)).toBe(false);
    expect((await exportWith({ theme: undefined, templateId: templateIds[3] })).status).toBe(200);
    const formerlyLocked = await exportWith({ ...slotTeam(5), gameIds: [teams[1]!.games[0]!.id] });
    expect(formerlyLocked.status).toBe(200);
  });
});
