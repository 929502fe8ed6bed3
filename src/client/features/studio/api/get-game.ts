import { useQueries } from '@tanstack/react-query';
import { gameDataSchema } from '#shared/sports/sports-answer.schema.ts';
import type { Sport } from '#shared/sports/sports.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { gameFields } from '#client/features/studio/api/get-games.ts';
import { sportsQuery, sportsQueryOptions } from '#client/lib/sports-gateway.ts';

const query = `query Game($gameId: ID!) { game(gameId: $gameId) { ${gameFields} } }`;

/** game(gameId): one game, for a shared link whose game is no longer in the team's list. */
export async function getGame(sport: Sport, gameId: string, signal?: AbortSignal) {
  const answer = await sportsQuery(sport, query, gameDataSchema, { gameId }, signal);
  return answer.data.game;
}

export const gameQueryOptions = (sport: Sport, gameId: string) =>
  sportsQueryOptions(queryKeys.game(sport, gameId), (signal) => getGame(sport, gameId, signal));

export function useGameLookups(sport: Sport, gameIds: string[]) {
  return useQueries({ queries: gameIds.map((id) => gameQueryOptions(sport, id)) });
}
