import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adler32Combine,
  BAND_ROWS,
  bandCount,
  bandRows,
  PngEncoder,
  type BandSources,
} from '#server/render/png-encoder.ts';
import { NamedBands } from '#server/render/png-band-threads.ts';
import { PixelBufferPool } from '#server/render/pixel-buffer-pool.ts';

/**
 * The banded PNG encoder: whatever it writes, sharp (libvips) decodes to exactly the input
 * pixels, opaque (RGB) or with transparency (RGBA), from shared and from ordinary memory.
 */

// One encoder for the file, as the composition root builds one per process.
const encoder = new PngEncoder();
afterAll(() => encoder.close());
const encodePng = (rgba: Uint8Array, width: number, height: number) =>
  encoder.encode(rgba, width, height);
const encodePngCounted = (rgba: Uint8Array, width: number, height: number) =>
  encoder.encodeCounted(rgba, width, height);
const encodePngFromBands = (sources: BandSources, width: number, height: number) =>
  encoder.encodeFromBands(sources, width, height);

/** A post-like picture: flat panels, a noisy photo-like area and sharp edges across bands. */
function picture(width: number, height: number, alphaAt?: (x: number, y: number) => number) {
  const rgba = Buffer.alloc(width * height * 4);
  let seed = 7;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % 9;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const panel = y > height * 0.6 && x > width * 0.1 && x < width * 0.9;
      rgba[i] = panel ? 20 : 40 + noise() + ((x * 3) & 63);
      rgba[i + 1] = panel ? 20 : 42 + noise();
      rgba[i + 2] = panel ? 24 : (y * 7 + x) & 255;
      rgba[i + 3] = alphaAt ? alphaAt(x, y) : 255;
    }
  }
  return rgba;
}

async function decoded(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, info };
}

/** Every pixel of the decoded PNG against the source, as RGBA. */
async function expectSamePixels(png: Buffer, source: Uint8Array, width: number, height: number) {
  const { data, info } = await decoded(png);
  expect([info.width, info.height]).toEqual([width, height]);
  const rgba =
    info.channels === 4
      ? data
      : await sharp(data, { raw: { width, height, channels: 3 } })
          .ensureAlpha()
          .raw()
          .toBuffer();
  expect(Buffer.compare(rgba, Buffer.from(source.buffer, source.byteOffset, source.length))).toBe(
    0,
  );
  return info;
}

describe('encodePng', () => {
  it('writes an opaque picture as RGB that decodes to every source pixel', async () => {
    const [width, height] = [300, 3 * BAND_ROWS + 17];
    const source = picture(width, height);
    const png = await encodePng(source, width, height);
    const info = await expectSamePixels(png, source, width, height);
    expect(info.channels).toBe(3);
    expect(png.length).toBeLessThan(width * height * 3);
  });

  it('keeps transparency: a transparent edge makes the whole picture RGBA, decoded exactly', async () => {
    const [width, height] = [257, 2 * BAND_ROWS + 3];
    // Opaque except a soft transparent edge in the last band only, after the RGB bands ran.
    const source = picture(width, height, (x, y) =>
      y >= height - 2 ? (x * 5) & 255 : x === width - 1 ? 0 : 255,
    );
    const png = await encodePng(source, width, height);
    const info = await expectSamePixels(png, source, width, height);
    expect(info.channels).toBe(4);
  });

  it('encodes pixels in shared memory from the pool, several bands at once and two pictures in parallel', async () => {
    const [width, height] = [640, 5 * BAND_ROWS];
    const pool = new PixelBufferPool(2);
    const first = pool.take(width * height * 4);
    const second = pool.take(width * height * 4);
    expect(first.buffer).toBeInstanceOf(SharedArrayBuffer);
    picture(width, height).copy(first);
    picture(width, height, () => 255)
      .reverse()
      .copy(second);
    for (let i = 3; i < second.length; i += 4) second[i] = 255;
    const [a, b] = await Promise.all([
      encodePng(first, width, height),
      encodePng(second, width, height),
    ]);
    await expectSamePixels(a, first, width, height);
    await expectSamePixels(b, second, width, height);
  });

  it('writes one zlib stream whose checksum libz accepts over all bands', async () => {
    const [width, height] = [100, 4 * BAND_ROWS + 1];
    const png = await encodePng(picture(width, height), width, height);
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

  it('reuses the bands it encoded before: the same bytes, and a changed row re-encodes only its bands', async () => {
    const [width, height] = [333, 6 * BAND_ROWS];
    const source = picture(width, height);
    // Unlike every other test's pictures, so no band is known yet.
    for (let i = 0; i < source.length; i += 4) source[i + 2] = (source[i + 2] as number) ^ 0x55;
    const first = await encodePngCounted(source, width, height);
    expect([first.bands, first.reusedBands]).toEqual([6, 0]);
    const again = await encodePngCounted(Buffer.from(source), width, height);
    expect(again.reusedBands).toBe(6);
    expect(Buffer.compare(again.png, first.png)).toBe(0);

    // The last row of band 2: band 2 changes, and band 3, whose first row is filtered against it.
    const changed = Buffer.from(source);
    const row = 3 * BAND_ROWS - 1;
    for (let x = 0; x < width; x++) changed[(row * width + x) * 4] = x & 255;
    const partly = await encodePngCounted(changed, width, height);
    expect(partly.reusedBands).toBe(4);
    await expectSamePixels(partly.png, changed, width, height);
  });

  it('reads drawn rows from a second picture and the rest from the first, and keeps named bands', async () => {
    const [width, height] = [257, 5 * BAND_ROWS];
    // The background and the post drawn over it: rows 70-75 and 200 differ (text), the rest
    // of the drawn picture is never written (garbage), as in an export.
    const background = picture(width, height);
    for (let i = 0; i < background.length; i += 4) background[i] = (background[i] as number) ^ 0x33;
    const drawn = Buffer.alloc(background.length, 0xee);
    const inked = new Uint8Array(height);
    const post = Buffer.from(background);
    for (const row of [70, 71, 72, 73, 74, 75, 200]) {
      inked[row] = 1;
      for (let x = 0; x < width; x++) {
        const i = (row * width + x) * 4;
        drawn[i] = drawn[i + 1] = drawn[i + 2] = (x * 5) & 255;
        drawn[i + 3] = 255;
        post.set(drawn.subarray(i, i + 4), i);
      }
    }
    const key = `test-background-${Date.now()}`;
    const sources = (index: number, y0: number, y1: number) => {
      const rows = inked.slice(Math.max(0, y0 - 1), y1);
      return Promise.resolve(
        rows.includes(1)
          ? { rgba: background, key: null, drawn: { rgba: drawn, rows } }
          : { rgba: background, key },
      );
    };
    const first = await encodePngFromBands(sources, width, height);
    await expectSamePixels(first.png, post, width, height);
    // Bands 1 and 3 hold drawn rows (row 200 is in band 3); bands 0, 2 and 4 are named and
    // found again the second time, the drawn ones are not named.
    expect(bandCount(height)).toBe(5);
    expect(bandRows(3, height)).toEqual([3 * BAND_ROWS, 4 * BAND_ROWS]);
    expect(first.reusedBands).toBe(0);
    const again = await encodePngFromBands(sources, width, height);
    expect(Buffer.compare(again.png, first.png)).toBe(0);
    expect(again.reusedBands).toBe(5);
    // Another text over the same background: only the named bands are the same.
    for (let i = 71 * width * 4; i < 72 * width * 4; i += 4) drawn[i] = post[i] = 0x11;
    const other = await encodePngFromBands(sources, width, height);
    expect(other.reusedBands).toBe(again.reusedBands - 1);
    await expectSamePixels(other.png, post, width, height);
  });

  it('refuses pixels that do not match the size', async () => {
    await expect(encodePng(Buffer.alloc(10), 2, 2)).rejects.toThrow(/size/);
  });
});

describe("the encoder's bounds", () => {
  it('starts at most the threads it is given, and none after it is closed', async () => {
    const two = new PngEncoder({ threads: 2 });
    try {
      const [width, height] = [64, 8 * BAND_ROWS];
      expect(two.threadCount).toEqual({ size: 2, running: 0 });
      const png = await two.encode(picture(width, height), width, height);
      await expectSamePixels(png, picture(width, height), width, height);
      expect(two.threadCount).toEqual({ size: 2, running: 2 });
    } finally {
      await two.close();
    }
    expect(two.threadCount.running).toBe(0);
    await expect(two.encode(picture(8, 8), 8, 8)).rejects.toThrow(/closed/);
  });

  it('keeps no more encoded bands than its cache bytes, the least recently used dropped first', () => {
    const named = new NamedBands(1000);
    const band = (bytes: number) => ({
      transparent: false as const,
      chunk: new Uint8Array(bytes),
      adler: 1,
      length: bytes,
      cached: false,
    });
    named.keep('a', band(200));
    named.keep('b', band(200));
    named.keep('c', band(200));
    // Over a quarter of the budget: never kept.
    named.keep('huge', band(300));
    expect(named.get('huge')).toBeUndefined();
    expect(named.get('a')).toMatchObject({ cached: true });
    named.keep('d', band(200));
    named.keep('e', band(200));
    expect(named.bytes).toBe(1000);
    // Six bands of 200 bytes in a budget of 1000: b, the least recently used, went first.
    named.keep('f', band(200));
    expect(named.bytes).toBeLessThanOrEqual(1000);
    expect(named.get('b')).toBeUndefined();
    expect(named.get('a')).toBeDefined();
  });

  it('encodes again what a too small band cache cannot keep, to the same bytes', async () => {
    const tiny = new PngEncoder({ threads: 1, bandCacheBytes: 1024 });
    try {
      const [width, height] = [300, 3 * BAND_ROWS];
      const source = picture(width, height);
      for (let i = 0; i < source.length; i += 4) source[i + 1] = (source[i + 1] as number) ^ 0x2a;
      const first = await tiny.encodeCounted(source, width, height);
      const again = await tiny.encodeCounted(source, width, height);
      expect(again.reusedBands).toBe(0);
      expect(Buffer.compare(again.png, first.png)).toBe(0);
      expect(Buffer.compare(again.png, await encodePng(source, width, height))).toBe(0);
    } finally {
      await tiny.close();
    }
  });
});

describe('adler32Combine', () => {
  it('equals the checksum of the joined data', () => {
    const adler = (data: Buffer) => {
      let s1 = 1;
      let s2 = 0;
      for (const byte of data) {
        s1 = (s1 + byte) % 65521;
        s2 = (s2 + s1) % 65521;
      }
      return ((s2 << 16) | s1) >>> 0;
    };
    const a = Buffer.from('Matchpost '.repeat(999));
    const b = Buffer.from('5:3 Resultat '.repeat(7000));
    expect(adler32Combine(adler(a), adler(b), b.length)).toBe(adler(Buffer.concat([a, b])));
  });
});
