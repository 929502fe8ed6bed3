import { DrawWorkers, defaultDrawThreads } from '#server/render/draw-workers.ts';
import { JpegEncoder } from '#server/render/jpeg-encoder.ts';
import { LayoutThreads } from '#server/render/layout-threads.ts';
import { PngEncoder, defaultBandThreads } from '#server/render/png-encoder.ts';
import { prepareTypedWorkers } from '#server/workers/typed-worker.ts';

/**
 * The rasteriser's worker threads and what they keep: resvg's drawing threads (draw-workers.ts),
 * the exports' layout thread (layout-threads.ts, ADR 038),
 * the PNG encoder's band threads with both band caches (png-encoder.ts) and the JPEG encoder with
 * its band cache (jpeg-encoder.ts, ADR 034). Built once per
 * process at the composition root (src/server/services.ts) from the configuration
 * (`RENDER_DRAW_THREADS`, `PNG_ENCODER_THREADS`, `BAND_CACHE_BYTES`) and closed on shutdown;
 * tests and tools build their own (ADR 029).
 */
export interface RenderThreadsOptions {
  /** Drawing threads; one per core, at least two, at most four by default. */
  drawThreads?: number;
  /** PNG band threads; one per core, at most four by default. */
  pngThreads?: number;
  /** Bytes of encoded PNG bands kept for reuse (64 MiB by default). */
  bandCacheBytes?: number;
}

export interface RenderThreads {
  drawing: DrawWorkers;
  /** The exports' layout and band SVGs (ADR 038): one thread. */
  layout: LayoutThreads;
  png: PngEncoder;
  /** The JPEG's bands, encoded by sharp on libuv's thread pool (no threads of its own). */
  jpeg: JpegEncoder;
  /** Ends every thread; what is still waiting is refused. */
  close(): Promise<void>;
}

export function createRenderThreads(options: RenderThreadsOptions = {}): RenderThreads {
  // Threads start on first use; their modules are ready before (see typed-worker.ts). The SVG
  // cleaning thread readies every SVG a post draws (logos, crests; ADR 050).
  prepareTypedWorkers('draw', 'png-band', 'layout', 'svg-logo');
  const drawing = new DrawWorkers(options.drawThreads ?? defaultDrawThreads());
  const layout = new LayoutThreads();
  const png = new PngEncoder({
    threads: options.pngThreads ?? defaultBandThreads(),
    bandCacheBytes: options.bandCacheBytes,
  });
  // A JPEG band is a tenth of a PNG band: a quarter of the PNG's budget keeps as many photos.
  const jpeg = new JpegEncoder({
    bandCacheBytes: options.bandCacheBytes === undefined ? undefined : options.bandCacheBytes / 4,
  });
  return {
    drawing,
    layout,
    png,
    jpeg,
    async close() {
      await Promise.all([drawing.close(), layout.close(), png.close()]);
    },
  };
}
