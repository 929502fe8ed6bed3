import { renderPost, type RenderedPost } from '#shared/render/render-post.ts';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { defaultFormat, type Format } from '#shared/templates/formats.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import type { Standings } from '#shared/sports/standings.ts';
import type { ClubPalette } from '#shared/themes/club-palette.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';
import type { PostSponsors } from '#shared/sponsors/post-sponsors.ts';
import { standingsTemplate } from '#shared/themes/standings-template.ts';

/**
 * The standings post from what the studio knows: the table, a built-in theme, format and the
 * user's background. Studio preview and server export both call this, as with game posts.
 */
export interface StandingsPostInput {
  theme: ThemeId;
  standings: Standings;
  format?: Format;
  language?: PostLanguage;
  /** The club's colours, for the 'club' theme. */
  palette?: ClubPalette | null;
  backgroundHref?: string | null;
  /** The sponsors chosen for the post (on the server): the look's sponsor band draws them. */
  sponsors?: PostSponsors | null;
  idPrefix?: string;
}

export function buildStandingsPost(input: StandingsPostInput): RenderedPost {
  const config = svgConfigSchema.parse(
    standingsTemplate({
      theme: input.theme,
      format: input.format ?? defaultFormat,
      standings: input.standings,
      language: input.language ?? 'de',
      palette: input.palette ?? null,
      hasBackgroundImage: Boolean(input.backgroundHref),
      ...(input.sponsors ? { sponsors: input.sponsors } : {}),
    }),
  );
  return renderPost(config, [], {
    backgroundHref: input.backgroundHref ?? null,
    idPrefix: input.idPrefix,
    language: input.language ?? 'de',
    kind: 'standings',
  });
}
