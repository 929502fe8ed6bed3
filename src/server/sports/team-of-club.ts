import type { Sport, Team } from '#shared/sports/sports.ts';
import { AppError } from '#server/http/app-error.ts';
import type { SportsData, SportsQueryContext } from '#server/sports/sports-data.ts';

/**
 * The team as its club's team list names it, or 400 TEAM_NOT_OF_CLUB. A request names a club and
 * a team; what is read or drawn for it (games, table, a club's API key) must be that club's.
 * A failure of the sports data is thrown as it comes, for the caller to answer.
 */
export async function teamOfClub(
  sports: SportsData,
  team: { sport: Sport; clubId: string; teamId: string },
  context: SportsQueryContext,
): Promise<Team> {
  const teams = await sports.teams(team.sport, team.clubId, context);
  const found = teams.find((candidate) => candidate.id === team.teamId);
  if (!found) throw AppError.of(400, 'TEAM_NOT_OF_CLUB');
  return found;
}
