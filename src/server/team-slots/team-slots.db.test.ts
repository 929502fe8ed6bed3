import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ownedRows } from '#server/db/owned-rows.ts';
import { userTeamSlots } from '#server/db/schema.ts';
import { AppError } from '#server/http/app-error.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { entitlementsOf } from '#shared/accounts/entitlements.ts';
import type { TeamSlot, TeamSlotList } from '#shared/team-slots/team-slot.schema.ts';
import { expectRefusal } from '#server/testing/api-call.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const thun = { sport: 'unihockey', clubId: '441', teamId: '7781', teamName: 'UHC Thun Herren I' };
const thunU21 = { sport: 'unihockey', clubId: '441', teamId: '7790', teamName: 'UHC Thun U21' };
const zurich = { sport: 'volleyball', clubId: '12', teamId: '300', teamName: 'VBC Zürich D1' };
const team = (n: number) => ({
  sport: 'handball' as const,
  clubId: '140',
  teamId: `h${n}`,
  teamName: `HC Team ${n}`,
});

const t = signedInServer({
  anna: 'anna@uhc-thun.ch',
  ben: 'ben@vbc-zuerich.ch',
  carla: 'carla@hc-bern.ch',
});

const { call } = t;

async function list(session: TestSession): Promise<TeamSlotList> {
  const response = await call(session, 'GET', '/api/team-slots');
  expect(response.status).toBe(200);
  return (await response.json()) as TeamSlotList;
}

async function save(session: TestSession, body: unknown): Promise<TeamSlot> {
  const response = await call(session, 'POST', '/api/team-slots', body);
  expect(response.status).toBe(201);
  return (await response.json()) as TeamSlot;
}

/** Moves a slot's last change into the past, as if that many days had gone by. */
async function ageSlot(id: string, ms: number) {
  await t.server.ctx.database.db
    .update(userTeamSlots)
    .set({ lastChangedAt: new Date(Date.now() - ms) })
    .where(eq(userTeamSlots.id, id));
}

const rowsOf = (userId: string) => ownedRows(t.server.ctx.database.db, userTeamSlots).list(userId);

async function clearSlots(userId: string) {
  await t.server.ctx.database.db.delete(userTeamSlots).where(eq(userTeamSlots.workspaceId, userId));
}

async function canChange(session: TestSession, query: string): Promise<unknown> {
  const response = await call(session, 'GET', `/api/team-slots/can-change?${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

describe('team slots API', () => {
  it('needs a signed-in user', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', thun],
    ] as const) {
      const response = await call(null, method, '/api/team-slots', body);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
    expect((await call(null, 'GET', '/api/team-slots/can-change?teamId=1')).status).toBe(401);
  });

  it('saves a team of a free user into its one slot, locked for seven days', async () => {
    expect(await list(t.anna)).toEqual({ slots: [], used: 0, maxTeams: 1, undoLeft: true });
    const before = Date.now();
    const slot = await save(t.anna, { ...thun, teamName: '  UHC Thun Herren I ' });
    expect(slot).toMatchObject({
      ...thun,
      canChange: false,
      daysUntilChange: 7,
    });
    expect(slot.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(slot.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(slot.lastChangedAt).toBe(slot.createdAt);
    expect(await list(t.anna)).toEqual({ slots: [slot], used: 1, maxTeams: 1, undoLeft: true });
  });

  it('refuses the same team again with 409 Team bereits gespeichert', async () => {
    const response = await call(t.anna, 'POST', '/api/team-slots', thun);
    await expectRefusal(response, 409, {
      code: 'TEAM_ALREADY_SAVED',
      message: 'Team bereits gespeichert',
    });
    expect(await rowsOf(t.anna.userId)).toHaveLength(1);
  });

  it('refuses a second team of a free user with 403 and the plan text, in both languages', async () => {
    const de = await call(t.anna, 'POST', '/api/team-slots', zurich);
    await expectRefusal(de, 403, {
      code: 'TEAM_SLOT_LIMIT',
      message:
        'Maximale Anzahl erreicht: Du kannst maximal 1 Team(s) verwalten. Upgrade dein Abo für mehr Slots.',
      details: { maxTeams: 1, used: 1 },
    });
    const en = await call(t.anna, 'POST', '/api/team-slots', zurich, { 'accept-language': 'en' });
    expect(await en.json()).toMatchObject({
      error: {
        code: 'TEAM_SLOT_LIMIT',
        message:
          'Maximum reached: you can manage at most 1 team(s). Upgrade your plan for more slots.',
      },
    });
    expect(await rowsOf(t.anna.userId)).toHaveLength(1);
  });

  it('refuses invalid bodies with 400 and stores nothing', async () => {
    const bodies = [
      { ...thunU21, teamName: undefined },
      { ...thunU21, teamName: '   ' },
      { ...thunU21, sport: 'football' },
      { ...thunU21, teamId: 'x'.repeat(65) },
      { ...thunU21, userId: t.ben.userId },
      { ...thunU21, workspaceId: t.ben.userId },
    ];
    for (const body of bodies) {
      const response = await call(t.carla, 'POST', '/api/team-slots', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    expect(await rowsOf(t.carla.userId)).toHaveLength(0);
  });

  it('refuses deleting within seven days with the days remaining, then allows it', async () => {
    const [slot] = (await list(t.anna)).slots;
    if (!slot) throw new Error('anna has no slot');
    // Past the grace time of its first save (team-slot-undo.db.test.ts).
    await ageSlot(slot.id, 20 * 60 * 1000);
    let response = await call(t.anna, 'DELETE', `/api/team-slots/${slot.id}`);
    await expectRefusal(response, 409, {
      code: 'TEAM_SLOT_LOCKED',
      message:
        'Löschen nicht möglich: Team-Slots können nur 1x pro Woche geändert werden (noch 7 Tage)',
      details: { daysRemaining: 7 },
    });

    await ageSlot(slot.id, 4 * DAY_MS + 60 * 60 * 1000);
    expect((await list(t.anna)).slots[0]).toMatchObject({ canChange: false, daysUntilChange: 3 });
    response = await call(t.anna, 'DELETE', `/api/team-slots/${slot.id}`, undefined, {
      'accept-language': 'en',
    });
    expect(await response.json()).toEqual({
      error: {
        code: 'TEAM_SLOT_LOCKED',
        message: 'Cannot delete: team slots can only be changed once a week (3 days left)',
        details: { daysRemaining: 3 },
      },
    });

    await ageSlot(slot.id, 7 * DAY_MS - 60 * 1000);
    response = await call(t.anna, 'DELETE', `/api/team-slots/${slot.id}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: { message: expect.stringContaining('(noch 1 Tag)'), details: { daysRemaining: 1 } },
    });
    expect(await rowsOf(t.anna.userId)).toHaveLength(1);

    await ageSlot(slot.id, 8 * DAY_MS);
    expect((await list(t.anna)).slots[0]).toMatchObject({ canChange: true, daysUntilChange: 0 });
    response = await call(t.anna, 'DELETE', `/api/team-slots/${slot.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true, undone: false });
    expect(await list(t.anna)).toEqual({ slots: [], used: 0, maxTeams: 1, undoLeft: true });
    // The freed slot takes another team.
    await save(t.anna, zurich);
  });

  it('changes a slot to another team once a week and restarts the clock', async () => {
    await clearSlots(t.anna.userId);
    const slot = await save(t.anna, thun);
    let response = await call(t.anna, 'PUT', `/api/team-slots/${slot.id}`, zurich);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'TEAM_SLOT_LOCKED',
        message:
          'Ändern nicht möglich: Team-Slots können nur 1x pro Woche geändert werden (noch 7 Tage)',
        details: { daysRemaining: 7 },
      },
    });
    expect((await rowsOf(t.anna.userId))[0]).toMatchObject({ teamId: thun.teamId });

    await ageSlot(slot.id, 8 * DAY_MS);
    const before = Date.now();
    response = await call(t.anna, 'PUT', `/api/team-slots/${slot.id}`, zurich);
    expect(response.status).toBe(200);
    const changed = (await response.json()) as TeamSlot;
    expect(changed).toMatchObject({
      id: slot.id,
      ...zurich,
      createdAt: slot.createdAt,
      canChange: false,
      daysUntilChange: 7,
    });
    expect(new Date(changed.lastChangedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await list(t.anna)).toEqual({ slots: [changed], used: 1, maxTeams: 1, undoLeft: true });

    response = await call(t.anna, 'PUT', `/api/team-slots/${slot.id}`, thunU21);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: 'TEAM_SLOT_LOCKED' } });
  });

  it('corrects the name of the same team without counting it as a change', async () => {
    const [slot] = (await list(t.anna)).slots;
    if (!slot) throw new Error('anna has no slot');
    const response = await call(t.anna, 'PUT', `/api/team-slots/${slot.id}`, {
      ...zurich,
      teamName: 'VBC Zürich Damen 1',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      teamName: 'VBC Zürich Damen 1',
      lastChangedAt: slot.lastChangedAt,
      daysUntilChange: 7,
    });
  });

  it('lets an amateur keep three teams, oldest first, and refuses a fourth', async () => {
    await setTestTier(t.server.ctx.database.db, t.carla.userId, 'amateur');
    const saved = [];
    for (const body of [thun, zurich, thunU21]) saved.push(await save(t.carla, body));
    const listed = await list(t.carla);
    expect(listed).toMatchObject({ used: 3, maxTeams: 3 });
    expect(listed.slots.map((slot) => slot.id)).toEqual(saved.map((slot) => slot.id));
    const response = await call(t.carla, 'POST', '/api/team-slots', team(1));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'TEAM_SLOT_LIMIT',
        message: expect.stringContaining('Du kannst maximal 3 Team(s) verwalten.'),
        details: { maxTeams: 3, used: 3 },
      },
    });
    expect(await rowsOf(t.carla.userId)).toHaveLength(3);
  });

  it('refuses changing a slot to a team already in another slot', async () => {
    const [first] = (await list(t.carla)).slots;
    if (!first) throw new Error('carla has no slot');
    await ageSlot(first.id, 8 * DAY_MS);
    const response = await call(t.carla, 'PUT', `/api/team-slots/${first.id}`, zurich);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: 'TEAM_ALREADY_SAVED' } });
    expect((await list(t.carla)).slots[0]).toMatchObject({ teamId: thun.teamId, canChange: true });
  });

  it('keeps the slots of a downgraded user but gives no new one beyond the plan', async () => {
    await setTestTier(t.server.ctx.database.db, t.carla.userId, 'free');
    expect(await list(t.carla)).toMatchObject({ used: 3, maxTeams: 1 });
    const response = await call(t.carla, 'POST', '/api/team-slots', team(1));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { message: expect.stringContaining('maximal 1 Team(s)') },
    });
    await setTestTier(t.server.ctx.database.db, t.carla.userId, 'amateur');
  });

  it('gives a premium user as many slots as wanted', async () => {
    await setTestTier(t.server.ctx.database.db, t.ben.userId, 'premium');
    for (let n = 1; n <= 8; n++) await save(t.ben, team(n));
    expect(await list(t.ben)).toMatchObject({ used: 8, maxTeams: 999 });
    await clearSlots(t.ben.userId);
    await setTestTier(t.server.ctx.database.db, t.ben.userId, 'free');
  });

  it("never shows, changes or deletes another user's slot", async () => {
    const [annasSlot] = (await list(t.anna)).slots;
    if (!annasSlot) throw new Error('anna has no slot');
    await ageSlot(annasSlot.id, 8 * DAY_MS);
    expect(await list(t.ben)).toEqual({ slots: [], used: 0, maxTeams: 1, undoLeft: true });

    const notFound = { error: { code: 'NOT_FOUND', message: 'Nicht gefunden' } };
    let response = await call(t.ben, 'DELETE', `/api/team-slots/${annasSlot.id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(notFound);
    response = await call(t.ben, 'PUT', `/api/team-slots/${annasSlot.id}`, thunU21);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(notFound);
    // A missing id answers the same, so ids reveal nothing about other accounts.
    response = await call(t.ben, 'DELETE', '/api/team-slots/00000000-0000-4000-8000-000000000000');
    expect(await response.json()).toEqual(notFound);
    for (const id of ['not-a-uuid', '1', "1' or '1'='1"]) {
      response = await call(t.ben, 'DELETE', `/api/team-slots/${encodeURIComponent(id)}`);
      expect(response.status).toBe(404);
    }
    expect(await canChange(t.ben, `teamId=${annasSlot.teamId}`)).toEqual({ canChange: false });

    const [row] = await rowsOf(t.anna.userId);
    expect(row).toMatchObject({ id: annasSlot.id, teamId: annasSlot.teamId });
    // Each user has their own slots: the same team can sit in both.
    await save(t.ben, { ...zurich, teamName: annasSlot.teamName });
    expect(await rowsOf(t.anna.userId)).toHaveLength(1);
    await clearSlots(t.ben.userId);
  });

  it('answers can-change for the team of a slot (SPEC can_change_team_slot)', async () => {
    await clearSlots(t.anna.userId);
    const slot = await save(t.anna, thun);
    expect(await canChange(t.anna, `teamId=${thun.teamId}`)).toEqual({ canChange: false });
    await ageSlot(slot.id, 8 * DAY_MS);
    expect(await canChange(t.anna, `teamId=${thun.teamId}`)).toEqual({ canChange: true });
    expect(await canChange(t.anna, `teamId=${thun.teamId}&sport=unihockey`)).toEqual({
      canChange: true,
    });
    expect(await canChange(t.anna, `teamId=${thun.teamId}&sport=handball`)).toEqual({
      canChange: false,
    });
    expect(await canChange(t.anna, 'teamId=unknown')).toEqual({ canChange: false });
    const missing = await call(t.anna, 'GET', '/api/team-slots/can-change');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('keeps slots over the plan after a downgrade, locked: no change, no export, delete allowed', async () => {
    const fiona = await signInTestUser(t.server.url, t.server.outboxDir, 'fiona@uhc-thun.ch');
    await setTestTier(t.server.ctx.database.db, fiona.userId, 'amateur');
    const saved = [
      await save(fiona, team(1)),
      await save(fiona, team(2)),
      await save(fiona, team(3)),
    ];
    // Saved a week ago and more, one day apart: the oldest first.
    for (const [n, slot] of saved.entries()) {
      await t.server.ctx.database.db
        .update(userTeamSlots)
        .set({
          createdAt: new Date(Date.now() - (20 - n) * DAY_MS),
          lastChangedAt: new Date(Date.now() - 8 * DAY_MS),
        })
        .where(eq(userTeamSlots.id, slot.id));
    }
    expect((await list(fiona)).slots.map((slot) => slot.locked)).toEqual([false, false, false]);

    await setTestTier(t.server.ctx.database.db, fiona.userId, 'free');
    const listed = await list(fiona);
    expect(listed.slots.map((slot) => [slot.id, slot.locked])).toEqual(
      saved.map((slot, n) => [slot.id, n > 0]),
    );
    expect(listed).toMatchObject({ used: 3, maxTeams: 1 });
    expect(await canChange(fiona, 'teamId=h1')).toEqual({ canChange: true });
    expect(await canChange(fiona, 'teamId=h3')).toEqual({ canChange: false });

    const change = await call(fiona, 'PUT', `/api/team-slots/${saved[2]!.id}`, team(9));
    expect(change.status).toBe(403);
    expect(await change.json()).toMatchObject({ error: { code: 'TEAM_SLOT_LOCKED_BY_PLAN' } });
    const slotService = t.server.ctx.services.teamSlots;
    const free = entitlementsOf('free');
    expect(
      await slotService.canExport(fiona.userId, { sport: 'handball', teamId: 'h1' }, free),
    ).toBe(true);
    await expect(
      slotService.assertExportAllowed(fiona.userId, { sport: 'handball', teamId: 'h2' }, free),
    ).rejects.toMatchObject({ code: 'TEAM_SLOT_LOCKED_BY_PLAN', status: 403 });

    expect((await call(fiona, 'DELETE', `/api/team-slots/${saved[2]!.id}`)).status).toBe(200);
    expect(await rowsOf(fiona.userId)).toHaveLength(2);
    await setTestTier(t.server.ctx.database.db, fiona.userId, 'amateur');
    expect((await list(fiona)).slots.some((slot) => slot.locked)).toBe(false);
    expect(await canChange(fiona, 'teamId=h2')).toEqual({ canChange: true });
  });

  it('lets only one of parallel saves take the last free slot', async () => {
    const eva = await signInTestUser(t.server.url, t.server.outboxDir, 'eva@uhc-langenthal.ch');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => call(eva, 'POST', '/api/team-slots', team(n))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(19);
    expect(await rowsOf(eva.userId)).toHaveLength(1);

    // Without HTTP in between the calls overlap far more: on PostgreSQL this fails at once
    // (seven of ten succeed) when the user's row lock is taken out.
    await clearSlots(eva.userId);
    const service = t.server.ctx.services.teamSlots;
    const direct = await Promise.allSettled(
      Array.from({ length: 10 }, (_, n) => service.create(eva.userId, team(100 + n))),
    );
    expect(direct.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(
      direct.every(
        (result) =>
          result.status === 'fulfilled' ||
          (result.reason instanceof AppError && result.reason.code === 'TEAM_SLOT_LIMIT'),
      ),
    ).toBe(true);
    expect(await rowsOf(eva.userId)).toHaveLength(1);
    await clearSlots(eva.userId);
    await save(eva, team(1));

    // An amateur with one slot free, and the same team sent in parallel.
    await setTestTier(t.server.ctx.database.db, eva.userId, 'amateur');
    const more = await Promise.all(
      [11, 12, 13, 14, 15, 16].map((n) => call(eva, 'POST', '/api/team-slots', team(n))),
    );
    expect(more.map((response) => response.status).sort()).toEqual([201, 201, 403, 403, 403, 403]);
    expect(await rowsOf(eva.userId)).toHaveLength(3);
    // The same team sent in parallel, by another user: Eva has used up her slot writes for
    // these minutes (the per-user write limit, tested on its own).
    const fritz = await signInTestUser(t.server.url, t.server.outboxDir, 'fritz@uhc-langenthal.ch');
    const same = await Promise.all(
      [1, 2, 3, 4].map(() => call(fritz, 'POST', '/api/team-slots', team(9))),
    );
    expect(same.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await rowsOf(fritz.userId)).toHaveLength(1);
  });

  it('refuses a cross-site save with the session cookie (CSRF)', async () => {
    const response = await call(t.ben, 'POST', '/api/team-slots', thun, {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(await rowsOf(t.ben.userId)).toHaveLength(0);
  });
});

describe('export rule for team slots', () => {
  const slots = () => t.server.ctx.services.teamSlots;
  const unihockey = (teamId: string) => ({ sport: 'unihockey' as const, teamId });

  it('allows a team in a slot or while a slot is free, and refuses others when full', async () => {
    await clearSlots(t.ben.userId);
    const free = entitlementsOf('free');
    // Other users hold slots by now; only ben's own count for him.
    expect((await rowsOf(t.anna.userId)).length).toBeGreaterThan(0);
    expect(await slots().canExport(t.ben.userId, unihockey('7781'), free)).toBe(true);
    await save(t.ben, thun);
    expect(await slots().canExport(t.ben.userId, unihockey('7781'), free)).toBe(true);
    // Same id in another sport is another team.
    expect(await slots().canExport(t.ben.userId, { sport: 'handball', teamId: '7781' }, free)).toBe(
      false,
    );
    expect(await slots().canExport(t.ben.userId, unihockey('7790'), free)).toBe(false);
    expect(
      await slots().canExport(t.ben.userId, unihockey('7790'), entitlementsOf('amateur')),
    ).toBe(true);
    expect(
      await slots().canExport(t.ben.userId, unihockey('7790'), entitlementsOf('premium')),
    ).toBe(true);

    // Allowed: the look ben's slot of the team holds (none yet: no post of it was exported).
    await expect(
      slots().assertExportAllowed(t.ben.userId, unihockey('7781'), free),
    ).resolves.toMatchObject({
      id: expect.any(String),
      postTheme: null,
      postTemplateId: null,
      postFormat: null,
      postSponsors: false,
    });
    const refusal = await slots()
      .assertExportAllowed(t.ben.userId, unihockey('7790'), free)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 403,
      code: 'TEAM_SLOT_LIMIT',
      messages: {
        de: 'Maximale Anzahl erreicht: Du kannst maximal 1 Team(s) verwalten. Upgrade dein Abo für mehr Slots.',
      },
    });
  });
});
