import { Copy, Download, Share2, X } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPost } from '#shared/render/build-post.ts';
import { buildWeekendPost } from '#shared/render/build-weekend-post.ts';
import type { RenderedPost } from '#shared/render/render-post.ts';
import { weekendCaption } from '#shared/render/weekend-caption.ts';
import { isPostLanguage, type PostLanguage } from '#shared/i18n/post-language.ts';
import { maxGamesPerPost } from '#shared/plans.ts';
import { canvasSizes, isFormat } from '#shared/templates/formats.ts';
import { weekendRow } from '#shared/themes/weekend-template.ts';
import { isThemeId } from '#shared/themes/theme-colors.ts';
import {
  MAX_WEEKEND_DAYS,
  windowProblem,
  type WeekendGame,
} from '#shared/weekend/weekend.schema.ts';
import { useMe } from '#client/api/get-me.ts';
import { useTeamSlots } from '#client/api/get-team-slots.ts';
import { PostSvg } from '#client/components/post/post-svg.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import { useWeekend } from '#client/features/weekend/api/get-weekend.ts';
import {
  downloadWeekendZip,
  type BatchProgress,
} from '#client/features/weekend/api/download-weekend-zip.ts';
import {
  plannedPosts,
  weekendWindow,
  type PlannedPost,
  type WeekendMode,
  type WindowChoice,
} from '#client/features/weekend/utils/weekend-plan.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';

/**
 * /weekend: the whole weekend of the user's saved teams at once. Choose the window and
 * preview or results; every game is listed by day and chosen; one post per team in the look and
 * language its slot remembers, plus the game-day overview; all previews side by side, each
 * opening in the studio; then one ZIP (or the share sheet with every file) and one caption.
 */
export function WeekendPage() {
  const { t, i18n } = useTranslation();
  const { entitlements } = useMe();
  const slots = useTeamSlots();
  const [choice, setChoice] = useState<WindowChoice>('this');
  const [mode, setMode] = useState<WeekendMode>('preview');
  const [dates, setDates] = useState(() => weekendWindow('this', new Date()));
  const window = choice === 'dates' ? dates : weekendWindow(choice, new Date());
  const problem = windowProblem(window.from, window.to);
  const weekend = useWeekend(window.from, window.to, problem === null);
  const [deselected, setDeselected] = useState<Set<string>>(new Set());
  const [progress, setProgress] = useState<(BatchProgress & { total: number }) | null>(null);
  const abort = useRef<AbortController | null>(null);
  const uiLanguage: PostLanguage = isPostLanguage(i18n.language) ? i18n.language : 'de';

  const games = useMemo(() => {
    const all = weekend.data?.games ?? [];
    return all.filter((g) =>
      mode === 'result' ? Boolean(g.game.result && g.game.result !== '-:-') : true,
    );
  }, [weekend.data, mode]);
  const chosen = games.filter((g) => !deselected.has(`${g.sport}:${g.game.id}`));
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- chosen is derived from these
    [games, deselected, slots.data, mode, entitlements, window.from, window.to, uiLanguage],
  );
  const caption = useMemo(
    () =>
      weekendCaption({
        games: chosen.map((g) => ({ game: g.game, teamName: g.teamName, sport: g.sport })),
        mode,
        language: posts[0]?.language ?? uiLanguage,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- chosen is derived from these
    [games, deselected, mode, posts, uiLanguage],
  );
  const days = useMemo(() => {
    const byDay = new Map<string, WeekendGame[]>();
    for (const g of games) byDay.set(g.day, [...(byDay.get(g.day) ?? []), g]);
    return [...byDay];
  }, [games]);

  const toggle = (g: WeekendGame) => {
    const key = `${g.sport}:${g.game.id}`;
    setDeselected((old) => {
      const next = new Set(old);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };

  async function makeFiles(): Promise<{ files: File[]; zip: Blob; fileName: string } | null> {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ files: [], failed: [], total: posts.length });
    try {
      const result = await downloadWeekendZip(
        posts.map((p) => p.body),
        (p) => setProgress({ ...p, total: posts.length }),
        controller.signal,
      );
      setProgress({ ...result, total: posts.length });
      const files = result.files.map((f) => new File([f.bytes], f.name, { type: 'image/png' }));
      return { files, zip: result.zip, fileName: result.fileName };
    } catch (error) {
      if (controller.signal.aborted) {
        setProgress(null);
        return null;
      }
      toast.error({ description: error instanceof ApiError ? error.message : undefined });
      return null;
    }
  }

  const downloadAll = async () => {
    const made = await makeFiles();
    if (!made) return;
    const url = URL.createObjectURL(made.zip);
    const link = document.createElement('a');
    link.href = url;
    link.download = made.fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const shareAll = async () => {
    const made = await makeFiles();
    if (!made) return;
    const data = { files: made.files, text: caption };
    if (navigator.canShare?.({ files: made.files })) {
      try {
        await navigator.share(data);
      } catch {
        // The person closed the share sheet: nothing to do.
      }
    } else {
      toast.error({ description: t('weekend.shareUnavailable') });
    }
  };

  const canShare =
    typeof navigator !== 'undefined' &&
    typeof navigator.canShare === 'function' &&
    navigator.canShare({ files: [new File([''], 'x.png', { type: 'image/png' })] });

  const copyCaption = async () => {
    await navigator.clipboard.writeText(caption);
    toast.success({ title: t('weekend.captionCopied') });
  };

  const busy = progress !== null && progress.files.length + progress.failed.length < progress.total;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('screens.weekend.title')}</h1>
        <p className="text-muted-foreground text-sm">{t('screens.weekend.description')}</p>
      </header>

      <section aria-label={t('weekend.window')} className="flex flex-col gap-3">
        <SegmentedControl
          label={t('weekend.window')}
          // Two rows of two on a phone: four labels of two words do not fit one row at 375 px.
          className="self-start max-sm:grid max-sm:grid-cols-2 max-sm:self-stretch max-sm:rounded-2xl"
          value={choice}
          onChange={(value) => setChoice(value as WindowChoice)}
          options={[
            { value: 'last', label: t('weekend.last') },
            { value: 'this', label: t('weekend.this') },
            { value: 'next', label: t('weekend.next') },
            { value: 'dates', label: t('weekend.dates') },
          ]}
        />
        {choice === 'dates' ? (
          <div className="flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1 text-sm">
              {t('weekend.from')}
              <input
                type="date"
                className="border-input bg-background h-10 rounded-lg border px-3"
                value={dates.from}
                onChange={(e) => setDates((d) => ({ ...d, from: e.target.value }))}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              {t('weekend.to')}
              <input
                type="date"
                className="border-input bg-background h-10 rounded-lg border px-3"
                value={dates.to}
                onChange={(e) => setDates((d) => ({ ...d, to: e.target.value }))}
              />
            </label>
            {problem ? (
              <p role="alert" className="text-destructive text-sm">
                {t('weekend.windowProblem', { max: MAX_WEEKEND_DAYS })}
              </p>
            ) : null}
          </div>
        ) : null}
        <SegmentedControl
          label={t('weekend.mode')}
          className="self-start"
          value={mode}
          onChange={(value) => setMode(value as WeekendMode)}
          options={[
            { value: 'preview', label: t('weekend.preview') },
            { value: 'result', label: t('weekend.results') },
          ]}
        />
      </section>

      {weekend.isPending && problem === null ? (
        <p className="text-muted-foreground text-sm">{t('common.loading')}</p>
      ) : slots.data?.slots.length === 0 ? (
        <p className="text-sm">
          {t('weekend.noTeams')}{' '}
          <Link className="text-brand underline" to="/studio">
            {t('nav.studio')}
          </Link>
        </p>
      ) : games.length === 0 && problem === null ? (
        <p className="text-muted-foreground text-sm">{t('weekend.noGames')}</p>
      ) : null}
      {weekend.data?.failures.map((f) => (
        <p key={f.teamId} role="alert" className="text-destructive text-sm">
          {f.teamName}: {f.message}
        </p>
      ))}

      {days.length > 0 ? (
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
                {list.map((g) => {
                  const key = `${g.sport}:${g.game.id}`;
                  return (
                    <li key={key}>
                      <label className="bg-card flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm">
                        <input
                          type="checkbox"
                          className="mt-1 size-4"
                          checked={!deselected.has(key)}
                          onChange={() => toggle(g)}
                        />
                        <span className="flex min-w-0 flex-col">
                          <span className="font-semibold break-words">{g.teamName}</span>
                          <span className="break-words">
                            {g.game.teamHome} – {g.game.teamAway}
                          </span>
                          <span className="text-muted-foreground break-words">
                            {mode === 'result'
                              ? (g.game.result ?? '')
                              : [g.game.time, g.game.location, g.game.city]
                                  .filter(Boolean)
                                  .join(' · ')}
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </section>
      ) : null}

      {posts.length > 0 ? (
        <section aria-label={t('weekend.posts')} className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">
            {t('weekend.postsCount', { count: posts.length })}
          </h2>
          <ol className="flex gap-4 overflow-x-auto pb-2">
            {posts.map((post, index) => (
              <li key={post.key} className="flex w-56 shrink-0 flex-col gap-2">
                <PostPreview post={post} mode={mode} />
                <span className="text-sm font-semibold">
                  {index + 1}. {post.kind === 'overview' ? t('weekend.overview') : post.label}
                </span>
                {post.studioPath ? (
                  <Link className="text-brand text-sm underline" to={post.studioPath}>
                    {t('weekend.openInStudio')}
                  </Link>
                ) : null}
                {progress?.failed.some((f) => f.position === index + 1) ? (
                  <span role="alert" className="text-destructive text-sm">
                    {t('weekend.failed')}{' '}
                    {progress.failed.find((f) => f.position === index + 1)?.reason ?? ''}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>

          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => void downloadAll()} disabled={busy}>
              <Download aria-hidden />
              {t('weekend.downloadAll')}
            </Button>
            {canShare ? (
              <Button variant="outline" onClick={() => void shareAll()} disabled={busy}>
                <Share2 aria-hidden />
                {t('weekend.share')}
              </Button>
            ) : null}
            {busy ? (
              <Button
                variant="ghost"
                onClick={() => {
                  abort.current?.abort();
                  setProgress(null);
                }}
              >
                <X aria-hidden />
                {t('weekend.cancel')}
              </Button>
            ) : null}
            {progress ? (
              <p role="status" className="text-sm">
                {t('weekend.progress', {
                  done: progress.files.length + progress.failed.length,
                  total: progress.total,
                })}
              </p>
            ) : null}
          </div>

          <div className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">{t('weekend.caption')}</h2>
            <textarea
              readOnly
              aria-label={t('weekend.caption')}
              className="border-input bg-background min-h-48 w-full rounded-lg border p-3 text-sm"
              value={caption}
            />
            <div>
              <Button variant="outline" onClick={() => void copyCaption()}>
                <Copy aria-hidden />
                {t('weekend.copyCaption')}
              </Button>
            </div>
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** A post's preview by the shared renderer, as the export draws it (themes; a template's look is drawn in the default theme here). */
function PostPreview({ post, mode }: { post: PlannedPost; mode: WeekendMode }) {
  const { t } = useTranslation();
  const rendered = useMemo<RenderedPost>(() => {
    const body = post.body as Record<string, unknown>;
    if (post.kind === 'overview') {
      return buildWeekendPost({
        theme: isThemeId(body.theme) ? body.theme : 'default',
        mode,
        language: post.language,
        rows: post.games.map((g) => weekendRow(g.game, g.teamName, g.teamName)),
        crest: null,
        clubName: post.games[0]?.teamName ?? null,
        idPrefix: post.key,
      });
    }
    return buildPost({
      design: { theme: isThemeId(body.theme) ? body.theme : 'default' },
      games: post.games.map((g) => g.game),
      mode,
      format: isFormat(body.format) ? body.format : '4:5',
      language: post.language,
      teamName: post.games[0]?.teamName ?? null,
      sport: post.sport,
      idPrefix: post.key,
    });
  }, [post, mode]);
  const body = post.body as Record<string, unknown>;
  const size = canvasSizes[post.kind === 'team' && isFormat(body.format) ? body.format : '4:5'];
  return (
    <PostSvg
      post={rendered}
      width={224}
      height={Math.round((224 * size.height) / size.width)}
      label={post.kind === 'overview' ? t('weekend.overview') : post.label}
    />
  );
}
