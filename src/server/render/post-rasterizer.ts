import type { RenderedPost } from '#shared/render/render-post.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { ImageResolver } from '#server/render/image-resolver.ts';
import { drawBands, drawLayer, type LayerDeps } from '#server/render/layer-drawing.ts';
import { resolveLayerImages } from '#server/render/layer-images.ts';
import type { LaidOutPost, LayOptions, PostLayout } from '#server/render/layout-threads.ts';
import { PixelBufferPool } from '#server/render/pixel-buffer-pool.ts';
import { PreparedBackgroundCache } from '#server/render/prepared-background-cache.ts';
import { backgroundIdentity } from '#server/render/background-identity.ts';
import {
  prepareBackground,
  type BackgroundRequest,
  type BackgroundSource,
} from '#server/render/prepared-background.ts';
import type { BackgroundIdentity } from '#server/render/background-identity.ts';
import type { BandSources } from '#server/render/png-encoder.ts';
import { DrawingPlan, type PreparedPixels } from '#server/render/drawing-plan.ts';
import type { RenderThreads } from '#server/render/render-threads.ts';
import { RenderSlots } from '#server/render/render-slots.ts';
import type { LoopHeadroom } from '#server/render/loop-headroom.ts';

/**
 * Rasterises a rendered post the fast way (ADR 005 and 017): the background and the template's
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
  /** The process's drawing and PNG band threads (render-threads.ts, built at the composition root). */
  threads: RenderThreads;
  logger?: Logger;
  /** Memory for prepared backgrounds (a 4:5 export background is 23 MB). */
  backgroundCacheBytes?: number;
  /** Rasterisations at once; more only queue up on two cores. */
  concurrency?: number;
  /**
   * How long one post's drawing (backdrop and overlay) may take once it has its slot, in ms;
   * beyond it the drawing is stopped with RenderBudgetExceededError (ADR 022).
   */
  renderBudgetMs?: number;
  /**
   * Whether the main thread has room for another rasterisation (ADR 041); without it a free
   * slot is always taken.
   */
  headroom?: LoopHeadroom;
}

/** The render budget when none is configured (ADR 022). */
export const DEFAULT_RENDER_BUDGET_MS = 10_000;

export class PostRasterizer {
  private readonly slots: RenderSlots;
  private readonly buffers: PixelBufferPool;
  private readonly backgrounds: PreparedBackgroundCache;
  private readonly layers: LayerDeps;
  private readonly threads: RenderThreads;
  /** How many posts are rasterised at once; the rest wait their turn. */
  readonly concurrency: number;
  /** Time one post's drawing may take once it has its slot, in ms. */
  readonly renderBudgetMs: number;

  constructor(options: PostRasterizerOptions) {
    const concurrency = options.concurrency ?? 2;
    this.concurrency = concurrency;
    this.renderBudgetMs = options.renderBudgetMs ?? DEFAULT_RENDER_BUDGET_MS;
    this.slots = new RenderSlots(concurrency, options.headroom);
    this.buffers = new PixelBufferPool(concurrency + 1);
    this.backgrounds = new PreparedBackgroundCache(
      options.backgroundCacheBytes ?? 256 * 1024 * 1024,
    );
    this.threads = options.threads;
    this.layers = {
      images: options.images,
      logger: options.logger,
      drawing: options.threads.drawing,
    };
  }

  /**
   * The post as a PNG, encoded while it is drawn (ADR 017): the encoder's bands whose rows (and
   * the row above) the overlay has no pixel in are read straight from the prepared background,
   * named by its identity, so they are found in the encoder's cache without hashing; only rows
   * the overlay draws on are copied from the background and drawn on, and each band goes to the
   * encoder as soon as the overlay bands over it are composited.
   */
  async png(post: RenderedPost | LaidOutPost, options: RasterizeOptions = {}): Promise<Buffer> {
    return (
      await this.encodeWhileDrawing(post, options, (source, width, height) =>
        this.threads.png.encodeFromBands(source, width, height),
      )
    ).png;
  }

  /**
   * The post as a JPEG (ADR 024 and 034), the PNG's way: each 64-row band is encoded by sharp off
   * the main thread as soon as it is composited, the photo's clean bands are found in the JPEG
   * encoder's cache by the background's identity, and the bands are joined with restart markers.
   */
  async jpeg(post: RenderedPost | LaidOutPost, options: RasterizeOptions = {}): Promise<Buffer> {
    return (
      await this.encodeWhileDrawing(post, options, (source, width, height) =>
        this.threads.jpeg.encodeFromBands(source, width, height),
      )
    ).jpeg;
  }

  /**
   * Lays a post out on the layout thread (ADR 038), tagged with `tagFields` and its background
   * named there; png() and jpeg() draw it. Forget it (`forget`) when it is not drawn.
   */
  layOut(
    layout: PostLayout,
    options: RasterizeOptions & Pick<LayOptions, 'tagFields'> = {},
  ): Promise<LaidOutPost> {
    return this.threads.layout.lay(layout, {
      scale: options.scale ?? 2,
      tagFields: options.tagFields,
      background: options.background,
      userId: options.userId,
    });
  }

  /** Lets the layout thread drop a laid-out post (idempotent). */
  forget(post: LaidOutPost): void {
    this.threads.layout.forget(post);
  }

  /** Draws the overlay in the post's render slot while `encode` takes its bands as they are ready. */
  private async encodeWhileDrawing<T>(
    post: RenderedPost | LaidOutPost,
    options: RasterizeOptions,
    encode: (source: BandSources, width: number, height: number) => Promise<T>,
  ): Promise<T> {
    const output: { rgba: Buffer | null } = { rgba: null };
    const laid = 'overlay' in post ? null : post;
    try {
      const encoding = await this.slots.run(options.userId ?? '', async () => {
        const deadline = performance.now() + this.renderBudgetMs;
        // A laid-out post was laid out at its scale.
        const scale = laid?.scale ?? options.scale ?? 2;
        const width = Math.round(post.width * scale);
        const height = Math.round(post.height * scale);
        const { background, userId } = options;
        const request = { scale, width, height, background, userId, deadline };
        const base = laid
          ? await this.laidOutBackground(laid, request)
          : await this.background({ ...request, post: post as RenderedPost });
        const rgba = this.buffers.take(base.pixels.length);
        output.rgba = rgba;
        const plan = new DrawingPlan(base, rgba, height);
        const encoded = encode(plan.source, width, height);
        // The encoder may fail while the overlay is still being drawn; its error is the export's,
        // answered below, never an unhandled rejection that would end the process.
        encoded.catch(() => {});
        try {
          if (laid) {
            // The images are resolved here (storage, fetches, sharp on libuv's threads); the
            // layout thread inlines them and builds the bands' SVGs (ADR 038).
            const images = await resolveLayerImages(laid.images, userId, this.layers);
            const bands = await this.threads.layout.bands(laid, images);
            const built = { width, scale, fontFiles: laid.fontFiles, deadline, bands };
            await drawBands(built, rgba, this.layers, plan);
          } else {
            const overlay = {
              post: post as RenderedPost,
              nodes: (post as RenderedPost).overlay,
              fontFiles: (post as RenderedPost).fontFiles,
              scale,
              userId,
              deadline,
            };
            await drawLayer(overlay, rgba, this.layers, plan);
          }
        } catch (error) {
          // No band waits for the drawing any more; the buffer goes back once no thread reads it.
          plan.fail(error);
          await encoded.catch(() => {});
          throw error;
        }
        return encoded;
      });
      return await encoding;
    } finally {
      if (output.rgba) this.buffers.give(output.rgba);
    }
  }

  /** The post's pixels; with `pooled`, the buffer comes from (and should go back to) the pool. */
  rasterize(
    post: RenderedPost,
    options: RasterizeOptions = {},
    pooled = false,
  ): Promise<RasterizedPost> {
    return this.slots.run(options.userId ?? '', async () => {
      const deadline = performance.now() + this.renderBudgetMs;
      const scale = options.scale ?? 2;
      const width = Math.round(post.width * scale);
      const height = Math.round(post.height * scale);
      const { background, userId } = options;
      const { pixels: base } = await this.background({
        post,
        scale,
        width,
        height,
        background,
        userId,
        deadline,
      });
      const rgba = pooled ? this.buffers.take(base.length) : Buffer.allocUnsafe(base.length);
      base.copy(rgba);
      const overlay = {
        post,
        nodes: post.overlay,
        fontFiles: post.fontFiles,
        scale,
        userId,
        deadline,
      };
      await drawLayer(overlay, rgba, this.layers);
      return { rgba, width, height };
    });
  }

  /** Slots left free now for the main thread's sake, and how often that happened (ADR 041). */
  loopHolds(): { held: number; holds: number } {
    return { held: this.slots.held(), holds: this.slots.holds() };
  }

  /** Forgets every prepared background. */
  clearBackgrounds(): void {
    this.backgrounds.clear();
  }

  /** Whether a prepared background made from this storage object is kept. */
  holdsBackground(storageKey: string): boolean {
    return this.backgrounds.holds(storageKey);
  }

  /** The prepared background, in shared memory (the encoder's threads read it) with its key. */
  private async background(request: BackgroundRequest): Promise<PreparedPixels> {
    const bytes = request.width * request.height * 4;
    return this.prepared(backgroundIdentity(request), bytes, () =>
      prepareBackground(request, this.layers),
    );
  }

  /**
   * A laid-out post's background, named on the layout thread: the post itself is asked for only
   * when its background is not kept yet (once per photo, template and size).
   */
  private async laidOutBackground(
    laid: LaidOutPost,
    request: Omit<BackgroundRequest, 'post'>,
  ): Promise<PreparedPixels> {
    const bytes = request.width * request.height * 4;
    return this.prepared(laid.background, bytes, async () => {
      const post = await this.threads.layout.post(laid);
      return prepareBackground({ ...request, post }, this.layers);
    });
  }

  private async prepared(
    { key, storageKeys }: BackgroundIdentity,
    bytes: number,
    prepare: () => Promise<Buffer>,
  ): Promise<PreparedPixels> {
    const pixels = await this.backgrounds.pixels(key, { bytes, storageKeys }, async () => {
      const prepared = await prepare();
      if (prepared.buffer instanceof SharedArrayBuffer) return prepared;
      const shared = Buffer.from(new SharedArrayBuffer(prepared.length));
      prepared.copy(shared);
      return shared;
    });
    return { pixels, key };
  }
}
