import { buildPost, type PostInput } from '#shared/render/build-post.ts';
import { postSvg, type RenderedPost } from '#shared/render/render-post.ts';
import type { SvgNode } from '#shared/render/svg-tree.ts';
import { isPostLanguage, type PostLanguage } from '#shared/i18n/post-language.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';
import { sampleGames, type SampleGame } from '#client/features/landing/utils/sample-games.ts';

/**
 * The hero's sample posts, drawn by the product's own renderer (the studio's buildPost) in one
 * language. Runs at build time only (vite.config.ts, scripts/og-image.ts): the page gets the
 * finished SVG trees, so the renderer and its font metrics (60 KB gzip) stay out of the landing
 * page's JavaScript.
 */

export const isSampleLanguage = isPostLanguage;

/** Each sample in another of the built-in designs. */
const themes: ThemeId[] = ['club', 'dark', 'default'];

/** dd.mm.yyyy of the last Saturday before `now`: a result from last weekend. */
export function lastSaturday(now: Date): string {
  const date = new Date(now);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 1) % 7 || 7));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

/** What a sample post is laid out from (also drawn by the export path for the Open Graph image). */
export function samplePostInput(
  sample: SampleGame,
  index: number,
  language: PostLanguage,
  now = new Date(),
): PostInput {
  return {
    design: { theme: themes[index % themes.length] ?? 'default' },
    games: [{ ...sample.game, date: lastSaturday(now) }],
    mode: 'result',
    format: '4:5',
    isHomeGame: true,
    showResultDetail: true,
    palette: { primary: sample.home.colour, secondary: sample.home.secondary },
    language,
    teamName: sample.game.teamHome,
    sport: sample.sport,
    league: sample.league,
    idPrefix: `landing-${index}-`,
  };
}

export function renderSamplePost(
  sample: SampleGame,
  index: number,
  language: PostLanguage,
  now = new Date(),
): RenderedPost {
  return buildPost(samplePostInput(sample, index, language, now));
}

/** The SVG trees of the three samples in `language`, for the page. */
export function renderSamplePosts(language: PostLanguage, now = new Date()): SvgNode[] {
  return sampleGames.map((sample, index) =>
    postSvg(renderSamplePost(sample, index, language, now), 'all'),
  );
}
