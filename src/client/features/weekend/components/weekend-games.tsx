import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeekendGame } from '#shared/weekend/weekend.schema.ts';
import type { WeekendMode } from '#client/features/weekend/utils/weekend-plan.ts';

export const gameKey = (g: WeekendGame) => `${g.sport}:${g.game.id}`;

/**
 * The window's games by day, each once with a box to leave it out of the posts: a game of two
 * of the user's teams names both; with teams of several sports, each game its sport.
 */
export function WeekendGames({
  games,
  mode,
  deselected,
  onToggle,
}: {
  games: readonly WeekendGame[];
  mode: WeekendMode;
  deselected: ReadonlySet<string>;
  onToggle: (game: WeekendGame) => void;
}) {
  const { t, i18n } = useTranslation();
  const severalSports = new Set(games.map((g) => g.sport)).size > 1;
  const days = useMemo(() => {
    const byDay = new Map<string, Map<string, { game: WeekendGame; teams: string[] }>>();
    for (const g of games) {
      const day = byDay.get(g.day) ?? new Map<string, { game: WeekendGame; teams: string[] }>();
      const listed = day.get(gameKey(g));
      if (listed) listed.teams.push(g.teamName);
      else day.set(gameKey(g), { game: g, teams: [g.teamName] });
      byDay.set(g.day, day);
    }
    return [...byDay].map(([day, list]) => [day, [...list.values()]] as const);
  }, [games]);
  if (days.length === 0) return null;
  return (
    <section aria-label={t('weekend.games')} className="flex flex-col gap-4">
      {days.map(([day, list]) => (
        <div key={day} className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold">
            {new Date(`${day}T12:00:00`).toLocaleDateString(i18n.language, {
              weekday: 'long',
              day: 'numeric',
              month: 'long',
            })}
          </h2>
          <ul className="flex flex-col gap-2">
            {list.map(({ game: g, teams }) => (
              <li key={gameKey(g)}>
                <label className="bg-card flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm">
                  <input
                    type="checkbox"
                    className="mt-1 size-4 shrink-0"
                    checked={!deselected.has(gameKey(g))}
                    onChange={() => onToggle(g)}
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="font-semibold break-words">
                      {[teams.join(' · '), severalSports ? t(`studio.sports.${g.sport}`) : null]
                        .filter(Boolean)
                        .join(' – ')}
                    </span>
                    <span className="break-words">
                      {g.game.teamHome} – {g.game.teamAway}
                    </span>
                    <span className="text-muted-foreground break-words">
                      {mode === 'result'
                        ? (g.game.result ?? '')
                        : [g.game.time, g.game.location, g.game.city].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
