import { and, eq, gte, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import {
  gameDayMails,
  profiles,
  teamSlotMailSettings,
  userTeamSlots,
  users,
  workspaceMembers,
  workspaces,
} from '#server/db/schema.ts';
import type { MailKind, MailSettings } from '#shared/game-day-mails/mail-settings.schema.ts';

/**
 * The queries behind game-day mails (ADR 026): the settings per team slot and member (each
 * member of the slot's workspace sets their own mails, ADR 058) and the mails the scheduler
 * decided on, one per slot, member, game day and kind.
 */
export type GameDayMailRow = typeof gameDayMails.$inferSelect;
type SettingsRow = typeof teamSlotMailSettings.$inferSelect;

function settingsOf(row: SettingsRow | undefined): MailSettings {
  return {
    preview:
      row && row.previewDaysBefore !== null && row.previewTime !== null
        ? { daysBefore: row.previewDaysBefore, time: row.previewTime }
        : null,
    result: row?.resultTime ? { time: row.resultTime } : null,
  };
}

/** A slot with at least one mail on for a member, with what a mail needs of them. */
export interface MailingSlot {
  slotId: string;
  /** The member the mails go to. */
  userId: string;
  settings: MailSettings;
}

/** Everything one mail is made from. */
export interface MailContext {
  mail: GameDayMailRow;
  settings: MailSettings;
  /** The settings' version: their updated_at in ms (the unsubscribe links carry it). */
  settingsVersion: number;
  email: string;
  /** The workspace the slot belongs to: each mail names it. */
  workspace: { name: string; personal: boolean };
  language: 'de' | 'en' | 'fr' | 'it';
  exportFileType: 'png' | 'jpeg';
  slot: typeof userTeamSlots.$inferSelect;
}

/**
 * The member's settings row of a slot; a null member is the one of unsubscribe links from
 * before workspaces: the slot's owner, whose personal workspace has the owner's id (ADR 058).
 */
const settingsOfMember = (userId: string | null) =>
  and(
    eq(teamSlotMailSettings.slotId, userTeamSlots.id),
    eq(teamSlotMailSettings.userId, userId ?? userTeamSlots.workspaceId),
  );

/** The slot `slotId` of the workspace, and only when `userId` is a member of it. */
const memberSlot = (workspaceId: string, userId: string, slotId: string) =>
  and(
    eq(userTeamSlots.id, slotId),
    eq(userTeamSlots.workspaceId, workspaceId),
    sql`exists (select 1 from ${workspaceMembers} where ${workspaceMembers.workspaceId} = ${userTeamSlots.workspaceId} and ${workspaceMembers.userId} = ${userId})`,
  );

export function createGameDayMailRepository(db: Db) {
  /** Changes a mail still pending in this round; false when another process got there first. */
  async function updatePending(
    id: string,
    round: number,
    values: Partial<typeof gameDayMails.$inferInsert>,
  ): Promise<boolean> {
    const rows = await db
      .update(gameDayMails)
      .set(values)
      .where(
        and(
          eq(gameDayMails.id, id),
          eq(gameDayMails.round, round),
          eq(gameDayMails.state, 'pending'),
        ),
      )
      .returning({ id: gameDayMails.id });
    return rows.length > 0;
  }

  return {
    /** The member's settings of the workspace's slot, or null when there is no such slot. */
    async settings(
      workspaceId: string,
      userId: string,
      slotId: string,
    ): Promise<MailSettings | null> {
      const [row] = await db
        .select({ slot: userTeamSlots.id, settings: teamSlotMailSettings })
        .from(userTeamSlots)
        .leftJoin(teamSlotMailSettings, settingsOfMember(userId))
        .where(memberSlot(workspaceId, userId, slotId));
      if (!row) return null;
      return settingsOf(row.settings ?? undefined);
    },

    /** The team of the workspace's slot (sport, club, team); null when there is no such slot. */
    async slotTeam(
      workspaceId: string,
      slotId: string,
    ): Promise<Pick<typeof userTeamSlots.$inferSelect, 'sport' | 'clubId' | 'teamId'> | null> {
      const [row] = await db
        .select({
          sport: userTeamSlots.sport,
          clubId: userTeamSlots.clubId,
          teamId: userTeamSlots.teamId,
        })
        .from(userTeamSlots)
        .where(and(eq(userTeamSlots.id, slotId), eq(userTeamSlots.workspaceId, workspaceId)));
      return row ?? null;
    },

    /** Stores the member's settings of the workspace's slot; false when there is no such slot. */
    async saveSettings(
      workspaceId: string,
      userId: string,
      slotId: string,
      settings: MailSettings,
    ): Promise<boolean> {
      const values = {
        previewDaysBefore: settings.preview?.daysBefore ?? null,
        previewTime: settings.preview?.time ?? null,
        resultTime: settings.result?.time ?? null,
        updatedAt: new Date(),
      };
      const [owned] = await db
        .select({ id: userTeamSlots.id })
        .from(userTeamSlots)
        .where(memberSlot(workspaceId, userId, slotId));
      if (!owned) return false;
      // The same settings again are no new setting: the row, and its version, stay.
      await db
        .insert(teamSlotMailSettings)
        .values({ slotId, userId, ...values })
        .onConflictDoUpdate({
          target: [teamSlotMailSettings.slotId, teamSlotMailSettings.userId],
          set: values,
          setWhere: sql`(${teamSlotMailSettings.previewDaysBefore}, ${teamSlotMailSettings.previewTime}, ${teamSlotMailSettings.resultTime}) is distinct from (excluded.preview_days_before, excluded.preview_time, excluded.result_time)`,
        });
      return true;
    },

    /**
     * Turns one kind off (the unsubscribe link); false when the slot is gone. The version stays:
     * the other kind's links, in the same mails' inbox, still work.
     */
    async turnOff(slotId: string, userId: string | null, kind: MailKind): Promise<boolean> {
      const member =
        userId ??
        sql`(select ${userTeamSlots.workspaceId} from ${userTeamSlots} where ${userTeamSlots.id} = ${slotId})`;
      const set =
        kind === 'preview' ? { previewDaysBefore: null, previewTime: null } : { resultTime: null };
      const rows = await db
        .update(teamSlotMailSettings)
        .set(set)
        .where(
          and(eq(teamSlotMailSettings.slotId, slotId), eq(teamSlotMailSettings.userId, member)),
        )
        .returning({ slotId: teamSlotMailSettings.slotId });
      return rows.length > 0;
    },

    /**
     * What an unsubscribe link is checked against: the member's mail settings of the slot and
     * their version (updated_at in ms, 0 without settings); null when the slot is gone.
     */
    async linkState(
      slotId: string,
      userId: string | null,
    ): Promise<{ settings: MailSettings; version: number } | null> {
      const [row] = await db
        .select({ slot: userTeamSlots.id, settings: teamSlotMailSettings })
        .from(userTeamSlots)
        .leftJoin(teamSlotMailSettings, settingsOfMember(userId))
        .where(eq(userTeamSlots.id, slotId));
      if (!row) return null;
      return {
        settings: settingsOf(row.settings ?? undefined),
        version: row.settings?.updatedAt.getTime() ?? 0,
      };
    },

    /** The member's language (the unsubscribe page), while the slot exists; null without one. */
    async memberLanguage(
      slotId: string,
      userId: string | null,
    ): Promise<'de' | 'en' | 'fr' | 'it' | null> {
      const [row] = await db
        .select({ language: profiles.language })
        .from(userTeamSlots)
        .innerJoin(profiles, eq(profiles.id, userId ?? userTeamSlots.workspaceId))
        .where(eq(userTeamSlots.id, slotId));
      return row?.language ?? null;
    },

    /** Every slot with a mail on for a member who still is one (the scheduler's round). */
    async mailingSlots(): Promise<MailingSlot[]> {
      const rows = await db
        .select({ settings: teamSlotMailSettings })
        .from(teamSlotMailSettings)
        .innerJoin(userTeamSlots, eq(userTeamSlots.id, teamSlotMailSettings.slotId))
        .innerJoin(
          workspaceMembers,
          and(
            eq(workspaceMembers.workspaceId, userTeamSlots.workspaceId),
            eq(workspaceMembers.userId, teamSlotMailSettings.userId),
          ),
        )
        .where(
          or(
            isNotNull(teamSlotMailSettings.previewTime),
            isNotNull(teamSlotMailSettings.resultTime),
          ),
        )
        .then((found) => found.map((row) => row.settings));
      return rows.map((row) => ({
        slotId: row.slotId,
        userId: row.userId,
        settings: settingsOf(row),
      }));
    },

    /**
     * Records a mail as decided, once per slot, member, game day and kind (the idempotency key): true
     * when this call made the row, false when it was there already (another process, an earlier
     * round).
     */
    async claim(input: {
      slotId: string;
      userId: string;
      kind: MailKind;
      gameDay: string;
      dueAt: Date;
    }): Promise<boolean> {
      const rows = await db
        .insert(gameDayMails)
        .values({ ...input, nextAttemptAt: input.dueAt })
        .onConflictDoNothing({
          target: [
            gameDayMails.slotId,
            gameDayMails.userId,
            gameDayMails.gameDay,
            gameDayMails.kind,
          ],
        })
        .returning({ id: gameDayMails.id });
      return rows.length > 0;
    },

    /** Pending mails whose next try is due, decided since `since`. */
    async due(now: Date, since: Date): Promise<GameDayMailRow[]> {
      return db
        .select()
        .from(gameDayMails)
        .where(
          and(
            eq(gameDayMails.state, 'pending'),
            lte(gameDayMails.nextAttemptAt, now),
            gte(gameDayMails.dueAt, since),
          ),
        );
    },

    /** Pending mails due before `before` are given up: parked, and counted as such. */
    async parkStale(before: Date): Promise<number> {
      const rows = await db
        .update(gameDayMails)
        .set({ state: 'parked' })
        .where(and(eq(gameDayMails.state, 'pending'), lte(gameDayMails.dueAt, before)))
        .returning({ id: gameDayMails.id });
      return rows.length;
    },

    async find(id: string): Promise<GameDayMailRow | null> {
      const [row] = await db.select().from(gameDayMails).where(eq(gameDayMails.id, id));
      return row ?? null;
    },

    /** A mail with its slot, the member's settings and address; null when the slot is gone. */
    async context(id: string): Promise<MailContext | null> {
      const [row] = await db
        .select({
          mail: gameDayMails,
          settings: teamSlotMailSettings,
          slot: userTeamSlots,
          email: users.email,
          workspaceName: workspaces.name,
          personal: workspaces.personalUserId,
          language: profiles.language,
          exportFileType: profiles.exportFileType,
        })
        .from(gameDayMails)
        .innerJoin(userTeamSlots, eq(userTeamSlots.id, gameDayMails.slotId))
        .innerJoin(users, eq(users.id, gameDayMails.userId))
        .innerJoin(workspaces, eq(workspaces.id, userTeamSlots.workspaceId))
        .leftJoin(
          teamSlotMailSettings,
          and(
            eq(teamSlotMailSettings.slotId, gameDayMails.slotId),
            eq(teamSlotMailSettings.userId, gameDayMails.userId),
          ),
        )
        .leftJoin(profiles, eq(profiles.id, gameDayMails.userId))
        .where(eq(gameDayMails.id, id));
      if (!row) return null;
      return {
        mail: row.mail,
        settings: settingsOf(row.settings ?? undefined),
        settingsVersion: row.settings?.updatedAt.getTime() ?? 0,
        slot: row.slot,
        email: row.email,
        workspace: { name: row.workspaceName, personal: row.personal !== null },
        language: row.language ?? 'de',
        exportFileType: row.exportFileType ?? 'png',
      };
    },

    /** Ends a pending mail of the given round without a hand-off: skipped or parked. */
    async finish(id: string, round: number, state: 'skipped' | 'parked'): Promise<boolean> {
      return updatePending(id, round, { state });
    },

    /**
     * The intent, written before the hand-off (ADR 052): this round's hand-off begins, of the
     * mail or (`resultMissing`) of the short mail that the result is still missing. False when
     * the mail is no longer pending in this round: then nothing is handed over.
     */
    async beginHandoff(
      id: string,
      round: number,
      { resultMissing }: { resultMissing: boolean },
    ): Promise<boolean> {
      return updatePending(id, round, { handoffRound: round, resultMissing });
    },

    /** The hand-off of `round` surely did not happen (the mail server refused it): no intent. */
    async forgetHandoff(id: string, round: number): Promise<boolean> {
      const rows = await db
        .update(gameDayMails)
        .set({ handoffRound: null })
        .where(
          and(
            eq(gameDayMails.id, id),
            eq(gameDayMails.handoffRound, round),
            eq(gameDayMails.state, 'pending'),
          ),
        )
        .returning({ id: gameDayMails.id });
      return rows.length > 0;
    },

    /**
     * The sent-marker after a hand-off: in whatever round the mail is now, since a retry that
     * found the hand-off's outcome unknown may have moved it on to wait (ADR 052). False when it
     * is no longer pending (marked already).
     */
    async markSent(id: string, handedOffAt: Date): Promise<boolean> {
      const rows = await db
        .update(gameDayMails)
        .set({ state: 'sent', handedOffAt })
        .where(and(eq(gameDayMails.id, id), eq(gameDayMails.state, 'pending')))
        .returning({ id: gameDayMails.id });
      return rows.length > 0;
    },

    /** A result not reported yet: the next round at `at`. */
    async postpone(id: string, round: number, at: Date): Promise<boolean> {
      return updatePending(id, round, { round: round + 1, nextAttemptAt: at });
    },

    /** The mails of a slot (tests and the profile). */
    async ofSlot(slotId: string): Promise<GameDayMailRow[]> {
      return db.select().from(gameDayMails).where(eq(gameDayMails.slotId, slotId));
    },
  };
}

export type GameDayMailRepository = ReturnType<typeof createGameDayMailRepository>;
