import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { postSvg, type RenderedPost } from '#shared/render/render-post.ts';
import { el, serializeSvg, type SvgNode } from '#shared/render/svg-tree.ts';
import type { Logger } from '#server/logging/logger.ts';
import { applyShades, compositeOver, solidRgba } from '#server/render/composite.ts';
import { fontPaths } from '#server/render/font-files.ts';
import { ImageUnavailableError, type ImageResolver } from '#server/render/image-resolver.ts';
import { encodePng } from '#server/render/png-encoder.ts';

/**
 * Rasterises a rendered post the fast way (NOTES.md): the background (photo cover-fitted and
 * darkened with sharp, plus the template's static backdrop) is prepared once and kept as raw
 * RGBA; each export lets resvg draw only the overlay (text, logos, panels) and lays it over a
 * copy of the background. resvg never fetches: images are resolved here first.
 */
export interface BackgroundSource {
  /** Identifies the photo (e.g. its background id); part of the cache key. */
  key: string;
  load(): Promise<Uint8Array>;
}

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

/** The user's background photo could not be read. */
export class BackgroundUnreadableError extends Error {
  override name = 'BackgroundUnreadableError';
}

const imageHost = 'https://matchpost.invalid/image/';

export interface PostRasterizerOptions {
  images: ImageResolver;
  logger?: Logger;
  /** Memory for prepared backgrounds (a 4:5 export background is 23 MB). */
  backgroundCacheBytes?: number;
  /** Rasterisations at once; more only queue up on two cores. */
  concurrency?: number;
}

interface CachedBase {
  pixels: Promise<Buffer>;
  bytes: number;
}

export class PostRasterizer {
  private readonly bases = new Map<string, CachedBase>();
  private basesBytes = 0;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: PostRasterizerOptions) {}

  /** The post as a PNG. */
  async png(post: RenderedPost, options: RasterizeOptions = {}): Promise<Buffer> {
    const raster = await this.rasterize(post, options, true);
    try {
      return await encodePng(raster.rgba, raster.width, raster.height);
    } finally {
      this.recycle(raster.rgba);
    }
  }

  /** The post's pixels; with `pooled`, the buffer comes from (and should go back to) the pool. */
  async rasterize(
    post: RenderedPost,
    options: RasterizeOptions = {},
    pooled = false,
  ): Promise<RasterizedPost> {
    await this.acquire();
    try {
      const scale = options.scale ?? 2;
      const width = Math.round(post.width * scale);
      const height = Math.round(post.height * scale);
      const base = await this.base(post, scale, width, height, options);
      const rgba = (pooled && this.takeBuffer(base.length)) || Buffer.allocUnsafe(base.length);
      base.copy(rgba);
      await this.drawLayer(post, post.overlay, post.fontFiles, rgba, scale, options.userId);
      return { rgba, width, height };
    } finally {
      this.release();
    }
  }

  /**
   * Output buffers are reused: a fresh 23 MB buffer costs thousands of page faults on first
   * write, more than the copy itself.
   */
  private readonly pool: Buffer[] = [];

  private takeBuffer(length: number): Buffer | null {
    const index = this.pool.findIndex((buffer) => buffer.length === length);
    return index < 0 ? null : (this.pool.splice(index, 1)[0] ?? null);
  }

  private recycle(buffer: Buffer): void {
    if (this.pool.length < (this.options.concurrency ?? 2) + 1) this.pool.push(buffer);
  }

  /** Forgets prepared backgrounds, e.g. after a user deleted a photo. */
  clearBackgrounds(): void {
    this.bases.clear();
    this.basesBytes = 0;
  }

  private async acquire(): Promise<void> {
    const limit = this.options.concurrency ?? 2;
    if (this.running < limit) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }

  private base(
    post: RenderedPost,
    scale: number,
    width: number,
    height: number,
    options: RasterizeOptions,
  ): Promise<Buffer> {
    const backdrop = post.backdrop.length > 0 ? serializeSvg(postSvg(post, 'backdrop')) : '';
    const photo = options.background?.key ?? post.background.image?.href ?? '';
    // Storage images resolve per user; everything else is the same for everyone.
    const owner = /\/api\/files\//.test(photo + backdrop) ? (options.userId ?? '') : '';
    const key = createHash('sha256')
      .update(
        JSON.stringify([
          width,
          height,
          post.background.color,
          photo,
          post.background.image?.dim ?? 0,
          post.background.shades.map(({ y, height, top, bottom }) => [y, height, top, bottom]),
          backdrop,
          owner,
        ]),
      )
      .digest('hex');
    const hit = this.bases.get(key);
    if (hit) {
      this.bases.delete(key);
      this.bases.set(key, hit);
      return hit.pixels;
    }
    const bytes = width * height * 4;
    const pixels = this.prepareBase(post, scale, width, height, options);
    const entry = { pixels, bytes };
    this.bases.set(key, entry);
    this.basesBytes += bytes;
    pixels.catch(() => {
      if (this.bases.get(key) === entry) {
        this.bases.delete(key);
        this.basesBytes -= bytes;
      }
    });
    const budget = this.options.backgroundCacheBytes ?? 256 * 1024 * 1024;
    for (const [oldKey, old] of this.bases) {
      if (this.basesBytes <= budget || oldKey === key) break;
      this.bases.delete(oldKey);
      this.basesBytes -= old.bytes;
    }
    return pixels;
  }

  private async prepareBase(
    post: RenderedPost,
    scale: number,
    width: number,
    height: number,
    options: RasterizeOptions,
  ): Promise<Buffer> {
    const image = post.background.image;
    let base: Buffer | null = null;
    if (options.background) {
      let source: Uint8Array;
      try {
        source = await options.background.load();
      } catch (error) {
        throw new BackgroundUnreadableError(error instanceof Error ? error.message : String(error));
      }
      base = await this.photo(source, post, width, height, image?.dim ?? 0).catch(
        (error: unknown) => {
          throw new BackgroundUnreadableError(
            error instanceof Error ? error.message : String(error),
          );
        },
      );
    } else if (image) {
      // A template's own background image: drawn without it when it cannot be had.
      try {
        base = await this.photo(
          await this.options.images.source(image.href, options.userId),
          post,
          width,
          height,
          image.dim,
        );
      } catch (error) {
        this.options.logger?.warn('render: background image skipped', { error: String(error) });
      }
    }
    base ??= solidRgba(width, height, post.background.color);
    applyShades(base, width, height, scale, post.background.shades);
    await this.drawLayer(post, post.backdrop, [], base, scale, options.userId);
    return base;
  }

  /** The photo cover-fitted to the canvas and darkened, as opaque RGBA. */
  private async photo(
    source: Uint8Array,
    post: RenderedPost,
    width: number,
    height: number,
    dim: number,
  ): Promise<Buffer> {
    const { data, info } = await sharp(source, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .flatten({ background: post.background.color })
      .linear(1 - dim, 0)
      .ensureAlpha(1)
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.width !== width || info.height !== height || info.channels !== 4) {
      throw new Error(`background came out ${info.width}x${info.height}x${info.channels}`);
    }
    return data;
  }

  /**
   * Draws layer nodes with resvg over `target`. resvg's cost grows with the canvas it fills,
   * mostly empty for an overlay, so it draws only horizontal bands around the nodes.
   */
  private async drawLayer(
    post: RenderedPost,
    nodes: SvgNode[],
    fontFiles: string[],
    target: Buffer,
    scale: number,
    userId?: string | null,
  ): Promise<void> {
    if (nodes.length === 0) return;
    const images = new Map<string, { maxPixels: number; key: string }>();
    for (const node of nodes) collectImages(node, scale, images);
    const resolved = new Map<string, Buffer>();
    await Promise.all(
      [...images].map(async ([href, { maxPixels, key }]) => {
        try {
          resolved.set(key, await this.options.images.prepared({ href, maxPixels, userId }));
        } catch (error) {
          // SPEC.md section 8: an image that cannot be had is left out.
          const reason = error instanceof ImageUnavailableError ? error.message : String(error);
          this.options.logger?.warn('render: image skipped', { href: href.slice(0, 120), reason });
        }
      }),
    );
    // Images travel inside the SVG as data URLs, so every band can render on its own thread.
    const inline = new Map<string, Buffer>();
    for (const [key, bytes] of resolved) inline.set(key, bytes);
    const ready = nodes
      .map((node) => replaceImages(node, images, inline))
      .filter((n) => n !== null);
    const width = Math.round(post.width * scale);
    const rows = Math.round(post.height * scale);
    const bands = layerBands(ready, post.height, scale, rows);
    // resvg renders each band off the main thread; on two cores the bands of one post draw in
    // parallel, and the compositing of one overlaps the drawing of the next.
    const rendered = bands.map((band) => {
      const top = band.firstRow / scale;
      const height = (band.endRow - band.firstRow) / scale;
      const children =
        post.defs.length > 0 ? [el('defs', {}, post.defs), ...band.nodes] : band.nodes;
      const svg = serializeSvg(
        el(
          'svg',
          { width: post.width, height, viewBox: `0 ${top} ${post.width} ${height}` },
          children,
        ),
      );
      return renderAsync(svg, {
        fitTo: { mode: 'zoom', value: scale },
        font: {
          loadSystemFonts: false,
          fontFiles: fontPaths(fontFiles),
          defaultFontFamily: 'Arimo',
        },
        // Images arrive at the size they are drawn, so the fast filter gives the same pixels.
        imageRendering: 1,
        logLevel: 'off',
      });
    });
    for (const [index, band] of bands.entries()) {
      const image = await rendered[index]!;
      const bandRows = band.endRow - band.firstRow;
      if (image.width !== width || image.height !== bandRows) {
        throw new Error(`band came out ${image.width}x${image.height}, not ${width}x${bandRows}`);
      }
      const start = band.firstRow * width * 4;
      compositeOver(
        target.subarray(start, start + bandRows * width * 4),
        image.pixels,
        width,
        bandRows,
      );
    }
  }
}

interface Band {
  firstRow: number;
  endRow: number;
  nodes: SvgNode[];
}

/**
 * Vertical extent of a node in canvas units, generous for text (ascenders, accents,
 * descenders); null for anything it cannot tell, which then spans the whole canvas.
 */
function extent(node: SvgNode): [number, number] | null {
  const number = (value: string | number | undefined) =>
    value === undefined ? NaN : Number(value);
  if (node.tag === 'text') {
    const size = number(node.attrs['font-size']);
    const ys = [
      number(node.attrs.y),
      ...(node.children ?? []).map((child) => number(child.attrs.y)),
    ];
    const known = ys.filter(Number.isFinite);
    if (!Number.isFinite(size) || known.length === 0) return null;
    return [Math.min(...known) - 1.2 * size, Math.max(...known) + 0.5 * size];
  }
  if ((node.tag === 'image' || node.tag === 'rect') && !node.attrs.transform) {
    const y = number(node.attrs.y ?? 0);
    const height = number(node.attrs.height);
    const stroke = Number(node.attrs['stroke-width'] ?? 0) || 0;
    if (!Number.isFinite(y) || !Number.isFinite(height)) return null;
    return [y - stroke, y + height + stroke];
  }
  return null;
}

/** Nodes grouped into bands of whole pixel rows; bands closer than a few rows are merged. */
function layerBands(nodes: SvgNode[], canvasHeight: number, scale: number, rows: number): Band[] {
  const pad = 4;
  const mergeGap = 48;
  const placed = nodes
    .map((node) => {
      const [top, bottom] = extent(node) ?? [0, canvasHeight];
      return { node, top: Math.max(0, top - pad), bottom: Math.min(canvasHeight, bottom + pad) };
    })
    .filter((item) => item.bottom > item.top)
    .sort((a, b) => a.top - b.top);
  const groups: { top: number; bottom: number; items: typeof placed }[] = [];
  for (const item of placed) {
    const last = groups.at(-1);
    if (last && item.top <= last.bottom + mergeGap) {
      last.bottom = Math.max(last.bottom, item.bottom);
      last.items.push(item);
    } else groups.push({ top: item.top, bottom: item.bottom, items: [item] });
  }
  // Keep the drawing order of the layer inside each band.
  const order = new Map(nodes.map((node, index) => [node, index]));
  return groups.map((group) => ({
    firstRow: Math.max(0, Math.floor(group.top * scale)),
    endRow: Math.min(rows, Math.ceil(group.bottom * scale)),
    nodes: group.items
      .map((item) => item.node)
      .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
  }));
}

function collectImages(
  node: SvgNode,
  scale: number,
  out: Map<string, { maxPixels: number; key: string }>,
): void {
  if (node.tag === 'image' && typeof node.attrs.href === 'string') {
    const size = Math.max(Number(node.attrs.width) || 0, Number(node.attrs.height) || 0) * scale;
    const known = out.get(node.attrs.href);
    if (known) known.maxPixels = Math.max(known.maxPixels, size);
    else out.set(node.attrs.href, { maxPixels: size, key: `${imageHost}${out.size}` });
  }
  for (const child of node.children ?? []) collectImages(child, scale, out);
}

/** The node with image hrefs swapped for resolvable keys; images without bytes are left out. */
function replaceImages(
  node: SvgNode,
  images: Map<string, { key: string }>,
  resolved: Map<string, Buffer>,
): SvgNode | null {
  if (node.tag === 'image' && typeof node.attrs.href === 'string') {
    const key = images.get(node.attrs.href)?.key;
    const bytes = key ? resolved.get(key) : undefined;
    if (!bytes) return null;
    return {
      ...node,
      attrs: { ...node.attrs, href: `data:image/png;base64,${bytes.toString('base64')}` },
    };
  }
  if (!node.children) return node;
  const children = node.children
    .map((child) => replaceImages(child, images, resolved))
    .filter((child) => child !== null);
  return { ...node, children };
}
