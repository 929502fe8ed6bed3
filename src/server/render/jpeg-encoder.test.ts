import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeJpeg } from '#server/render/jpeg-encoder.ts';

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
