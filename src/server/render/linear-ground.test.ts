import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { el, serializeSvg, type SvgNode } from '#shared/render/svg-tree.ts';
import { formats } from '#shared/templates/formats.ts';
import { themeIds } from '#shared/themes/theme-colors.ts';
import { layOut } from '#server/render/lay-out.ts';
import { fillLinearGround, linearGround } from '#server/render/linear-ground.ts';
import { fixtureGames } from '#server/render/testing/render-fixtures.ts';

/**
 * A look's gradient ground is filled without resvg (linear-ground.ts): the same pixels as resvg
 * draws, within one level, for every look and format that begins with one; anything else is
 * left to resvg.
 */
function resvgPixels(
  post: { width: number; height: number; defs: SvgNode[] },
  node: SvgNode,
  scale = 0.5,
) {
  const svg = el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width: post.width, height: post.height },
    [el('defs', {}, post.defs), node],
  );
  return new Resvg(serializeSvg(svg), { fitTo: { mode: 'zoom', value: scale } }).render().pixels;
}

function largestDifference(a: Uint8Array, b: Uint8Array): number {
  let largest = 0;
  for (let i = 0; i < a.length; i++) largest = Math.max(largest, Math.abs(a[i]! - b[i]!));
  return largest;
}

const gradient = (
  attrs: Record<string, string | number>,
  stops: Record<string, string | number>[],
) =>
  el(
    'linearGradient',
    { id: 'g', ...attrs },
    stops.map((stop) => el('stop', stop)),
  );
const ground = (attrs: Record<string, string | number> = {}) =>
  el('rect', { x: 0, y: 0, width: 400, height: 500, fill: 'url(#g)', ...attrs });
const twoStops = [
  { offset: 0, 'stop-color': '#10284d' },
  { offset: 1, 'stop-color': '#e4002b' },
];

describe('a look’s gradient ground', () => {
  const looks = themeIds.flatMap((theme) => formats.map((format) => ({ theme, format })));
  it.each(looks)(
    '$theme $format: resvg’s pixels within one level, or left to resvg',
    ({ theme, format }) => {
      const post = layOut({
        kind: 'game',
        input: {
          design: { theme },
          games: [{ ...fixtureGames[1]!, result: '3:2' }],
          mode: 'result',
          format,
          showResultDetail: true,
          language: 'de',
        },
      });
      const found = linearGround(post, post.backdrop[0]);
      // Every look begins with one: a gradient, or the light look's plain colour.
      expect(found).not.toBeNull();
      if (!found) return;
      const width = post.width / 2;
      const height = post.height / 2;
      const filled = new Uint8Array(width * height * 4);
      fillLinearGround(found, filled, width, height);
      expect(largestDifference(filled, resvgPixels(post, post.backdrop[0]!))).toBeLessThanOrEqual(
        1,
      );
    },
  );

  it.each(looks.filter(({ format }) => format === '4:5' || format === '9:16'))(
    '$theme $format at 2x, its rows copied out of one long row where slanted: within one level',
    ({ theme, format }) => {
      const post = layOut({
        kind: 'game',
        input: { design: { theme }, games: fixtureGames.slice(0, 1), mode: 'result', format },
      });
      const found = linearGround(post, post.backdrop[0])!;
      const filled = new Uint8Array(post.width * 2 * post.height * 2 * 4);
      fillLinearGround(found, filled, post.width * 2, post.height * 2);
      const drawn = resvgPixels(post, post.backdrop[0]!, 2);
      expect(largestDifference(filled, drawn)).toBeLessThanOrEqual(1);
    },
    30_000,
  );

  it('takes three stops at their offsets and pads beyond the vector’s ends', () => {
    const post = {
      width: 400,
      height: 500,
      defs: [
        gradient({ x1: 0.2, y1: 0.1, x2: 0.7, y2: 0.8 }, [
          { offset: 0, 'stop-color': '#000000' },
          { offset: 0.3, 'stop-color': '#ffcc00' },
          { offset: 1, 'stop-color': '#0055ff' },
        ]),
      ],
    };
    const found = linearGround(post, ground());
    expect(found).not.toBeNull();
    const filled = new Uint8Array(200 * 250 * 4);
    fillLinearGround(found!, filled, 200, 250);
    expect(largestDifference(filled, resvgPixels(post, ground()))).toBeLessThanOrEqual(1);
  });

  it('leaves to resvg what it does not draw the same', () => {
    const post = (defs: SvgNode[]) => ({ width: 400, height: 500, defs });
    const plain = post([gradient({ x1: 0, y1: 0, x2: 0, y2: 1 }, twoStops)]);
    expect(linearGround(plain, ground())).not.toBeNull();
    // Corners, opacity, a smaller rectangle, a colour that is no plain hex.
    expect(linearGround(plain, ground({ rx: 12 }))).toBeNull();
    expect(linearGround(plain, ground({ 'fill-opacity': 0.5 }))).toBeNull();
    expect(linearGround(plain, ground({ width: 399 }))).toBeNull();
    expect(linearGround(plain, ground({ fill: 'rgba(255,255,255,0.5)' }))).toBeNull();
    expect(linearGround(plain, ground({ fill: 'none' }))).toBeNull();
    // A gradient with transparency, in user units, transformed, repeated or of one point.
    const transparent = [twoStops[0]!, { ...twoStops[1]!, 'stop-opacity': 0.5 }];
    expect(linearGround(post([gradient({}, transparent)]), ground())).toBeNull();
    const odd: Record<string, string | number>[] = [
      { gradientUnits: 'userSpaceOnUse' },
      { gradientTransform: 'rotate(20)' },
      { spreadMethod: 'repeat' },
      { x1: 0.5, y1: 0.5, x2: 0.5, y2: 0.5 },
    ];
    for (const attrs of odd) {
      expect(linearGround(post([gradient(attrs, twoStops)]), ground())).toBeNull();
    }
    expect(linearGround(post([]), ground())).toBeNull();
  });

  it('fills a plain colour as resvg does, to the level', () => {
    const post = { width: 400, height: 500, defs: [] };
    const found = linearGround(post, ground({ fill: '#f3f1ec' }));
    expect(found).not.toBeNull();
    const filled = new Uint8Array(200 * 250 * 4);
    fillLinearGround(found!, filled, 200, 250);
    expect(largestDifference(filled, resvgPixels(post, ground({ fill: '#f3f1ec' })))).toBe(0);
    expect([...filled.subarray(0, 4)]).toEqual([0xf3, 0xf1, 0xec, 255]);
  });
});
