import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  adler32Combine,
  BAND_ROWS,
  encodePostPng,
  encodeWholePng,
} from '#server/render/png-file.ts';

/**
 * The post's PNG (png-file.ts): whatever it writes, sharp (libvips) decodes to exactly the
 * pixels: the drawn rows from the drawing, every other row from the background; clean bands
 * kept from an earlier post over the same background give the same bytes as encoding them again.
 */

/** A photo-like picture: noise, gradients and a flat panel across bands. */
function picture(width: number, height: number, seed = 7): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  let state = seed;
  const noise = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state % 9;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const panel = y > height * 0.6 && x > width * 0.1 && x < width * 0.9;
      rgba[i] = panel ? 20 : 40 + noise() + ((x * 3) & 63);
      rgba[i + 1] = panel ? 20 : 42 + noise();
      rgba[i + 2] = panel ? 24 : (y * 7 + x + seed) & 255;
      rgba[i + 3] = 255;
    }
  }
  return rgba;
}

/** The picture a post is: `drawn`'s rows where `inked`, the background's elsewhere. */
function composed(background: Uint8Array, drawn: Uint8Array, inked: Uint8Array, width: number) {
  const out = Uint8Array.from(background);
  const stride = width * 4;
  inked.forEach((flag, y) => {
    if (flag) out.set(drawn.subarray(y * stride, (y + 1) * stride), y * stride);
  });
  return out;
}

async function rgbaOf(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, info };
}

// Six bands, the last of 5 rows.
const [width, height] = [301, 5 * BAND_ROWS + 5];
const background = picture(width, height);
const drawn = picture(width, height, 99);
/**
 * Rows inside bands 1 and 3 drawn on (not their last rows, which the next band's first row
 * filters against): bands 1 and 3 are not clean, the others are (0, 2, 4, 5).
 */
const inked = new Uint8Array(height);
const half = BAND_ROWS / 2;
inked.fill(1, BAND_ROWS + 2, BAND_ROWS + half);
inked.fill(1, 3 * BAND_ROWS + 2, 3 * BAND_ROWS + half);

describe("the post's PNG", () => {
  it('decodes to every pixel: drawn rows from the drawing, the rest from the background', async () => {
    const { png, cleanBands } = await encodePostPng({
      width,
      height,
      background,
      drawn,
      inked,
      cleanBands: [],
    });
    const { data, info } = await rgbaOf(png);
    expect([info.width, info.height]).toEqual([width, height]);
    expect(Buffer.compare(data, Buffer.from(composed(background, drawn, inked, width)))).toBe(0);
    // RGB: a post is opaque.
    expect((await sharp(png).metadata()).channels).toBe(3);
    // Bands 0, 2, 4 and 5 are the background's alone: clean, in shared memory for the main thread.
    expect([...cleanBands.keys()]).toEqual([0, 2, 4, 5]);
    for (const band of cleanBands.values()) {
      expect(band.chunk.buffer).toBeInstanceOf(SharedArrayBuffer);
    }
  });

  it('takes kept clean bands to the same bytes, and never for a band drawn on', async () => {
    const first = await encodePostPng({ width, height, background, drawn, inked, cleanBands: [] });
    const kept = Array.from({ length: 6 }, (_, index) => first.cleanBands.get(index) ?? null);
    const again = await encodePostPng({
      width,
      height,
      background,
      drawn,
      inked,
      cleanBands: kept,
    });
    expect(again.png.equals(first.png)).toBe(true);
    expect(again.cleanBands.size).toBe(0);
    // Another post over the same background draws on band 0 and leaves bands 1 and 3: band 0 is
    // encoded from its drawing (the kept clean one is not taken), bands 1 and 3 clean now.
    const other = new Uint8Array(height);
    other.fill(1, 2, half);
    const next = await encodePostPng({
      width,
      height,
      background,
      drawn,
      inked: other,
      cleanBands: kept,
    });
    expect([...next.cleanBands.keys()]).toEqual([1, 3]);
    const { data } = await rgbaOf(next.png);
    expect(Buffer.compare(data, Buffer.from(composed(background, drawn, other, width)))).toBe(0);
  });

  it('decodes to every pixel when drawn-on rows run over many bands, deflated in parts', async () => {
    // 20 bands, all but the first and last drawn on: more than one part of drawn-on bands.
    const tall = 20 * BAND_ROWS + 3;
    const under = picture(width, tall);
    const over = picture(width, tall, 99);
    const rows = new Uint8Array(tall);
    rows.fill(1, BAND_ROWS + 3, tall - BAND_ROWS - 1);
    const { png, cleanBands } = await encodePostPng({
      width,
      height: tall,
      background: under,
      drawn: over,
      inked: rows,
      cleanBands: [],
    });
    const { data } = await rgbaOf(png);
    expect(Buffer.compare(data, Buffer.from(composed(under, over, rows, width)))).toBe(0);
    expect([...cleanBands.keys()]).toEqual([0, 20]);
  });

  it('writes one zlib stream whose checksum libz accepts over all bands', async () => {
    const { png } = await encodePostPng({
      width,
      height,
      background,
      drawn,
      inked,
      cleanBands: [],
    });
    const idat: Buffer[] = [];
    for (let at = 8; at < png.length;) {
      const length = png.readUInt32BE(at);
      if (png.toString('latin1', at + 4, at + 8) === 'IDAT') {
        idat.push(png.subarray(at + 8, at + 8 + length));
      }
      at += length + 12;
    }
    // inflateSync checks the Adler-32 at the end.
    expect(inflateSync(Buffer.concat(idat)).length).toBe(height * (width * 3 + 1));
  });

  it('refuses pixels that do not match the size', async () => {
    await expect(
      encodePostPng({
        width,
        height,
        background: background.subarray(4),
        drawn,
        inked,
        cleanBands: [],
      }),
    ).rejects.toThrow(/size/);
  });
});

describe("the whole post's PNG (no photo under it)", () => {
  it('decodes to every pixel, as RGBA, picture after picture', async () => {
    for (const seed of [3, 4]) {
      const pixels = picture(width, height, seed);
      const png = Buffer.from(await encodeWholePng(pixels, width, height));
      // IHDR: width, height, 8 bits, colour type 6 (RGBA).
      expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([
        width,
        height,
        8,
        6,
      ]);
      expect((await rgbaOf(png)).data.equals(pixels)).toBe(true);
    }
  });
});

describe('adler32Combine', () => {
  it('equals the checksum of the joined data', () => {
    const adler = (data: Uint8Array) => {
      let a = 1;
      let b = 0;
      for (const byte of data) {
        a = (a + byte) % 65521;
        b = (b + a) % 65521;
      }
      return ((b << 16) | a) >>> 0;
    };
    const first = Uint8Array.from({ length: 7000 }, (_, i) => (i * 31) & 255);
    const second = Uint8Array.from({ length: 9001 }, (_, i) => (i * 17 + 3) & 255);
    const joined = new Uint8Array(first.length + second.length);
    joined.set(first);
    joined.set(second, first.length);
    expect(adler32Combine(adler(first), adler(second), second.length)).toBe(adler(joined));
  });
});
