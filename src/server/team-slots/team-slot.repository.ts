import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { userTeamSlots, users } from '#server/db/schema.ts';
import type { Sport } from '#shared/sports/sports.ts';

/** The queries behind team slots; every one is scoped to the owning user. */
export type TeamSlotRow = typeof userTeamSlots.$inferSelect;

export interface SlotTeam {
  sport: Sport;
  clubId: string;
  teamId: string;
  teamName: string;
}

export async function listSlots(db: Db, userId: string): Promise<TeamSlotRow[]> {
  return db
    .select()
    .from(userTeamSlots)
    .where(eq(userTeamSlots.userId, userId))
    .orderBy(asc(userTeamSlots.createdAt), asc(userTeamSlots.id));
}

export async function countSlots(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userTeamSlots)
    .where(eq(userTeamSlots.userId, userId));
  return Number(row?.n ?? 0);
}

export async function findSlot(db: Db, userId: string, id: string): Promise<TeamSlotRow | null> {
  const [row] = await db
    .select()
    .from(userTeamSlots)
    .where(and(eq(userTeamSlots.id, id), eq(userTeamSlots.userId, userId)));
  return row ?? null;
}

export async function findSlotsOfTeam(
  db: Db,
  userId: string,
  teamId: string,
  sport?: Sport,
): Promise<TeamSlotRow[]> {
  return db
    .select()
    .from(userTeamSlots)
    .where(
      and(
        eq(userTeamSlots.userId, userId),
        eq(userTeamSlots.teamId, teamId),
        sport ? eq(userTeamSlots.sport, sport) : undefined,
      ),
    );
}

/**
 * Takes the user's row lock until the transaction ends. Every slot change runs under it, so two
 * parallel requests of one user see each other's slots: counting and inserting cannot interleave,
 * even when the user has no slot row yet to lock.
 */
export async function lockUserSlots(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function insertSlot(
  tx: Db,
  userId: string,
  team: SlotTeam,
  now: Date,
): Promise<TeamSlotRow> {
  const [row] = await tx
    .insert(userTeamSlots)
    .values({ userId, ...team, createdAt: now, lastChangedAt: now })
    .returning();
  if (!row) throw new Error('insert into user_team_slots returned no row');
  return row;
}

export async function updateSlot(
  tx: Db,
  userId: string,
  id: string,
  values: Partial<SlotTeam> & { lastChangedAt?: Date },
): Promise<TeamSlotRow> {
  const [row] = await tx
    .update(userTeamSlots)
    .set(values)
    .where(and(eq(userTeamSlots.id, id), eq(userTeamSlots.userId, userId)))
    .returning();
  if (!row) throw new Error(`slot ${id} vanished during its update`);
  return row;
}

export async function deleteSlot(tx: Db, userId: string, id: string): Promise<void> {
  await tx
    .delete(userTeamSlots)
    .where(and(eq(userTeamSlots.id, id), eq(userTeamSlots.userId, userId)));
}
