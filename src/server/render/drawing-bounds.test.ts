import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildPost } from '#shared/render/build-post.ts';
import { hugeLogo } from '#shared/logos/testing/svg-logos.ts';
import { ImageUnavailableError } from '#server/render/image-resolver.ts';
import { fixtureGames, offlineImageResolver } from '#server/render/testing/render-fixtures.ts';
import { goldenRasterizer } from '#server/render/testing/golden-images.ts';

/**
 * The export's pictures within the drawing bounds (ADR 050), through the image resolver and the
 * backdrop: a picture's header is read before it is decoded, and one out of bounds is left out
 * of the post; a background sliver is cut to the post's aspect before it is scaled.
 */
const resolver = offlineImageResolver();
const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c00000' } });

async function sizeOf(png: Buffer) {
  const { width, height } = await sharp(png).metadata();
  return { width, height };
}

describe('pictures in an export', () => {
  it('leaves out a picture beyond 20:1 or 40 megapixels, read from its header', async () => {
    const sliver = await solid(1, 100).png().toBuffer();
    const tooMany = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    for (const bytes of [sliver, tooMany]) {
      const href = dataUrl('image/png', bytes);
      await expect(resolver.prepared({ href, maxPixels: 400 })).rejects.toBeInstanceOf(
        ImageUnavailableError,
      );
    }
    // Within the bounds: fitted into the size it is drawn at.
    const wide = await solid(2000, 100).png().toBuffer();
    const png = await resolver.prepared({ href: dataUrl('image/png', wide), maxPixels: 400 });
    expect(await sizeOf(png)).toEqual({ width: 400, height: 20 });
  }, 30_000);

  it('decodes only PNG, JPEG, GIF, WebP and AVIF pictures', async () => {
    const tiff = await solid(40, 40).tiff().toBuffer();
    await expect(
      resolver.prepared({ href: dataUrl('image/tiff', tiff), maxPixels: 200 }),
    ).rejects.toBeInstanceOf(ImageUnavailableError);
  });

  it('draws an SVG fitted into the size asked for, whatever size it declares', async () => {
    const href = dataUrl('image/svg+xml', Buffer.from(hugeLogo));
    expect(await sizeOf(await resolver.prepared({ href, maxPixels: 300 }))).toEqual({
      width: 300,
      height: 150,
    });
    // Never larger than a post shows a picture.
    expect(await sizeOf(await resolver.prepared({ href, maxPixels: 9000 }))).toEqual({
      width: 2048,
      height: 1024,
    });
  });
});

describe('a background sliver', () => {
  // Its threads end after the file (golden-images.ts).
  const rasterizer = goldenRasterizer();

  it('is cut to the post before it is scaled, however slim', async () => {
    const post = buildPost({
      design: { theme: 'default' },
      games: fixtureGames.slice(0, 1),
      mode: 'preview',
      format: '4:5',
      isHomeGame: true,
      showResultDetail: true,
      palette: null,
      backgroundHref: 'data:image/jpeg;base64,AA==',
      language: 'de',
      teamName: fixtureGames[0]?.teamHome,
      sport: 'unihockey',
      league: 'Herren 2. Liga',
      brandMark: false,
    });
    // A red photo of the post's own aspect, and red slivers stored before the aspect rule
    // (2 x 40,000 px: "output coordinates out of range" before): the same red post.
    const red = (width: number, height: number) => ({
      key: `red-${width}x${height}`,
      load: () => solid(width, height).png().toBuffer(),
    });
    const reference = await rasterizer.rasterize(post, { scale: 2, background: red(800, 1000) });
    for (const [width, height] of [
      [2, 40_000],
      [40_000, 2],
    ] as const) {
      const image = await rasterizer.rasterize(post, {
        scale: 2,
        background: red(width, height),
      });
      expect([image.width, image.height]).toEqual([2160, 2700]);
      expect(image.rgba.equals(reference.rgba), `${width}x${height}`).toBe(true);
    }
  }, 30_000);
});
