import { useMemo, useState } from 'react';
import { buildPost, type PostDesign } from '#shared/render/build-post.ts';
import { buildStandingsPost } from '#shared/render/build-standings-post.ts';
import { postCaption } from '#shared/render/post-caption.ts';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import type { PostSponsors } from '#shared/sponsors/post-sponsors.ts';
import type { Game, Sport } from '#shared/sports/sports.ts';
import type { PostDesignChoice } from '#client/features/studio/hooks/use-post-design.ts';
import type { PostOptions } from '#client/features/studio/utils/studio-url.ts';

/**
 * The post the studio draws (the shared renderer's tree, the same the export rasterises) and the
 * caption below it, written from the same games in the post's language; an edit in the caption
 * box holds until the post changes.
 */
export function usePostPreview({
  choice,
  games,
  options,
  backgroundHref,
  language,
  sport,
  clubName,
  teamName,
  league,
  isPaid,
  sponsors,
}: {
  choice: PostDesignChoice;
  games: Game[];
  options: PostOptions;
  backgroundHref: string | null;
  language: PostLanguage;
  sport: Sport;
  clubName: string | null;
  teamName: string | null;
  league: string | null;
  isPaid: boolean;
  /** The sponsors the export would show ('Sponsoren zeigen' on), else null. */
  sponsors: PostSponsors | null;
}) {
  const { custom, theme, gameMode, onStandings, palette, table, resultMissing } = choice;
  const design: PostDesign = useMemo(
    () => (custom ? { template: custom.config } : { theme }),
    [custom, theme],
  );
  const { format, isHomeGame, showResultDetail } = options;
  const post = useMemo(() => {
    if (onStandings) {
      return table
        ? buildStandingsPost({
            theme,
            standings: table,
            palette,
            backgroundHref,
            idPrefix: 'studio-',
            language,
            format,
            sponsors,
          })
        : null;
    }
    return games.length === 0 || resultMissing
      ? null
      : buildPost({
          design,
          games,
          mode: gameMode,
          format,
          isHomeGame,
          showResultDetail,
          palette,
          backgroundHref,
          idPrefix: 'studio-',
          language,
          sport,
          teamName,
          league,
          brandMark: !isPaid,
          sponsors,
        });
  }, [
    onStandings,
    table,
    resultMissing,
    theme,
    design,
    games,
    gameMode,
    format,
    isHomeGame,
    showResultDetail,
    palette,
    backgroundHref,
    language,
    sport,
    teamName,
    league,
    isPaid,
    sponsors,
  ]);

  const caption = useMemo(
    () =>
      (onStandings ? table !== null : games.length > 0 && !resultMissing)
        ? postCaption({
            games: onStandings ? [] : games,
            mode: onStandings ? 'standings' : gameMode,
            language,
            sport,
            clubName,
            teamName,
            league,
            standings: table,
            isHomeGame,
            showResultDetail,
          })
        : null,
    [
      onStandings,
      table,
      resultMissing,
      games,
      gameMode,
      language,
      sport,
      clubName,
      teamName,
      league,
      isHomeGame,
      showResultDetail,
    ],
  );
  const [captionEdit, setCaptionEdit] = useState<{ of: string; text: string } | null>(null);
  const captionText = caption !== null && captionEdit?.of === caption ? captionEdit.text : caption;
  const editCaption = (text: string) => {
    if (caption !== null) setCaptionEdit({ of: caption, text });
  };

  return { post, caption, captionText, editCaption };
}
