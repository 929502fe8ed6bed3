import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildPost } from '#shared/render/build-post.ts';
import { postSvg } from '#shared/render/render-post.ts';
import { serializeSvg } from '#shared/render/svg-tree.ts';
import { fontPaths } from '#server/render/font-files.ts';
import { PostRasterizer } from '#server/render/post-rasterizer.ts';
import { fixtureGames, offlineImageResolver } from '#server/render/testing/render-fixtures.ts';

/**
 * The fast export path (cached background and backdrop, overlay drawn in bands and composited in
 * JS) must give the picture a single full resvg render of the same SVG gives.
 */
const rasterizer = new PostRasterizer({ images: offlineImageResolver() });
// Without logos, so the reference needs no image resolution of its own.
const games = fixtureGames.map((game) => ({ ...game, teamHomeLogo: null, teamAwayLogo: null }));

function difference(a: Uint8Array, b: Uint8Array) {
  let total = 0;
  let far = 0;
  for (let i = 0; i < a.length; i += 4) {
    let worst = 0;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs((a[i + c] as number) - (b[i + c] as number));
      total += d;
      worst = Math.max(worst, d);
    }
    if (worst > 32) far++;
  }
  return { mean: total / ((a.length / 4) * 3), far };
}

describe('the layered export', () => {
  it.each([
    ['default', 'result', 1, '4:5'],
    ['light', 'preview', 3, '9:16'],
    ['club', 'preview', 2, '1100:800'],
  ] as const)('equals a full render: %s %s %i %s', async (theme, mode, count, format) => {
    const post = buildPost({
      design: { theme },
      games: games.slice(0, count),
      mode,
      format,
      isHomeGame: true,
      showResultDetail: true,
    });
    const ours = await rasterizer.rasterize(post, { scale: 1 });
    const reference = new Resvg(serializeSvg(postSvg(post, 'all')), {
      font: { loadSystemFonts: false, fontFiles: fontPaths(post.fontFiles) },
    }).render().pixels;
    expect([ours.width, ours.height]).toEqual([post.width, post.height]);
    const { mean, far } = difference(ours.rgba, reference);
    expect(mean).toBeLessThan(0.05);
    expect(far).toBe(0);
  });

  it('a second export of the same background reuses it, a new photo is prepared', async () => {
    const post = buildPost({
      design: { theme: 'dark' },
      games: fixtureGames.slice(0, 1),
      mode: 'preview',
      backgroundHref: 'photo',
    });
    const photo = (color: string) =>
      sharp({ create: { width: 300, height: 300, channels: 3, background: color } })
        .jpeg()
        .toBuffer();
    let loads = 0;
    const source = (key: string, color: string) => ({
      key,
      load: async () => (loads++, photo(color)),
    });
    const first = await rasterizer.rasterize(post, {
      scale: 0.25,
      background: source('a', '#ff0000'),
    });
    await rasterizer.rasterize(post, { scale: 0.25, background: source('a', '#ff0000') });
    expect(loads).toBe(1);
    const other = await rasterizer.rasterize(post, {
      scale: 0.25,
      background: source('b', '#0000ff'),
    });
    expect(loads).toBe(2);
    // Corner pixel: the photo, darkened by the theme, shows through.
    expect(first.rgba[0]).toBeGreaterThan(other.rgba[0] as number);
    expect(other.rgba[2]).toBeGreaterThan(first.rgba[2] as number);
  });
});
