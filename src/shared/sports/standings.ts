import { z } from 'zod';
import { sports } from '#shared/sports/sports.ts';

/**
 * The table ('Tabelle') of a team's league or group, the same for every sport: what the gateway's
 * `standings(teamId, clubId)` answers and what the standings post renders.
 *
 * - `scoreKind` says what `scoreFor`/`scoreAgainst` count: goals (unihockey, handball) or sets
 *   (volleyball).
 * - `overtimeWins`/`overtimeLosses` are numbers only where the table has them (unihockey leagues
 *   with overtime), null elsewhere; `hasOvertime` says so for the whole table.
 * - Exactly one row has `isTeam` when the asked team is in the table.
 */
export const scoreKinds = ['goals', 'sets'] as const;
export type ScoreKind = (typeof scoreKinds)[number];

export const standingsRowSchema = z.object({
  rank: z.number().int().min(1),
  /** The federation's team id; null when the federation gives none for a row. */
  teamId: z.string().nullable(),
  teamName: z.string().min(1),
  /** The team's crest as the federation gives it in its table (a URL); absent or null otherwise. */
  teamLogo: z.string().nullable().optional(),
  games: z.number().int().min(0),
  wins: z.number().int().min(0),
  draws: z.number().int().min(0),
  losses: z.number().int().min(0),
  overtimeWins: z.number().int().min(0).nullable(),
  overtimeLosses: z.number().int().min(0).nullable(),
  scoreFor: z.number().int().min(0),
  scoreAgainst: z.number().int().min(0),
  points: z.number().int(),
  isTeam: z.boolean(),
});
export type StandingsRow = z.infer<typeof standingsRowSchema>;

export const standingsSchema = z.object({
  sport: z.enum(sports),
  /** The team asked about. */
  teamId: z.string(),
  /** League and group as the federation names them, e.g. "Herren L-UPL" or "2. Liga Gruppe B". */
  groupName: z.string().min(1),
  scoreKind: z.enum(scoreKinds),
  hasOvertime: z.boolean(),
  rows: z.array(standingsRowSchema).min(1),
});
export type Standings = z.infer<typeof standingsSchema>;

/** Why there is no table: the federation has none for this team (cups, friendlies, unknown team). */
export const noStandingsReasons = ['NO_TABLE'] as const;
export type NoStandingsReason = (typeof noStandingsReasons)[number];

/**
 * The `data` of `standings(teamId, clubId) { table { ... } reason }`: a table, or null with the
 * reason. No table is an answer, not an error.
 */
export const standingsAnswerSchema = z.union([
  z.object({ table: standingsSchema, reason: z.null() }),
  z.object({ table: z.null(), reason: z.enum(noStandingsReasons) }),
]);
export type StandingsAnswer = z.infer<typeof standingsAnswerSchema>;

export const standingsDataSchema = z.object({ standings: standingsAnswerSchema });
