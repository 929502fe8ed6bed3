import type { Config } from '#server/config/env.ts';
import type { ImageFetcher } from '#server/images/safe-fetch.ts';
import type { Logger } from '#server/logging/logger.ts';
import { ImageResolver } from '#server/render/image-resolver.ts';
import { PostComposition } from '#server/render/post-composition.ts';
import { createLoopHeadroom, loopUtilisation } from '#server/render/loop-headroom.ts';
import { PostRasterizer } from '#server/render/post-rasterizer.ts';
import { createRenderThreads } from '#server/render/render-threads.ts';
import { crestSvgAt } from '#server/sports/crest-images.ts';
import { createSportsData } from '#server/sports/sports-data.service.ts';
import type { Storage } from '#server/storage/storage.ts';

/** What rendering a post needs: remote images, configuration, log and files. */
export interface RenderParts {
  config: Config;
  logger: Logger;
  storage: Storage;
  imageFetcher: ImageFetcher;
}

/**
 * The rasteriser and the post composition with the process's render threads and bounded caches
 * (ADR 010, ADR 029): built here once for the server by `createServices`, and for the render CLI
 * by `createRenderCliServices`, never anywhere else. Its own file, part of the composition root,
 * so the CLI loads the rendering without the rest of the server.
 */
export function createRenderParts(parts: RenderParts) {
  const { config, logger, storage } = parts;
  const images = new ImageResolver({
    storage,
    fetchRemote: parts.imageFetcher,
    crests: crestSvgAt,
    appSecret: config.appSecret,
  });
  // The rasteriser's threads and bounded caches, once per process and closed on shutdown.
  const renderThreads = createRenderThreads({
    drawThreads: config.render.drawThreads,
    pngThreads: config.render.pngThreads,
    bandCacheBytes: config.render.bandCacheBytes,
  });
  const rasterizer = new PostRasterizer({
    images,
    threads: renderThreads,
    logger,
    renderBudgetMs: config.exports.renderBudgetMs,
    // A waiting export leaves a free slot while the main thread is busy (ADR 041).
    headroom: createLoopHeadroom({
      utilisation: loopUtilisation,
      busyMax: config.exports.loopBusyMax,
    }),
  });
  const composition = new PostComposition({
    images,
    logger,
    paletteEntries: config.render.paletteEntries,
  });
  return { images, renderThreads, rasterizer, composition };
}

/**
 * The render CLI's parts (src/server/cli/render.cli.ts): the same rendering as the server's,
 * and sports data without stored club API keys (the CLI acts for nobody and opens no database,
 * so it runs beside a server that owns the embedded one).
 */
export function createRenderCliServices(parts: RenderParts) {
  return {
    ...createRenderParts(parts),
    sportsData: createSportsData({
      config: parts.config.sports,
      keys: { keyFor: async () => null, keysOf: async () => [] },
      logger: parts.logger,
    }),
  };
}
