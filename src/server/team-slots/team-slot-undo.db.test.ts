import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ownedRows } from '#server/db/owned-rows.ts';
import { teamSlotUndos, userTeamSlots } from '#server/db/schema.ts';
import { expectRefusal } from '#server/testing/api-call.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { TEAM_SLOT_UNDO_MINUTES } from '#shared/plans.ts';
import type { TeamSlot, TeamSlotList } from '#shared/team-slots/team-slot.schema.ts';

/**
 * The grace time of a team slot's first save (ADR 057): within TEAM_SLOT_UNDO_MINUTES it can be
 * undone without the weekly lock, as many times in seven days as the plan has slots; after it,
 * or once the undos are used, the weekly rule holds as before.
 */
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const team = (n: number) => ({
  sport: 'unihockey' as const,
  clubId: '441',
  teamId: `t${n}`,
  teamName: `UHC Thun Team ${n}`,
});

const t = signedInServer({
  anna: 'anna@uhc-thun.ch',
  ben: 'ben@vbc-zuerich.ch',
  carla: 'carla@hc-bern.ch',
  dario: 'dario@hc-bern.ch',
});
const { call } = t;
const db = () => t.server.ctx.database.db;

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

const remove = (session: TestSession, id: string) =>
  call(session, 'DELETE', `/api/team-slots/${id}`);

/** Moves a slot's save into the past, as if `ms` had gone by since. */
async function ageSave(id: string, ms: number) {
  const at = new Date(Date.now() - ms);
  await db()
    .update(userTeamSlots)
    .set({ createdAt: at, lastChangedAt: at })
    .where(eq(userTeamSlots.id, id));
}

/** Moves the user's recorded undos into the past. */
async function ageUndos(userId: string, ms: number) {
  await db()
    .update(teamSlotUndos)
    .set({ undoneAt: new Date(Date.now() - ms) })
    .where(eq(teamSlotUndos.workspaceId, userId));
}

const rowsOf = (userId: string) => ownedRows(db(), userTeamSlots).list(userId);

const lockedFor7Days = {
  code: 'TEAM_SLOT_LOCKED',
  message:
    'Löschen nicht möglich: Team-Slots können nur 1x pro Woche geändert werden (noch 7 Tage)',
  details: { daysRemaining: 7 },
};

describe('undoing a team slot saved by mistake', () => {
  it('frees the slot of a free user within the grace time, with no lock for the next team', async () => {
    const before = Date.now();
    const wrong = await save(t.anna, team(1));
    const until = new Date(wrong.undoUntil ?? '').getTime();
    expect(until - new Date(wrong.createdAt).getTime()).toBe(TEAM_SLOT_UNDO_MINUTES * MINUTE_MS);
    expect(until).toBeGreaterThanOrEqual(before + TEAM_SLOT_UNDO_MINUTES * MINUTE_MS - 1000);
    expect((await list(t.anna)).slots[0]).toMatchObject({
      id: wrong.id,
      undoUntil: wrong.undoUntil,
    });

    const response = await remove(t.anna, wrong.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true, undone: true });
    expect(await list(t.anna)).toEqual({ slots: [], used: 0, maxTeams: 1, undoLeft: false });

    // The right team goes into the freed slot at once; it is held for the week as usual.
    const right = await save(t.anna, team(2));
    expect(right).toMatchObject({ canChange: false, daysUntilChange: 7 });
  });

  it('gives a free user one undo in seven days: the second save within a week is held', async () => {
    // anna undid one save above; her next save offers no undo and keeps the weekly rule.
    const [slot] = (await list(t.anna)).slots;
    if (!slot) throw new Error('anna has no slot');
    expect(slot.undoUntil).toBeNull();
    await expectRefusal(await remove(t.anna, slot.id), 409, lockedFor7Days);
    expect(await rowsOf(t.anna.userId)).toHaveLength(1);

    // Seven days after the undo it is there again, for a new save.
    await ageUndos(t.anna.userId, 7 * DAY_MS + MINUTE_MS);
    expect((await list(t.anna)).slots[0]?.undoUntil).not.toBeNull();
    const response = await remove(t.anna, slot.id);
    expect(await response.json()).toEqual({ deleted: true, undone: true });
  });

  it('holds the slot for seven days once the grace time is over', async () => {
    const slot = await save(t.ben, team(1));
    await ageSave(slot.id, TEAM_SLOT_UNDO_MINUTES * MINUTE_MS + 1000);
    expect((await list(t.ben)).slots[0]).toMatchObject({ undoUntil: null, canChange: false });
    await expectRefusal(await remove(t.ben, slot.id), 409, lockedFor7Days);
    expect(await rowsOf(t.ben.userId)).toHaveLength(1);
    // No undo was used up by the refusal.
    expect(
      await db().select().from(teamSlotUndos).where(eq(teamSlotUndos.workspaceId, t.ben.userId)),
    ).toHaveLength(0);
  });

  it('gives a changed slot no grace: putting another team in is the weekly change', async () => {
    const [slot] = (await list(t.ben)).slots;
    if (!slot) throw new Error('ben has no slot');
    await ageSave(slot.id, 8 * DAY_MS);
    const response = await call(t.ben, 'PUT', `/api/team-slots/${slot.id}`, team(2));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ teamId: 't2', undoUntil: null });
    await expectRefusal(await remove(t.ben, slot.id), 409, {
      ...lockedFor7Days,
      message: expect.stringContaining('(noch 7 Tage)'),
    });
  });

  it('cannot be used to swap teams freely: an amateur undoes three saves a week, not a fourth', async () => {
    await setTestTier(db(), t.carla.userId, 'amateur');
    for (let n = 1; n <= 3; n++) {
      const slot = await save(t.carla, team(n));
      expect(await (await remove(t.carla, slot.id)).json()).toEqual({
        deleted: true,
        undone: true,
      });
    }
    const fourth = await save(t.carla, team(4));
    expect(fourth.undoUntil).toBeNull();
    await expectRefusal(await remove(t.carla, fourth.id), 409, lockedFor7Days);
    expect((await rowsOf(t.carla.userId)).map((row) => row.teamId)).toEqual(['t4']);
  });

  it('counts undos under the user lock: parallel undos of a free user free one slot only', async () => {
    // dario is free: one slot, and only one undo a week, however the requests race.
    const slot = await save(t.dario, team(1));
    const answers = await Promise.all([remove(t.dario, slot.id), remove(t.dario, slot.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404]);
    const next = await save(t.dario, team(2));
    expect(next.undoUntil).toBeNull();
    expect((await remove(t.dario, next.id)).status).toBe(409);
  });

  it("never undoes another user's slot", async () => {
    const [slot] = (await list(t.carla)).slots;
    if (!slot) throw new Error('carla has no slot');
    await ageSave(slot.id, 0);
    const response = await remove(t.anna, slot.id);
    expect(response.status).toBe(404);
    expect(await rowsOf(t.carla.userId)).toHaveLength(1);
  });
});
