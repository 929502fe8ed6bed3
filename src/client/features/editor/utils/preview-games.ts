import { hasResult, type Game } from '#shared/sports/sports.ts';

const dayOf = (game: Game) => {
  const [d, m, y] = game.date.split('.').map(Number);
  return (y ?? 0) * 10000 + (m ?? 0) * 100 + (d ?? 0);
};

/**
 * The games a preview shows: the team's next games (as the studio offers them first, oldest
 * first), then its latest played ones when there are not enough to come.
 */
export function pickPreviewGames(games: readonly Game[], count: number): Game[] {
  const upcoming = games.filter((game) => !hasResult(game)).sort((a, b) => dayOf(a) - dayOf(b));
  const played = games.filter(hasResult).sort((a, b) => dayOf(b) - dayOf(a));
  return [...upcoming, ...played].slice(0, count);
}
