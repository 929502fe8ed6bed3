import type { TestSession } from '#server/testing/auth.ts';
import type { SignedInServer } from '#server/testing/signed-in-server.ts';
import type { TeamSlot, TeamSlotList } from '#shared/team-slots/team-slot.schema.ts';

/** The team slots `session`'s user has, as GET /api/team-slots lists them. */
export async function slotsOf(
  t: Pick<SignedInServer<never>, 'call'>,
  session: TestSession,
): Promise<TeamSlot[]> {
  return ((await (await t.call(session, 'GET', '/api/team-slots')).json()) as TeamSlotList).slots;
}
