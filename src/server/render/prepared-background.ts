import sharp from 'sharp';
import { aspectWithin, type PixelSize } from '#shared/images/drawing-bounds.ts';
import type { RenderedPost } from '#shared/render/render-post.ts';
import { sniffImageType, type ImageContentType } from '#server/images/image-type.ts';
import { applyShades, solidRgba } from '#server/render/composite.ts';
import { drawLayer, type LayerDeps } from '#server/render/layer-drawing.ts';

/**
 * The part of a post that stays the same from export to export, as opaque RGBA at output size:
 * the background colour or photo (cover-fitted and darkened with sharp), the shades, and the
 * template's static backdrop. Prepared once and kept (prepared-background-cache.ts).
 */
export interface BackgroundSource {
  /** Identifies the photo (e.g. its background id); part of the cache key. */
  key: string;
  /** The storage object the photo comes from: deleting it evicts the prepared background. */
  storageKey?: string;
  load(): Promise<Uint8Array>;
}

/** The user's background photo could not be read. */
export class BackgroundUnreadableError extends Error {
  override name = 'BackgroundUnreadableError';
}

export interface BackgroundRequest {
  post: RenderedPost;
  scale: number;
  /** Output size in pixels. */
  width: number;
  height: number;
  /** The user's photo; without it the post's own background image (if any) is used. */
  background?: BackgroundSource | null;
  /** Owner of /api/files images the post refers to. */
  userId?: string | null;
  /** performance.now() time by which the backdrop must be drawn (draw-workers.ts). */
  deadline?: number;
}

export async function prepareBackground(
  request: BackgroundRequest,
  deps: LayerDeps,
): Promise<Buffer> {
  const { post, scale, width, height, background, userId, deadline } = request;
  const image = post.background.image;
  let base: Buffer | null = null;
  if (background) {
    let source: Uint8Array;
    try {
      source = await background.load();
    } catch (error) {
      throw new BackgroundUnreadableError(error instanceof Error ? error.message : String(error));
    }
    base = await coverPhoto(source, post, width, height, image?.dim ?? 0).catch(
      (error: unknown) => {
        throw new BackgroundUnreadableError(error instanceof Error ? error.message : String(error));
      },
    );
  } else if (image) {
    // A template's own background image: drawn without it when it cannot be had. An SVG (a
    // logo as background) is drawn by the resolver, bounded as every SVG (ADR 050), then covered.
    try {
      let source = await deps.images.source(image.href, userId);
      if (sniffImageType(source) === 'image/svg+xml') {
        const side = Math.max(width, height);
        source = await deps.images.prepared({ href: image.href, maxPixels: side, userId });
      }
      base = await coverPhoto(source, post, width, height, image.dim);
    } catch (error) {
      deps.logger?.warn('render: background image skipped', { error: String(error) });
    }
  }
  base ??= solidRgba(width, height, post.background.color);
  applyShades(base, width, height, scale, post.background.shades);
  const backdrop = { post, nodes: post.backdrop, fontFiles: [], scale, userId, deadline };
  await drawLayer(backdrop, base, deps);
  return base;
}

/** What sharp decodes as a background; an SVG never reaches it (librsvg would draw it whole). */
const pictureTypes = new Set<ImageContentType>([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
]);

const backgroundMaxPixels = 50_000_000;

/**
 * The centre of a picture of `shown` size with the canvas's aspect: what a cover fit shows of a
 * sliver (stored before the aspect rule, or a template's inline picture), cut before scaling so
 * that sharp never enlarges a picture thousands of times (ADR 050).
 */
function centre(shown: PixelSize, aspect: number) {
  const width = Math.max(1, Math.min(shown.width, Math.round(shown.height * aspect)));
  const height = Math.max(1, Math.min(shown.height, Math.round(shown.width / aspect)));
  return {
    left: Math.floor((shown.width - width) / 2),
    top: Math.floor((shown.height - height) / 2),
    width,
    height,
  };
}

/**
 * The photo cover-fitted to the canvas and darkened, as opaque RGBA. Its header is read first:
 * a picture over 50 megapixels or of no picture type is refused, one of an aspect beyond the
 * bounds is cut to the canvas's aspect before it is scaled.
 */
async function coverPhoto(
  source: Uint8Array,
  post: RenderedPost,
  width: number,
  height: number,
  dim: number,
): Promise<Buffer> {
  const type = sniffImageType(source);
  if (!type || !pictureTypes.has(type)) throw new Error(`background is no picture (${type})`);
  const options = { limitInputPixels: backgroundMaxPixels, failOn: 'error' } as const;
  const shown = (await sharp(source, options).metadata()).autoOrient;
  if (shown.width * shown.height > backgroundMaxPixels) throw new Error('background too large');
  let picture = sharp(source, options).rotate();
  if (!aspectWithin(shown)) picture = picture.extract(centre(shown, width / height));
  const { data, info } = await picture
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
