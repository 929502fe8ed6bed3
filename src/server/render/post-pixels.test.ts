import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { buildPost, type PostInput } from '#shared/render/build-post.ts';
import { postLanguages } from '#shared/i18n/post-language.ts';
import type { RenderedPost } from '#shared/render/render-post.ts';
import { el, serializeSvg, type SvgNode } from '#shared/render/svg-tree.ts';
import { fontFaces } from '#shared/typography/font-map.ts';
import { formats, type Format } from '#shared/templates/formats.ts';
import { themeIds, type ThemeId } from '#shared/themes/theme-colors.ts';
import { backgroundIdentity } from '#server/render/background-identity.ts';
import { compositeOver } from '#server/render/composite.ts';
import { fontDir } from '#server/render/font-files.ts';
import { replaceImages } from '#server/render/layer-image-refs.ts';
import { drawLayer, resvgOptions, splitBackdrop } from '#server/render/post-pixels.ts';
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

/**
 * Each band is drawn only as wide as its nodes reach (band-layout.ts): the layer must come out
 * as resvg draws it whole, to the level, or a measure too short would cut a glyph.
 */
describe('a layer drawn in bands as wide as their nodes', () => {
  const base = (width: number, height: number) => {
    const pixels = new Uint8Array(width * height * 4);
    for (let i = 0; i < pixels.length; i += 4) pixels.set([90, 120, 150, 255], i);
    return pixels;
  };
  function largestDifference(
    post: Pick<RenderedPost, 'width' | 'height' | 'defs' | 'fontFiles'>,
    nodes: SvgNode[],
    scale: number,
  ) {
    const width = Math.round(post.width * scale);
    const height = Math.round(post.height * scale);
    const layer = {
      post,
      scale,
      fontFiles: post.fontFiles,
      fontDir,
      wanted: new Map(),
      images: new Map(),
    };
    const banded = base(width, height);
    drawLayer(nodes, layer, banded);
    // Images without bytes are left out, in both drawings.
    const drawable = nodes
      .map((node) => replaceImages(node, new Map(), new Map()))
      .filter((node) => node !== null);
    const children = post.defs.length > 0 ? [el('defs', {}, post.defs), ...drawable] : drawable;
    const svg = serializeSvg(
      el(
        'svg',
        { width: post.width, height: post.height, viewBox: `0 0 ${post.width} ${post.height}` },
        children,
      ),
    );
    const whole = base(width, height);
    compositeOver(
      whole,
      new Resvg(svg, resvgOptions(scale, post.fontFiles, fontDir)).render().pixels,
      width,
      height,
    );
    // The layer draws something: a comparison of two empty drawings proves nothing.
    expect(whole).not.toEqual(base(width, height));
    let largest = 0;
    for (let i = 0; i < whole.length; i++) {
      largest = Math.max(largest, Math.abs(whole[i]! - banded[i]!));
    }
    return largest;
  }

  it.each(themeIds.flatMap((theme) => formats.map((format) => ({ theme, format }))))(
    'draws the texts and shapes of $theme $format as the whole layer',
    ({ theme, format }) => {
      // One of the two languages with the longest words and dates, by turns.
      const index = themeIds.indexOf(theme) + formats.indexOf(format);
      const post = buildPost({
        design: { theme },
        games: [fixtureGames[index % fixtureGames.length]!],
        mode: 'result',
        format,
        language: index % 2 === 0 ? 'fr' : 'it',
        showResultDetail: true,
      });
      expect(largestDifference(post, splitBackdrop(post).drawn, 2)).toBe(0);
    },
    60_000,
  );

  it('cuts no glyph of any shipped face, weight, style, anchor or letter spacing', () => {
    // One text a band (far enough apart not to merge), so each band is as wide as its text.
    const texts: SvgNode[] = [];
    for (const face of fontFaces) {
      for (const anchor of ['start', 'middle', 'end'] as const) {
        for (const spacing of [-6, 12]) {
          texts.push(
            el(
              'text',
              {
                x: anchor === 'start' ? 40 : anchor === 'middle' ? 540 : 1040,
                y: 0,
                'font-family': `'${face.family}', sans-serif`,
                'font-size': 44,
                'font-weight': face.weight,
                'font-style': face.style,
                'letter-spacing': spacing,
                'text-anchor': anchor,
                fill: '#ffffff',
              },
              spacing < 0 ? 'fWAJjÀÉf' : 'jMfq«ÅÇ»f',
            ),
          );
        }
      }
    }
    // A character the face lacks is drawn by another face: that text spans the whole width.
    texts.push(
      el(
        'text',
        {
          x: 540,
          y: 0,
          'font-family': "'Bebas Neue', sans-serif",
          'font-size': 60,
          'text-anchor': 'middle',
          fill: '#ffffff',
        },
        'ÆØ ✓ Ω',
      ),
    );
    const post = {
      width: 1080,
      height: 1350,
      defs: [],
      fontFiles: fontFaces.map((face) => face.file),
    };
    const perPost = 8;
    for (let first = 0; first < texts.length; first += perPost) {
      const nodes = texts
        .slice(first, first + perPost)
        .map((node, index) => ({ ...node, attrs: { ...node.attrs, y: 100 + index * 150 } }));
      expect(largestDifference(post, nodes, 2)).toBe(0);
    }
  }, 60_000);
});
