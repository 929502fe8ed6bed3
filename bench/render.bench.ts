import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { CompressionType, FilterType, Transformer } from '@napi-rs/image';
import sharp from 'sharp';
import { buildPost } from '#shared/render/build-post.ts';
import { BAND_ROWS } from '#server/render/png-encoder.ts';
import { createRenderThreads } from '#server/render/render-threads.ts';
import { PostRasterizer, type BackgroundSource } from '#server/render/post-rasterizer.ts';
import { fixtureGames, offlineImageResolver } from '#server/render/testing/render-fixtures.ts';
import { exportThroughApi } from './export-api.ts';
import { benchRuns, median, percentile } from './stats.ts';
import { noisyPicture } from '#server/testing/pictures.ts';

/**
 * The export of a 4:5 result post at 2160x2700 with a background photo and two logos, with the
 * template loaded and the background prepared, against the floor: a single-core fast PNG encode
 * of the same pixels. `api` (export-api.ts): the same through POST /api/exports on the production
 * build, with bytes, export/floor ratio and click to file at 50 Mbit/s (the goals of ADR 017: at most
 * 2.5 MB, 1.2x the floor, under 0.5 s). Below it, in this process: the rasteriser's export
 * (goal of ADR 005: at most 2x the floor), the encoders on the same pixels, and the first export
 * with a background never seen before (goal: under 500 ms).
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

export async function run(): Promise<Record<string, unknown>> {
  // The machine's load average (1, 5, 15 min) at the start and the end: figures carry it.
  const loadAtStart = os.loadavg().map((load) => round(load));
  const threads = createRenderThreads();
  // The longest render budget (ADR 022): a loaded machine's first exports must not be refused.
  const rasterizer = new PostRasterizer({
    images: offlineImageResolver(),
    threads,
    renderBudgetMs: 60_000,
  });
  const encodePng = (rgba: Uint8Array, width: number, height: number) =>
    threads.png.encode(rgba, width, height);
  const post = buildPost({
    design: { theme: 'default' },
    games: fixtureGames.slice(0, 1),
    mode: 'result',
    format: '4:5',
    showResultDetail: true,
    backgroundHref: 'photo',
  });
  const bytes = await photo(0);
  const background: BackgroundSource = { key: 'bench-photo', load: async () => bytes };

  // Template loaded, logos resolved, background prepared.
  const warm = await rasterizer.png(post, { background });
  await rasterizer.png(post, { background });

  const pixels = (await rasterizer.rasterize(post, { background })).rgba;
  // The pool's buffers are shared memory, as in an export.
  const shared = Buffer.from(new SharedArrayBuffer(pixels.length));
  pixels.copy(shared);
  const fresh = Buffer.from(new SharedArrayBuffer(pixels.length));
  pixels.copy(fresh);
  let turn = 0;
  const encoders: Record<string, () => Promise<Buffer>> = {
    'napi-rs fast, no filter': () =>
      Transformer.fromRgbaPixels(pixels, 2160, 2700).png({
        compressionType: CompressionType.Fast,
        filterType: FilterType.NoFilter,
      }),
    'napi-rs fast, paeth': () =>
      Transformer.fromRgbaPixels(pixels, 2160, 2700).png({
        compressionType: CompressionType.Fast,
        filterType: FilterType.Paeth,
      }),
    'matchpost banded (rgb, up, zlib rle, all cores), new pixels': () => {
      // A changed pixel in every band: nothing from the band cache.
      turn++;
      for (let y = 0; y < 2700; y += BAND_ROWS) {
        const i = y * 2160 * 4;
        fresh[i] = ((pixels[i] as number) + turn) & 255;
      }
      return encodePng(fresh, 2160, 2700);
    },
    'matchpost banded, same pixels again (bands cached)': () => encodePng(shared, 2160, 2700),
    'sharp zlib level 1, rgb': () =>
      sharp(pixels, { raw: { width: 2160, height: 2700, channels: 4 } })
        .removeAlpha()
        .png({ compressionLevel: 1, adaptiveFiltering: false })
        .toBuffer(),
  };

  // Export and floor take turns, so a busy machine weighs on both alike.
  const exportTimes: number[] = [];
  const encodeTimes: Record<string, number[]> = Object.fromEntries(
    Object.keys(encoders).map((name) => [name, []]),
  );
  const encodeBytes: Record<string, number> = {};
  const rasterizeTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    exportTimes.push((await time(() => rasterizer.png(post, { background })))[0]);
    rasterizeTimes.push((await time(() => rasterizer.rasterize(post, { background })))[0]);
    for (const [name, encode] of Object.entries(encoders)) {
      const [ms, png] = await time(encode);
      encodeTimes[name]?.push(ms);
      encodeBytes[name] = png.length;
    }
  }
  const floors = Object.fromEntries(
    Object.entries(encodeTimes).map(([name, times]) => [
      name,
      { medianMs: round(median(times)), bytes: encodeBytes[name] },
    ]),
  );
  // The floor is single-core: the banded encoder uses every core, so it is compared, not counted.
  const floorMs = Math.min(
    ...Object.entries(floors)
      .filter(([name]) => !name.startsWith('matchpost banded'))
      .map(([, f]) => f.medianMs),
  );

  // First export with a background never seen before: decode, cover-fit, darken, backdrop, overlay, encode.
  const firstTimes: number[] = [];
  for (let i = 1; i <= 5; i++) {
    const fresh = await photo(i);
    const [ms] = await time(() =>
      rasterizer.png(post, { background: { key: `bench-photo-${i}`, load: async () => fresh } }),
    );
    firstTimes.push(ms);
  }

  const exportMedianMs = round(median(exportTimes));
  // ADR 017's figures: through the API, in the same run as the floor.
  const api = await exportThroughApi(bytes);
  return {
    api,
    post: '4:5 result, default theme, 2160x2700, background photo 2400x3000 JPEG, two logos',
    exportMedianMs,
    exportP95Ms: round(percentile(exportTimes, 95)),
    exportPngBytes: warm.length,
    floorMs,
    floors,
    exportToFloorRatio: round(exportMedianMs / floorMs),
    goalExportAtMost2xFloor: exportMedianMs <= 2 * floorMs,
    rasterizeMedianMs: round(median(rasterizeTimes)),
    firstExportNewBackgroundMs: {
      median: round(median(firstTimes)),
      max: round(Math.max(...firstTimes)),
    },
    goalFirstExportUnder500Ms: Math.max(...firstTimes) < 500,
    loadAverage: { start: loadAtStart, end: os.loadavg().map((load) => round(load)) },
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
