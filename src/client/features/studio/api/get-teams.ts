import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sport, Team } from '#shared/sports/sports.ts';
import {
  retrySportsQuery,
  sportsQuery,
  sportsStaleTime,
} from '#client/features/studio/api/sports-gateway.ts';

const query = 'query Teams($clubId: ID!) { teams(clubId: $clubId) { id name liga } }';

/** teams(clubId) { id name liga } of a club, sorted by name. */
export async function getTeams(sport: Sport, clubId: string, signal?: AbortSignal) {
  const answer = await sportsQuery<{ teams: Team[] }>(sport, query, { clubId }, signal);
  const teams = [...answer.data.teams].sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return { teams, source: answer.source };
}

export const teamsQueryOptions = (sport: Sport, clubId: string) =>
  queryOptions({
    queryKey: ['studio', 'teams', sport, clubId],
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
