import {
  renderPost,
  type EditorRenderOptions,
  type RenderedPost,
} from '#shared/render/render-post.ts';
import { defaultFormat, type Format } from '#shared/templates/formats.ts';
import { svgConfigSchema, type SvgConfig } from '#shared/templates/template-schema.ts';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import type { Game, Sport } from '#shared/sports/sports.ts';
import type { ClubPalette } from '#shared/themes/club-palette.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';
import { themeDesign, type PostMode } from '#shared/themes/theme-template.ts';
import type { PostSponsors } from '#shared/sponsors/post-sponsors.ts';

/**
 * One post from what the studio knows: a built-in theme (laid out for the games, mode and
 * options) or a saved template, the games, and the user's background. The studio preview and the
 * server export both call this, so they cannot drift apart.
 */
export type PostDesign = { theme: ThemeId } | { template: SvgConfig };

export interface PostInput {
  design: PostDesign;
  games: readonly Game[];
  mode: PostMode;
  /** For themes; a saved template keeps its own format. */
  format?: Format;
  isHomeGame?: boolean;
  showResultDetail?: boolean;
  /** The club's colours: the 'club' theme's and a template's club colours take them. */
  palette?: ClubPalette | null;
  /** The user's background photo (any URL the browser can show; the server passes its own source). */
  backgroundHref?: string | null;
  idPrefix?: string;
  /** Draw for the template editor (groups per element, boxes, placeholders). */
  editor?: EditorRenderOptions;
  /** The post's language (words, dates, times); German unless given. */
  language?: PostLanguage;
  /** The team the post is for, its sport and league: win or loss and the sport line. */
  teamName?: string | null;
  sport?: Sport | null;
  league?: string | null;
  /** The free plan's product mark on built-in themes. */
  brandMark?: boolean;
  /**
   * The sponsors chosen for the post (the rotation, on the server): a look draws them in its
   * sponsor band, a template in its 'Sponsor' slots. Without them the post is as it was.
   */
  sponsors?: PostSponsors | null;
  /**
   * A moving post (ADR 066): a look writes on each element's node what part of it the element
   * is (`data-cue`: a team, the score, the header), so the video moves the look as it is made.
   */
  cues?: boolean;
}

export function designTemplate(input: PostInput): SvgConfig {
  return design(input).template;
}

/** The post's template, and for a look its elements' cues by id. */
function design(input: PostInput): { template: SvgConfig; cues: Record<string, string> } {
  if ('template' in input.design) return { template: input.design.template, cues: {} };
  const { template, cues } = themeDesign({
    theme: input.design.theme,
    mode: input.mode,
    format: input.format ?? defaultFormat,
    games: input.games,
    isHomeGame: input.isHomeGame ?? false,
    showResultDetail: input.showResultDetail ?? false,
    palette: input.palette ?? null,
    hasBackgroundImage: Boolean(input.backgroundHref),
    language: input.language,
    teamName: input.teamName ?? null,
    sport: input.sport ?? null,
    league: input.league ?? null,
    brandMark: input.brandMark ?? false,
    ...(input.sponsors ? { sponsors: input.sponsors } : {}),
  });
  return { template: svgConfigSchema.parse(template), cues };
}

export function buildPost(input: PostInput): RenderedPost {
  const { template, cues } = design(input);
  return renderPost(template, input.games, {
    ...(input.cues ? { cues } : {}),
    backgroundHref: input.backgroundHref ?? null,
    idPrefix: input.idPrefix,
    editor: input.editor,
    language: input.language,
    kind: input.mode,
    isHomeGame: input.isHomeGame,
    palette: input.palette ?? null,
    sponsors: input.sponsors ?? null,
  });
}
