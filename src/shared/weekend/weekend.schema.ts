import { z } from 'zod';
import { parseGameDate } from '#shared/i18n/post-dates.ts';
import { gameSchema } from '#shared/sports/sports-answer.schema.ts';
import type { Game, Sport } from '#shared/sports/sports.ts';

/**
 * The weekend of a user's saved teams (GET /api/weekend, the 'Wochenende' screen and the
 * game-day overview post): a window of days, given as two ISO dates, and the games of every
 * usable team slot in it.
 */

/** The longest window, in days counted with both ends: two weekends and the week between. */
export const MAX_WEEKEND_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one ISO date to another (0 for the same day); null when either is no date. */
export function daysBetween(from: string, to: string): number | null {
  const a = isoDateTime(from);
  const b = isoDateTime(to);
  return a === null || b === null ? null : Math.round((b - a) / DAY_MS);
}

/** Milliseconds of a valid YYYY-MM-DD at 00:00 UTC; null for anything else (also 2026-02-30). */
function isoDateTime(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.getTime();
}

/** Why a window is refused, as an error code of the catalogue; null when it is fine. */
export function windowProblem(
  from: string,
  to: string,
): 'WEEKEND_DATES_INVALID' | 'WEEKEND_WINDOW_TOO_LONG' | null {
  const days = daysBetween(from, to);
  if (days === null || days < 0) return 'WEEKEND_DATES_INVALID';
  return days + 1 > MAX_WEEKEND_DAYS ? 'WEEKEND_WINDOW_TOO_LONG' : null;
}

const isoDate = z
  .string({ error: 'WEEKEND_DATES_INVALID' })
  .max(10, { error: 'WEEKEND_DATES_INVALID' });

/** Query of GET /api/weekend: the window's checks are windowProblem's, answered with its code. */
export const weekendQuerySchema = z.object({ from: isoDate, to: isoDate });
export type WeekendQuery = z.infer<typeof weekendQuerySchema>;

/** The game's dd.mm.yyyy date as YYYY-MM-DD; null when the federation gave no date. */
export function isoDateOfGame(date: string): string | null {
  const parsed = parseGameDate(date);
  if (!parsed) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${parsed.year}-${pad(parsed.month)}-${pad(parsed.day)}`;
}

/** Whether a game lies within the window (both ends included). */
export function gameInWindow(game: Pick<Game, 'date'>, from: string, to: string): boolean {
  const day = isoDateOfGame(game.date);
  return day !== null && day >= from && day <= to;
}

/** One game of a saved team in the window. */
export interface WeekendGame {
  sport: Sport;
  clubId: string;
  teamId: string;
  teamName: string;
  /** The team slot the game comes from. */
  slotId: string;
  /** YYYY-MM-DD of the game, for grouping by day. */
  day: string;
  game: Game;
}

/** A saved team whose games could not be read (federation down, club key missing). */
export interface WeekendFailure {
  sport: Sport;
  teamId: string;
  teamName: string;
  code: string;
  message: string;
}

/** GET /api/weekend: the games sorted by day and time, then in the order of the slots. */
export interface WeekendGames {
  from: string;
  to: string;
  games: WeekendGame[];
  failures: WeekendFailure[];
}

export const weekendGamesSchema = z.object({
  from: z.string(),
  to: z.string(),
  games: z.array(
    z.object({
      sport: z.enum(['unihockey', 'volleyball', 'handball']),
      clubId: z.string(),
      teamId: z.string(),
      teamName: z.string(),
      slotId: z.string(),
      day: z.string(),
      game: gameSchema,
    }),
  ),
  failures: z.array(
    z.object({
      sport: z.enum(['unihockey', 'volleyball', 'handball']),
      teamId: z.string(),
      teamName: z.string(),
      code: z.string(),
      message: z.string(),
    }),
  ),
}) satisfies z.ZodType<WeekendGames>;
