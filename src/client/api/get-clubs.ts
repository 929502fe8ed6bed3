import { queryOptions, useQuery } from '@tanstack/react-query';
import { clubsDataSchema } from '#shared/sports/sports-answer.schema.ts';
import type { Sport } from '#shared/sports/sports.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { retrySportsQuery, sportsQuery, sportsStaleTime } from '#client/lib/sports-gateway.ts';

/** clubs { id name } of a sport, sorted by name. */
export async function getClubs(sport: Sport, signal?: AbortSignal) {
  const answer = await sportsQuery(
    sport,
    '{ clubs { id name } }',
    clubsDataSchema,
    undefined,
    signal,
  );
  const clubs = [...answer.data.clubs].sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return { clubs, source: answer.source };
}

export const clubsQueryOptions = (sport: Sport) =>
  queryOptions({
    queryKey: queryKeys.clubs(sport),
    queryFn: ({ signal }) => getClubs(sport, signal),
    staleTime: sportsStaleTime,
    retry: retrySportsQuery,
  });

export function useClubs(sport: Sport | null) {
  return useQuery({ ...clubsQueryOptions(sport ?? 'unihockey'), enabled: sport !== null });
}
