import { describe, expect, it } from 'vitest';
import { buildPost, type PostInput } from '#shared/render/build-post.ts';
import { postLanguages } from '#shared/i18n/post-language.ts';
import type { SvgNode } from '#shared/render/svg-tree.ts';
import { formats, type Format } from '#shared/templates/formats.ts';
import { themeIds, type ThemeId } from '#shared/themes/theme-colors.ts';
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

describe("a video's prepared background", () => {
  const input = (theme: ThemeId, format: Format, photo: boolean): PostInput => ({
    design: { theme },
    games: fixtureGames.slice(0, 1),
    mode: 'result',
    format,
    ...(photo ? { backgroundHref: 'data:image/jpeg;base64,AA==' } : {}),
  });
  const cueOf = (node: SvgNode) => node.attrs['data-cue'];

  it.each(
    (['default', 'club'] as const).flatMap((theme) =>
      (['9:16', '4:5'] as const).flatMap((format) =>
        [false, true].map((photo) => ({ theme, format, photo })),
      ),
    ),
  )(
    'leaves out the band of $theme $format (photo: $photo), which the still keeps',
    ({ theme, format, photo }) => {
      const still = splitBackdrop(buildPost(input(theme, format, photo)));
      const video = splitBackdrop(buildPost({ ...input(theme, format, photo), cues: true }));
      // The still's background keeps the band (its nodes draw the same, without their cue).
      expect(still.ground).toBe(0);
      expect(still.kept.backdrop.length).toBe(video.kept.backdrop.length + video.ground);
      // The video's keeps the ground (no cue) and draws the band first, moved with the ground.
      expect(video.kept.backdrop.every((node) => cueOf(node) === undefined)).toBe(true);
      expect(video.ground).toBeGreaterThan(0);
      const band = video.drawn.slice(0, video.ground);
      expect(band.every((node) => node.tag === 'path' && cueOf(node) === 'band')).toBe(true);
      expect(video.drawn.slice(video.ground).some((node) => cueOf(node) === 'band')).toBe(false);
    },
  );

  it("keeps dark's ground and light's card where it spans the canvas, as a still's", () => {
    for (const theme of ['dark', 'light'] as const) {
      const still = splitBackdrop(buildPost(input(theme, '4:5', false)));
      const video = splitBackdrop(buildPost({ ...input(theme, '4:5', false), cues: true }));
      expect(video.kept.backdrop.length).toBe(still.kept.backdrop.length);
      expect(video.ground).toBe(0);
    }
    // The dark look's gradient and its two light beams.
    expect(splitBackdrop(buildPost(input('dark', '4:5', false))).kept.backdrop.length).toBe(3);
  });
});
