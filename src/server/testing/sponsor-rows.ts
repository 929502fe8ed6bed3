import { expect } from 'vitest';
import type { Db } from '#server/db/database.ts';
import { sponsorTeamSlots, sponsors, userTeamSlots } from '#server/db/schema.ts';
import type { TestSession } from '#server/testing/auth.ts';
import type { SignedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';
import type { SponsorLevel } from '#shared/sponsors/sponsor.schema.ts';

/**
 * Rows the sponsor tests stand on, written straight to the database: a team of a workspace and
 * a sponsor with its period and teams. Each sponsor is created a second after the one before,
 * so the rotation's last tie-break (the oldest first) is known.
 */
/** A club made by `session` through the API, on the pro plan and chosen as their current one. */
export async function makeProClub(
  t: Pick<SignedInServer<never>, 'server' | 'call'>,
  session: TestSession,
  name: string,
): Promise<string> {
  const response = await t.call(session, 'POST', '/api/workspaces', { name });
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await setTestTier(t.server.ctx.database.db, id, 'pro');
  expect((await t.call(session, 'PUT', '/api/me/workspace', { workspaceId: id })).status).toBe(200);
  return id;
}

let created = Date.parse('2026-01-01T00:00:00Z');

export async function insertTeamSlot(
  db: Db,
  workspaceId: string,
  teamId: string,
  teamName = teamId,
): Promise<string> {
  const [row] = await db
    .insert(userTeamSlots)
    .values({ workspaceId, sport: 'unihockey', clubId: '1', teamId, teamName })
    .returning();
  return row!.id;
}

export async function insertSponsor(
  db: Db,
  workspaceId: string,
  name: string,
  level: SponsorLevel,
  extra: { from?: string; to?: string; teamSlotIds?: string[] } = {},
): Promise<string> {
  const [row] = await db
    .insert(sponsors)
    .values({
      workspaceId,
      name,
      level,
      url: 'https://example.ch',
      logoPath: `sponsors/${workspaceId}/${name}.png`,
      startsOn: extra.from ?? null,
      endsOn: extra.to ?? null,
      everyTeam: (extra.teamSlotIds ?? []).length === 0,
      createdAt: new Date((created += 1000)),
    })
    .returning();
  for (const teamSlotId of extra.teamSlotIds ?? []) {
    await db.insert(sponsorTeamSlots).values({ sponsorId: row!.id, teamSlotId });
  }
  return row!.id;
}
