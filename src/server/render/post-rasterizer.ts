import type { RenderedPost } from '#shared/render/render-post.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { ImageResolver } from '#server/render/image-resolver.ts';
import { drawLayer } from '#server/render/layer-drawing.ts';
import type { LayerImageDeps } from '#server/render/layer-images.ts';
import { PixelBufferPool } from '#server/render/pixel-buffer-pool.ts';
import { PreparedBackgroundCache } from '#server/render/prepared-background-cache.ts';
import {
  backgroundIdentity,
  prepareBackground,
  type BackgroundRequest,
  type BackgroundSource,
} from '#server/render/prepared-background.ts';
import { encodePng } from '#server/render/png-encoder.ts';
import { RenderSlots } from '#server/render/render-slots.ts';

/**
 * Rasterises a rendered post the fast way (NOTES.md, ADR 005): the background and the template's
 * static backdrop are prepared once and kept as raw RGBA; each export lets resvg draw only the
 * overlay (text, logos, panels) and lays it over a copy of the background.
 */
export type { BackgroundSource };

export interface RasterizeOptions {
  /** Output pixels per canvas unit; 2 for exports (2160x2700 for 4:5). */
  scale?: number;
  /** The user's photo; without it the post's own background image (if any) is used. */
  background?: BackgroundSource | null;
  /** Owner of /api/files images the post refers to. */
  userId?: string | null;
}

export interface RasterizedPost {
  /** Opaque RGBA, not premultiplied. */
  rgba: Buffer;
  width: number;
  height: number;
}

export interface PostRasterizerOptions {
  images: ImageResolver;
  logger?: Logger;
  /** Memory for prepared backgrounds (a 4:5 export background is 23 MB). */
  backgroundCacheBytes?: number;
  /** Rasterisations at once; more only queue up on two cores. */
  concurrency?: number;
}

export class PostRasterizer {
  private readonly slots: RenderSlots;
  private readonly buffers: PixelBufferPool;
  private readonly backgrounds: PreparedBackgroundCache;
  private readonly layers: LayerImageDeps;
  /** How many posts are rasterised at once; the rest wait their turn. */
  readonly concurrency: number;

  constructor(options: PostRasterizerOptions) {
    const concurrency = options.concurrency ?? 2;
    this.concurrency = concurrency;
    this.slots = new RenderSlots(concurrency);
    this.buffers = new PixelBufferPool(concurrency + 1);
    this.backgrounds = new PreparedBackgroundCache(
      options.backgroundCacheBytes ?? 256 * 1024 * 1024,
    );
    this.layers = { images: options.images, logger: options.logger };
  }

  /** The post as a PNG. */
  async png(post: RenderedPost, options: RasterizeOptions = {}): Promise<Buffer> {
    const raster = await this.rasterize(post, options, true);
    try {
      return await encodePng(raster.rgba, raster.width, raster.height);
    } finally {
      this.buffers.give(raster.rgba);
    }
  }

  /** The post's pixels; with `pooled`, the buffer comes from (and should go back to) the pool. */
  rasterize(
    post: RenderedPost,
    options: RasterizeOptions = {},
    pooled = false,
  ): Promise<RasterizedPost> {
    return this.slots.run(async () => {
      const scale = options.scale ?? 2;
      const width = Math.round(post.width * scale);
      const height = Math.round(post.height * scale);
      const { background, userId } = options;
      const base = await this.background({ post, scale, width, height, background, userId });
      const rgba = pooled ? this.buffers.take(base.length) : Buffer.allocUnsafe(base.length);
      base.copy(rgba);
      const overlay = { post, nodes: post.overlay, fontFiles: post.fontFiles, scale, userId };
      await drawLayer(overlay, rgba, this.layers);
      return { rgba, width, height };
    });
  }

  /** Forgets every prepared background. */
  clearBackgrounds(): void {
    this.backgrounds.clear();
  }

  /** Whether a prepared background made from this storage object is kept. */
  holdsBackground(storageKey: string): boolean {
    return this.backgrounds.holds(storageKey);
  }

  private background(request: BackgroundRequest): Promise<Buffer> {
    const { key, storageKeys } = backgroundIdentity(request);
    const bytes = request.width * request.height * 4;
    return this.backgrounds.pixels(key, { bytes, storageKeys }, () =>
      prepareBackground(request, this.layers),
    );
  }
}
