import type { Game } from '#shared/sports/sports.ts';

/**
 * The game list of the game step (docs/product.md section 5): past games hidden by default; when shown,
 * past days come first, newest first, then today and the days to come, oldest first. Games are
 * grouped by day, and a day with several games is one group (a tournament or a double round).
 */
export interface GameDay {
  /** dd.mm.yyyy, as the federation gives it */
  date: string;
  /** yyyymmdd, for ordering; Infinity when the date cannot be read */
  key: number;
  past: boolean;
  today: boolean;
  games: Game[];
}

const swissDate = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** 'dd.mm.yyyy' as the number yyyymmdd, or null. */
export function dayKey(date: string): number | null {
  const match = swissDate.exec(date.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  return Number(year) * 10_000 + Number(month) * 100 + Number(day);
}

/** The calendar day of a moment in the browser's time zone, as yyyymmdd. */
export function todayKey(now: Date): number {
  return now.getFullYear() * 10_000 + (now.getMonth() + 1) * 100 + now.getDate();
}

const byTime = (a: Game, b: Game) => a.time.localeCompare(b.time) || a.id.localeCompare(b.id);

export function scheduleGames(
  games: readonly Game[],
  options: { showPast: boolean; today: number },
): GameDay[] {
  const days = new Map<string, GameDay>();
  for (const game of games) {
    const key = dayKey(game.date) ?? Number.POSITIVE_INFINITY;
    const past = key < options.today;
    if (past && !options.showPast) continue;
    let day = days.get(game.date);
    if (!day) {
      day = { date: game.date, key, past, today: key === options.today, games: [] };
      days.set(game.date, day);
    }
    day.games.push(game);
  }
  const list = [...days.values()];
  for (const day of list) day.games.sort(byTime);
  const past = list.filter((day) => day.past).sort((a, b) => b.key - a.key);
  const coming = list.filter((day) => !day.past).sort((a, b) => a.key - b.key);
  return [...past, ...coming];
}

/** Game ids in the order the post shows them: by day, then time. */
export function chronological(games: readonly Game[]): Game[] {
  return [...games].sort(
    (a, b) =>
      (dayKey(a.date) ?? Number.POSITIVE_INFINITY) - (dayKey(b.date) ?? Number.POSITIVE_INFINITY) ||
      byTime(a, b),
  );
}
