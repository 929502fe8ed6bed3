import { renderPost, type RenderedPost } from '#shared/render/render-post.ts';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import type { ClubPalette } from '#shared/themes/club-palette.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';
import type { PostSponsors } from '#shared/sponsors/post-sponsors.ts';
import {
  weekendTemplate,
  type WeekendFormat,
  type WeekendRow,
} from '#shared/themes/weekend-template.ts';

/**
 * The game-day overview post from what the weekend screen knows: the rows (one per game, from the
 * club's side), a built-in theme, format, language and the user's background. The screen's
 * preview and the server's export both call this, as with game and standings posts.
 */
export interface WeekendPostInput {
  theme: ThemeId;
  format?: WeekendFormat;
  mode: 'preview' | 'result';
  language?: PostLanguage;
  rows: readonly WeekendRow[];
  crest?: string | null;
  /** The club's name: its initials stand in for a missing crest. */
  clubName?: string | null;
  palette?: ClubPalette | null;
  backgroundHref?: string | null;
  /** The sponsors chosen for the post (on the server): the look's sponsor band draws them. */
  sponsors?: PostSponsors | null;
  brandMark?: boolean;
  idPrefix?: string;
}

export function buildWeekendPost(input: WeekendPostInput): RenderedPost {
  const language = input.language ?? 'de';
  const config = svgConfigSchema.parse(
    weekendTemplate({
      theme: input.theme,
      format: input.format ?? '4:5',
      mode: input.mode,
      language,
      rows: input.rows,
      crest: input.crest ?? null,
      clubName: input.clubName ?? null,
      palette: input.palette ?? null,
      hasBackgroundImage: Boolean(input.backgroundHref),
      ...(input.sponsors ? { sponsors: input.sponsors } : {}),
      brandMark: input.brandMark ?? false,
    }),
  );
  return renderPost(config, [], {
    backgroundHref: input.backgroundHref ?? null,
    idPrefix: input.idPrefix,
    language,
    kind: input.mode,
  });
}
