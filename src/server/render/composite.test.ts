import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { renderPost, postSvg } from '#shared/render/render-post.ts';
import { serializeSvg } from '#shared/render/svg-tree.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import { scrimGradient } from '#shared/themes/theme-ground.ts';
import { applyShades, compositeOver, solidRgba } from '#server/render/composite.ts';

/** The server's shortcuts give the pixels resvg would have drawn. */
const config = svgConfigSchema.parse({
  format: '1:1',
  backgroundColor: '#c08040',
  elements: [
    {
      id: 'scrim',
      type: 'rect',
      x: 0,
      y: 200,
      width: 1080,
      height: 600,
      gradient: scrimGradient(0, 0.8),
    },
    { id: 'veil', type: 'rect', x: -10, y: 0, width: 1100, height: 100, fill: 'rgba(0,0,0,0.5)' },
    {
      id: 'card',
      type: 'rect',
      x: 100,
      y: 300,
      width: 500,
      height: 300,
      fill: 'rgba(255,255,255,0.3)',
      rx: 20,
    },
  ],
});

function resvgPixels(svg: string, scale: number): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: { loadSystemFonts: false },
  }).render().pixels;
}

function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let total = 0;
  for (let i = 0; i < a.length; i++)
    if (i % 4 !== 3) total += Math.abs((a[i] as number) - (b[i] as number));
  return total / ((a.length / 4) * 3);
}

describe('server compositing', () => {
  const post = renderPost(config, []);
  const scale = 0.5;
  const size = 540;

  it('takes full-width black overlays as shades of the background, not as backdrop', () => {
    expect(
      post.background.shades.map(({ y, height, top, bottom }) => ({ y, height, top, bottom })),
    ).toEqual([
      { y: 200, height: 600, top: 0, bottom: 0.8 },
      { y: 0, height: 100, top: 0.5, bottom: 0.5 },
    ]);
    expect(post.backdrop).toHaveLength(1);
  });

  it('draws shades and the backdrop as resvg draws the whole SVG', () => {
    const expected = resvgPixels(serializeSvg(postSvg(post, 'all')), scale);
    const base = solidRgba(size, size, post.background.color);
    applyShades(base, size, size, scale, post.background.shades);
    compositeOver(base, resvgPixels(serializeSvg(postSvg(post, 'backdrop')), scale), size, size);
    expect(meanDifference(base, expected)).toBeLessThan(0.6);
    // A darker and a lighter spot: the shade and the card really are there.
    const at = (x: number, y: number) => base[(y * size + x) * 4] as number;
    expect(at(500, 390)).toBeLessThan(at(500, 110) - 60);
    expect(at(150, 200)).toBeGreaterThan(at(400, 200) + 20);
  });

  it('with the pixels under it, writes only the rows it draws on and names them', () => {
    const overlay = resvgPixels(serializeSvg(postSvg(post, 'backdrop')), scale);
    const under = solidRgba(size, size, post.background.color);
    const inPlace = Buffer.from(under);
    const inkedInPlace = compositeOver(inPlace, overlay, size, size);
    const target = Buffer.alloc(under.length, 7);
    const inked = compositeOver(target, overlay, size, size, under);
    expect(Buffer.from(inked).equals(Buffer.from(inkedInPlace))).toBe(true);
    // The card spans rows 150-300 at this scale; above the veil and the card nothing is drawn.
    expect(inked[200]).toBe(1);
    expect(inked.includes(0)).toBe(true);
    const stride = size * 4;
    for (let row = 0; row < size; row++) {
      const written = target.subarray(row * stride, (row + 1) * stride);
      if (inked[row]) {
        expect(written.equals(inPlace.subarray(row * stride, (row + 1) * stride))).toBe(true);
      } else {
        expect(written.every((value) => value === 7)).toBe(true);
      }
    }
  });

  it('draws an overlay as wide as some columns at their place in the row', () => {
    const overlay = resvgPixels(serializeSvg(postSvg(post, 'backdrop')), scale);
    const base = solidRgba(size, size, post.background.color);
    const whole = Buffer.from(base);
    compositeOver(whole, overlay, size, size);
    // The same overlay cut to columns 40-400, drawn over a base of its own.
    const columns = { firstColumn: 40, endColumn: 400 };
    const width = columns.endColumn - columns.firstColumn;
    const cut = Buffer.alloc(width * size * 4);
    for (let row = 0; row < size; row++) {
      overlay.copy(cut, row * width * 4, (row * size + 40) * 4, (row * size + 400) * 4);
    }
    const target = Buffer.alloc(base.length, 7);
    const inked = compositeOver(target, cut, size, size, base, columns);
    const stride = size * 4;
    for (let row = 0; row < size; row++) {
      const written = target.subarray(row * stride, (row + 1) * stride);
      if (!inked[row]) {
        expect(written.every((value) => value === 7)).toBe(true);
        continue;
      }
      // Inside the columns as drawn whole; outside them the base, copied.
      expect(
        written.subarray(160, 1600).equals(whole.subarray(row * stride + 160, row * stride + 1600)),
      ).toBe(true);
      expect(written.subarray(0, 160).equals(base.subarray(row * stride, row * stride + 160))).toBe(
        true,
      );
      expect(
        written.subarray(1600).equals(base.subarray(row * stride + 1600, (row + 1) * stride)),
      ).toBe(true);
    }
    expect(inked.includes(1)).toBe(true);
    expect(() =>
      compositeOver(target, cut, size, size, base, { firstColumn: 41, endColumn: 400 }),
    ).toThrow('sizes differ');
  });

  it('gives every overlay and base level the rounded premultiplied sum', () => {
    // Each alpha, each overlay level up to it, each base level: one pixel each.
    const overs: number[] = [];
    const unders: number[] = [];
    for (let a = 0; a <= 255; a++) {
      for (let c = 0; c <= a; c += a > 64 ? 3 : 1) {
        for (let u = 0; u <= 255; u++) {
          overs.push(c, (c * 7) % (a + 1), a - c, a);
          unders.push(u, 255 - u, (u * 3) & 255, 255);
        }
      }
    }
    const width = 256;
    const height = overs.length / 4 / width;
    const base = Uint8Array.from(unders);
    compositeOver(base, Uint8Array.from(overs), width, height);
    const wrong: string[] = [];
    for (let i = 0; i < base.length; i += 4) {
      const a = overs[i + 3]!;
      for (let channel = 0; channel < 3; channel++) {
        const expected = overs[i + channel]! + Math.round((unders[i + channel]! * (255 - a)) / 255);
        if (base[i + channel] !== expected && wrong.length < 5) {
          wrong.push(
            `${overs[i + channel]} over ${unders[i + channel]} at alpha ${a}: ${base[i + channel]}, not ${expected}`,
          );
        }
      }
      if (base[i + 3] !== 255 && wrong.length < 5) wrong.push(`alpha ${base[i + 3]}`);
    }
    expect(wrong).toEqual([]);
  });
});
