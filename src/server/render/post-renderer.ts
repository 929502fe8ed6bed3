import { LRUCache } from 'lru-cache';
import { BackgroundArena, type ArenaRegion } from '#server/render/background-arena.ts';
import { sniffImageType } from '#server/images/image-type.ts';
import type { Logger } from '#server/logging/logger.ts';
import { ImageUnavailableError, type ImageResolver } from '#server/render/image-resolver.ts';
import { BackgroundUnreadableError } from '#server/render/post-pixels.ts';
import type { PngBand } from '#server/render/png-file.ts';
import type { FileType, PostLayout, WantedImageRef } from '#server/render/render-protocol.ts';
import {
  RenderBudgetExceededError,
  RenderFailedError,
  RenderPool,
  type LaidOut,
} from '#server/render/render-pool.ts';
import { renderMemory } from '#server/render/render-memory.ts';
import { RenderSlots } from '#server/render/render-slots.ts';
import { prepareTypedWorkers } from '#server/workers/typed-worker.ts';

export { BackgroundUnreadableError } from '#server/render/post-pixels.ts';
export { RenderBudgetExceededError, RenderFailedError } from '#server/render/render-pool.ts';
export type { FileType, PostLayout } from '#server/render/render-protocol.ts';

/**
 * THE export path (docs/export.md): a post's layout in, its file out. The export API, the
 * weekend ZIP, the game-day mails, the render CLI, the Open Graph image and the golden tests
 * all draw through `render`. Behind it: render threads (render-pool.ts) shared fairly between
 * users (render-slots.ts), and what the main thread keeps within one memory budget
 * (render-memory.ts): prepared backgrounds with their clean PNG bands, finished files, images.
 */

/** The user's photo under a post: its identity, and its bytes when it must be prepared. */
export interface BackgroundSource {
  /** Identifies the photo (its background id and version). */
  key: string;
  /** The storage object it comes from: deleting it forgets what was made of it. */
  storageKey?: string;
  load(): Promise<Uint8Array>;
}

export interface RenderRequest {
  layout: PostLayout;
  fileType?: FileType;
  /** Output pixels per canvas unit; 2 for exports (2160x2700 for 4:5). */
  scale?: number;
  /** The user's photo; without it the post's own background (colour or template image). */
  background?: BackgroundSource | null;
  /** Whose stored files the post may draw, and whose turn it takes in the render slots. */
  workspaceId?: string | null;
  /** The fields the file's tag names beside the post (export-conditions.ts); no tag without. */
  tagFields?: Readonly<Record<string, unknown>> | null;
  /** Tags the caller holds: a post tagged with one of them is answered without its file. */
  heldTags?: readonly string[];
  /** A video's score counts up (a result post; ADR 063). */
  countUp?: boolean;
}

export type RenderedFile =
  | { tag: string | null; bytes: Buffer; width: number; height: number; renderMs: number }
  | { tag: string; bytes: null };

export interface PostRendererOptions {
  images: ImageResolver;
  logger?: Logger;
  /** The memory budget in MiB (RENDER_MEMORY_MB). */
  memoryMb?: number;
  /** Render threads at most; from the budget and the cores without it. */
  threads?: number;
  /** How long one post may draw once it has its thread, in ms (ADR 022). */
  renderBudgetMs?: number;
  /** How long one video may take once it has its thread, in ms (ADR 063). */
  videoBudgetMs?: number;
  /** How long a thread stays without a post before it ends, in ms. */
  idleMs?: number;
}

/** The render budget when none is configured (ADR 022). */
export const DEFAULT_RENDER_BUDGET_MS = 10_000;
/** A video's budget when none is configured (ADR 063): its 76 drawn frames and encoding. */
export const DEFAULT_VIDEO_BUDGET_MS = 20_000;

interface PreparedBackground {
  /** Its region of the kept backgrounds' memory, and the pixels there. */
  region: ArenaRegion;
  pixels: Uint8Array;
  pngBands: (PngBand | null)[];
  storageKeys: readonly string[];
  bytes: number;
  /** Posts drawing over it now: its region is given back only when none is. */
  lent: number;
  /** Let go by the cache (evicted, replaced or forgotten). */
  dropped: boolean;
}

interface KeptFile {
  bytes: Buffer;
  width: number;
  height: number;
  storageKeys: readonly string[];
}

export interface PostRenderer {
  render(request: RenderRequest): Promise<RenderedFile>;
  /** Forgets everything made of a storage object (a deleted photo). */
  forgetStored(storageKey: string): void;
  /** Whether anything made of this storage object is kept. */
  holdsStored(storageKey: string): boolean;
  /** What is kept and running now (metrics, tests). */
  stats(): RendererStats;
  close(): Promise<void>;
}

export interface RendererStats {
  threads: { size: number; running: number; started: number; stoppedAtBudget: number };
  queued: number;
  /** `regionBytes`: what their regions of the one block (background-arena.ts) take. */
  backgrounds: { count: number; bytes: number; budget: number; regionBytes: number };
  files: { count: number; bytes: number; budget: number; hits: number };
  posts: { laidOut: number; drawn: number; held: number; fromFile: number };
}

export function createPostRenderer(options: PostRendererOptions): PostRenderer {
  // Threads start on first use; their modules are ready before (typed-worker.ts). The SVG
  // cleaning thread readies every SVG a post draws (logos, crests; ADR 050).
  prepareTypedWorkers('render', 'svg-logo');
  const memory = renderMemory(options.memoryMb);
  const size = options.threads ?? memory.threads;
  const pool = new RenderPool(size, {
    idleMs: options.idleMs ?? 30_000,
    budgetMs: options.renderBudgetMs ?? DEFAULT_RENDER_BUDGET_MS,
    videoBudgetMs: options.videoBudgetMs ?? DEFAULT_VIDEO_BUDGET_MS,
  });
  const slots = new RenderSlots(size);
  const arena = new BackgroundArena(Math.max(1, memory.backgroundBytes));
  const backgrounds = new LRUCache<string, PreparedBackground>({
    maxSize: Math.max(1, memory.backgroundBytes),
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
    dispose: (entry) => {
      entry.dropped = true;
      if (entry.lent === 0) arena.give(entry.region);
    },
  });

  /** A region for a new background, letting go of the least recently used ones it needs. */
  function regionFor(bytes: number): ArenaRegion | null {
    let region = arena.take(bytes);
    while (!region) {
      const oldest = [...backgrounds.rkeys()].find((key) => backgrounds.peek(key)?.lent === 0);
      if (oldest === undefined) return null;
      backgrounds.delete(oldest);
      region = arena.take(bytes);
    }
    return region;
  }

  function lend(entry: PreparedBackground): () => void {
    entry.lent += 1;
    return () => {
      entry.lent -= 1;
      if (entry.lent === 0 && entry.dropped) arena.give(entry.region);
    };
  }
  const files = new LRUCache<string, KeptFile>({
    maxSize: Math.max(1, memory.fileBytes),
    sizeCalculation: (file) => Math.max(1, file.bytes.length),
    // One file never takes more than a quarter of the cache.
    maxEntrySize: Math.max(1, Math.floor(memory.fileBytes / 4)),
  });
  /** Posts laid out, drawn, answered as held by the caller, answered from a kept file. */
  const posts = { laidOut: 0, drawn: 0, held: 0, fromFile: 0 };
  const { images, logger } = options;

  /** The bytes of the images a post draws, by href; one that cannot be had is left out. */
  async function resolveImages(
    wanted: readonly WantedImageRef[],
    workspaceId: string | null,
  ): Promise<[string, Uint8Array][]> {
    const resolved = await Promise.all(
      wanted.map(async ([href, maxPixels]): Promise<[string, Uint8Array] | null> => {
        try {
          return [href, await images.prepared({ href, maxPixels, workspaceId })];
        } catch (error) {
          const reason = error instanceof ImageUnavailableError ? error.message : String(error);
          logger?.warn('render: image skipped', { href: href.slice(0, 120), reason });
          return null;
        }
      }),
    );
    return resolved.filter((entry) => entry !== null);
  }

  async function render(request: RenderRequest): Promise<RenderedFile> {
    const workspaceId = request.workspaceId ?? null;
    const photo = request.background ?? null;
    const job = {
      id: nextId++,
      layout: request.layout,
      fileType: request.fileType ?? 'png',
      scale: request.scale ?? 2,
      tagFields: request.tagFields ?? null,
      heldTags: request.heldTags ?? [],
      photo: photo
        ? { key: photo.key, ...(photo.storageKey ? { storageKey: photo.storageKey } : {}) }
        : null,
      workspaceId,
      ...(request.countUp ? { countUp: true } : {}),
    };
    let kept: KeptFile | undefined;
    /** A kept background this post draws over, given back when it is done. */
    let giveBack: (() => void) | null = null;
    /** The region this post prepares its background in, until it is kept. */
    let preparing: ArenaRegion | null = null;
    const started = performance.now();
    const { laidOut, drawn } = await slots
      .run(workspaceId ?? '', () =>
        pool.run(job, async (laid: LaidOut) => {
          posts.laidOut += 1;
          if (laid.held) {
            posts.held += 1;
            return null;
          }
          kept = files.get(laid.fileKey);
          if (kept) {
            posts.fromFile += 1;
            return { skip: true, images: [] };
          }
          if (laid.inPlace) {
            const wanted = [...laid.overlayImages, ...laid.backdropImages];
            return { background: null, images: await resolveImages(wanted, workspaceId) };
          }
          const background = backgrounds.get(laid.background.key);
          const wanted = background
            ? laid.overlayImages
            : [...laid.overlayImages, ...laid.backdropImages];
          const resolving = resolveImages(wanted, workspaceId);
          if (background) {
            giveBack = lend(background);
            return {
              background: { pixels: background.pixels, pngBands: background.pngBands },
              images: await resolving,
            };
          }
          const [resolved, parts] = await Promise.all([
            resolving,
            backgroundParts(laid, photo, workspaceId),
          ]);
          const bytes = laid.width * laid.height * 4;
          preparing = regionFor(bytes);
          const target = preparing ? arena.view(preparing, bytes) : null;
          return { background: null, parts, images: resolved, target };
        }),
      )
      .catch((error: unknown) => {
        const region = preparing;
        if (region) {
          // A thread stopped at its budget may still be writing there until it has ended.
          if (error instanceof RenderBudgetExceededError)
            void error.stopped.then(() => arena.give(region));
          else arena.give(region);
        }
        throw error instanceof RenderFailedError && error.cause === 'background'
          ? new BackgroundUnreadableError(error.message)
          : error;
      })
      .finally(() => giveBack?.());
    if (laidOut.held) return { tag: laidOut.tag as string, bytes: null };
    const { width, height } = laidOut;
    if (kept) {
      return {
        tag: laidOut.tag,
        bytes: kept.bytes,
        width,
        height,
        renderMs: performance.now() - started,
      };
    }
    if (!drawn) {
      if (preparing) arena.give(preparing);
      throw new RenderFailedError('the render thread answered no file');
    }
    posts.drawn += 1;
    keep(laidOut, drawn, preparing);
    const bytes = Buffer.from(drawn.bytes.buffer, drawn.bytes.byteOffset, drawn.bytes.byteLength);
    files.set(laidOut.fileKey, {
      bytes,
      width,
      height,
      storageKeys: laidOut.background.storageKeys,
    });
    return { tag: laidOut.tag, bytes, width, height, renderMs: drawn.drawMs + drawn.encodeMs };
  }

  /** What the background is prepared from, read here: the photo, or the template's own image. */
  async function backgroundParts(
    laid: LaidOut,
    photo: BackgroundSource | null,
    workspaceId: string | null,
  ) {
    if (photo) {
      try {
        return { photo: await photo.load(), templateImage: null };
      } catch (error) {
        throw new BackgroundUnreadableError(error instanceof Error ? error.message : String(error));
      }
    }
    const href = laid.backgroundImage;
    if (!href) return { photo: null, templateImage: null };
    // A template's own image is drawn without when it cannot be had. An SVG (a logo as
    // background) is drawn by the resolver, bounded as every SVG (ADR 050), then covered.
    try {
      const source = await images.source(href, workspaceId);
      if (sniffImageType(source) !== 'image/svg+xml') return { photo: null, templateImage: source };
      const side = Math.max(laid.width, laid.height);
      return {
        photo: null,
        templateImage: await images.prepared({ href, maxPixels: side, workspaceId }),
      };
    } catch (error) {
      logger?.warn('render: background image skipped', { error: String(error) });
      return { photo: null, templateImage: null };
    }
  }

  /** Keeps a background the thread prepared and the clean bands it encoded. */
  function keep(
    laid: LaidOut,
    drawn: NonNullable<Awaited<ReturnType<RenderPool['run']>>['drawn']>,
    region: ArenaRegion | null,
  ) {
    const key = laid.background.key;
    let entry = backgrounds.get(key);
    if (drawn.prepared) {
      // A background prepared without a region (none was free) is not kept.
      if (!region) return;
      entry = {
        region,
        pixels: arena.view(region, drawn.prepared.byteLength),
        pngBands: [],
        storageKeys: laid.background.storageKeys,
        bytes: drawn.prepared.byteLength,
        lent: 0,
        dropped: false,
      };
    }
    if (!entry || entry.dropped) return;
    for (const [index, band] of drawn.pngBands ?? []) {
      if (entry.pngBands[index]) continue;
      entry.pngBands[index] = band;
      entry.bytes += band.chunk.byteLength;
    }
    backgrounds.set(key, entry);
  }

  let nextId = 0;

  return {
    render,
    forgetStored(storageKey) {
      for (const [key, entry] of backgrounds.entries()) {
        if (entry.storageKeys.includes(storageKey)) backgrounds.delete(key);
      }
      for (const [key, file] of files.entries()) {
        if (file.storageKeys.includes(storageKey)) files.delete(key);
      }
    },
    holdsStored(storageKey) {
      return (
        [...backgrounds.values()].some((entry) => entry.storageKeys.includes(storageKey)) ||
        [...files.values()].some((file) => file.storageKeys.includes(storageKey))
      );
    },
    stats() {
      return {
        threads: { size, running: pool.running, ...pool.counts },
        queued: slots.queued(),
        backgrounds: {
          count: backgrounds.size,
          bytes: backgrounds.calculatedSize,
          budget: memory.backgroundBytes,
          regionBytes: arena.used,
        },
        files: {
          count: files.size,
          bytes: files.calculatedSize,
          budget: memory.fileBytes,
          hits: posts.fromFile,
        },
        posts: { ...posts },
      };
    },
    close: () => pool.close(),
  };
}
