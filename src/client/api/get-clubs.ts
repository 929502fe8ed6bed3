import { useQuery } from '@tanstack/react-query';
import { clubsDataSchema } from '#shared/sports/sports-answer.schema.ts';
import type { Sport } from '#shared/sports/sports.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { sportsQuery, sportsQueryOptions } from '#client/lib/sports-gateway.ts';

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
  sportsQueryOptions(queryKeys.clubs(sport), (signal) => getClubs(sport, signal));

export function useClubs(sport: Sport | null) {
  return useQuery({ ...clubsQueryOptions(sport ?? 'unihockey'), enabled: sport !== null });
}
