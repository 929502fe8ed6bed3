import { and, eq, gte, isNotNull, or } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import {
  gameDayPublications,
  publications,
  teamSlotPublishing,
  userTeamSlots,
} from '#server/db/schema.ts';

export type GameDaySettingsRow = typeof teamSlotPublishing.$inferSelect;
export type GameDayRow = typeof gameDayPublications.$inferSelect;
export type SlotRow = typeof userTeamSlots.$inferSelect;

/** A game day's post with what its job works from: the slot and its settings now. */
export interface GameDayContext {
  gameDay: GameDayRow;
  slot: SlotRow;
  settings: GameDaySettingsRow | null;
}

/**
 * Game-day publishing's rows (ADR 059): a slot's settings (one per slot, the workspace's), and
 * each game day's post claimed once under its unique slot, day and kind.
 */
export function createGameDayPublishingRepository(db: Db) {
  return {
    /** The workspace's slot; null when it has no such slot. */
    async slot(workspaceId: string, slotId: string): Promise<SlotRow | null> {
      const [row] = await db
        .select()
        .from(userTeamSlots)
        .where(and(eq(userTeamSlots.id, slotId), eq(userTeamSlots.workspaceId, workspaceId)));
      return row ?? null;
    },

    async settings(slotId: string): Promise<GameDaySettingsRow | null> {
      const [row] = await db
        .select()
        .from(teamSlotPublishing)
        .where(eq(teamSlotPublishing.slotId, slotId));
      return row ?? null;
    },

    async save(row: typeof teamSlotPublishing.$inferInsert): Promise<GameDaySettingsRow> {
      const { slotId: _slot, ...changes } = row;
      const [saved] = await db
        .insert(teamSlotPublishing)
        .values(row)
        .onConflictDoUpdate({ target: teamSlotPublishing.slotId, set: changes })
        .returning();
      if (!saved) throw new Error('publishing settings upsert returned no row');
      return saved;
    },

    /** The slots that publish something by themselves or ask to, with their settings. */
    async publishingSlots(): Promise<{ slot: SlotRow; settings: GameDaySettingsRow }[]> {
      return db
        .select({ slot: userTeamSlots, settings: teamSlotPublishing })
        .from(teamSlotPublishing)
        .innerJoin(userTeamSlots, eq(userTeamSlots.id, teamSlotPublishing.slotId))
        .where(or(eq(teamSlotPublishing.result, true), isNotNull(teamSlotPublishing.preview)));
    },

    /** Claims a game day's post once: its id, or null when it was claimed before. */
    async claim(row: typeof gameDayPublications.$inferInsert): Promise<string | null> {
      const [claimed] = await db
        .insert(gameDayPublications)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: gameDayPublications.id });
      return claimed?.id ?? null;
    },

    async context(id: string): Promise<GameDayContext | null> {
      const [row] = await db
        .select({
          gameDay: gameDayPublications,
          slot: userTeamSlots,
          settings: teamSlotPublishing,
        })
        .from(gameDayPublications)
        .innerJoin(userTeamSlots, eq(userTeamSlots.id, gameDayPublications.slotId))
        .leftJoin(teamSlotPublishing, eq(teamSlotPublishing.slotId, gameDayPublications.slotId))
        .where(eq(gameDayPublications.id, id));
      return row ?? null;
    },

    /** The post of a slot, day and kind (a 'Jetzt veröffentlichen' link names these). */
    async find(slotId: string, gameDay: string, gameKind: 'preview' | 'result') {
      const [row] = await db
        .select({ id: gameDayPublications.id })
        .from(gameDayPublications)
        .where(
          and(
            eq(gameDayPublications.slotId, slotId),
            eq(gameDayPublications.gameDay, gameDay),
            eq(gameDayPublications.gameKind, gameKind),
          ),
        );
      return row?.id ?? null;
    },

    async finish(id: string, state: GameDayRow['state'], now: Date): Promise<void> {
      await db
        .update(gameDayPublications)
        .set({ state, updatedAt: now })
        .where(eq(gameDayPublications.id, id));
    },

    /** Posts claimed since `since` whose job has not ended them: queued again (same job id). */
    async waiting(since: Date): Promise<{ id: string }[]> {
      return db
        .select({ id: gameDayPublications.id })
        .from(gameDayPublications)
        .where(
          and(eq(gameDayPublications.state, 'claimed'), gte(gameDayPublications.createdAt, since)),
        )
        .limit(500);
    },

    /** The publications made for a game day's post, by kind. */
    async publicationsOf(id: string): Promise<{ id: string; kind: 'feed' | 'story' }[]> {
      return db
        .select({ id: publications.id, kind: publications.kind })
        .from(publications)
        .where(eq(publications.gameDayId, id));
    },
  };
}

export type GameDayPublishingRepository = ReturnType<typeof createGameDayPublishingRepository>;
