import { subtle } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { JpegEncoder, encodeJpeg, jpegParts } from '#server/render/jpeg-encoder.ts';
import type { BandSources } from '#server/render/png-encoder.ts';
import { noisyPicture } from '#server/testing/pictures.ts';

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
  return noisyPicture(width, height, { r: 60, g: 90, b: 140 }).ensureAlpha(1).raw().toBuffer();
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
    30_000,
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
        // Named by what the rows are made of (ADR 039): white over these rows of the photo.
        const name = `photo|white:${[...rows].filter((y) => y >= y0 - 1 && y < y1).join(',')}`;
        return { rgba: base, key: 'photo', drawn: { rgba: drawn, rows: flags, name } };
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
    // drawn ones by their names (ADR 039), and the file is the same bytes.
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

describe('drawn bands named by what they are made of (ADR 039)', () => {
  const width = 640;
  const height = 400;
  const stride = width * 4;
  const wholeEncode = async (picture: Buffer) =>
    sharp(
      await sharp(picture, { raw: { width, height, channels: 4 } })
        .removeAlpha()
        .jpeg({ quality: 90, chromaSubsampling: '4:4:4', optimiseCoding: false })
        .toBuffer(),
    )
      .raw()
      .toBuffer();

  /**
   * An export's output over `base`: `ink` (row -> grey level) written into shared memory, the
   * other rows holding `stale` (what an earlier export left there). Each band with drawn rows is
   * named as the drawing plan names it: the background and what was drawn over the band's rows
   * and the row above.
   */
  const drawnOver = (base: Buffer, ink: Map<number, number>, stale = 0) => {
    const drawn = Buffer.from(new SharedArrayBuffer(base.length)).fill(stale);
    const picture = Buffer.from(base);
    for (const [y, grey] of ink) {
      drawn.fill(grey, y * stride, (y + 1) * stride);
      picture.fill(grey, y * stride, (y + 1) * stride);
    }
    const sources: BandSources = async (_index, y0, y1) => {
      const top = Math.max(0, y0 - 1);
      const flags = new Uint8Array(y1 - top);
      const made: string[] = [];
      for (let y = top; y < y1; y++) {
        const grey = ink.get(y);
        if (grey === undefined) continue;
        flags[y - top] = 1;
        made.push(`${y}=${grey}`);
      }
      const name = made.length > 0 ? `photo|${made.join(',')}` : null;
      return { rgba: base, key: 'photo', drawn: { rgba: drawn, rows: flags, name } };
    };
    return { sources, picture, drawn };
  };

  it('a band found by its name is taken without copying or hashing its pixels, to the same bytes', async () => {
    const base = await noise(width, height);
    const encoder = new JpegEncoder();
    const ink = new Map([
      [10, 255],
      [11, 255],
      [200, 128],
    ]);
    const first = await encoder.encodeFromBands(drawnOver(base, ink).sources, width, height);
    expect(encoder.counted.encoded).toBe(7);
    const digest = vi.spyOn(subtle, 'digest');
    try {
      // The same post again: its output holds what another export left in the rows that are not
      // drawn (1s); the encoder takes every band by its name and writes nothing there.
      const again = drawnOver(base, ink, 1);
      const second = await encoder.encodeFromBands(again.sources, width, height);
      expect(second.reusedBands).toBe(7);
      expect(encoder.counted.encoded).toBe(7);
      expect(digest).not.toHaveBeenCalled();
      expect(again.drawn[12 * stride], 'a row not drawn is left as it was').toBe(1);
      expect(again.drawn[199 * stride]).toBe(1);
      expect(Buffer.compare(second.jpeg, first.jpeg)).toBe(0);
    } finally {
      digest.mockRestore();
    }
    expect(
      Buffer.compare(
        await sharp(first.jpeg).raw().toBuffer(),
        await wholeEncode(drawnOver(base, ink).picture),
      ),
    ).toBe(0);
  });

  it('a band whose name differs is encoded from its own pixels, never taken for another', async () => {
    const base = await noise(width, height);
    const encoder = new JpegEncoder();
    await encoder.encodeFromBands(drawnOver(base, new Map([[130, 200]])).sources, width, height);
    // One pixel row drawn in another grey: band 2 is its own, the six others are the photo's.
    const other = drawnOver(base, new Map([[130, 201]]));
    const encoded = await encoder.encodeFromBands(other.sources, width, height);
    expect(encoded.reusedBands).toBe(6);
    expect(
      Buffer.compare(await sharp(encoded.jpeg).raw().toBuffer(), await wholeEncode(other.picture)),
    ).toBe(0);
  });

  it('a band drawn over without a name is encoded every time, and not kept', async () => {
    const base = await noise(width, height);
    const encoder = new JpegEncoder();
    const unnamed = (): BandSources => {
      const { sources } = drawnOver(base, new Map([[70, 255]]));
      return async (index, y0, y1) => {
        const source = await sources(index, y0, y1);
        return { ...source, drawn: source.drawn ? { ...source.drawn, name: null } : null };
      };
    };
    await encoder.encodeFromBands(unnamed(), width, height);
    const again = await encoder.encodeFromBands(unnamed(), width, height);
    expect(again.reusedBands).toBe(6);
  });
});
