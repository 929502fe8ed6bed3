import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { weekendCaption } from '#shared/render/weekend-caption.ts';
import { isPostLanguage, type PostLanguage } from '#shared/i18n/post-language.ts';
import { maxGamesPerPost } from '#shared/plans.ts';
import { hasResult } from '#shared/sports/sports.ts';
import { windowProblem, type WeekendGame } from '#shared/weekend/weekend.schema.ts';
import { useMe } from '#client/api/get-me.ts';
import { useTeamSlots } from '#client/api/get-team-slots.ts';
import { PageHeader, PageShell } from '#client/components/layout/page-header.tsx';
import { AddTeam } from '#client/components/team-picker/add-team.tsx';
import { roleCan } from '#client/lib/workspace-role.ts';
import { useWeekend } from '#client/features/weekend/api/get-weekend.ts';
import { WeekendEmpty } from '#client/features/weekend/components/weekend-empty.tsx';
import { WeekendGames, gameKey } from '#client/features/weekend/components/weekend-games.tsx';
import { WeekendMails } from '#client/features/weekend/components/weekend-mails.tsx';
import { WeekendPosts } from '#client/features/weekend/components/weekend-posts.tsx';
import { WeekendWindow } from '#client/features/weekend/components/weekend-window.tsx';
import {
  plannedPosts,
  weekendWindow,
  type WeekendMode,
  type WindowChoice,
} from '#client/features/weekend/utils/weekend-plan.ts';

/**
 * /weekend: the whole weekend of the user's saved teams at once. Choose the window and
 * preview or results; every game is listed by day and chosen; one post per team in the look and
 * language its slot remembers, plus the game-day overview; all previews side by side, each
 * opening in the studio; then one ZIP (or the share sheet with every file) and one caption. The
 * teams' game-day mails are set here too.
 */
export function WeekendPage() {
  const { t, i18n } = useTranslation();
  const { entitlements, workspace } = useMe();
  const slots = useTeamSlots();
  const [choice, setChoice] = useState<WindowChoice>('this');
  const [mode, setMode] = useState<WeekendMode>('preview');
  const [dates, setDates] = useState(() => weekendWindow('this', new Date()));
  const window = choice === 'dates' ? dates : weekendWindow(choice, new Date());
  const problem = windowProblem(window.from, window.to);
  const weekend = useWeekend(window.from, window.to, problem === null);
  const [deselected, setDeselected] = useState<ReadonlySet<string>>(new Set());
  const uiLanguage: PostLanguage = isPostLanguage(i18n.language) ? i18n.language : 'de';

  // Results: a game not played yet has none, and is left out (and counted, to say so).
  const { games, unplayed } = useMemo(() => {
    const all = weekend.data?.games ?? [];
    const shown = mode === 'result' ? all.filter((g) => hasResult(g.game)) : all;
    const left = all.filter((g) => !shown.includes(g)).map(gameKey);
    return { games: shown, unplayed: new Set(left).size };
  }, [weekend.data, mode]);
  const chosen = useMemo(
    () => games.filter((g) => !deselected.has(gameKey(g))),
    [games, deselected],
  );
  const posts = useMemo(
    () =>
      plannedPosts({
        games: chosen,
        slots: slots.data?.slots ?? [],
        mode,
        maxGames: maxGamesPerPost(entitlements.limits),
        from: window.from,
        to: window.to,
        uiLanguage,
      }),
    [chosen, slots.data, mode, entitlements, window.from, window.to, uiLanguage],
  );
  const caption = useMemo(
    () =>
      weekendCaption({
        games: chosen.map((g) => ({ game: g.game, teamName: g.teamName, sport: g.sport })),
        mode,
        language: posts[0]?.language ?? uiLanguage,
      }),
    [chosen, mode, posts, uiLanguage],
  );

  const toggle = (g: WeekendGame) => {
    setDeselected((old) => {
      const next = new Set(old);
      if (next.has(gameKey(g))) next.delete(gameKey(g));
      else next.add(gameKey(g));
      return next;
    });
  };

  return (
    <PageShell className="flex flex-col gap-6">
      <PageHeader
        title={t('screens.weekend.title')}
        description={t('screens.weekend.description')}
      />

      {roleCan(workspace?.role, 'library') ? <AddTeam /> : null}

      <WeekendWindow
        choice={choice}
        onChoice={setChoice}
        dates={dates}
        onDates={setDates}
        problem={problem !== null}
        mode={mode}
        onMode={setMode}
      />

      {weekend.isPending && problem === null ? (
        <p className="text-muted-foreground text-sm">{t('common.loading')}</p>
      ) : slots.data?.slots.length === 0 ? (
        <p className="text-sm">
          {t('weekend.noTeams')}{' '}
          <Link className="text-brand underline" to="/studio">
            {t('nav.studio')}
          </Link>
        </p>
      ) : games.length === 0 && problem === null && weekend.data ? (
        <WeekendEmpty
          choice={choice}
          mode={mode}
          unplayed={unplayed}
          onChoice={setChoice}
          onMode={setMode}
        />
      ) : null}
      {games.length > 0 && unplayed > 0 ? (
        <p role="status" className="text-muted-foreground text-sm" data-testid="without-result">
          {t('weekend.withoutResult', { count: unplayed })}
        </p>
      ) : null}
      {weekend.data?.failures.map((f) => (
        <p key={f.teamId} role="alert" className="text-destructive text-sm">
          {f.teamName}: {f.message}
        </p>
      ))}

      <WeekendGames games={games} mode={mode} deselected={deselected} onToggle={toggle} />

      {posts.length > 0 ? (
        <WeekendPosts
          posts={posts}
          mode={mode}
          caption={caption}
          window={{ from: window.from, to: window.to }}
        />
      ) : null}

      <WeekendMails
        slots={slots.data?.slots ?? []}
        allowed={entitlements.limits.canUseGameDayMails}
      />
    </PageShell>
  );
}
