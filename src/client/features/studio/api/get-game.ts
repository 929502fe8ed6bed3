import { queryOptions, useQueries } from '@tanstack/react-query';
import type { Game, Sport } from '#shared/sports/sports.ts';
import { gameFields } from '#client/features/studio/api/get-games.ts';
import {
  retrySportsQuery,
  sportsQuery,
  sportsStaleTime,
} from '#client/features/studio/api/sports-gateway.ts';

const query = `query Game($gameId: ID!) { game(gameId: $gameId) { ${gameFields} } }`;

/** game(gameId): one game, for a shared link whose game is no longer in the team's list. */
export async function getGame(sport: Sport, gameId: string, signal?: AbortSignal) {
  const answer = await sportsQuery<{ game: Game | null }>(sport, query, { gameId }, signal);
  return answer.data.game;
}

export const gameQueryOptions = (sport: Sport, gameId: string) =>
  queryOptions({
    queryKey: ['studio', 'game', sport, gameId],
    queryFn: ({ signal }) => getGame(sport, gameId, signal),
    staleTime: sportsStaleTime,
    retry: retrySportsQuery,
  });

export function useGameLookups(sport: Sport, gameIds: string[]) {
  return useQueries({ queries: gameIds.map((id) => gameQueryOptions(sport, id)) });
}
