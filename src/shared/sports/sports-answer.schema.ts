import { z } from 'zod';
import type { Club, Game, Team } from '#shared/sports/sports.ts';

/**
 * The `data` of the sports gateway's GraphQL answers (GET /api/swissunihockey|swissvolley|
 * swisshandball?query=...), for the queries the studio and the profile send.
 */
export const clubSchema = z.object({ id: z.string(), name: z.string() }) satisfies z.ZodType<Club>;

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  liga: z.string().nullish(),
}) satisfies z.ZodType<Team>;

export const gameSchema = z.object({
  id: z.string(),
  teamHome: z.string(),
  teamAway: z.string(),
  date: z.string(),
  time: z.string(),
  result: z.string().nullable(),
  resultDetail: z.string().nullable(),
  location: z.string().nullable(),
  city: z.string().nullable(),
  teamHomeLogo: z.string().nullable(),
  teamAwayLogo: z.string().nullable(),
}) satisfies z.ZodType<Game>;

/** `{ clubs { id name } }` */
export const clubsDataSchema = z.object({ clubs: z.array(clubSchema) });
/** `teams(clubId) { id name liga }` */
export const teamsDataSchema = z.object({ teams: z.array(teamSchema) });
/** `games(teamId, clubId) { ... }` */
export const gamesDataSchema = z.object({ games: z.array(gameSchema) });
/** `game(gameId) { ... }`: null when the federation does not know the game. */
export const gameDataSchema = z.object({ game: gameSchema.nullable() });
