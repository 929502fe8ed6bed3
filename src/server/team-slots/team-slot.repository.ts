import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { ownedRows, ownRow } from '#server/db/owned-rows.ts';
import { teamSlotUndos, userTeamSlots, users } from '#server/db/schema.ts';
import { transactional } from '#server/db/transactional.ts';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import type { Sport } from '#shared/sports/sports.ts';
import type { Format } from '#shared/templates/formats.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';

/** The queries behind team slots; every one is scoped to the owning user. */
export type TeamSlotRow = typeof userTeamSlots.$inferSelect;

/** The look of a team's last exported post: a theme or a template, and the format. */
export interface SlotLook {
  postTheme: ThemeId | null;
  postTemplateId: string | null;
  postFormat: Format;
}

export interface SlotTeam {
  sport: Sport;
  clubId: string;
  teamId: string;
  teamName: string;
}

/** The condition that picks the user's slots of the team `teamId` (of `sport`, when given). */
const slotsOfTeam = (userId: string, teamId: string, sport?: Sport) =>
  and(
    eq(userTeamSlots.userId, userId),
    eq(userTeamSlots.teamId, teamId),
    sport ? eq(userTeamSlots.sport, sport) : undefined,
  );

function teamSlotQueries(db: Db) {
  const owned = ownedRows(db, userTeamSlots);
  return {
    list: (userId: string) =>
      owned.list(userId, asc(userTeamSlots.createdAt), asc(userTeamSlots.id)),

    count: (userId: string) => owned.count(userId),

    find: owned.find,

    async findOfTeam(userId: string, teamId: string, sport?: Sport): Promise<TeamSlotRow[]> {
      return db
        .select()
        .from(userTeamSlots)
        .where(slotsOfTeam(userId, teamId, sport));
    },

    /**
     * Takes the user's row lock until the transaction ends. Every slot change runs under it, so
     * two parallel requests of one user see each other's slots: counting and inserting cannot
     * interleave, even when the user has no slot row yet to lock.
     */
    async lockUser(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async insert(userId: string, team: SlotTeam, now: Date): Promise<TeamSlotRow> {
      const [row] = await db
        .insert(userTeamSlots)
        .values({ userId, ...team, createdAt: now, lastChangedAt: now })
        .returning();
      if (!row) throw new Error('insert into user_team_slots returned no row');
      return row;
    },

    async update(
      userId: string,
      id: string,
      values: Partial<SlotTeam> & { lastChangedAt?: Date; postLanguage?: PostLanguage | null },
    ): Promise<TeamSlotRow> {
      const [row] = await db
        .update(userTeamSlots)
        .set(values)
        .where(ownRow(userTeamSlots, userId, id))
        .returning();
      if (!row) throw new Error(`slot ${id} vanished during its update`);
      return row;
    },

    /** Remembers the look on the user's slot of this team; no slot of the team: nothing. */
    async rememberLook(
      userId: string,
      team: { sport: Sport; teamId: string },
      look: SlotLook,
    ): Promise<boolean> {
      const rows = await db
        .update(userTeamSlots)
        .set(look)
        .where(slotsOfTeam(userId, team.teamId, team.sport))
        .returning({ id: userTeamSlots.id });
      return rows.length > 0;
    },

    async remove(userId: string, id: string): Promise<void> {
      await db.delete(userTeamSlots).where(ownRow(userTeamSlots, userId, id));
    },

    /** How many saves the user undid within their grace time after `since`. */
    async countUndos(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(teamSlotUndos)
        .where(and(eq(teamSlotUndos.userId, userId), gt(teamSlotUndos.undoneAt, since)));
      return row?.n ?? 0;
    },

    /** Records an undo and forgets the user's undos from before `forgetBefore`. */
    async recordUndo(userId: string, at: Date, forgetBefore: Date): Promise<void> {
      await db
        .delete(teamSlotUndos)
        .where(and(eq(teamSlotUndos.userId, userId), lte(teamSlotUndos.undoneAt, forgetBefore)));
      await db.insert(teamSlotUndos).values({ userId, undoneAt: at });
    },
  };
}

export type TeamSlotQueries = ReturnType<typeof teamSlotQueries>;

export function createTeamSlotRepository(db: Db) {
  return transactional(db, teamSlotQueries);
}

export type TeamSlotRepository = ReturnType<typeof createTeamSlotRepository>;
