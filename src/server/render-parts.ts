import type { Config } from '#server/config/env.ts';
import type { ImageFetcher } from '#server/images/safe-fetch.ts';
import type { Logger } from '#server/logging/logger.ts';
import { ImageResolver } from '#server/render/image-resolver.ts';
import { PostComposition } from '#server/render/post-composition.ts';
import { createPostRenderer } from '#server/render/post-renderer.ts';
import { renderMemory } from '#server/render/render-memory.ts';
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
 * The renderer (the one export path, docs/export.md) and the post composition, with the
 * process's render threads and caches sized from one memory budget (`RENDER_MEMORY_MB`): built
 * here once for the server by `createServices`, and for the render CLI by
 * `createRenderCliServices`, never anywhere else (ADR 029). Its own file, part of the
 * composition root, so the CLI loads the rendering without the rest of the server.
 */
export function createRenderParts(parts: RenderParts) {
  const { config, logger, storage } = parts;
  const memory = renderMemory(config.render.memoryMb);
  const images = new ImageResolver({
    storage,
    fetchRemote: parts.imageFetcher,
    crests: crestSvgAt,
    appSecret: config.appSecret,
    cacheBytes: memory.imageBytes,
  });
  const renderer = createPostRenderer({
    images,
    logger,
    memoryMb: config.render.memoryMb,
    threads: config.render.threads,
    renderBudgetMs: config.exports.renderBudgetMs,
    videoBudgetMs: config.exports.videoBudgetMs,
  });
  const composition = new PostComposition({
    images,
    logger,
    paletteEntries: config.render.paletteEntries,
  });
  return { images, renderer, composition };
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
