import { describe, expect, it } from 'vitest';
import { buildPost, type PostInput } from '#shared/render/build-post.ts';
import { postLanguages } from '#shared/i18n/post-language.ts';
import { formats } from '#shared/templates/formats.ts';
import { themeIds } from '#shared/themes/theme-colors.ts';
import { backgroundIdentity } from '#server/render/background-identity.ts';
import { splitBackdrop } from '#server/render/post-pixels.ts';
import { fixtureGames } from '#server/render/testing/render-fixtures.ts';

/**
 * A post's prepared background is its steady part (post-pixels.ts, docs/export.md): every game,
 * language and side of one look, format and photo shares it, so a post never made before is
 * drawn over a background prepared once.
 */
function keyOf(input: PostInput): string {
  const { kept } = splitBackdrop(buildPost(input));
  return backgroundIdentity({
    post: kept,
    width: kept.width * 2,
    height: kept.height * 2,
    background: { key: 'photo' },
  }).key;
}

describe("a post's prepared background", () => {
  it.each(themeIds.flatMap((theme) => formats.map((format) => ({ theme, format }))))(
    'is one for every game, language and side of $theme $format over one photo',
    ({ theme, format }) => {
      const keys = new Set<string>();
      for (const [index, game] of fixtureGames.entries()) {
        for (const language of postLanguages) {
          for (const mode of ['result'] as const) {
            keys.add(
              keyOf({
                design: { theme },
                games: [game],
                mode,
                format,
                language,
                isHomeGame: index % 2 === 0,
                showResultDetail: true,
                palette: { primary: '#15803d', secondary: '#f97316' },
                teamName: index % 2 === 0 ? game.teamHome : game.teamAway,
                backgroundHref: 'data:image/jpeg;base64,AA==',
              }),
            );
          }
        }
      }
      expect(keys.size).toBe(1);
    },
  );

  it('differs by look and format, and keeps the ground the look spans the canvas with', () => {
    const input: PostInput = {
      design: { theme: 'dark' },
      games: fixtureGames.slice(0, 1),
      mode: 'result',
      format: '4:5',
    };
    expect(keyOf(input)).not.toBe(keyOf({ ...input, design: { theme: 'light' } }));
    expect(keyOf(input)).not.toBe(keyOf({ ...input, format: '1:1' }));
    const { kept, drawn } = splitBackdrop(buildPost(input));
    // The dark look's gradient ground and its two diagonal stripes.
    expect(kept.backdrop.length).toBeGreaterThanOrEqual(3);
    expect(drawn.length).toBeGreaterThan(buildPost(input).overlay.length);
  });
});
