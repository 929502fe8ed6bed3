import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { JpegEncoder, encodeJpeg, jpegParts } from '#server/render/jpeg-encoder.ts';
import type { BandSources } from '#server/render/png-encoder.ts';

describe('encodeJpeg', () => {
  it('writes an sRGB JPEG with its profile, 4:4:4 chroma, close to the pixels', async () => {
    const width = 96;
    const height = 64;
    const rgba = Buffer.alloc(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      // Red text-like stripes on blue: the edges 4:2:0 would smear.
      const red = Math.floor(i / 3) % 2 === 0;
      rgba.set(red ? [230, 30, 40, 255] : [20, 40, 160, 255], i * 4);
    }
    const jpeg = await encodeJpeg(rgba, width, height);
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height, meta.chromaSubsampling]).toEqual([
      'jpeg',
      width,
      height,
      '4:4:4',
    ]);
    expect(meta.space).toBe('srgb');
    expect(meta.icc?.subarray(36, 40).toString('latin1'), 'an ICC profile').toBe('acsp');
    expect((await sharp(jpeg).toColourspace('srgb').metadata()).hasProfile).toBe(true);
    const back = await sharp(jpeg).raw().toBuffer();
    let worst = 0;
    for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
      for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(rgba[i + c]! - back[j + c]!));
    }
    expect(worst).toBeLessThan(40);
  });
});

/** A noisy picture: no two bands alike, so a band joined at the wrong place would show. */
async function noise(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 60, g: 90, b: 140 },
      noise: { type: 'gaussian', mean: 110, sigma: 40 },
    },
  })
    .ensureAlpha(1)
    .raw()
    .toBuffer();
}

describe('the JPEG in bands (ADR 034)', () => {
  it.each([
    [2200, 136],
    [1100, 800],
    [1080, 1350],
    [96, 40],
  ])(
    'at %ix%i decodes to exactly what one whole-picture encode with the same settings gives',
    async (width, height) => {
      const rgba = await noise(width, height);
      const jpeg = await encodeJpeg(rgba, width, height);
      const whole = await sharp(rgba, { raw: { width, height, channels: 4 } })
        .removeAlpha()
        .jpeg({ quality: 90, chromaSubsampling: '4:4:4', optimiseCoding: false })
        .toBuffer();
      const decoded = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
      expect([decoded.info.width, decoded.info.height]).toEqual([width, height]);
      expect(Buffer.compare(decoded.data, await sharp(whole).raw().toBuffer())).toBe(0);
      // One restart marker between each two 64-row bands, none after the last.
      const parts = jpegParts(jpeg);
      const markers = parts.scan.reduce(
        (count, byte, i) => count + (byte === 0xff && (parts.scan[i + 1]! & 0xf8) === 0xd0 ? 1 : 0),
        0,
      );
      expect(markers).toBe(Math.ceil(height / 64) - 1);
    },
  );

  it('keeps the bands of named rows and joins them again with the bands drawn over', async () => {
    const width = 640;
    const height = 400;
    const base = await noise(width, height);
    const encoder = new JpegEncoder();
    const drawnOver = (rows: Set<number>) => {
      // A white stripe over some rows, as an overlay's text would ink them, in shared memory as
      // an export's output is.
      const drawn = Buffer.from(new SharedArrayBuffer(base.length));
      for (const y of rows) drawn.fill(255, y * width * 4, (y + 1) * width * 4);
      const picture = Buffer.from(base);
      for (const y of rows) drawn.copy(picture, y * width * 4, y * width * 4, (y + 1) * width * 4);
      const sources: BandSources = async (_index, y0, y1) => {
        const flags = new Uint8Array(y1 - Math.max(0, y0 - 1));
        for (let y = Math.max(0, y0 - 1); y < y1; y++) {
          flags[y - Math.max(0, y0 - 1)] = rows.has(y) ? 1 : 0;
        }
        return { rgba: base, key: 'photo', drawn: { rgba: drawn, rows: flags } };
      };
      return { sources, picture };
    };
    const first = drawnOver(new Set([10, 11, 12, 200]));
    const a = await encoder.encodeFromBands(first.sources, width, height);
    expect([a.bands, a.reusedBands]).toEqual([7, 0]);
    const second = drawnOver(new Set([70, 71, 72]));
    const b = await encoder.encodeFromBands(second.sources, width, height);
    // Bands 0 and 3 were drawn over the first time, band 1 is now: the other four are kept.
    expect(b.reusedBands).toBe(4);
    // The same rows drawn over again (the same post exported again): every band is known, the
    // drawn ones by their pixels (ADR 036), and the file is the same bytes.
    const c = await encoder.encodeFromBands(
      drawnOver(new Set([70, 71, 72])).sources,
      width,
      height,
    );
    expect(c.reusedBands).toBe(7);
    expect(Buffer.compare(c.jpeg, b.jpeg)).toBe(0);
    for (const [{ jpeg }, { picture }] of [
      [a, first],
      [b, second],
    ] as const) {
      const expected = await sharp(picture, { raw: { width, height, channels: 4 } })
        .removeAlpha()
        .jpeg({ quality: 90, chromaSubsampling: '4:4:4', optimiseCoding: false })
        .toBuffer();
      const decoded = await sharp(jpeg).raw().toBuffer();
      expect(Buffer.compare(decoded, await sharp(expected).raw().toBuffer())).toBe(0);
    }
  });
});
