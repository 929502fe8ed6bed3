import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '#server/http/app-error.ts';
import { reencodeImage } from '#server/images/reencoded-image.ts';
import { plainPicture } from '#server/testing/pictures.ts';

const limits = { maxPixels: 1_000_000 };

async function codeOf(work: Promise<unknown>): Promise<string> {
  const error: unknown = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

const picture = (width: number, height: number) =>
  plainPicture(width, height, { r: 200, g: 0, b: 0, alpha: 0.4 }, 4);

describe('reencodeImage', () => {
  it('keeps the format and transparency and drops bytes after the image end', async () => {
    const png = await picture(20, 10).png().toBuffer();
    const sent = Buffer.concat([png, Buffer.from('<?php system($_GET["c"]); ?>')]);
    const image = await reencodeImage(sent, limits);
    expect(image).toMatchObject({
      contentType: 'image/png',
      extension: 'png',
      width: 20,
      height: 10,
    });
    expect(image.data.includes('<?php')).toBe(false);
    expect((await sharp(image.data).metadata()).hasAlpha).toBe(true);
  });

  it('turns a JPEG upright and keeps none of its metadata', async () => {
    const jpeg = await picture(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Geheim' } } })
      .toBuffer();
    const image = await reencodeImage(jpeg, limits);
    expect(image).toMatchObject({
      contentType: 'image/jpeg',
      extension: 'jpg',
      width: 20,
      height: 40,
    });
    const meta = await sharp(image.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('takes WebP', async () => {
    const webp = await picture(8, 8).webp().toBuffer();
    expect((await reencodeImage(webp, limits)).contentType).toBe('image/webp');
  });

  it('refuses SVG, GIF and anything else by the bytes', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const gif = await picture(4, 4).gif().toBuffer();
    for (const bytes of [svg, gif, Buffer.from('hello')]) {
      expect(await codeOf(reencodeImage(bytes, limits))).toBe('INVALID_FILE_TYPE');
    }
  });

  it('refuses a picture over 20 times as long as wide, either way, and takes 20:1', async () => {
    for (const [width, height] of [
      [1, 21],
      [420, 20],
    ]) {
      const sliver = await picture(width!, height!).png().toBuffer();
      expect(await codeOf(reencodeImage(sliver, limits))).toBe('IMAGE_ASPECT_TOO_EXTREME');
    }
    const banner = await picture(400, 20).png().toBuffer();
    expect((await reencodeImage(banner, limits)).width).toBe(400);
  });

  it('refuses a picture over the pixel limit before decoding it, and a broken one', async () => {
    const big = await picture(1001, 1000).png().toBuffer();
    expect(await codeOf(reencodeImage(big, limits))).toBe('IMAGE_DIMENSIONS_TOO_LARGE');
    const png = await picture(50, 50).png().toBuffer();
    expect(await codeOf(reencodeImage(png.subarray(0, 70), limits))).toBe('IMAGE_UNREADABLE');
  });
});
