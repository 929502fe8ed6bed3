import type { RenderedPost } from '#shared/render/render-post.ts';
import type { SvgNode } from '#shared/render/svg-tree.ts';
import { bandSvg, layerBands, type BandRows } from '#server/render/band-layout.ts';
import { compositeOver } from '#server/render/composite.ts';
import type { DrawSvg, DrawWorkers } from '#server/render/draw-workers.ts';
import { fontPaths } from '#server/render/font-files.ts';
import { inlineLayerImages, type LayerImageDeps } from '#server/render/layer-images.ts';

/**
 * Draws nodes of one layer of a post (backdrop or overlay) with resvg over an opaque RGBA
 * canvas, in place: images inlined, then each band drawn on a drawing thread (draw-workers.ts)
 * and composited. A band not drawn by the layer's deadline is stopped: the layer rejects with
 * RenderBudgetExceededError.
 */
export interface Layer {
  post: RenderedPost;
  nodes: SvgNode[];
  /** Font files beyond the defaults, as the post lists them. */
  fontFiles: string[];
  /** Output pixels per canvas unit. */
  scale: number;
  userId?: string | null;
  /** performance.now() time by which every band must be drawn; none without it. */
  deadline?: number;
}

/**
 * Told while a layer is drawn: `planned` once the rows it will draw on are known (before any is
 * touched; rows outside every band keep the target's pixels), `drawn` after each band in turn,
 * with a flag per row of the band: 1 where the layer has a pixel. With `under`, the target holds
 * nothing yet: each row the layer draws on is copied from `under` first, the rest stay unwritten.
 */
/** What drawing a layer needs: the images' resolver and the process's drawing threads. */
export interface LayerDeps extends LayerImageDeps {
  drawing: DrawWorkers;
}

export interface LayerProgress {
  readonly under?: Uint8Array;
  /**
   * Names the pixels of `under` (the prepared background's identity): the drawing threads keep
   * a band composited over them by the band's drawing and this name, and lay it again for the
   * same band without drawing (ADR 036).
   */
  readonly underKey?: string;
  planned?(bands: readonly BandRows[]): void;
  /** `name`: what the band's rows are made of, when the threads named them (ADR 039). */
  drawn?(index: number, rows: Uint8Array, name?: string): void;
}

export async function drawLayer(
  layer: Layer,
  target: Buffer,
  deps: LayerDeps,
  progress: LayerProgress = {},
): Promise<void> {
  if (layer.nodes.length === 0) {
    progress.planned?.([]);
    return;
  }
  const { post, scale } = layer;
  const ready = await inlineLayerImages(layer.nodes, scale, layer.userId, deps);
  const rows = Math.round(post.height * scale);
  const bands = layerBands(ready, post.height, scale, rows).map((band) => ({
    firstRow: band.firstRow,
    endRow: band.endRow,
    svg: bandSvg(post, band, scale),
  }));
  const width = Math.round(post.width * scale);
  await drawBands(
    { width, scale, fontFiles: layer.fontFiles, deadline: layer.deadline, bands },
    target,
    deps,
    progress,
  );
}

/** A layer's bands with their SVGs built (here, or on the layout thread: layout-threads.ts). */
export interface BuiltBands {
  /** The picture's width in pixels. */
  width: number;
  /** Output pixels per canvas unit. */
  scale: number;
  /** Font files beyond the defaults, as the post lists them. */
  fontFiles: string[];
  /** performance.now() time by which every band must be drawn; none without it. */
  deadline?: number;
  bands: readonly BuiltBand[];
}

export interface BuiltBand extends BandRows {
  svg: DrawSvg;
}

/** Draws built bands on the drawing threads over `target`, as drawLayer does. */
export async function drawBands(
  layer: BuiltBands,
  target: Buffer,
  deps: LayerDeps,
  progress: LayerProgress = {},
): Promise<void> {
  const { width, scale, bands } = layer;
  if (bands.length === 0) {
    progress.planned?.([]);
    return;
  }
  const fontFiles = fontPaths(layer.fontFiles);
  // On two cores the bands of one post draw in parallel, and the compositing of one band
  // overlaps the drawing of the next.
  const workers = deps.drawing;
  const options = {
    fitTo: { mode: 'zoom' as const, value: scale },
    font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Arimo' },
    // Images arrive at the size they are drawn, so the fast filter gives the same pixels.
    imageRendering: 1 as const,
    logLevel: 'off' as const,
  };
  // A target in shared memory (an export's pooled buffer over a prepared background) is drawn
  // on by the threads themselves (ADR 034); the bands' rows never overlap, so they run side by
  // side. Otherwise (a backdrop being prepared) the pixels come back and are laid here.
  const under = progress.under;
  const inThreads =
    target.buffer instanceof SharedArrayBuffer &&
    (under === undefined || under.buffer instanceof SharedArrayBuffer);
  // What each band composited by the threads is made of (ADR 039), told with its rows.
  const names: (string | undefined)[] = [];
  const rendered = bands.map(async ({ svg, ...band }, index): Promise<Uint8Array> => {
    const bandRows = band.endRow - band.firstRow;
    const start = band.firstRow * width * 4;
    if (inThreads) {
      const drawn = await workers.drawOver(
        svg,
        options,
        {
          pixels: target.buffer as SharedArrayBuffer,
          byteOffset: target.byteOffset + start,
          under: under
            ? {
                pixels: under.buffer as SharedArrayBuffer,
                byteOffset: under.byteOffset + start,
                ...(progress.underKey ? { key: `${progress.underKey}:${width}:${start}` } : {}),
              }
            : null,
        },
        layer.deadline,
      );
      if (drawn.width !== width || drawn.height !== bandRows) {
        throw new Error(`band came out ${drawn.width}x${drawn.height}, not ${width}x${bandRows}`);
      }
      names[index] = drawn.name;
      return drawn.inked;
    }
    const image = await workers.draw(svg, options, layer.deadline);
    if (image.width !== width || image.height !== bandRows) {
      throw new Error(`band came out ${image.width}x${image.height}, not ${width}x${bandRows}`);
    }
    const end = start + bandRows * width * 4;
    return compositeOver(
      target.subarray(start, end),
      image.pixels,
      width,
      bandRows,
      under?.subarray(start, end),
    );
  });
  // Each band is awaited in turn below; one that fails before its turn (or after an earlier one
  // failed) must not reject unobserved meanwhile: an unhandled rejection ends a Node process.
  for (const image of rendered) image.catch(() => {});
  // While resvg draws on its threads.
  progress.planned?.(bands);
  try {
    for (const index of bands.keys()) {
      const inked = await rendered[index]!;
      progress.drawn?.(index, inked, names[index]);
    }
  } catch (error) {
    // Threads still laying other bands write into the target: the caller may reuse it only once
    // they are done (a thread stopped at the deadline writes nothing more).
    await Promise.allSettled(rendered);
    throw error;
  }
}
