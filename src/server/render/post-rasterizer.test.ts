import { subtle } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildPost } from '#shared/render/build-post.ts';
import { postSvg } from '#shared/render/render-post.ts';
import { serializeSvg } from '#shared/render/svg-tree.ts';
import { fontPaths } from '#server/render/font-files.ts';
import { PostRasterizer } from '#server/render/post-rasterizer.ts';
import { imageDifference } from '#server/render/testing/image-difference.ts';
import {
  fixtureGames,
  noisyPhoto,
  offlineImageResolver,
} from '#server/render/testing/render-fixtures.ts';
import { createRenderThreads } from '#server/render/render-threads.ts';
import { noisyPicture, plainJpeg } from '#server/testing/pictures.ts';

/**
 * The fast export path (cached background and backdrop, overlay drawn in bands and composited in
 * JS) must give the picture a single full resvg render of the same SVG gives.
 */
// The process's threads as the composition root builds them, ended after the file.
const threads = createRenderThreads();
afterAll(() => threads.close());
const rasterizer = new PostRasterizer({ images: offlineImageResolver(), threads });
// Without logos, so the reference needs no image resolution of its own.
const games = fixtureGames.map((game) => ({ ...game, teamHomeLogo: null, teamAwayLogo: null }));

/** The result post at 4:5 over an uploaded photo, as the tests below export it. */
const photoResult = (game: (typeof fixtureGames)[number]) =>
  buildPost({
    design: { theme: 'default' },
    games: [game],
    mode: 'result',
    format: '4:5',
    showResultDetail: true,
    backgroundHref: 'photo',
  });

const photoOfNoise = await noisyPhoto();

describe('the layered export', () => {
  it.each([
    ['default', 'result', 1, '4:5'],
    ['light', 'preview', 3, '9:16'],
    ['club', 'preview', 2, '1100:800'],
  ] as const)(
    'equals a full render: %s %s %i %s',
    async (theme, mode, count, format) => {
      const post = buildPost({
        design: { theme },
        games: games.slice(0, count),
        mode,
        format,
        isHomeGame: true,
        showResultDetail: true,
      });
      const ours = await rasterizer.rasterize(post, { scale: 1 });
      const reference = new Resvg(serializeSvg(postSvg(post, 'all')), {
        font: { loadSystemFonts: false, fontFiles: fontPaths(post.fontFiles) },
      }).render().pixels;
      expect([ours.width, ours.height]).toEqual([post.width, post.height]);
      const { meanDiff, farPixels } = imageDifference(ours.rgba, reference, 32);
      expect(meanDiff).toBeLessThan(0.05);
      expect(farPixels).toBe(0);
    },
    30_000,
  );

  it('a second export of the same background reuses it, a new photo is prepared', async () => {
    const post = buildPost({
      design: { theme: 'dark' },
      games: fixtureGames.slice(0, 1),
      mode: 'preview',
      backgroundHref: 'photo',
    });
    const photo = (color: string) => plainJpeg(300, 300, color);
    let loads = 0;
    const source = (key: string, color: string) => ({
      key,
      load: async () => (loads++, photo(color)),
    });
    const first = await rasterizer.rasterize(post, {
      scale: 0.25,
      background: source('a', '#ff0000'),
    });
    await rasterizer.rasterize(post, { scale: 0.25, background: source('a', '#ff0000') });
    expect(loads).toBe(1);
    const other = await rasterizer.rasterize(post, {
      scale: 0.25,
      background: source('b', '#0000ff'),
    });
    expect(loads).toBe(2);
    // Corner pixel: the photo, darkened by the theme, shows through.
    expect(first.rgba[0]).toBeGreaterThan(other.rgba[0] as number);
    expect(other.rgba[2]).toBeGreaterThan(first.rgba[2] as number);
  }, 30_000);

  it('the PNG, encoded while the overlay is drawn, decodes to the rasterised pixels, post after post over one photo', async () => {
    // Noisy photo: no two of its bands alike, so a band read from the wrong rows would show.
    const photo = photoOfNoise;
    const background = { key: 'pipelined-photo', load: async () => photo };
    // Three games, three overlays over the same prepared background: the bands no text crosses
    // come from the background (and from the encoder's cache after the first), the others drawn.
    for (const game of fixtureGames.slice(0, 3)) {
      const post = photoResult(game);
      const png = await rasterizer.png(post, { scale: 1, background });
      const raster = await rasterizer.rasterize(post, { scale: 1, background });
      const { data, info } = await sharp(png)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([raster.width, raster.height]);
      expect(Buffer.compare(data, raster.rgba)).toBe(0);
    }
  }, 30_000);

  it('the JPEG, encoded in bands while the overlay is drawn, decodes close to the PNG of the same post at 2x', async () => {
    // The bench's photo: a phone picture's size, blurred noise.
    const photo = await noisyPicture(2400, 3000, { r: 40, g: 90, b: 140 })
      .blur(3)
      .jpeg({ quality: 90 })
      .toBuffer();
    const background = { key: 'jpeg-photo', load: async () => photo };
    for (const game of fixtureGames.slice(0, 2)) {
      const post = photoResult(game);
      const png = await rasterizer.png(post, { background });
      const jpeg = await rasterizer.jpeg(post, { background });
      expect(jpeg.length, 'ADR 024: at most 1 MB at 2x').toBeLessThanOrEqual(1_000_000);
      const reference = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const decoded = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
      expect([decoded.info.width, decoded.info.height]).toEqual([2160, 2700]);
      let squared = 0;
      for (let i = 0; i < reference.data.length; i++) {
        const d = reference.data[i]! - decoded.data[i]!;
        squared += d * d;
      }
      const psnr = 10 * Math.log10((255 * 255) / (squared / reference.data.length));
      expect(psnr, 'ADR 024: at least 38 dB against the PNG').toBeGreaterThanOrEqual(38);
    }
  }, 60_000);

  it('an export is composited on the drawing threads: no drawn pixels come back to the main thread', async () => {
    const background = { key: 'threads-photo', load: async () => photoOfNoise };
    const post = photoResult(fixtureGames[0]!);
    // The background and its backdrop are prepared (and kept) by the first export.
    await rasterizer.png(post, { scale: 1, background });
    const before = { ...threads.drawing.handed };
    const png = await rasterizer.png(post, { scale: 1, background });
    const jpeg = await rasterizer.jpeg(post, { scale: 1, background });
    expect(threads.drawing.handed.pixelBytes, 'pixel bytes sent to the main thread').toBe(
      before.pixelBytes,
    );
    expect(threads.drawing.handed.composited).toBeGreaterThan(before.composited);
    // And the files are the post's: the PNG's pixels are the rasterised ones.
    const raster = await rasterizer.rasterize(post, { scale: 1, background });
    const decoded = await sharp(png).ensureAlpha().raw().toBuffer();
    expect(Buffer.compare(decoded, raster.rgba)).toBe(0);
    expect((await sharp(jpeg).metadata()).width).toBe(raster.width);
  }, 30_000);

  it('the same post over the same photo again is laid from the bands the drawing threads kept, to the same pixels (ADR 036)', async () => {
    const background = { key: 'kept-bands-photo', load: async () => photoOfNoise };
    const [one, other] = fixtureGames.map((game) => photoResult(game));
    const first = await rasterizer.png(one!, { scale: 1, background });
    const before = { ...threads.drawing.handed };
    // On two threads a band may meet the thread that did not draw it the first time: a few
    // exports, and each thread keeps what it drew.
    for (let i = 0; i < 3; i++) {
      expect(Buffer.compare(await rasterizer.png(one!, { scale: 1, background }), first)).toBe(0);
    }
    expect(threads.drawing.handed.reused).toBeGreaterThan(before.reused);
    // Another post over the same photo is its own pixels, not the kept bands of the first.
    const png = await rasterizer.png(other!, { scale: 1, background });
    const raster = await rasterizer.rasterize(other!, { scale: 1, background });
    expect(Buffer.compare(await sharp(png).ensureAlpha().raw().toBuffer(), raster.rgba)).toBe(0);
    const jpeg = await rasterizer.jpeg(one!, { scale: 1, background });
    const jpegAgain = await rasterizer.jpeg(one!, { scale: 1, background });
    expect(Buffer.compare(jpegAgain, jpeg)).toBe(0);
  }, 30_000);

  it('a post exported again is found by what its bands are made of: no band hashed, the same bytes (ADR 039)', async () => {
    const background = { key: 'named-bands-photo', load: async () => photoOfNoise };
    const [one, other] = fixtureGames.map((game) => photoResult(game));
    const png = await rasterizer.png(one!, { background });
    const jpeg = await rasterizer.jpeg(one!, { background });
    // Another post over the same photo between the two.
    await rasterizer.png(other!, { background });
    await rasterizer.jpeg(other!, { background });
    const posted = threads.png.counted.posted;
    const encoded = threads.jpeg.counted.encoded;
    const digest = vi.spyOn(subtle, 'digest');
    try {
      expect(Buffer.compare(await rasterizer.png(one!, { background }), png)).toBe(0);
      expect(Buffer.compare(await rasterizer.jpeg(one!, { background }), jpeg)).toBe(0);
      // The PNG's drawn bands are not posted to its threads to be hashed there, the JPEG's are
      // neither copied out nor hashed: both are taken by their names.
      expect(threads.png.counted.posted, 'PNG bands posted to the band threads').toBe(posted);
      expect(threads.jpeg.counted.encoded, 'JPEG bands encoded').toBe(encoded);
      expect(digest).not.toHaveBeenCalled();
    } finally {
      digest.mockRestore();
    }
  }, 60_000);

  it('two posts that differ in one pixel row over the same photo share no band drawn over it', async () => {
    const background = { key: 'one-row-photo', load: async () => photoOfNoise };
    const base = photoResult(fixtureGames[0]!);
    // One row (127, the last of a 64-row band, the row above the next one for the PNG's filter)
    // in two greys a person cannot tell apart.
    const withRow = (fill: string) => ({
      ...base,
      overlay: [
        ...base.overlay,
        { tag: 'rect', attrs: { x: 0, y: 127, width: 1080, height: 1, fill } },
      ],
    });
    const first = withRow('#808080') as typeof base;
    const second = withRow('#818181') as typeof base;
    await rasterizer.png(first, { scale: 1, background });
    await rasterizer.jpeg(first, { scale: 1, background });
    const png = await rasterizer.png(second, { scale: 1, background });
    const jpeg = await rasterizer.jpeg(second, { scale: 1, background });
    const raster = await rasterizer.rasterize(second, { scale: 1, background });
    expect(raster.rgba[127 * raster.width * 4]).toBe(0x81);
    const decoded = await sharp(png).ensureAlpha().raw().toBuffer();
    expect(Buffer.compare(decoded, raster.rgba)).toBe(0);
    const whole = await sharp(raster.rgba, {
      raw: { width: raster.width, height: raster.height, channels: 4 },
    })
      .removeAlpha()
      .jpeg({ quality: 90, chromaSubsampling: '4:4:4', optimiseCoding: false })
      .toBuffer();
    expect(
      Buffer.compare(await sharp(jpeg).raw().toBuffer(), await sharp(whole).raw().toBuffer()),
    ).toBe(0);
  }, 30_000);

  it('a post whose overlay cannot be drawn fails its PNG and leaves the next export intact', async () => {
    const post = photoResult(fixtureGames[0]!);
    // A rect over a few rows that resvg refuses (an attribute name XML does not allow): the
    // bands above and below it are already being encoded from the background when it fails.
    const bad = { tag: 'rect', attrs: { y: 500, width: 50, height: 20, 'a"b': 1 } };
    const broken = { ...post, overlay: [...post.overlay, bad] };
    const background = {
      key: 'failing-overlay',
      load: () => plainJpeg(60, 75, '#336699'),
    };
    await expect(
      rasterizer.png(broken as unknown as typeof post, { scale: 0.5, background }),
    ).rejects.toThrow(/SVG data parsing failed/);
    const png = await rasterizer.png(post, { scale: 0.5, background });
    const raster = await rasterizer.rasterize(post, { scale: 0.5, background });
    const { data } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(Buffer.compare(data, raster.rgba)).toBe(0);
  }, 30_000);

  it('an encoder that fails while the overlay is still drawn fails its export, not the process', async () => {
    // Threads of its own, whose PNG band threads are ended before the export: the encoder
    // refuses at once, while the drawing threads are still drawing the overlay.
    const own = createRenderThreads({ drawThreads: 2, pngThreads: 1 });
    const ownRasterizer = new PostRasterizer({ images: offlineImageResolver(), threads: own });
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      await own.png.close();
      const background = { key: 'closed-encoder', load: async () => photoOfNoise };
      await expect(
        ownRasterizer.png(photoResult(fixtureGames[0]!), { scale: 1, background }),
      ).rejects.toThrow();
      // An unhandled rejection is reported on the turn after the promise settled.
      await new Promise((resolve) => setImmediate(resolve));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
      await own.close();
    }
  }, 30_000);
});
