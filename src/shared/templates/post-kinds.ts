import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { postWords } from '#shared/i18n/post-words.ts';

/**
 * What a post is: a preview of games to come, the result of games played, or the league table.
 * The studio's tabs 'Spielvorschau', 'Resultat' and 'Tabelle' are these three. A template serves
 * the game posts it declares (`postModes` in its config, see template-modes.ts); the table is
 * drawn by the built-in themes only.
 */
export const postKinds = ['preview', 'result', 'standings'] as const;
export type PostKind = (typeof postKinds)[number];

/** The game posts a template can serve. */
export const templateModes = ['preview', 'result'] as const;
export type TemplateMode = (typeof templateModes)[number];

/** What the post's headline field needs to know to name the post. */
export interface PostHeadline {
  kind: PostKind;
  /** How many games the post shows: 'Resultate' and 'Spieltag' for two or three. */
  games: number;
  /** A preview of a home game says 'Heimspiel' ('Heimspieltag' for several). */
  isHomeGame?: boolean;
  language?: PostLanguage;
}

/**
 * The headline of a post in its language, as the words are written ('Spielvorschau',
 * 'Resultate', 'Tabelle'); a template's headline field and the built-in themes both say this.
 */
export function headlineWord({ kind, games, isHomeGame, language }: PostHeadline): string {
  const w = postWords(language ?? 'de');
  const many = games > 1;
  if (kind === 'standings') return w.standings.title;
  if (kind === 'result') return many ? w.results : w.result;
  if (isHomeGame) return many ? w.homeGameDay : w.homeGame;
  return many ? w.gameDay : w.preview;
}
