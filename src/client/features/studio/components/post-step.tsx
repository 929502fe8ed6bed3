import { useTranslation } from 'react-i18next';
import { canvasSizes } from '#shared/templates/formats.ts';
import { maxGamesPerPost } from '#shared/plans.ts';
import { useClubs } from '#client/api/get-clubs.ts';
import { useMe } from '#client/api/get-me.ts';
import { useTeams } from '#client/api/get-teams.ts';
import { clubApiKeyProblem } from '#client/lib/sports-gateway.ts';
import { ClubApiKeyNotice } from '#client/features/studio/components/club-api-key-notice.tsx';
import { ExportBar } from '#client/features/studio/components/export-bar.tsx';
import { LoadProblem } from '#client/components/ui/load-problem.tsx';
import { PostCaptionBox } from '#client/features/studio/components/post-caption-box.tsx';
import { PostOptionsCard } from '#client/features/studio/components/post-options-card.tsx';
import { PostPreviewFigure } from '#client/features/studio/components/post-preview-figure.tsx';
import { PostStepHeader } from '#client/features/studio/components/post-step-header.tsx';
import { useChosenBackground } from '#client/features/studio/hooks/use-chosen-background.ts';
import { useFitHeight } from '#client/features/studio/hooks/use-fit-height.ts';
import {
  usePostDesign,
  type PostSelection,
} from '#client/features/studio/hooks/use-post-design.ts';
import { usePostExport } from '#client/features/studio/hooks/use-post-export.ts';
import { usePostGames } from '#client/features/studio/hooks/use-post-games.ts';
import { usePostLanguage } from '#client/features/studio/hooks/use-post-language.ts';
import { usePostPreview } from '#client/features/studio/hooks/use-post-preview.ts';
import { usePostSponsors } from '#client/features/studio/hooks/use-post-sponsors.ts';
import { useWindowWidth } from '#client/features/studio/hooks/use-window-width.ts';
import type { StudioRoute } from '#client/features/studio/hooks/use-studio-route.ts';
import type { StudioTeam } from '#client/features/studio/utils/studio-url.ts';
import { postExportRequest } from '#client/features/studio/utils/post-export-request.ts';
import { fitPostSize, postSize } from '#client/features/studio/utils/post-size.ts';

/**
 * The post step, 'Social Media Vorschau' (/studio/{sport}/{club}/{team}/{games}): the post as
 * the shared renderer lays it out, the template, mode tab and background controls beside it,
 * and the export bar below. The 'Tabelle' tab shows the standings post of the team's league in
 * the chosen theme instead (no templates: a table is not a template anyone edits). What is drawn
 * comes from usePostDesign and usePostPreview, the file from usePostExport.
 */
export function PostStep({
  team: { sport, clubId, teamId },
  route,
}: {
  team: StudioTeam;
  route: StudioRoute;
}) {
  const { options, setOptions: onOptions } = route;
  const { gameIds } = route.selection;
  const selection: PostSelection = { sport, clubId, teamId, gameIds, options, onOptions };
  const { t } = useTranslation();
  const { user, entitlements, isPending: mePending } = useMe();
  const isPaid = entitlements.paid;
  const signedIn = user !== null;
  const postGames = usePostGames(sport, clubId, teamId, gameIds);
  const clubs = useClubs(sport);
  const teams = useTeams(sport, clubId);
  const background = useChosenBackground();
  const windowWidth = useWindowWidth();
  const clubName = clubs.data?.clubs.find((club) => club.id === clubId)?.name ?? null;
  const team = teams.data?.teams.find((candidate) => candidate.id === teamId) ?? null;
  const teamName = team?.name ?? null;
  // The interface language unless chosen here or remembered by the team's slot.
  const { language, choose: chooseLanguage } = usePostLanguage({ signedIn, sport, teamId });
  const { games } = postGames;
  const choice = usePostDesign({
    ...selection,
    isPaid,
    games,
    gamesKnown: !postGames.isPending && games.length > 0,
  });
  const { onStandings, postFormat } = choice;
  const unsponsored = postExportRequest({
    choice,
    sport,
    clubId,
    teamId,
    games,
    options,
    backgroundId: background?.kind === 'collection' ? background.id : null,
    language,
  });
  const sponsors = usePostSponsors({
    signedIn,
    isPaid,
    sport,
    teamId,
    request: unsponsored,
  });
  const request = unsponsored && { ...unsponsored, sponsors: sponsors.choice };
  const { post, caption, captionText, editCaption } = usePostPreview({
    choice,
    games,
    options,
    backgroundHref: background?.url ?? null,
    language,
    sport,
    clubName,
    teamName,
    league: team?.liga ?? null,
    isPaid,
    sponsors: sponsors.sponsors,
  });

  // More games than the plan allows (an old link, a downgrade): said before the export, not by it.
  const maxGames = maxGamesPerPost(entitlements.limits);
  const gameLimit =
    signedIn && !mePending && !onStandings && gameIds.length > maxGames ? maxGames : null;
  // The whole post shows above the export bar: its size by window width (docs/product.md section
  // 2 sizes are the most), scaled down when the room between its top and the bar is lower.
  const [slotRef, room] = useFitHeight();
  const size = fitPostSize(postSize(windowWidth, postFormat), room);

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

  const keyProblem = clubApiKeyProblem(postGames.error);
  const showsPost = !keyProblem && !postGames.isError;
  return (
    // Phones: heading, post, options, caption one below the other (a change is seen where it is
    // made). Wide screens: the post on the left from the top with the caption below it, heading
    // and options beside it, so the post starts high enough to show whole.
    <div
      className="flex flex-col gap-8 pb-36 lg:grid lg:grid-cols-[auto_minmax(0,1fr)] lg:grid-rows-[auto_1fr_auto] lg:items-start lg:gap-x-10 lg:gap-y-6"
      data-studio-step="post"
      data-tab={options.tab}
      data-ready={post !== null || choice.resultMissing}
    >
      <div className={showsPost ? 'lg:col-start-2 lg:row-start-1' : 'lg:col-span-2'}>
        <PostStepHeader
          sport={sport}
          clubName={clubName}
          teamName={teamName}
          // The names load with the club and team lists: a skeleton until then, never the ids.
          namesPending={teams.isPending || clubs.isPending}
          demo={postGames.source === 'demo'}
          onBack={route.back}
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
            <PostPreviewFigure
              post={post}
              size={size}
              standings={onStandings}
              noTable={choice.noTable}
              standingsFailed={choice.standings.isError}
              onRetryStandings={() => void choice.standings.refetch()}
              resultMissing={choice.resultMissing}
              onPreview={() => onOptions({ tab: 'preview' })}
              format={postFormat}
            />
          </div>
          <PostOptionsCard
            choice={choice}
            options={options}
            onOptions={onOptions}
            isPaid={isPaid}
            gameCount={gameIds.length}
            language={language}
            onLanguage={chooseLanguage}
            signedIn={signedIn}
            background={background}
            sponsors={sponsors}
          />
          {caption !== null && captionText !== null && (
            <div
              className="mx-auto w-full lg:col-start-1 lg:row-start-3"
              style={{ maxWidth: Math.max(size.width, 340) }}
            >
              <PostCaptionBox caption={caption} text={captionText} onText={editCaption} />
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
