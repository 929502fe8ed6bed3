import type { ExportRequestInput } from '#shared/exports/export-request.ts';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import type { Game, Sport } from '#shared/sports/sports.ts';
import type { PostDesignChoice } from '#client/features/studio/hooks/use-post-design.ts';
import type { PostOptions } from '#client/features/studio/utils/studio-url.ts';

/**
 * The export request of the post the studio shows, without the download choice (file type and
 * size, added by the export bar's hook); null while there is nothing to export (no games, no
 * table, a result post of a game without a result). A template keeps its own format; the standings post takes the chosen one.
 */
export function postExportRequest({
  choice,
  sport,
  clubId,
  teamId,
  games,
  options,
  backgroundId,
  language,
}: {
  choice: PostDesignChoice;
  sport: Sport;
  clubId: string;
  teamId: string;
  games: Game[];
  options: PostOptions;
  backgroundId: string | null;
  language: PostLanguage;
}): ExportRequestInput | null {
  const { custom, theme, gameMode, onStandings, table, resultMissing } = choice;
  if (onStandings) {
    return table
      ? {
          mode: 'standings',
          sport,
          clubId,
          teamId,
          theme,
          backgroundId,
          language,
          format: options.format,
        }
      : null;
  }
  if (games.length === 0 || resultMissing) return null;
  return {
    sport,
    clubId,
    teamId,
    gameIds: games.map((game) => game.id),
    ...(custom ? { templateId: custom.id } : { theme }),
    mode: gameMode,
    isHomeGame: options.isHomeGame,
    showResultDetail: options.showResultDetail,
    backgroundId,
    language,
    ...(custom ? {} : { format: options.format }),
  };
}
