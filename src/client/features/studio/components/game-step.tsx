import { ArrowRight, CalendarDays, Check, Clock, MapPin } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxGamesPerPost } from '#shared/plans.ts';
import { hasResult, type Game } from '#shared/sports/sports.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useGames } from '#client/features/studio/api/get-games.ts';
import { useTeams } from '#client/api/get-teams.ts';
import { BottomBar } from '#client/features/studio/components/bottom-bar.tsx';
import { ClubDataStates } from '#client/features/studio/components/club-data-states.tsx';
import { LoadProblem } from '#client/components/ui/load-problem.tsx';
import { StepHeader } from '#client/features/studio/components/step-header.tsx';
import { formatGameDate } from '#client/features/studio/utils/format-date.ts';
import {
  chronological,
  dayKey,
  scheduleGames,
  todayKey,
  type GameDay,
} from '#client/features/studio/utils/game-schedule.ts';
import type { StudioTeam } from '#client/features/studio/utils/studio-url.ts';
import type { StudioRoute } from '#client/features/studio/hooks/use-studio-route.ts';
import { cn } from '#client/lib/cn.ts';
import { useMe } from '#client/api/get-me.ts';
import { toast } from '#client/lib/toast.ts';
import { CheckboxRow } from '#client/features/studio/components/checkbox-row.tsx';

/**
 * Step 4: up to the plan's maximum of games (docs/product.md section 5), grouped by day. The selection
 * starts from the URL when the post step sent the user back to change it (editSelection=1).
 */
export function GameStep({
  team: { sport, clubId, teamId },
  route,
}: {
  team: StudioTeam;
  route: StudioRoute;
}) {
  const initialSelection = route.selection.gameIds;
  const { t, i18n } = useTranslation();
  const games = useGames(sport, clubId, teamId);
  const teams = useTeams(sport, clubId);
  const team = teams.data?.teams.find((candidate) => candidate.id === teamId);
  const { entitlements } = useMe();
  const max = maxGamesPerPost(entitlements.limits);
  const [today] = useState(() => todayKey(new Date()));
  const [selected, setSelected] = useState<string[]>(initialSelection);
  // null until the user ticks the box: then past games show when the selection holds one.
  const [pastChoice, setShowPast] = useState<boolean | null>(null);
  const list = useMemo(() => games.data?.games ?? [], [games.data]);
  const selectionInPast = list.some(
    (game) =>
      initialSelection.includes(game.id) && (dayKey(game.date) ?? Number.POSITIVE_INFINITY) < today,
  );
  const showPast = pastChoice ?? selectionInPast;
  const days = useMemo(() => scheduleGames(list, { showPast, today }), [list, showPast, today]);

  const toggle = (game: Game) => {
    if (selected.includes(game.id)) {
      setSelected(selected.filter((id) => id !== game.id));
      return;
    }
    // A plan of one game per post swaps the choice: the new game takes the place of the old.
    if (max === 1) {
      setSelected([game.id]);
      return;
    }
    if (selected.length >= max) {
      toast.error({
        title: t('studio.games.maxTitle'),
        description: t('studio.games.maxText', { count: max }),
      });
      return;
    }
    setSelected([...selected, game.id]);
  };

  const next = () => {
    const chosen = chronological(list.filter((game) => selected.includes(game.id)));
    if (chosen.length === 0) {
      toast.error({
        title: t('studio.games.noSelectionTitle'),
        description: t('studio.games.noSelectionText'),
      });
      return;
    }
    route.showPost(
      chosen.map((game) => game.id),
      chosen.some(hasResult) ? 'result' : 'preview',
    );
  };

  return (
    <div
      className="flex flex-col gap-8 pb-28"
      data-studio-step="games"
      data-ready={games.isSuccess}
    >
      <StepHeader
        step={4}
        onBack={route.back}
        title={t('studio.games.title')}
        lead={
          <>
            {team && <span className="font-medium text-foreground">{team.name} · </span>}
            {t('studio.games.hint', { count: max })}
          </>
        }
        demo={games.data?.source === 'demo'}
      />

      <ClubDataStates
        query={games}
        club={{ sport, clubId }}
        rows={{ count: 5, className: 'h-20' }}
        failedTitle={t('studio.games.loadFailed')}
      >
        <div className="flex flex-col gap-5">
          <CheckboxRow
            label={t('studio.games.showPast')}
            checked={showPast}
            onChange={setShowPast}
            className="w-fit"
          />
          {days.length === 0 ? (
            <LoadProblem tone="empty" title={t('studio.games.empty')} />
          ) : (
            <ol className="flex flex-col gap-3" data-testid="game-list">
              {days.map((day) => (
                <GameDayGroup
                  key={day.date}
                  day={day}
                  language={i18n.language}
                  selected={selected}
                  onToggle={toggle}
                />
              ))}
            </ol>
          )}
        </div>
      </ClubDataStates>

      <BottomBar label={t('studio.games.title')}>
        <div className="flex items-center gap-3">
          <span
            className={cn(
              'flex size-9 items-center justify-center rounded-full text-sm font-bold tabular-nums',
              selected.length > 0
                ? 'bg-brand-fill text-brand-foreground'
                : 'bg-muted text-muted-foreground',
            )}
            aria-hidden
          >
            {selected.length}
          </span>
          <span className="flex flex-col leading-tight">
            <span className="text-sm font-semibold" data-testid="selected-count" aria-live="polite">
              {t('studio.games.selected', { count: selected.length })}
            </span>
            <span className="text-xs text-muted-foreground">
              {t('studio.games.selectedOf', { count: selected.length, max })}
            </span>
          </span>
        </div>
        <Button size="lg" onClick={next} className="min-w-36">
          {t('studio.games.next')}
          <ArrowRight aria-hidden />
        </Button>
      </BottomBar>
    </div>
  );
}

function GameDayGroup({
  day,
  language,
  selected,
  onToggle,
}: {
  day: GameDay;
  language: string;
  selected: string[];
  onToggle(game: Game): void;
}) {
  const { t } = useTranslation();
  const several = day.games.length > 1;
  const rows = day.games.map((game) => (
    <GameRow
      key={game.id}
      game={game}
      showDate={!several}
      dateLabel={formatGameDate(game.date, language)}
      today={day.today}
      checked={selected.includes(game.id)}
      onToggle={() => onToggle(game)}
    />
  ));
  if (!several) return <li data-testid="game-day">{rows}</li>;
  return (
    <li
      data-testid="game-day"
      data-multi="true"
      className="flex flex-col gap-2 rounded-2xl border border-brand/25 bg-brand-soft/50 p-2 sm:p-3"
    >
      <div className="flex flex-wrap items-center gap-2 px-2 pt-1 pb-0.5">
        <CalendarDays aria-hidden className="size-4 text-brand-soft-foreground" />
        <span className="text-sm font-semibold text-brand-soft-foreground">
          {formatGameDate(day.date, language)}
        </span>
        <Badge variant="brand">{t('studio.games.dayGames', { count: day.games.length })}</Badge>
        {day.today && <Badge variant="outline">{t('studio.games.today')}</Badge>}
      </div>
      <div className="flex flex-col gap-2">{rows}</div>
    </li>
  );
}

function GameRow({
  game,
  showDate,
  dateLabel,
  today,
  checked,
  onToggle,
}: {
  game: Game;
  showDate: boolean;
  dateLabel: string;
  today: boolean;
  checked: boolean;
  onToggle(): void;
}) {
  const { t } = useTranslation();
  const result = hasResult(game) ? game.result : null;
  const title = `${game.teamHome} ${t('studio.games.versus')} ${game.teamAway}`;
  return (
    <label
      data-testid="game-row"
      data-game-id={game.id}
      className={cn(
        'group relative flex cursor-pointer items-center gap-3 rounded-xl border bg-card p-3 shadow-xs transition-all select-none sm:gap-4 sm:p-4',
        // The checkbox is hidden: the row shows its focus, as strong as every other control's.
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked ? 'border-brand ring-1 ring-brand' : 'hover:border-brand/40',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={onToggle}
        aria-label={`${title}, ${game.date} ${game.time}`}
        className="peer sr-only"
      />
      <span
        aria-hidden
        className={cn(
          'flex size-6 shrink-0 items-center justify-center rounded-md border-2 transition-colors',
          checked
            ? 'border-brand bg-brand-fill text-brand-foreground'
            : 'border-input bg-background',
        )}
      >
        <Check className={cn('size-4', !checked && 'invisible')} strokeWidth={3} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-sm leading-snug font-semibold sm:text-base">
          <span className="break-words">{game.teamHome}</span>
          <span className="mx-1.5 font-normal text-muted-foreground">
            {t('studio.games.versus')}
          </span>
          <span className="break-words">{game.teamAway}</span>
        </span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground sm:text-sm">
          {showDate && (
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden className="size-3.5" />
              {dateLabel}
              {today && (
                <Badge variant="outline" className="ml-1 py-0">
                  {t('studio.games.today')}
                </Badge>
              )}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-3.5" />
            {game.time}
          </span>
          {game.location && (
            <span className="hidden items-center gap-1 sm:inline-flex">
              <MapPin aria-hidden className="size-3.5" />
              {game.location}
            </span>
          )}
        </span>
      </span>
      {result && (
        <span
          data-testid="game-result"
          className="shrink-0 rounded-lg bg-foreground px-2.5 py-1 text-sm font-bold text-background tabular-nums"
          title={game.resultDetail ?? undefined}
        >
          {result}
        </span>
      )}
    </label>
  );
}
