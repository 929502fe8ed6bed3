import { useQuery } from '@tanstack/react-query';
import { gamesDataSchema } from '#shared/sports/sports-answer.schema.ts';
import type { Sport } from '#shared/sports/sports.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { sportsQuery, sportsQueryOptions } from '#client/lib/sports-gateway.ts';

export const gameFields =
  'id teamHome teamAway date time location city result resultDetail teamHomeLogo teamAwayLogo';

const query = `query Games($teamId: ID!, $clubId: ID) { games(teamId: $teamId, clubId: $clubId) { ${gameFields} } }`;

/** games(teamId, clubId) of a team; handball needs the club for the club's API key. */
export async function getGames(sport: Sport, clubId: string, teamId: string, signal?: AbortSignal) {
  const answer = await sportsQuery(sport, query, gamesDataSchema, { teamId, clubId }, signal);
  return { games: answer.data.games, source: answer.source };
}

export const gamesQueryOptions = (sport: Sport, clubId: string, teamId: string) =>
  sportsQueryOptions(queryKeys.games(sport, clubId, teamId), (signal) =>
    getGames(sport, clubId, teamId, signal),
  );

export function useGames(sport: Sport | null, clubId: string | null, teamId: string | null) {
  return useQuery({
    ...gamesQueryOptions(sport ?? 'unihockey', clubId ?? '', teamId ?? ''),
    enabled: sport !== null && clubId !== null && teamId !== null,
  });
}
