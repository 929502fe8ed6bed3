import type { Format } from '#shared/templates/formats.ts';
import type { Game } from '#shared/sports/sports.ts';
import type { ClubPalette } from '#shared/themes/club-palette.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';
import { themeTemplate, type PostMode } from '#shared/themes/theme-template.ts';
import { parseDocument, type EditorDocument } from '#client/features/editor/core/document.ts';

/**
 * "Start from a built-in look": a built-in theme, laid out for the chosen games, mode and format,
 * as an ordinary template. Team names, time, result and crests stay data fields (api-text,
 * api-image; a crest draws the team's monogram where it has no logo); what the theme derives
 * from the games at hand (the German date, per-team scores, the venue line) becomes plain text
 * the club can edit. The club look's colours stay club colours (`club:primary`, ...), so the
 * template takes the colours of each club it is used for.
 */
export interface ThemeStart {
  theme: ThemeId;
  mode: PostMode;
  format: Format;
  games: readonly Game[];
  isHomeGame?: boolean;
  showResultDetail?: boolean;
  palette?: ClubPalette | null;
}

export function templateFromTheme(start: ThemeStart): EditorDocument {
  const template = themeTemplate({
    theme: start.theme,
    mode: start.mode,
    format: start.format,
    games: start.games,
    isHomeGame: start.isHomeGame ?? false,
    showResultDetail: start.showResultDetail ?? false,
    palette: start.palette ?? null,
    hasBackgroundImage: false,
  });
  // The theme's ground covers the canvas, so the template starts with a colour background rather
  // than a photo placeholder the ground would hide; deleting the ground makes room for a photo.
  // The look was chosen as a preview or a result: the template serves that tab (ADR 021); the
  // settings let the club use it for both.
  return parseDocument({ ...template, useBackgroundPlaceholder: false, postModes: [start.mode] });
}
