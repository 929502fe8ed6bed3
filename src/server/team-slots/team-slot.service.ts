import type { Db } from '#server/db/database.ts';
import {
  countSlots,
  deleteSlot,
  findSlot,
  findSlotsOfTeam,
  insertSlot,
  listSlots,
  lockUserSlots,
  updateSlot,
  type SlotTeam,
  type TeamSlotRow,
} from '#server/team-slots/team-slot.repository.ts';
import { teamSlotErrors } from '#server/team-slots/team-slot-errors.ts';
import { isUnlimited, type SubscriptionLimits } from '#shared/plans.ts';
import type { Sport } from '#shared/sports/sports.ts';
import {
  slotChangeState,
  type TeamSlot,
  type TeamSlotList,
} from '#shared/team-slots/team-slot.schema.ts';

/**
 * The team-slot rules (SPEC.md sections 4, 5, 6): a team is saved once, only into a free slot of
 * the plan, and a slot can be deleted or changed once every seven days.
 */
export interface TeamSlotDeps {
  db: Db;
  now?: () => Date;
}

type MaxTeams = Pick<SubscriptionLimits, 'maxTeams'>;

function hasRoom(limits: MaxTeams, used: number): boolean {
  return isUnlimited(limits.maxTeams) || used < limits.maxTeams;
}

function sameTeam(row: TeamSlotRow, team: { sport: Sport; teamId: string }): boolean {
  return row.sport === team.sport && row.teamId === team.teamId;
}

function toTeamSlot(row: TeamSlotRow, now: Date): TeamSlot {
  return {
    id: row.id,
    sport: row.sport,
    clubId: row.clubId,
    teamId: row.teamId,
    teamName: row.teamName,
    createdAt: row.createdAt.toISOString(),
    lastChangedAt: row.lastChangedAt.toISOString(),
    ...slotChangeState(row.lastChangedAt, now),
  };
}

/** A concurrent insert of the same team lost the race on the unique index. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function teamSlotService({ db, now = () => new Date() }: TeamSlotDeps) {
  async function ownSlot(tx: Db, userId: string, id: string): Promise<TeamSlotRow> {
    const row = await findSlot(tx, userId, id);
    // Another user's slot answers exactly like a missing one.
    if (!row) throw teamSlotErrors.notFound();
    return row;
  }

  function assertUnlocked(row: TeamSlotRow, action: 'delete' | 'change', at: Date): void {
    const state = slotChangeState(row.lastChangedAt, at);
    if (!state.canChange) throw teamSlotErrors.locked(action, state.daysUntilChange);
  }

  return {
    async list(userId: string, limits: MaxTeams): Promise<TeamSlotList> {
      const rows = await listSlots(db, userId);
      const at = now();
      return {
        slots: rows.map((row) => toTeamSlot(row, at)),
        used: rows.length,
        maxTeams: limits.maxTeams,
      };
    },

    async create(userId: string, team: SlotTeam, limits: MaxTeams): Promise<TeamSlot> {
      try {
        return await db.transaction(async (tx) => {
          await lockUserSlots(tx, userId);
          const rows = await listSlots(tx, userId);
          if (rows.some((row) => sameTeam(row, team))) throw teamSlotErrors.alreadySaved();
          if (!hasRoom(limits, rows.length)) {
            throw teamSlotErrors.limit(limits.maxTeams, rows.length);
          }
          const at = now();
          return toTeamSlot(await insertSlot(tx, userId, team, at), at);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw teamSlotErrors.alreadySaved();
        throw error;
      }
    },

    /**
     * Puts another team into the slot: the weekly rule applies and the clock restarts. Sending
     * the slot's own team again only corrects its club and name and is no change of team.
     */
    async change(userId: string, id: string, team: SlotTeam): Promise<TeamSlot> {
      try {
        return await db.transaction(async (tx) => {
          await lockUserSlots(tx, userId);
          const row = await ownSlot(tx, userId, id);
          const at = now();
          if (sameTeam(row, team)) {
            const updated = await updateSlot(tx, userId, id, {
              clubId: team.clubId,
              teamName: team.teamName,
            });
            return toTeamSlot(updated, at);
          }
          assertUnlocked(row, 'change', at);
          const others = await findSlotsOfTeam(tx, userId, team.teamId, team.sport);
          if (others.length > 0) throw teamSlotErrors.alreadySaved();
          return toTeamSlot(await updateSlot(tx, userId, id, { ...team, lastChangedAt: at }), at);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw teamSlotErrors.alreadySaved();
        throw error;
      }
    },

    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockUserSlots(tx, userId);
        assertUnlocked(await ownSlot(tx, userId, id), 'delete', now());
        await deleteSlot(tx, userId, id);
      });
    },

    /**
     * SPEC.md's can_change_team_slot: whether the user's slot holding this team may change now.
     * False when no slot of the user holds it, as there is nothing of theirs to change.
     */
    async canChange(userId: string, teamId: string, sport?: Sport): Promise<boolean> {
      const rows = await findSlotsOfTeam(db, userId, teamId, sport);
      const at = now();
      return (
        rows.length > 0 && rows.every((row) => slotChangeState(row.lastChangedAt, at).canChange)
      );
    },
  };
}

export type TeamSlotService = ReturnType<typeof teamSlotService>;

/**
 * The export rule of SPEC.md section 6: a team may be exported when it is already in one of the
 * user's slots or a free slot is left for it. Exporting does not take the slot; the studio saves
 * the team first (POST /api/team-slots) when the user confirms.
 */
export async function canExportTeam(
  db: Db,
  userId: string,
  team: { sport: Sport; teamId: string },
  limits: MaxTeams,
): Promise<boolean> {
  if ((await findSlotsOfTeam(db, userId, team.teamId, team.sport)).length > 0) return true;
  return hasRoom(limits, await countSlots(db, userId));
}

/** canExportTeam, or a 403 TEAM_SLOT_LIMIT with the SPEC.md text. */
export async function assertTeamExportAllowed(
  db: Db,
  userId: string,
  team: { sport: Sport; teamId: string },
  limits: MaxTeams,
): Promise<void> {
  if (await canExportTeam(db, userId, team, limits)) return;
  throw teamSlotErrors.limit(limits.maxTeams, await countSlots(db, userId));
}
