import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { lockWorkspace, ownRow, ownedRows } from '#server/db/owned-rows.ts';
import { sponsorTeamSlots, sponsors, userTeamSlots } from '#server/db/schema.ts';
import { transactional } from '#server/db/transactional.ts';

/** The queries behind a workspace's sponsors (ADR 060); every one is scoped to the workspace. */
export type SponsorRow = typeof sponsors.$inferSelect;
export type NewSponsorRow = typeof sponsors.$inferInsert;
/** A sponsor with the team slots it was given (empty when it belongs to every team). */
export type SponsorWithTeams = SponsorRow & { teamSlotIds: string[] };

function sponsorQueries(db: Db) {
  const owned = ownedRows(db, sponsors);

  /** The chosen team slots of the sponsors `ids`, by sponsor. */
  async function teamsOf(ids: string[]): Promise<Map<string, string[]>> {
    const byId = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byId;
    const rows = await db
      .select()
      .from(sponsorTeamSlots)
      .where(inArray(sponsorTeamSlots.sponsorId, ids))
      .orderBy(asc(sponsorTeamSlots.teamSlotId));
    for (const row of rows) byId.get(row.sponsorId)?.push(row.teamSlotId);
    return byId;
  }

  const withTeams = async (rows: SponsorRow[]): Promise<SponsorWithTeams[]> => {
    const teams = await teamsOf(rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, teamSlotIds: teams.get(row.id) ?? [] }));
  };

  return {
    /** Oldest first: the order in which a plan's limit keeps them usable. */
    list: async (workspaceId: string) =>
      withTeams(await owned.list(workspaceId, asc(sponsors.createdAt), asc(sponsors.id))),

    async find(workspaceId: string, id: string): Promise<SponsorWithTeams | null> {
      const row = await owned.find(workspaceId, id);
      return row ? ((await withTeams([row]))[0] ?? null) : null;
    },

    count: (workspaceId: string) => owned.count(workspaceId),

    /** Whether one of the workspace's sponsors already uses this logo key. */
    logoKeyTaken: (workspaceId: string, key: string) =>
      owned.holds(workspaceId, sponsors.logoPath, key),

    lockWorkspace: (workspaceId: string) => lockWorkspace(db, workspaceId),

    /** Which of `ids` are team slots of the workspace. */
    async teamSlotsOfWorkspace(workspaceId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: userTeamSlots.id })
        .from(userTeamSlots)
        .where(and(eq(userTeamSlots.workspaceId, workspaceId), inArray(userTeamSlots.id, ids)));
      return new Set(rows.map((row) => row.id));
    },

    insert: owned.insert,

    /** Changes the workspace's sponsor `id`; answers it as stored, or null when it has none. */
    async update(
      workspaceId: string,
      id: string,
      values: Partial<Omit<NewSponsorRow, 'id' | 'workspaceId' | 'createdAt'>>,
    ): Promise<SponsorRow | null> {
      const [row] = await db
        .update(sponsors)
        .set({ ...values, updatedAt: new Date() })
        .where(ownRow(sponsors, workspaceId, id))
        .returning();
      return row ?? null;
    },

    /** Gives the sponsor exactly these team slots (checked by the caller to be its workspace's). */
    async setTeamSlots(sponsorId: string, teamSlotIds: string[]): Promise<void> {
      await db.delete(sponsorTeamSlots).where(eq(sponsorTeamSlots.sponsorId, sponsorId));
      if (teamSlotIds.length === 0) return;
      await db
        .insert(sponsorTeamSlots)
        .values(teamSlotIds.map((teamSlotId) => ({ sponsorId, teamSlotId })));
    },

    /** Deletes the row (its team slots with it) and answers it, or null when there is none. */
    remove: owned.remove,
  };
}

/** The queries over one executor, as a transaction hands them out. */
export type SponsorQueries = ReturnType<typeof sponsorQueries>;

export function createSponsorRepository(db: Db) {
  return transactional(db, sponsorQueries);
}

export type SponsorRepository = ReturnType<typeof createSponsorRepository>;
