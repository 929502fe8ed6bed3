import { useQuery } from '@tanstack/react-query';
import { standingsDataSchema } from '#shared/sports/standings.ts';
import type { Sport } from '#shared/sports/sports.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { sportsQuery, sportsQueryOptions } from '#client/lib/sports-gateway.ts';

const rowFields =
  'rank teamId teamName teamLogo games wins draws losses overtimeWins overtimeLosses scoreFor scoreAgainst points isTeam';

const query = `query Standings($teamId: ID!, $clubId: ID) { standings(teamId: $teamId, clubId: $clubId) { table { sport teamId groupName scoreKind hasOvertime rows { ${rowFields} } } reason } }`;

/** standings(teamId, clubId): the table of the team's league, or no table with the reason. */
export async function getStandings(
  sport: Sport,
  clubId: string,
  teamId: string,
  signal?: AbortSignal,
) {
  const answer = await sportsQuery(sport, query, standingsDataSchema, { teamId, clubId }, signal);
  return { ...answer.data.standings, source: answer.source };
}

export const standingsQueryOptions = (sport: Sport, clubId: string, teamId: string) =>
  sportsQueryOptions(queryKeys.standings(sport, clubId, teamId), (signal) =>
    getStandings(sport, clubId, teamId, signal),
  );

export function useStandings(enabled: boolean, sport: Sport, clubId: string, teamId: string) {
  return useQuery({ ...standingsQueryOptions(sport, clubId, teamId), enabled });
}
