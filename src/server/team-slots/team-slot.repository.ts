import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { lockWorkspace, ownRow, ownedRows } from '#server/db/owned-rows.ts';
import { teamSlotUndos, userTeamSlots } from '#server/db/schema.ts';
import { transactional } from '#server/db/transactional.ts';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import type { Sport } from '#shared/sports/sports.ts';
import type { Format } from '#shared/templates/formats.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';

/** The queries behind team slots; every one is scoped to the owning workspace. */
export type TeamSlotRow = typeof userTeamSlots.$inferSelect;

/** The look of a team's last exported post: a theme or a template, and the format. */
export interface SlotLook {
  postTheme: ThemeId | null;
  postTemplateId: string | null;
  postFormat: Format;
  /** Whether its posts show the team's sponsors. */
  postSponsors: boolean;
}

export interface SlotTeam {
  sport: Sport;
  clubId: string;
  teamId: string;
  teamName: string;
}

/** The condition that picks the workspace's slots of the team `teamId` (of `sport`, when given). */
const slotsOfTeam = (workspaceId: string, teamId: string, sport?: Sport) =>
  and(
    eq(userTeamSlots.workspaceId, workspaceId),
    eq(userTeamSlots.teamId, teamId),
    sport ? eq(userTeamSlots.sport, sport) : undefined,
  );

function teamSlotQueries(db: Db) {
  const owned = ownedRows(db, userTeamSlots);
  return {
    list: (workspaceId: string) =>
      owned.list(workspaceId, asc(userTeamSlots.createdAt), asc(userTeamSlots.id)),

    count: (workspaceId: string) => owned.count(workspaceId),

    find: owned.find,

    async findOfTeam(workspaceId: string, teamId: string, sport?: Sport): Promise<TeamSlotRow[]> {
      return db
        .select()
        .from(userTeamSlots)
        .where(slotsOfTeam(workspaceId, teamId, sport));
    },

    lockWorkspace: (workspaceId: string) => lockWorkspace(db, workspaceId),

    async insert(workspaceId: string, team: SlotTeam, now: Date): Promise<TeamSlotRow> {
      const [row] = await db
        .insert(userTeamSlots)
        .values({ workspaceId, ...team, createdAt: now, lastChangedAt: now })
        .returning();
      if (!row) throw new Error('insert into user_team_slots returned no row');
      return row;
    },

    async update(
      workspaceId: string,
      id: string,
      values: Partial<SlotTeam> & {
        lastChangedAt?: Date;
        postLanguage?: PostLanguage | null;
        postSponsors?: boolean;
      },
    ): Promise<TeamSlotRow> {
      const [row] = await db
        .update(userTeamSlots)
        .set(values)
        .where(ownRow(userTeamSlots, workspaceId, id))
        .returning();
      if (!row) throw new Error(`slot ${id} vanished during its update`);
      return row;
    },

    /** Remembers the look on the user's slot of this team; no slot of the team: nothing. */
    async rememberLook(
      workspaceId: string,
      team: { sport: Sport; teamId: string },
      look: SlotLook,
    ): Promise<boolean> {
      const rows = await db
        .update(userTeamSlots)
        .set(look)
        .where(slotsOfTeam(workspaceId, team.teamId, team.sport))
        .returning({ id: userTeamSlots.id });
      return rows.length > 0;
    },

    async remove(workspaceId: string, id: string): Promise<void> {
      await db.delete(userTeamSlots).where(ownRow(userTeamSlots, workspaceId, id));
    },

    /** How many saves the user undid within their grace time after `since`. */
    async countUndos(workspaceId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(teamSlotUndos)
        .where(and(eq(teamSlotUndos.workspaceId, workspaceId), gt(teamSlotUndos.undoneAt, since)));
      return row?.n ?? 0;
    },

    /** Records an undo and forgets the user's undos from before `forgetBefore`. */
    async recordUndo(workspaceId: string, at: Date, forgetBefore: Date): Promise<void> {
      await db
        .delete(teamSlotUndos)
        .where(
          and(
            eq(teamSlotUndos.workspaceId, workspaceId),
            lte(teamSlotUndos.undoneAt, forgetBefore),
          ),
        );
      await db.insert(teamSlotUndos).values({ workspaceId, undoneAt: at });
    },
  };
}

export type TeamSlotQueries = ReturnType<typeof teamSlotQueries>;

export function createTeamSlotRepository(db: Db) {
  return transactional(db, teamSlotQueries);
}

export type TeamSlotRepository = ReturnType<typeof createTeamSlotRepository>;
