import { useQuery } from '@tanstack/react-query';
import { teamsDataSchema } from '#shared/sports/sports-answer.schema.ts';
import type { Sport } from '#shared/sports/sports.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { sportsQuery, sportsQueryOptions } from '#client/lib/sports-gateway.ts';

const query = 'query Teams($clubId: ID!) { teams(clubId: $clubId) { id name liga } }';

/** teams(clubId) { id name liga } of a club, sorted by name. */
export async function getTeams(sport: Sport, clubId: string, signal?: AbortSignal) {
  const answer = await sportsQuery(sport, query, teamsDataSchema, { clubId }, signal);
  const teams = [...answer.data.teams].sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return { teams, source: answer.source };
}

export const teamsQueryOptions = (sport: Sport, clubId: string) =>
  sportsQueryOptions(queryKeys.teams(sport, clubId), (signal) => getTeams(sport, clubId, signal));

export function useTeams(sport: Sport | null, clubId: string | null) {
  return useQuery({
    ...teamsQueryOptions(sport ?? 'unihockey', clubId ?? ''),
    enabled: sport !== null && clubId !== null,
  });
}
