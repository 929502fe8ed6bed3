import { z } from 'zod';
import { postLanguages, type PostLanguage } from '#shared/i18n/post-language.ts';
import { TEAM_SLOT_LOCK_DAYS, TEAM_SLOT_UNDO_MINUTES } from '#shared/plans.ts';
import { sports, type Sport } from '#shared/sports/sports.ts';
import { formats, type Format } from '#shared/templates/formats.ts';
import { themeIds, type ThemeId } from '#shared/themes/theme-colors.ts';

/**
 * Team slots (docs/product.md sections 3 "user_team_slots", 4 "Team slot", 5): the request and response
 * shapes of /api/team-slots, shared by the studio, the profile and the server.
 */
export const teamSlotInputSchema = z
  .object({
    sport: z.enum(sports),
    clubId: z.string().trim().min(1).max(64),
    teamId: z.string().trim().min(1).max(64),
    teamName: z.string().trim().min(1).max(200),
  })
  .strict();
/** Body of POST /api/team-slots and PUT /api/team-slots/:id. */
export type TeamSlotInput = z.input<typeof teamSlotInputSchema>;

/**
 * Body of PATCH /api/team-slots/:id: the language of the team's posts (null for the interface
 * language) and whether they show its sponsors, either or both. Not a change of team: the weekly
 * rule does not apply.
 */
export const teamSlotPatchSchema = z
  .object({
    postLanguage: z.enum(postLanguages).nullable().optional(),
    postSponsors: z.boolean().optional(),
  })
  .strict()
  .refine((patch) => patch.postLanguage !== undefined || patch.postSponsors !== undefined, {
    message: 'expected postLanguage or postSponsors',
  });
export type TeamSlotPatch = z.input<typeof teamSlotPatchSchema>;

/** Query of GET /api/team-slots/can-change; sport narrows it when one id exists in two sports. */
export const teamSlotChangeQuerySchema = z.object({
  teamId: z.string().trim().min(1).max(64),
  sport: z.enum(sports).optional(),
});

export const teamSlotIdSchema = z.uuid();

export interface TeamSlot {
  id: string;
  sport: Sport;
  clubId: string;
  teamId: string;
  teamName: string;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601 */
  lastChangedAt: string;
  /** At least seven days have passed since lastChangedAt: the slot may be deleted or changed. */
  canChange: boolean;
  /** Whole days until it may, rounded up; 0 when it may now. */
  daysUntilChange: number;
  /**
   * ISO 8601: until then the slot's first save may be undone (DELETE frees it without the weekly
   * lock); null when it cannot: the grace is over, the slot was changed, or the user has undone
   * as many saves in the last seven days as the plan has slots (ADR 057).
   */
  undoUntil: string | null;
  /**
   * Beyond the plan's maxTeams after a downgrade (the oldest slots stay usable, see
   * usable-items.ts): kept and shown, but its team cannot be exported and the slot cannot be
   * changed until an upgrade. Deleting it is allowed (the weekly rule still applies).
   */
  locked: boolean;
  /** The language of the team's posts; null: the studio uses the interface language. */
  postLanguage: PostLanguage | null;
  /**
   * The look of the team's last exported game post, used again for its next ones (the weekend
   * screen, game-day mails): a built-in theme or one of the user's templates (exactly one of the
   * two, both null before the first export; a deleted template leaves both null), and its format.
   */
  postTheme: ThemeId | null;
  postTemplateId: string | null;
  postFormat: Format | null;
  /** Whether the team's posts show its sponsors (the studio's 'Sponsoren zeigen', last export's). */
  postSponsors: boolean;
}

/** GET /api/team-slots: oldest first; maxTeams 999 or more means unlimited (see isUnlimited). */
export interface TeamSlotList {
  slots: TeamSlot[];
  used: number;
  maxTeams: number;
  /** Whether a save made now could be undone in its grace time (an undo is left this week). */
  undoLeft: boolean;
}

/** GET /api/team-slots/can-change (the can_change_team_slot call of docs/product.md section 7). */
export interface TeamSlotChangeCheck {
  canChange: boolean;
}

/** DELETE /api/team-slots/:id; undone: a first save taken back within its grace time. */
export interface TeamSlotDeleted {
  deleted: true;
  undone: boolean;
}

/** Details of a 409 TEAM_SLOT_LOCKED. */
export interface TeamSlotLockedDetails {
  daysRemaining: number;
}

/** Details of a 403 TEAM_SLOT_LIMIT. */
export interface TeamSlotLimitDetails {
  maxTeams: number;
  used: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a slot last changed then may change now, and else in how many days (rounded up). */
export function slotChangeState(
  lastChangedAt: Date,
  now: Date,
): { canChange: boolean; daysUntilChange: number } {
  const remaining = lastChangedAt.getTime() + TEAM_SLOT_LOCK_DAYS * DAY_MS - now.getTime();
  if (remaining <= 0) return { canChange: true, daysUntilChange: 0 };
  return { canChange: false, daysUntilChange: Math.ceil(remaining / DAY_MS) };
}

const MINUTE_MS = 60 * 1000;

/**
 * Until when a slot's save may be undone, or null: only a slot's first save (never changed since)
 * and only within TEAM_SLOT_UNDO_MINUTES of it. Whether the user has an undo left this week is
 * the server's to add.
 */
export function slotUndoUntil(
  slot: { createdAt: Date; lastChangedAt: Date },
  now: Date,
): Date | null {
  if (slot.lastChangedAt.getTime() !== slot.createdAt.getTime()) return null;
  const until = new Date(slot.createdAt.getTime() + TEAM_SLOT_UNDO_MINUTES * MINUTE_MS);
  return now < until ? until : null;
}

/** One slot as GET /api/team-slots and POST /api/team-slots answer it. */
export const teamSlotSchema = z.object({
  id: z.string(),
  sport: z.enum(sports),
  clubId: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  createdAt: z.string(),
  lastChangedAt: z.string(),
  canChange: z.boolean(),
  daysUntilChange: z.number(),
  undoUntil: z.string().nullable(),
  locked: z.boolean(),
  postLanguage: z.enum(postLanguages).nullable(),
  postTheme: z.enum(themeIds).nullable(),
  postTemplateId: z.string().nullable(),
  postFormat: z.enum(formats).nullable(),
  postSponsors: z.boolean(),
}) satisfies z.ZodType<TeamSlot>;

export const teamSlotListSchema = z.object({
  slots: z.array(teamSlotSchema),
  used: z.number().int(),
  maxTeams: z.number().int(),
  undoLeft: z.boolean(),
}) satisfies z.ZodType<TeamSlotList>;
