import { AppError } from '#server/http/app-error.ts';
import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import type {
  SlotLook,
  SlotTeam,
  TeamSlotQueries,
  TeamSlotRepository,
  TeamSlotRow,
} from '#server/team-slots/team-slot.repository.ts';
import type { Entitlements } from '#shared/accounts/entitlements.ts';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { usableItemIds } from '#shared/accounts/usable-items.ts';
import { isUnlimited, TEAM_SLOT_LOCK_DAYS } from '#shared/plans.ts';
import type { Sport } from '#shared/sports/sports.ts';
import {
  slotChangeState,
  slotUndoUntil,
  type TeamSlot,
  type TeamSlotLimitDetails,
  type TeamSlotList,
  type TeamSlotLockedDetails,
} from '#shared/team-slots/team-slot.schema.ts';

/**
 * The team-slot rules (docs/product.md sections 4, 5, 6): a team is saved once, only into a free slot of
 * the plan (maxTeams of the user's entitlements), and a slot can be deleted or changed once every
 * seven days. A downgrade deletes no slot: the oldest maxTeams stay usable, the rest are listed
 * locked, cannot be changed and their teams cannot be exported; deleting one is allowed.
 * A slot's first save can be undone within TEAM_SLOT_UNDO_MINUTES without the weekly lock, as
 * many times in seven days as the plan has slots (ADR 057): a mistake costs no week, and the
 * grace is no way to swap teams freely.
 */
export interface TeamSlotDeps {
  slots: TeamSlotRepository;
  entitlements: EntitlementsService;
  now?: () => Date;
}

type MaxTeams = Pick<Entitlements['limits'], 'maxTeams'>;

function hasRoom(limits: MaxTeams, used: number): boolean {
  return isUnlimited(limits.maxTeams) || used < limits.maxTeams;
}

const notFound = () => AppError.of(404, 'NOT_FOUND');
const alreadySaved = () => AppError.of(409, 'TEAM_ALREADY_SAVED');

/** 403 TEAM_SLOT_LIMIT with the text of docs/product.md and the numbers for the client. */
function limitReached(maxTeams: number, used: number): AppError {
  return AppError.of(403, 'TEAM_SLOT_LIMIT', { maxTeams }, {
    maxTeams,
    used,
  } satisfies TeamSlotLimitDetails);
}

function sameTeam(row: TeamSlotRow, team: { sport: Sport; teamId: string }): boolean {
  return row.sport === team.sport && row.teamId === team.teamId;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the seven days in which undos are counted. */
const undoWindowStart = (now: Date) => new Date(now.getTime() - TEAM_SLOT_LOCK_DAYS * DAY_MS);

/** Whether the user may undo one more save: fewer undos in seven days than the plan's slots. */
function hasUndoLeft(limits: MaxTeams, undone: number): boolean {
  return isUnlimited(limits.maxTeams) || undone < limits.maxTeams;
}

function toTeamSlot(row: TeamSlotRow, now: Date, locked = false, undoLeft = false): TeamSlot {
  const undoUntil = undoLeft && !locked ? slotUndoUntil(row, now) : null;
  return {
    id: row.id,
    sport: row.sport,
    clubId: row.clubId,
    teamId: row.teamId,
    teamName: row.teamName,
    createdAt: row.createdAt.toISOString(),
    lastChangedAt: row.lastChangedAt.toISOString(),
    ...slotChangeState(row.lastChangedAt, now),
    undoUntil: undoUntil?.toISOString() ?? null,
    locked,
    postLanguage: row.postLanguage ?? null,
    postTheme: row.postTheme ?? null,
    postTemplateId: row.postTemplateId ?? null,
    postFormat: row.postFormat ?? null,
    postSponsors: row.postSponsors,
  };
}

/** A concurrent insert of the same team lost the race on the unique index. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The look a slot holds: as SlotLook, but a slot no export has set yet holds no format. */
export type HeldLook = Pick<
  TeamSlotRow,
  'id' | 'postTheme' | 'postTemplateId' | 'postFormat' | 'postSponsors'
>;

export function createTeamSlotService({
  slots,
  entitlements,
  now = () => new Date(),
}: TeamSlotDeps) {
  const limitsOf = async (workspaceId: string) =>
    (await entitlements.entitlements(workspaceId)).limits;

  async function ownSlot(
    tx: TeamSlotQueries,
    workspaceId: string,
    id: string,
  ): Promise<TeamSlotRow> {
    const row = await tx.find(workspaceId, id);
    // Another user's slot answers exactly like a missing one.
    if (!row) throw notFound();
    return row;
  }

  function assertUnlocked(row: TeamSlotRow, action: 'delete' | 'change', at: Date): void {
    const state = slotChangeState(row.lastChangedAt, at);
    if (!state.canChange) {
      throw AppError.of(409, 'TEAM_SLOT_LOCKED', { action, daysRemaining: state.daysUntilChange }, {
        daysRemaining: state.daysUntilChange,
      } satisfies TeamSlotLockedDetails);
    }
  }

  /**
   * Whether the slot is among those the plan lets the user use: after a downgrade the oldest
   * maxTeams slots stay usable and the rest are locked (usable-items.ts).
   */
  function isUsable(rows: TeamSlotRow[], id: string, limits: MaxTeams): boolean {
    return usableItemIds(rows, limits.maxTeams).has(id);
  }

  /**
   * The export rule of docs/product.md section 6: a team may be exported when it is in one of the user's
   * usable slots, or a free slot is left for it. A team whose slot is locked by a downgrade is
   * refused with 403 TEAM_SLOT_LOCKED_BY_PLAN; without room, 403 TEAM_SLOT_LIMIT. Exporting does
   * not take the slot; the studio saves the team first (POST /api/team-slots) when the user
   * confirms. The caller passes the entitlements it already read for the same export.
   * Answers the refusal, if any, and the user's slot of the team, if any.
   */
  async function exportRefusal(
    workspaceId: string,
    team: { sport: Sport; teamId: string },
    { limits }: Entitlements,
  ): Promise<{ refusal: AppError | null; own: TeamSlotRow | undefined }> {
    const rows = await slots.list(workspaceId);
    const own = rows.find((row) => sameTeam(row, team));
    if (own) {
      return {
        refusal: isUsable(rows, own.id, limits)
          ? null
          : AppError.of(403, 'TEAM_SLOT_LOCKED_BY_PLAN'),
        own,
      };
    }
    const refusal = hasRoom(limits, rows.length)
      ? null
      : limitReached(limits.maxTeams, rows.length);
    return { refusal, own };
  }

  return {
    async list(workspaceId: string): Promise<TeamSlotList> {
      const at = now();
      const [rows, limits, undone] = await Promise.all([
        slots.list(workspaceId),
        limitsOf(workspaceId),
        slots.countUndos(workspaceId, undoWindowStart(at)),
      ]);
      const usable = usableItemIds(rows, limits.maxTeams);
      const undoLeft = hasUndoLeft(limits, undone);
      return {
        slots: rows.map((row) => toTeamSlot(row, at, !usable.has(row.id), undoLeft)),
        used: rows.length,
        maxTeams: limits.maxTeams,
        undoLeft,
      };
    },

    async create(workspaceId: string, team: SlotTeam): Promise<TeamSlot> {
      const limits = await limitsOf(workspaceId);
      try {
        return await slots.transaction(async (tx) => {
          await tx.lockWorkspace(workspaceId);
          const rows = await tx.list(workspaceId);
          if (rows.some((row) => sameTeam(row, team))) throw alreadySaved();
          if (!hasRoom(limits, rows.length)) throw limitReached(limits.maxTeams, rows.length);
          const at = now();
          const undoLeft = hasUndoLeft(
            limits,
            await tx.countUndos(workspaceId, undoWindowStart(at)),
          );
          return toTeamSlot(await tx.insert(workspaceId, team, at), at, false, undoLeft);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadySaved();
        throw error;
      }
    },

    /**
     * Puts another team into the slot: the weekly rule applies and the clock restarts. Sending
     * the slot's own team again only corrects its club and name and is no change of team.
     */
    async change(workspaceId: string, id: string, team: SlotTeam): Promise<TeamSlot> {
      const limits = await limitsOf(workspaceId);
      try {
        return await slots.transaction(async (tx) => {
          await tx.lockWorkspace(workspaceId);
          const row = await ownSlot(tx, workspaceId, id);
          // A slot beyond the plan after a downgrade keeps its team until an upgrade.
          if (!isUsable(await tx.list(workspaceId), id, limits)) {
            throw AppError.of(403, 'TEAM_SLOT_LOCKED_BY_PLAN');
          }
          const at = now();
          if (sameTeam(row, team)) {
            const updated = await tx.update(workspaceId, id, {
              clubId: team.clubId,
              teamName: team.teamName,
            });
            return toTeamSlot(updated, at);
          }
          assertUnlocked(row, 'change', at);
          const others = await tx.findOfTeam(workspaceId, team.teamId, team.sport);
          if (others.length > 0) throw alreadySaved();
          return toTeamSlot(await tx.update(workspaceId, id, { ...team, lastChangedAt: at }), at);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadySaved();
        throw error;
      }
    },

    /**
     * Remembers the language of the slot's posts (null: the interface language) and whether they
     * show the team's sponsors. Only the workspace's: another's slot answers 404. Not a change of
     * team, so the weekly rule and a downgrade's lock do not apply, and lastChangedAt stays.
     */
    async setPostSettings(
      workspaceId: string,
      id: string,
      settings: { postLanguage?: PostLanguage | null; postSponsors?: boolean },
    ): Promise<TeamSlot> {
      // Read before the transaction: PGlite has one connection, and a query outside the
      // transaction would wait for it to end.
      const limits = await limitsOf(workspaceId);
      return slots.transaction(async (tx) => {
        await ownSlot(tx, workspaceId, id);
        const rows = await tx.list(workspaceId);
        const updated = await tx.update(workspaceId, id, settings);
        const at = now();
        const undoLeft = hasUndoLeft(limits, await tx.countUndos(workspaceId, undoWindowStart(at)));
        return toTeamSlot(updated, at, !isUsable(rows, id, limits), undoLeft);
      });
    },

    /**
     * Remembers the look of a game post the user exported for one of their slots' teams (the
     * weekend screen and game-day mails use it again). A team in no slot of the user: nothing.
     * Not a change of team: the weekly rule and lastChangedAt stay.
     */
    async rememberLook(
      workspaceId: string,
      team: { sport: Sport; teamId: string },
      look: SlotLook,
    ): Promise<boolean> {
      return slots.rememberLook(workspaceId, team, look);
    },

    /**
     * Deletes the slot once the weekly rule allows it, or undoes its first save within the
     * grace time while the user has an undo left this week (the undo is recorded, and the weekly
     * rule never starts for the freed slot). Answers whether it was an undo.
     */
    async remove(workspaceId: string, id: string): Promise<{ undone: boolean }> {
      const limits = await limitsOf(workspaceId);
      return slots.transaction(async (tx) => {
        await tx.lockWorkspace(workspaceId);
        const row = await ownSlot(tx, workspaceId, id);
        const at = now();
        if (!slotChangeState(row.lastChangedAt, at).canChange && slotUndoUntil(row, at)) {
          const since = undoWindowStart(at);
          if (hasUndoLeft(limits, await tx.countUndos(workspaceId, since))) {
            await tx.recordUndo(workspaceId, at, since);
            await tx.remove(workspaceId, id);
            return { undone: true };
          }
        }
        assertUnlocked(row, 'delete', at);
        await tx.remove(workspaceId, id);
        return { undone: false };
      });
    },

    /**
     * the product description's can_change_team_slot: whether the user's slot holding this team may change now
     * (the weekly rule, and not locked by a downgrade). False when no slot of the user holds it,
     * as there is nothing of theirs to change.
     */
    async canChange(workspaceId: string, teamId: string, sport?: Sport): Promise<boolean> {
      const [rows, limits] = await Promise.all([slots.list(workspaceId), limitsOf(workspaceId)]);
      const held = rows.filter(
        (row) => row.teamId === teamId && (sport === undefined || row.sport === sport),
      );
      const at = now();
      return (
        held.length > 0 &&
        held.every(
          (row) =>
            isUsable(rows, row.id, limits) && slotChangeState(row.lastChangedAt, at).canChange,
        )
      );
    },

    /** Whether the team may be exported now (see exportRefusal). */
    async canExport(
      workspaceId: string,
      team: { sport: Sport; teamId: string },
      entitlements: Entitlements,
    ): Promise<boolean> {
      return (await exportRefusal(workspaceId, team, entitlements)).refusal === null;
    },

    /**
     * canExport, or the refusal: 403 TEAM_SLOT_LOCKED_BY_PLAN or TEAM_SLOT_LIMIT. Allowed: the
     * look the user's slot of the team holds now (null when no slot holds the team), so an
     * export writes its look only when it differs (rememberLook).
     */
    async assertExportAllowed(
      workspaceId: string,
      team: { sport: Sport; teamId: string },
      entitlements: Entitlements,
    ): Promise<HeldLook | null> {
      const { refusal, own } = await exportRefusal(workspaceId, team, entitlements);
      if (refusal) throw refusal;
      return own
        ? {
            id: own.id,
            postTheme: own.postTheme,
            postTemplateId: own.postTemplateId,
            postFormat: own.postFormat,
            postSponsors: own.postSponsors,
          }
        : null;
    },
  };
}

export type TeamSlotService = ReturnType<typeof createTeamSlotService>;
