import { useEffect, useRef } from 'react';
import { hasResult, type Game, type Sport } from '#shared/sports/sports.ts';
import { servesMode } from '#shared/templates/template-modes.ts';
import { useClubPalette } from '#client/api/get-club-palette.ts';
import { useStandings } from '#client/features/studio/api/get-standings.ts';
import { useTemplates } from '#client/api/get-templates.ts';
import type { PostOptions } from '#client/features/studio/utils/studio-url.ts';

/** The post the studio's route names (sport, club, team and games) and the post's options. */
export interface PostSelection {
  sport: Sport;
  clubId: string;
  teamId: string;
  gameIds: string[];
  options: PostOptions;
  onOptions(patch: Partial<PostOptions>, flush?: boolean): void;
}

/**
 * What the post step draws with: the built-in theme or the user's template (a template serves
 * the game posts it declares, ADR 021; on the other tab the theme is drawn and a note says why),
 * the club palette (the 'club' theme's, a template's club colours, the look menu's swatch), and on
 * the 'Tabelle' tab the team's table. On 'Resultat' a game not played yet leaves nothing to draw
 * (`resultMissing`).
 */
export function usePostDesign({
  sport,
  clubId,
  teamId,
  gameIds,
  options,
  onOptions,
  isPaid,
  games,
  gamesKnown,
}: PostSelection & {
  isPaid: boolean;
  games: Game[];
  /** The games have loaded (and there are some). */
  gamesKnown: boolean;
}) {
  const templates = useTemplates({ enabled: isPaid });
  // A template locked after a downgrade is kept in the profile but cannot be used on a post.
  const usableTemplates = templates.data?.filter((template) => !template.locked);
  const chosenTemplate =
    usableTemplates?.find((template) => template.id === options.templateId) ?? null;
  const theme = options.templateId ? 'default' : options.theme;
  const gameMode = options.tab === 'result' ? 'result' : 'preview';
  const onStandings = options.tab === 'standings';
  const templateElsewhere =
    chosenTemplate !== null && !onStandings && !servesMode(chosenTemplate.config, gameMode);
  const custom = templateElsewhere ? null : chosenTemplate;
  // The club's colours: the 'club' look's, a template's club colours and the look's menu show
  // them (read from the club's logo in the first game; cached for an hour).
  const palette = useClubPalette(true, sport, clubId, teamId, gameIds[0]);

  // A result post needs a result (docs/product.md section 5): a game not played yet has none.
  const resultMissing =
    gameMode === 'result' && !onStandings && gamesKnown && !games.every(hasResult);

  const standings = useStandings(onStandings, sport, clubId, teamId);
  const table = standings.data?.table ?? null;
  const noTable = onStandings && standings.data?.reason === 'NO_TABLE';

  // docs/product.md section 4: a selection with a played game opens on 'Resultat'. The game step's
  // 'Weiter' sets tab=result itself; a deep link or reload without a tab is switched here, once
  // per selection, so that choosing 'Spielvorschau' afterwards sticks.
  const selectionKey = gameIds.join(',');
  const tabSettledFor = useRef<string | null>(null);
  const playedGame = games.some(hasResult);
  useEffect(() => {
    if (!gamesKnown || tabSettledFor.current === selectionKey) return;
    tabSettledFor.current = selectionKey;
    if (options.tab === 'preview' && playedGame) onOptions({ tab: 'result' }, false);
  }, [gamesKnown, selectionKey, options.tab, playedGame, onOptions]);

  return {
    usableTemplates,
    chosenTemplate,
    custom,
    templateElsewhere,
    theme,
    gameMode,
    onStandings,
    palette: palette.data ?? null,
    standings,
    table,
    noTable,
    /** On 'Resultat', a game without a result: no post, the note and the way to the preview. */
    resultMissing,
    /** The format drawn: a template keeps its own; the standings post takes the chosen one. */
    postFormat: onStandings ? options.format : (custom?.config.format ?? options.format),
  } as const;
}

export type PostDesignChoice = ReturnType<typeof usePostDesign>;
