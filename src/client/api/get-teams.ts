import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamsDataSchema } from '#shared/sports/sports-answer.schema.ts';
import type { Sport } from '#shared/sports/sports.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { retrySportsQuery, sportsQuery, sportsStaleTime } from '#client/lib/sports-gateway.ts';

const query = 'query Teams($clubId: ID!) { teams(clubId: $clubId) { id name liga } }';

/** teams(clubId) { id name liga } of a club, sorted by name. */
export async function getTeams(sport: Sport, clubId: string, signal?: AbortSignal) {
  const answer = await sportsQuery(sport, query, teamsDataSchema, { clubId }, signal);
  const teams = [...answer.data.teams].sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return { teams, source: answer.source };
}

export const teamsQueryOptions = (sport: Sport, clubId: string) =>
  queryOptions({
    queryKey: queryKeys.teams(sport, clubId),
    queryFn: ({ signal }) => getTeams(sport, clubId, signal),
    staleTime: sportsStaleTime,
    retry: retrySportsQuery,
  });

export function useTeams(sport: Sport | null, clubId: string | null) {
  return useQuery({
    ...teamsQueryOptions(sport ?? 'unihockey', clubId ?? ''),
    enabled: sport !== null && clubId !== null,
  });
}
