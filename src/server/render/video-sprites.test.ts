import { describe, expect, it } from 'vitest';
import { drawSprite, type Sprite } from '#server/render/video-sprites.ts';

/**
 * The moving post's cheap moves (ADR 066): an element drawn once is put into a frame faded,
 * moved, wiped (only some of its columns) or scaled about its middle, from the same pixels.
 */
const width = 12;
const height = 12;

/** A white square of `size` at (x, y) in a sprite of the frame's width (premultiplied RGBA). */
function square(x: number, y: number, size: number): Sprite {
  const pixels = new Uint8Array(width * size * 4);
  const spans = new Int32Array(size * 2);
  for (let row = 0; row < size; row++) {
    for (let column = x; column < x + size; column++)
      pixels.fill(255, (row * width + column) * 4, (row * width + column) * 4 + 4);
    spans[row * 2] = x;
    spans[row * 2 + 1] = x + size;
  }
  return {
    firstRow: y,
    rows: size,
    pixels,
    spans,
    left: x,
    right: x + size,
    top: y,
    bottom: y + size,
  };
}

/** The frame's lit pixels as [x, y] pairs, and their red value. */
function lit(frame: Uint8Array): { at: string[]; red: Set<number> } {
  const at: string[] = [];
  const red = new Set<number>();
  for (let i = 0; i < width * height; i++) {
    if (frame[i * 4]! > 0) {
      at.push(`${i % width},${Math.floor(i / width)}`);
      red.add(frame[i * 4]!);
    }
  }
  return { at, red };
}

const place = { alpha: 256, dx: 0, dy: 0, scale: 1, clipFrom: 0, clipTo: width };

describe('an element put into a frame of the moving post', () => {
  it('is drawn where it lies, moved by whole pixels, and faded', () => {
    const still = new Uint8Array(width * height * 4);
    drawSprite(still, width, height, square(4, 4, 4), place);
    expect(lit(still).at).toHaveLength(16);
    expect(lit(still).at).toContain('4,4');
    const moved = new Uint8Array(width * height * 4);
    drawSprite(moved, width, height, square(4, 4, 4), { ...place, dx: -6, dy: 3 });
    // Moved left past the frame's edge: the columns outside are left out, not wrapped.
    expect(lit(moved).at.sort()).toEqual(
      ['0,7', '0,8', '0,9', '0,10', '1,7', '1,8', '1,9', '1,10'].sort(),
    );
    const faded = new Uint8Array(width * height * 4);
    drawSprite(faded, width, height, square(4, 4, 4), { ...place, alpha: 128 });
    expect([...lit(faded).red]).toEqual([127]);
  });

  it('shows only the columns of a wipe', () => {
    const frame = new Uint8Array(width * height * 4);
    drawSprite(frame, width, height, square(4, 4, 4), { ...place, clipFrom: 4, clipTo: 6 });
    expect(lit(frame).at).toHaveLength(8);
    expect(lit(frame).at.every((pixel) => ['4', '5'].includes(pixel.split(',')[0]!))).toBe(true);
  });

  it('scales about its middle: half as large, or larger within the frame', () => {
    const half = new Uint8Array(width * height * 4);
    drawSprite(half, width, height, square(4, 4, 4), { ...place, scale: 0.5 });
    expect(lit(half).at.sort()).toEqual(['5,5', '5,6', '6,5', '6,6']);
    const large = new Uint8Array(width * height * 4);
    drawSprite(large, width, height, square(4, 4, 4), { ...place, scale: 1.5 });
    expect(lit(large).at).toHaveLength(36);
    expect(lit(large).at).toContain('3,3');
    expect(lit(large).at).toContain('8,8');
  });

  it('shows only the rows of a wipe from the top', () => {
    const frame = new Uint8Array(width * height * 4);
    drawSprite(frame, width, height, square(4, 4, 4), { ...place, clipBelow: 6 });
    expect(lit(frame).at).toHaveLength(8);
    expect(lit(frame).at.every((pixel) => ['4', '5'].includes(pixel.split(',')[1]!))).toBe(true);
  });
});
