import type { Sport } from '#shared/sports/sports.ts';
import type { FederationAdapter } from '#server/sports/federation-adapter.ts';
import { demoDataset } from '#server/sports/demo/demo-dataset.ts';
import { zurichToday } from '#shared/sports/swiss-time.ts';

/** The demo dataset behind the same interface as a federation; keys play no part. */
export function createDemoAdapter(sport: Sport, now: () => Date): FederationAdapter {
  const dataset = () => demoDataset(sport, zurichToday(now()));
  return {
    clubs: async () => dataset().clubs,
    teams: async (clubId) => dataset().teamsByClub.get(clubId) ?? [],
    games: async (teamId) => dataset().gamesByTeam.get(teamId) ?? [],
    game: async (gameId) => dataset().gameById.get(gameId) ?? null,
    standings: async (teamId) => dataset().standings(teamId),
  };
}
