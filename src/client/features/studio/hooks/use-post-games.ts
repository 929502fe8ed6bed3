import type { Game, Sport } from '#shared/sports/sports.ts';
import { useGameLookups } from '#client/features/studio/api/get-game.ts';
import { useGames } from '#client/features/studio/api/get-games.ts';

/**
 * The games of the post step in URL order: from the team's list (usually cached from the game
 * step), and one by one for ids the list no longer holds (an old shared link).
 */
export function usePostGames(sport: Sport, clubId: string, teamId: string, gameIds: string[]) {
  const list = useGames(sport, clubId, teamId);
  const known = new Map((list.data?.games ?? []).map((game) => [game.id, game]));
  const missing = list.isSuccess ? gameIds.filter((id) => !known.has(id)) : [];
  const lookups = useGameLookups(sport, missing);
  for (const [index, lookup] of lookups.entries()) {
    if (lookup.data) known.set(missing[index] as string, lookup.data);
  }
  const games = gameIds.map((id) => known.get(id)).filter((game): game is Game => Boolean(game));
  const isPending = list.isPending || lookups.some((lookup) => lookup.isPending);
  const isError =
    !isPending &&
    (games.length === 0 ||
      (list.isError && games.length < gameIds.length) ||
      lookups.some((l) => l.isError));
  return {
    games,
    isPending,
    isError,
    error: list.error ?? lookups.find((lookup) => lookup.error)?.error ?? null,
    source: list.data?.source ?? null,
    refetch: () => void list.refetch(),
  };
}
