import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { CompressionType, FilterType, Transformer } from '@napi-rs/image';
import sharp from 'sharp';
import type { PostInput } from '#shared/render/build-post.ts';
import { createPostRenderer, type BackgroundSource } from '#server/render/post-renderer.ts';
import { fixtureGames, offlineImageResolver } from '#server/render/testing/render-fixtures.ts';
import { noisyPicture } from '#server/testing/pictures.ts';
import { exportThroughApi } from './export-api.ts';
import { benchRuns, median, percentile } from './stats.ts';

/**
 * The export path (docs/export.md) in this process and through the API. In this process: a 4:5
 * result post at 2160x2700 over a photo with two crests, drawn through `render` (layout in, file
 * out) against the floor, a single-core fast PNG encode of the same pixels: posts never made
 * before (another game or language each time: the photo prepared, the texts new), the same post
 * again (its file kept), the JPEG of a new post, a new post without a photo (the whole PNG, ADR
 * 070), and the first post over a photo never seen.
 * `api` (export-api.ts): the same through POST /api/exports on the production build.
 */
const runs = benchRuns(15);

/** A photo-like JPEG the size of a phone picture cropped to 4:5. */
async function photo(seed: number): Promise<Buffer> {
  return noisyPicture(2400, 3000, { r: 40 + seed * 20, g: 90, b: 140 })
    .blur(3)
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await fn();
  return [performance.now() - started, value];
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The single-core floors of a PNG's pixels: each encoder's time and bytes. */
async function floorsOf(png: Buffer) {
  const { data: rgba, info } = await sharp(png)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const encoders: Record<string, () => Promise<Buffer>> = {
    'napi-rs fast, paeth (rgba)': () =>
      Transformer.fromRgbaPixels(rgba, info.width, info.height).png({
        compressionType: CompressionType.Fast,
        filterType: FilterType.Paeth,
      }),
    'sharp zlib level 1, rgb': () =>
      sharp(rgba, { raw: { width: info.width, height: info.height, channels: 4 } })
        .removeAlpha()
        .png({ compressionLevel: 1, adaptiveFiltering: false })
        .toBuffer(),
  };
  const out: Record<string, number> = {};
  for (const [name, encode] of Object.entries(encoders)) out[name] = (await time(encode))[0];
  return out;
}

export async function run(): Promise<Record<string, unknown>> {
  const loadAtStart = os.loadavg().map(round);
  // The longest render budget (ADR 022): a loaded machine's first posts must not be refused.
  const renderer = createPostRenderer({ images: offlineImageResolver(), renderBudgetMs: 60_000 });
  const bytes = await photo(0);
  const background: BackgroundSource = { key: 'bench-photo', load: async () => bytes };
  const input = (n: number, plain = false): PostInput => ({
    design: { theme: 'default' },
    // Another game each time: its score differs from every post before (the fixtures are three).
    games: [
      {
        ...fixtureGames[n % fixtureGames.length]!,
        result: `${n % 10}:${Math.floor(n / 10) % 10}`,
      },
    ],
    mode: 'result',
    format: '4:5',
    showResultDetail: true,
    backgroundHref: plain ? null : 'photo',
    language: (['de', 'fr', 'it', 'en'] as const)[Math.floor(n / fixtureGames.length) % 4],
  });
  /** Post n over the photo, or with `plain` over the look's own ground (ADR 070's whole PNG). */
  const render = (n: number, fileType: 'png' | 'jpeg' = 'png', plain = false) =>
    renderer.render({
      layout: { kind: 'game', input: input(n, plain) },
      background: plain ? null : background,
      fileType,
    });
  try {
    // The photo prepared, the thread started.
    const [firstMs] = await time(() => render(0));

    const series = async (
      post: (i: number) => number,
      fileType: 'png' | 'jpeg' = 'png',
      plain = false,
    ) => {
      const times: number[] = [];
      const ratios: number[] = [];
      const floorTimes: Record<string, number[]> = {};
      let size = 0;
      for (let i = 0; i < runs; i++) {
        const n = post(i);
        const [ms, file] = await time(() => render(n, fileType, plain));
        times.push(ms);
        size = file.bytes?.length ?? 0;
        // The floor of the same post's pixels, as PNG, right after it.
        const png = fileType === 'png' ? file.bytes! : (await render(n)).bytes!;
        const floors = await floorsOf(png);
        for (const [name, floorMs] of Object.entries(floors))
          (floorTimes[name] ??= []).push(floorMs);
        ratios.push(ms / Math.min(...Object.values(floors)));
      }
      return {
        bytes: size,
        medianMs: round(median(times)),
        p95Ms: round(percentile(times, 95)),
        floorMedianMs: Object.fromEntries(
          Object.entries(floorTimes).map(([name, values]) => [name, round(median(values))]),
        ),
        toFloorRatio: round(median(ratios) * 100) / 100,
      };
    };

    // Posts never made before: post n for n = 1, 2, ... (game and language change).
    let next = 1;
    const newPosts = await series(() => next++);
    const newJpegs = await series(() => next++, 'jpeg');
    const samePost = await series(() => 0);
    // Posts never made before without a photo, over the default look's ground (kept after the
    // first): drawing and the fast encoder's whole PNG.
    await render(0, 'png', true);
    const newPlainPosts = await series(() => next++, 'png', true);

    // The first post over a photo never seen before: decode, cover-fit, darken, draw, encode.
    const firstTimes: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const fresh = await photo(i);
      const [ms] = await time(() =>
        renderer.render({
          layout: { kind: 'game', input: input(0) },
          background: { key: `bench-photo-${i}`, load: async () => fresh },
        }),
      );
      firstTimes.push(ms);
    }
    const api = await exportThroughApi(bytes);
    return {
      api,
      post: '4:5 result, default theme, 2160x2700, background photo 2400x3000 JPEG, two crests',
      firstPostMs: round(firstMs),
      newPosts,
      goalNewPostAtMost2_5xFloor: newPosts.toFloorRatio <= 2.5,
      samePost,
      goalSamePostAtMost1xFloor: samePost.toFloorRatio <= 1,
      newJpegs,
      newPlainPosts,
      goalJpegFasterThanPng: newJpegs.medianMs < newPosts.medianMs,
      firstPostNewPhotoMs: {
        median: round(median(firstTimes)),
        max: round(Math.max(...firstTimes)),
      },
      renderer: renderer.stats(),
      loadAverage: { start: loadAtStart, end: os.loadavg().map(round) },
    };
  } finally {
    await renderer.close();
  }
}
