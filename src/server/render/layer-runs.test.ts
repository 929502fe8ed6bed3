import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { buildPost } from '#shared/render/build-post.ts';
import { formats } from '#shared/templates/formats.ts';
import { themeIds } from '#shared/themes/theme-colors.ts';
import { compositeOver } from '#server/render/composite.ts';
import { fontDir } from '#server/render/font-files.ts';
import { compositeRuns, encodeRuns, LayerRuns } from '#server/render/layer-runs.ts';
import { prepareBackground, resvgOptions, splitBackdrop } from '#server/render/post-pixels.ts';
import { fixtureGames } from '#server/render/testing/render-fixtures.ts';

/**
 * A background's bands kept as runs (layer-runs.ts, ADR 072): a background prepared from them
 * is the one resvg's drawing makes, to the level.
 */

/** An opaque picture whose every pixel differs from its neighbours. */
function ground(width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < pixels.length; i += 4) {
    const p = i >> 2;
    pixels[i] = (p * 7) & 255;
    pixels[i + 1] = (p * 13 + 50) & 255;
    pixels[i + 2] = (p * 29 + 100) & 255;
    pixels[i + 3] = 255;
  }
  return pixels;
}

const noParts = { photo: null, templateImage: null };
const noImages = { wanted: new Map(), images: new Map(), fontDir };

describe('runs of a drawn band', () => {
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 60 40">${body}</svg>`;
  const draw = (body: string) =>
    new Resvg(svg(body), resvgOptions(1, [], fontDir)).render().pixels as Uint8Array;

  it('composite to the same pixels as the drawing itself, at a column, with and without under', () => {
    const drawn = draw(
      '<path d="M0 0 L33 0 L20 40 L0 40 Z" fill="#ffffff" fill-opacity="0.07"/>' +
        '<rect x="30" y="5" width="20" height="30" rx="6" fill="#e4002b"/>',
    );
    const runs = encodeRuns(drawn, 60, 40);
    expect(runs).not.toBeNull();
    const width = 100;
    const expected = ground(width, 40);
    const expectedRows = compositeOver(expected, drawn, width, 40, undefined, {
      firstColumn: 17,
      endColumn: 77,
    });
    const actual = ground(width, 40);
    expect(compositeRuns(actual, runs!, width, 40, 17)).toEqual(expectedRows);
    expect(Buffer.from(actual).equals(Buffer.from(expected))).toBe(true);

    const under = ground(width, 40);
    const fromUnder = new Uint8Array(width * 40 * 4);
    const overUnder = new Uint8Array(width * 40 * 4);
    compositeOver(overUnder, drawn, width, 40, under, { firstColumn: 17, endColumn: 77 });
    compositeRuns(fromUnder, runs!, width, 40, 17, under);
    expect(Buffer.from(fromUnder).equals(Buffer.from(overUnder))).toBe(true);
  });

  it('are none for a band of many small runs, and a band without pixels has no runs', () => {
    const noise = new Uint8Array(60 * 40 * 4);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    expect(encodeRuns(noise, 60, 40)).toBeNull();
    const empty = encodeRuns(new Uint8Array(60 * 40 * 4), 60, 40);
    expect(Array.from(empty!)).toEqual(new Array(40).fill(0));
  });

  it('are refused at another size', () => {
    expect(() => encodeRuns(new Uint8Array(10), 60, 40)).toThrow(/sizes differ/);
    expect(() => compositeRuns(new Uint8Array(10), new Uint32Array(1), 60, 40, 0)).toThrow(
      /sizes differ/,
    );
  });
});

describe("a thread's kept runs", () => {
  it('let go of the least recently used beyond their bytes, and remember refused bands', () => {
    const kept = new LayerRuns(100);
    kept.keep('a', new Uint32Array(10));
    kept.keep('b', new Uint32Array(10));
    expect(kept.size).toBe(80);
    expect(kept.get('a')).toHaveLength(10);
    kept.keep('c', new Uint32Array(10));
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toHaveLength(10);
    expect(kept.size).toBe(80);
    kept.keep('noisy', null);
    expect(kept.get('noisy')).toBeNull();
    kept.keep('huge', new Uint32Array(30));
    expect(kept.get('huge')).toBeUndefined();
    expect(kept.size).toBe(80);
  });

  it('are keyed by the band, its scale and its fonts', () => {
    const key = LayerRuns.key('<svg/>', 2, []);
    expect(LayerRuns.key('<svg/>', 2, [])).toBe(key);
    expect(LayerRuns.key('<svg/>', 1, [])).not.toBe(key);
    expect(LayerRuns.key('<svg />', 2, [])).not.toBe(key);
    expect(LayerRuns.key('<svg/>', 2, ['Anton.ttf'])).not.toBe(key);
  });
});

describe('a background prepared from kept runs', () => {
  it.each(themeIds.flatMap((theme) => formats.map((format) => ({ theme, format }))))(
    'is the drawn one, to the level: $theme $format at 2x',
    async ({ theme, format }) => {
      const post = splitBackdrop(
        buildPost({ design: { theme }, games: fixtureGames.slice(0, 1), mode: 'result', format }),
      ).kept;
      const drawn = await prepareBackground(post, 2, noParts, noImages);
      const runs = new LayerRuns(8 * 2 ** 20);
      const first = await prepareBackground(post, 2, noParts, { ...noImages, runs });
      const bands = runs.size;
      let used = 0;
      const get = runs.get.bind(runs);
      runs.get = (key) => {
        const found = get(key);
        if (found) used += 1;
        return found;
      };
      const again = await prepareBackground(post, 2, noParts, { ...noImages, runs });
      expect(Buffer.from(first).equals(Buffer.from(drawn))).toBe(true);
      expect(Buffer.from(again).equals(Buffer.from(drawn))).toBe(true);
      // Every look but the light story keeps shapes of its own over the ground.
      if (theme === 'light' && format === '9:16') expect(bands).toBe(0);
      else {
        expect(bands).toBeGreaterThan(0);
        expect(used).toBeGreaterThan(0);
      }
      expect(runs.size).toBe(bands);
    },
    30_000,
  );
});
