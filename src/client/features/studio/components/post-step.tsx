import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportRequestInput } from '#shared/exports/export-request.ts';
import { buildPost, type PostDesign } from '#shared/render/build-post.ts';
import { buildStandingsPost } from '#shared/render/build-standings-post.ts';
import { postCaption } from '#shared/render/post-caption.ts';
import { canvasSizes, exportScale } from '#shared/templates/formats.ts';
import { maxGamesPerPost } from '#shared/plans.ts';
import { hasResult, type Sport } from '#shared/sports/sports.ts';
import { servesMode } from '#shared/templates/template-modes.ts';
import { Card } from '#client/components/ui/card.tsx';
import { useClubPalette } from '#client/features/studio/api/get-club-palette.ts';
import { useStandings } from '#client/features/studio/api/get-standings.ts';
import { useClubs } from '#client/api/get-clubs.ts';
import { useTeams } from '#client/api/get-teams.ts';
import { useTemplates } from '#client/api/get-templates.ts';
import { clubApiKeyProblem } from '#client/lib/sports-gateway.ts';
import { BackgroundControls } from '#client/features/studio/components/background-controls.tsx';
import { ClubApiKeyNotice } from '#client/features/studio/components/club-api-key-notice.tsx';
import { ExportBar } from '#client/features/studio/components/export-bar.tsx';
import { LoadProblem } from '#client/features/studio/components/load-problem.tsx';
import { PostSvg } from '#client/components/post/post-svg.tsx';
import { FormatPicker } from '#client/features/studio/components/format-picker.tsx';
import { PostCaptionBox } from '#client/features/studio/components/post-caption-box.tsx';
import { PostLanguageSelect } from '#client/features/studio/components/post-language-select.tsx';
import { PostModeTabs } from '#client/features/studio/components/post-mode-tabs.tsx';
import { StepHeader } from '#client/features/studio/components/step-header.tsx';
import { TemplatePicker } from '#client/features/studio/components/template-picker.tsx';
import { useChosenBackground } from '#client/features/studio/hooks/use-chosen-background.ts';
import { usePostExport } from '#client/features/studio/hooks/use-post-export.ts';
import { usePostGames } from '#client/features/studio/hooks/use-post-games.ts';
import { usePostLanguage } from '#client/features/studio/hooks/use-post-language.ts';
import { useFitHeight } from '#client/features/studio/hooks/use-fit-height.ts';
import { useWindowWidth } from '#client/features/studio/hooks/use-window-width.ts';
import { fitPostSize, postSize } from '#client/features/studio/utils/post-size.ts';
import type { PostOptions } from '#client/features/studio/utils/studio-url.ts';
import { useMe } from '#client/api/get-me.ts';

/**
 * The post step, 'Social Media Vorschau' (/studio/{sport}/{club}/{team}/{games}): the post as
 * the shared renderer lays it out, the template, mode tab and background controls beside it,
 * and the export bar below. The 'Tabelle' tab shows the standings post of the team's league in
 * the chosen theme instead (no templates: a table is not a template anyone edits).
 */
export function PostStep({
  sport,
  clubId,
  teamId,
  gameIds,
  options,
  onOptions,
  onBack,
}: {
  sport: Sport;
  clubId: string;
  teamId: string;
  gameIds: string[];
  options: PostOptions;
  onOptions(patch: Partial<PostOptions>, flush?: boolean): void;
  onBack(): void;
}) {
  const { t } = useTranslation();
  const { user, entitlements, isPending: mePending } = useMe();
  const isPaid = entitlements.paid;
  const signedIn = user !== null;
  const postGames = usePostGames(sport, clubId, teamId, gameIds);
  const clubs = useClubs(sport);
  const teams = useTeams(sport, clubId);
  const templates = useTemplates({ enabled: isPaid });
  // A template locked after a downgrade is kept in the profile but cannot be used on a post.
  const usableTemplates = templates.data?.filter((template) => !template.locked);
  const background = useChosenBackground();
  const windowWidth = useWindowWidth();

  const clubName = clubs.data?.clubs.find((club) => club.id === clubId)?.name ?? null;
  const team = teams.data?.teams.find((candidate) => candidate.id === teamId) ?? null;
  const teamName = team?.name ?? null;
  const teamLeague = team?.liga ?? null;
  // The post speaks the interface language unless the user chose another here or the team's
  // slot remembers one ('Sprache des Posts').
  const { language: postLanguage, choose: choosePostLanguage } = usePostLanguage({
    signedIn,
    sport,
    teamId,
  });
  const chosenTemplate =
    usableTemplates?.find((template) => template.id === options.templateId) ?? null;
  const theme = options.templateId ? 'default' : options.theme;
  const gameMode = options.tab === 'result' ? 'result' : 'preview';
  // A template serves the game posts it declares (ADR 021): on the other tab the post is the
  // built-in theme, and a note says why; the choice is kept for the tab it serves.
  const templateElsewhere =
    chosenTemplate !== null &&
    options.tab !== 'standings' &&
    !servesMode(chosenTemplate.config, gameMode);
  const custom = templateElsewhere ? null : chosenTemplate;
  const palette = useClubPalette(!custom && theme === 'club', sport, clubId, teamId, gameIds[0]);

  const onStandings = options.tab === 'standings';
  const standings = useStandings(onStandings, sport, clubId, teamId);
  const table = standings.data?.table ?? null;
  const noTable = onStandings && standings.data?.reason === 'NO_TABLE';

  const { games } = postGames;
  // docs/product.md section 4: a selection with a played game opens on 'Resultat'. The game step's
  // 'Weiter' sets tab=result itself; a deep link or reload without a tab is switched here, once
  // per selection, so that choosing 'Spielvorschau' afterwards sticks.
  const selectionKey = gameIds.join(',');
  const tabSettledFor = useRef<string | null>(null);
  const gamesKnown = !postGames.isPending && games.length > 0;
  const playedGame = games.some(hasResult);
  useEffect(() => {
    if (!gamesKnown || tabSettledFor.current === selectionKey) return;
    tabSettledFor.current = selectionKey;
    if (options.tab === 'preview' && playedGame) onOptions({ tab: 'result' }, false);
  }, [gamesKnown, selectionKey, options.tab, playedGame, onOptions]);

  // More games than the plan allows (an old link, a downgrade): said before the export, not by it.
  const maxGames = maxGamesPerPost(entitlements.limits);
  const gameLimit =
    signedIn && !mePending && !onStandings && gameIds.length > maxGames ? maxGames : null;
  const design: PostDesign = useMemo(
    () => (custom ? { template: custom.config } : { theme }),
    [custom, theme],
  );
  const gamePost = useMemo(
    () =>
      onStandings || games.length === 0
        ? null
        : buildPost({
            design,
            games,
            mode: gameMode,
            format: options.format,
            isHomeGame: options.isHomeGame,
            showResultDetail: options.showResultDetail,
            palette: palette.data ?? null,
            backgroundHref: background?.url ?? null,
            idPrefix: 'studio-',
            language: postLanguage,
            sport,
            teamName,
            league: teamLeague,
            brandMark: !isPaid,
          }),
    [
      onStandings,
      design,
      games,
      gameMode,
      options.format,
      options.isHomeGame,
      options.showResultDetail,
      palette.data,
      background?.url,
      postLanguage,
      sport,
      teamName,
      teamLeague,
      isPaid,
    ],
  );
  const standingsPost = useMemo(
    () =>
      onStandings && table
        ? buildStandingsPost({
            theme,
            standings: table,
            palette: palette.data ?? null,
            backgroundHref: background?.url ?? null,
            idPrefix: 'studio-',
            language: postLanguage,
            format: options.format,
          })
        : null,
    [onStandings, table, theme, palette.data, background?.url, postLanguage, options.format],
  );
  const post = onStandings ? standingsPost : gamePost;
  // The caption below the preview: written from the post's data in the post's language; an edit
  // in the box holds until the post changes.
  const caption = useMemo(
    () =>
      (onStandings ? table !== null : games.length > 0)
        ? postCaption({
            games: onStandings ? [] : games,
            mode: onStandings ? 'standings' : gameMode,
            language: postLanguage,
            sport,
            clubName,
            teamName,
            league: teamLeague,
            standings: table,
            isHomeGame: options.isHomeGame,
            showResultDetail: options.showResultDetail,
          })
        : null,
    [
      onStandings,
      table,
      games,
      gameMode,
      postLanguage,
      sport,
      clubName,
      teamName,
      teamLeague,
      options.isHomeGame,
      options.showResultDetail,
    ],
  );
  const [captionEdit, setCaptionEdit] = useState<{ of: string; text: string } | null>(null);
  const captionText = caption !== null && captionEdit?.of === caption ? captionEdit.text : caption;
  // The whole post shows above the export bar when the page opens: its size by window width,
  // scaled down when the room between its top and the bar is lower (docs/product.md section 2 sizes are
  // the most it takes).
  const [slotRef, room] = useFitHeight();
  const size = fitPostSize(
    postSize(windowWidth, onStandings ? options.format : (custom?.config.format ?? options.format)),
    room,
  );

  // The standings post takes the chosen format too: it is always drawn in a built-in theme.
  const postFormat = onStandings ? options.format : (custom?.config.format ?? options.format);
  const backgroundId = background?.kind === 'collection' ? background.id : null;
  const request: ExportRequestInput | null = onStandings
    ? table
      ? {
          mode: 'standings',
          sport,
          clubId,
          teamId,
          theme,
          backgroundId,
          language: postLanguage,
          format: options.format,
        }
      : null
    : games.length === 0
      ? null
      : {
          sport,
          clubId,
          teamId,
          gameIds: games.map((game) => game.id),
          ...(custom ? { templateId: custom.id } : { theme }),
          mode: gameMode,
          isHomeGame: options.isHomeGame,
          showResultDetail: options.showResultDetail,
          backgroundId,
          language: postLanguage,
          ...(custom ? {} : { format: options.format }),
        };
  const postExport = usePostExport({
    signedIn,
    sport,
    clubId,
    teamId,
    teamName,
    request: gameLimit === null ? request : null,
    canvas: canvasSizes[postFormat],
    drawn: post,
  });

  const heading = [t(`studio.sports.${sport}`), teamName ?? clubName].filter(Boolean).join(' · ');
  // The names load with the club and team lists: a skeleton until then, never the ids.
  const namesPending = teams.isPending || clubs.isPending;
  const keyProblem = clubApiKeyProblem(postGames.error);

  const showsPost = !keyProblem && !postGames.isError;
  return (
    // Phones: heading, post, options, caption one below the other: the options right under the
    // post, so a change is seen where it is made. Wide screens: the post on the left from the
    // top with the caption below it, heading and options beside it, so the post starts high
    // enough to show whole.
    <div
      className="flex flex-col gap-8 pb-36 lg:grid lg:grid-cols-[auto_minmax(0,1fr)] lg:grid-rows-[auto_1fr_auto] lg:items-start lg:gap-x-10 lg:gap-y-6"
      data-studio-step="post"
      data-tab={options.tab}
      data-ready={post !== null}
    >
      <div className={showsPost ? 'lg:col-start-2 lg:row-start-1' : 'lg:col-span-2'}>
        <StepHeader
          onBack={onBack}
          backLabel={t('studio.post.changeGames')}
          title={t('studio.post.title')}
          lead={
            <>
              {namesPending ? (
                <span
                  role="status"
                  aria-label={t('common.loading')}
                  data-testid="post-heading-skeleton"
                  className="inline-block h-5 w-56 max-w-full animate-pulse rounded bg-muted align-middle"
                />
              ) : (
                <span className="font-semibold text-foreground" data-testid="post-heading">
                  {heading}
                </span>
              )}
              {clubName && teamName && teamName !== clubName && (
                <span className="text-muted-foreground"> · {clubName}</span>
              )}
            </>
          }
          demo={postGames.source === 'demo'}
        />
      </div>

      {keyProblem ? (
        <div className="lg:col-span-2">
          <ClubApiKeyNotice sport={sport} clubId={clubId} problem={keyProblem} />
        </div>
      ) : postGames.isError ? (
        <div className="lg:col-span-2">
          <LoadProblem title={t('studio.post.loadFailed')} onRetry={postGames.refetch} />
        </div>
      ) : (
        <>
          <div ref={slotRef} className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <figure className="flex min-w-0 flex-col items-center gap-3">
              <div
                className="overflow-hidden rounded-2xl bg-muted shadow-2xl ring-1 shadow-black/20 ring-black/5 dark:ring-white/10"
                style={{
                  width: size.width,
                  maxWidth: '100%',
                  aspectRatio: `${size.width} / ${size.height}`,
                }}
              >
                {post ? (
                  <PostSvg
                    post={post}
                    width={size.width}
                    height={size.height}
                    label={t(onStandings ? 'studio.post.standingsLabel' : 'studio.post.label')}
                  />
                ) : noTable ? (
                  <p
                    className="flex size-full items-center justify-center p-8 text-center text-sm text-muted-foreground"
                    role="status"
                    data-testid="no-standings"
                  >
                    {t('studio.post.noStandings')}
                  </p>
                ) : onStandings && standings.isError ? (
                  <div className="flex size-full items-center justify-center p-6">
                    <LoadProblem
                      title={t('studio.post.standingsLoadFailed')}
                      onRetry={standings.refetch}
                    />
                  </div>
                ) : (
                  <div
                    className="size-full animate-pulse bg-muted"
                    role="status"
                    aria-label={t('common.loading')}
                  />
                )}
              </div>
              <figcaption className="text-xs text-muted-foreground">
                {t('studio.post.format', {
                  format: postFormat,
                  width: canvasSizes[postFormat].width * exportScale,
                  height: canvasSizes[postFormat].height * exportScale,
                })}
              </figcaption>
            </figure>
          </div>

          <Card className="flex flex-col gap-6 p-5 sm:p-6 lg:col-start-2 lg:row-span-2 lg:row-start-2">
            <h2 className="text-lg font-semibold tracking-tight">{t('studio.post.options')}</h2>
            <TemplatePicker
              theme={theme}
              templateId={chosenTemplate ? chosenTemplate.id : null}
              templates={isPaid ? (usableTemplates ?? []) : null}
              gameCount={gameIds.length}
              mode={onStandings ? null : gameMode}
              onTheme={(next) => onOptions({ theme: next, templateId: null })}
              onTemplate={(id) => onOptions({ templateId: id })}
            />
            {templateElsewhere && chosenTemplate ? (
              <p
                role="status"
                data-testid="template-elsewhere"
                className="-mt-3 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground"
              >
                {t(
                  gameMode === 'result'
                    ? 'studio.post.templateNotForResult'
                    : 'studio.post.templateNotForPreview',
                  { name: chosenTemplate.name, theme: t(`studio.post.themes.${theme}`) },
                )}{' '}
                {t('studio.post.templateModesHint')}
              </p>
            ) : null}
            <PostModeTabs
              tab={options.tab}
              isHomeGame={options.isHomeGame}
              showResultDetail={options.showResultDetail}
              onTab={(tab) => onOptions({ tab })}
              onHomeGame={(isHomeGame) => onOptions({ isHomeGame })}
              onResultDetail={(showResultDetail) => onOptions({ showResultDetail })}
            />
            {(onStandings || !custom) && (
              <FormatPicker format={options.format} onFormat={(format) => onOptions({ format })} />
            )}
            <PostLanguageSelect value={postLanguage} onChange={choosePostLanguage} />
            <div className="border-t" />
            <BackgroundControls signedIn={signedIn} chosen={background} />
          </Card>
          {caption !== null && captionText !== null && (
            <div
              className="mx-auto w-full lg:col-start-1 lg:row-start-3"
              style={{ maxWidth: Math.max(size.width, 340) }}
            >
              <PostCaptionBox
                caption={caption}
                text={captionText}
                onText={(text) => setCaptionEdit({ of: caption, text })}
              />
            </div>
          )}
        </>
      )}

      <ExportBar
        signedIn={signedIn}
        postExport={postExport}
        teamName={teamName}
        gameLimit={gameLimit}
        caption={captionText}
      />
    </div>
  );
}
