import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { createPersonalWorkspace } from '#server/db/personal-workspace.ts';
import { sponsorAppearances, sponsors, users } from '#server/db/schema.ts';
import { createSponsorAppearanceRepository } from '#server/sponsors/sponsor-appearance.repository.ts';
import {
  createSponsorRotation,
  monthStart,
  type ChosenSponsors,
  type SponsorPost,
} from '#server/sponsors/sponsor-rotation.ts';
import { openTestDatabase, testDbKind } from '#server/testing/test-database.ts';
import { insertSponsor, insertTeamSlot } from '#server/testing/sponsor-rows.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { planSponsors } from '#shared/plans.ts';
import type { SponsorLevel } from '#shared/sponsors/sponsor.schema.ts';

/**
 * The fair rotation over the real database (ADR 061): which sponsors a post shows, recorded
 * once per post key under the workspace's lock.
 */
let database: Database;
const db = () => database.db;
let clock = Date.parse('2026-11-10T09:00:00Z');

function rotation() {
  return createSponsorRotation({
    appearances: createSponsorAppearanceRepository(db()),
    // Every pick one minute later, as posts made one after the other.
    now: () => new Date((clock += 60_000)),
  });
}

const sponsor = (
  workspaceId: string,
  name: string,
  level: SponsorLevel,
  extra?: Parameters<typeof insertSponsor>[4],
) => insertSponsor(db(), workspaceId, name, level, extra);

const slot = (workspaceId: string, teamName: string) => insertTeamSlot(db(), workspaceId, teamName);

const ws = { club: 'ws-club', other: 'ws-other', slotA: '', slotB: '', otherSlot: '' };

function post(n: number, extra: Partial<SponsorPost> = {}): SponsorPost {
  return {
    workspaceId: ws.club,
    teamSlotIds: [ws.slotA],
    day: '2026-11-14',
    postKey: `result:${ws.slotA}:game-${n}`,
    kind: 'result',
    teamName: 'Herren 1',
    games: `UHC Thun – UHC Uster, 14.11. (${n})`,
    room: { main: 1, partners: 1, supporters: 0 },
    record: true,
    maxSponsors: planSponsors.pro,
    ...extra,
  };
}

const ids = (chosen: ChosenSponsors) => ({
  main: chosen.main.map((s) => s.id),
  partners: chosen.partners.map((s) => s.id),
  supporters: chosen.supporters.map((s) => s.id),
});

async function appearancesOf(workspaceId: string): Promise<Map<string, number>> {
  const rows = await db()
    .select()
    .from(sponsorAppearances)
    .where(eq(sponsorAppearances.workspaceId, workspaceId));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.sponsorId, (counts.get(row.sponsorId) ?? 0) + 1);
  return counts;
}

function spread(counts: Map<string, number>, of: string[]): number {
  const values = of.map((id) => counts.get(id) ?? 0);
  return Math.max(...values) - Math.min(...values);
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await db().delete(users);
  for (const id of [ws.club, ws.other]) {
    await db()
      .insert(users)
      .values({ id, email: `${id}@club.ch` });
    await createPersonalWorkspace(db(), id);
    await setTestTier(db(), id, 'pro');
  }
  ws.slotA = await slot(ws.club, 'Herren 1');
  ws.slotB = await slot(ws.club, 'Damen 1');
  ws.otherSlot = await slot(ws.other, 'Herren 1');
});

describe(`fair rotation (${testDbKind})`, () => {
  it('over 30 posts: the main sponsor on all, each of three partners on 10, an ended partner and another team’s partner on none', async () => {
    const main = await sponsor(ws.club, 'Bäckerei Müller', 'main');
    const partners = [
      await sponsor(ws.club, 'Garage Meier', 'partner'),
      await sponsor(ws.club, 'Metzgerei Huber', 'partner', { teamSlotIds: [ws.slotA] }),
      await sponsor(ws.club, 'Sport Koller', 'partner', { from: '2026-08-01', to: '2027-06-30' }),
    ];
    const ended = await sponsor(ws.club, 'Velo Frei', 'partner', { to: '2026-10-31' });
    const otherTeam = await sponsor(ws.club, 'Blumen Roth', 'partner', {
      teamSlotIds: [ws.slotB],
    });
    const rotating = rotation();
    for (let n = 0; n < 30; n += 1) {
      const chosen = await rotating.pick(post(n));
      expect(ids(chosen)).toMatchObject({ main: [main], supporters: [] });
      expect(chosen.partners).toHaveLength(1);
    }
    const counts = await appearancesOf(ws.club);
    expect(counts.get(main)).toBe(30);
    for (const partner of partners) expect(counts.get(partner)).toBe(10);
    expect(counts.get(ended)).toBeUndefined();
    expect(counts.get(otherTeam)).toBeUndefined();
  });

  it('counts a post key once and shows the same sponsors again (PNG, JPEG, retry)', async () => {
    await sponsor(ws.club, 'Bäckerei Müller', 'main');
    await sponsor(ws.club, 'Garage Meier', 'partner');
    await sponsor(ws.club, 'Sport Koller', 'partner');
    const rotating = rotation();
    const first = await rotating.pick(post(1));
    const again = await rotating.pick(post(1));
    const retry = await rotating.pick(post(1, { room: { main: 2, partners: 2, supporters: 1 } }));
    expect(ids(again)).toEqual(ids(first));
    expect(ids(retry)).toEqual(ids(first));
    const rows = await db().select().from(sponsorAppearances);
    expect(rows).toHaveLength(2);
    // The next post takes the other partner.
    const next = await rotating.pick(post(2));
    expect(next.partners[0]?.id).not.toBe(first.partners[0]?.id);
  });

  it('keeps two eligible partners within one appearance of each other over any run', async () => {
    for (const partnerCount of [2, 3]) {
      for (const slots of [1, 2]) {
        await db().delete(sponsors);
        const partners: string[] = [];
        for (let i = 0; i < partnerCount; i += 1) {
          partners.push(await sponsor(ws.club, `Partner ${i}`, 'partner'));
        }
        const rotating = rotation();
        for (let n = 0; n < 20; n += 1) {
          const room = { main: 0, partners: slots, supporters: 0 };
          const chosen = await rotating.pick(
            post(n, { postKey: `run-${partnerCount}-${slots}-${n}`, room }),
          );
          expect(chosen.partners).toHaveLength(Math.min(slots, partnerCount));
          const counts = await appearancesOf(ws.club);
          expect(spread(counts, partners), `after post ${n}`).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('rotates supporters the same fair way, only where the design has room', async () => {
    const supporters = [
      await sponsor(ws.club, 'Gönner A', 'supporter'),
      await sponsor(ws.club, 'Gönner B', 'supporter'),
    ];
    const rotating = rotation();
    const none = await rotating.pick(post(0));
    expect(none.supporters).toEqual([]);
    for (let n = 1; n <= 6; n += 1) {
      await rotating.pick(post(n, { room: { main: 1, partners: 1, supporters: 1 } }));
    }
    const counts = await appearancesOf(ws.club);
    expect(supporters.map((id) => counts.get(id))).toEqual([3, 3]);
  });

  it("fills a template's slots main first: what main sponsors take, partners do not", async () => {
    const main = await sponsor(ws.club, 'Bank', 'main');
    const partners = [
      await sponsor(ws.club, 'Garage', 'partner'),
      await sponsor(ws.club, 'Bäckerei', 'partner'),
      await sponsor(ws.club, 'Brauerei', 'partner'),
    ];
    const room = { main: 3, partners: 3, supporters: 0, slots: 3 };
    const chosen = await rotation().pick(post(1, { room }));
    expect(chosen.main.map((s) => s.id)).toEqual([main]);
    expect(chosen.partners).toHaveLength(2);
    expect(partners).toEqual(expect.arrayContaining(chosen.partners.map((s) => s.id)));
    // Only what is drawn counts: the main sponsor and two partners.
    expect([...(await appearancesOf(ws.club)).values()]).toEqual([1, 1, 1]);
  });

  it('stays fair when ten posts are picked at once, three times over', async () => {
    const partners = [
      await sponsor(ws.club, 'Garage Meier', 'partner'),
      await sponsor(ws.club, 'Sport Koller', 'partner'),
    ];
    const rotating = rotation();
    for (const round of [1, 2, 3]) {
      await Promise.all(
        Array.from({ length: 10 }, (_, n) => rotating.pick(post(n, { postKey: `${round}-${n}` }))),
      );
      const counts = await appearancesOf(ws.club);
      expect(partners.map((id) => counts.get(id))).toEqual([5 * round, 5 * round]);
    }
  });

  it('counts only the running Swiss month: last month’s appearances weigh nothing', async () => {
    const partners = [
      await sponsor(ws.club, 'Garage Meier', 'partner'),
      await sponsor(ws.club, 'Sport Koller', 'partner'),
    ];
    const start = monthStart(new Date(clock));
    expect(start.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    // Garage Meier was on five posts in October, the last one just before midnight in Zurich.
    await db()
      .insert(sponsorAppearances)
      .values(
        Array.from({ length: 5 }, (_, n) => ({
          workspaceId: ws.club,
          sponsorId: partners[0]!,
          postKey: `october-${n}`,
          teamName: 'Herren 1',
          games: '',
          kind: 'result' as const,
          day: '2026-10-31',
          shownAt: new Date(start.getTime() - 60_000 * (n + 1)),
        })),
      );
    const rotating = rotation();
    // Both start even this month; the one unseen longest (Sport Koller, never) goes first.
    expect((await rotating.pick(post(1))).partners[0]?.id).toBe(partners[1]);
    expect((await rotating.pick(post(2))).partners[0]?.id).toBe(partners[0]);
  });

  it('never chooses another workspace’s sponsors or a sponsor locked by the plan', async () => {
    await sponsor(ws.other, 'Fremde Bank', 'main');
    await sponsor(ws.other, 'Fremde Garage', 'partner', { teamSlotIds: [ws.otherSlot] });
    const kept: string[] = [];
    for (let i = 0; i < 5; i += 1) kept.push(await sponsor(ws.club, `Partner ${i}`, 'partner'));
    // The sixth is the newest: over Amateur's five, so locked.
    const locked = await sponsor(ws.club, 'Zu Viel AG', 'partner');
    const rotating = rotation();
    for (let n = 0; n < 12; n += 1) {
      await rotating.pick(
        post(n, {
          teamSlotIds: [ws.slotA, ws.otherSlot],
          room: { main: 2, partners: 2, supporters: 0 },
          maxSponsors: planSponsors.amateur,
        }),
      );
    }
    const counts = await appearancesOf(ws.club);
    expect(counts.get(locked)).toBeUndefined();
    expect([...counts.keys()].sort()).toEqual([...kept].sort());
    expect((await appearancesOf(ws.other)).size).toBe(0);
  });

  it('a peek chooses as the export would and writes nothing', async () => {
    await sponsor(ws.club, 'Bäckerei Müller', 'main');
    await sponsor(ws.club, 'Garage Meier', 'partner');
    await sponsor(ws.club, 'Sport Koller', 'partner');
    const rotating = rotation();
    await rotating.pick(post(1));
    const peek = await rotating.pick(post(2, { record: false }));
    const again = await rotating.pick(post(2, { record: false }));
    expect(ids(again)).toEqual(ids(peek));
    expect(await db().select().from(sponsorAppearances)).toHaveLength(2);
    const made = await rotating.pick(post(2));
    expect(ids(made)).toEqual(ids(peek));
    expect(await db().select().from(sponsorAppearances)).toHaveLength(4);
  });
});
