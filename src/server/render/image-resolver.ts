import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { sniffImageType, type ImageContentType } from '#server/images/image-type.ts';
import { svgForDrawing, svgLogoDrawOptions, SvgRefusedError } from '#server/logos/svg-logo.ts';
import type { Storage } from '#server/storage/storage.ts';
import { verifyFileSignature } from '#server/storage/url-signing.ts';
import {
  decodeRefusal,
  IMAGE_DRAWN_MAX_SIDE,
  IMAGE_SOURCE_MAX_PIXELS,
} from '#shared/images/drawing-bounds.ts';

/**
 * Turns the image references of a post (logos, template images) into bytes resvg can draw, on the
 * server: inline data, the app's own crests and storage read directly, http(s) through the
 * SSRF-safe fetcher. Every image comes out as a PNG no larger than it will be drawn, so resvg
 * neither decodes nor scales big files per export; results are cached. Nothing is drawn or
 * decoded before the bounds allow it (drawing-bounds.ts, ADR 050): an SVG is cleaned and checked
 * as a logo upload is and drawn fitted into the size asked for, a picture's header is read
 * first; what is out of bounds is left out of the post.
 */
export type FetchRemoteImage = (url: string) => Promise<{ bytes: Uint8Array; contentType: string }>;

/** The SVG of an app-served crest (`/api/crests/...`), or null when there is none. */
export type CrestSource = (path: string) => string | null;

export interface ImageResolverOptions {
  storage: Storage;
  fetchRemote: FetchRemoteImage;
  /** The app's own crests, drawn in process rather than fetched over HTTP. */
  crests: CrestSource;
  /** Verifies signed /api/files URLs of other users' folders. */
  appSecret: string;
  /** Bytes of prepared images kept in memory (the renderer's budget, render-memory.ts). */
  cacheBytes?: number;
}

export interface ImageRequest {
  href: string;
  /** Largest width or height the image is drawn at, in output pixels. */
  maxPixels: number;
  /** Whose storage folder the image may come from without a signature. */
  workspaceId?: string | null;
}

/** A failure to get one image: the post is drawn without it. */
export class ImageUnavailableError extends Error {
  override name = 'ImageUnavailableError';
}

const maxSourceBytes = 10 * 1024 * 1024;

/** The pictures decoded with sharp; anything else (TIFF, a PDF, HTML) is left out. */
const rasterTypes = new Set<ImageContentType>([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
]);

async function toPng(bytes: Uint8Array, maxPixels: number): Promise<Buffer> {
  const side = Math.max(16, Math.min(IMAGE_DRAWN_MAX_SIDE, Math.round(maxPixels)));
  const type = sniffImageType(bytes);
  if (type === 'image/svg+xml') {
    let svg;
    try {
      svg = await svgForDrawing(bytes, side);
    } catch (error) {
      if (error instanceof SvgRefusedError) throw new ImageUnavailableError(error.message);
      throw error;
    }
    // Drawn from its vectors at the size the post shows it, on libuv's threads (not this one).
    return (await renderAsync(svg.svg, svgLogoDrawOptions)).asPng();
  }
  if (!type || !rasterTypes.has(type)) throw new ImageUnavailableError('not a picture');
  let header;
  try {
    header = await sharp(bytes, { animated: false }).metadata();
  } catch {
    throw new ImageUnavailableError('picture unreadable');
  }
  const refusal = decodeRefusal({ width: header.width, height: header.height });
  if (refusal) throw new ImageUnavailableError(`picture out of bounds: ${refusal}`);
  return (
    sharp(bytes, { limitInputPixels: IMAGE_SOURCE_MAX_PIXELS, animated: false })
      .rotate()
      // Small logos are enlarged here, with a good filter, rather than by resvg per export.
      .resize(side, side, { fit: 'inside', kernel: 'lanczos3' })
      .png({ compressionLevel: 1 })
      .toBuffer()
  );
}

function decodeDataUrl(href: string): Uint8Array {
  const comma = href.indexOf(',');
  if (!/^data:image\/[a-z+.-]+;base64$/i.test(href.slice(0, comma))) {
    throw new ImageUnavailableError('unsupported data url');
  }
  return Buffer.from(href.slice(comma + 1), 'base64');
}

export class ImageResolver {
  /** Prepared images, least recently used dropped first beyond the bytes. */
  private readonly cache: LRUCache<string, Buffer>;
  /** Images being prepared: a second request for one waits for the first. */
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(private readonly options: ImageResolverOptions) {
    const maxSize = Math.max(1, options.cacheBytes ?? 16 * 1024 * 1024);
    this.cache = new LRUCache({
      maxSize,
      sizeCalculation: (png) => Math.max(1, png.length),
      maxEntrySize: Math.max(1, Math.floor(maxSize / 4)),
    });
  }

  /** The raw bytes behind an image reference. */
  async source(href: string, workspaceId?: string | null): Promise<Uint8Array> {
    if (href.startsWith('data:')) return decodeDataUrl(href);
    if (href.startsWith('/api/crests/')) {
      const svg = this.options.crests(href);
      if (!svg) throw new ImageUnavailableError('unknown crest');
      return Buffer.from(svg);
    }
    if (href.startsWith('/api/files/')) return this.storageFile(href, workspaceId);
    if (/^https?:\/\//i.test(href)) return (await this.options.fetchRemote(href)).bytes;
    throw new ImageUnavailableError('unsupported image reference');
  }

  private async storageFile(
    href: string,
    workspaceId: string | null | undefined,
  ): Promise<Uint8Array> {
    const url = new URL(href, 'http://app.invalid');
    const key = decodeURIComponent(url.pathname.slice('/api/files/'.length));
    const owner = key.split('/')[1];
    const signed = verifyFileSignature(
      this.options.appSecret,
      key,
      Number(url.searchParams.get('expires')),
      url.searchParams.get('signature') ?? '',
    );
    // A user's own folder needs no signature; anything else only with a valid signed URL.
    if (!signed && (!workspaceId || owner !== workspaceId))
      throw new ImageUnavailableError('file not accessible');
    let object;
    try {
      object = await this.options.storage.get(key);
    } catch {
      throw new ImageUnavailableError('invalid storage key');
    }
    if (!object) throw new ImageUnavailableError('file not found');
    if (object.body.byteLength > maxSourceBytes) throw new ImageUnavailableError('file too large');
    return object.body;
  }

  /** The image as a PNG that just fits `maxPixels` by `maxPixels`. */
  prepared(request: ImageRequest): Promise<Buffer> {
    // Exactly the drawn size: resvg then copies pixels instead of resampling (post-pixels.ts).
    const bucket = Math.round(Math.max(16, request.maxPixels));
    const href =
      request.href.length > 512
        ? createHash('sha256').update(request.href).digest('hex')
        : request.href;
    const owner = request.href.startsWith('/api/files/') ? `${request.workspaceId ?? ''}|` : '';
    const key = `${owner}${bucket}|${href}`;
    const hit = this.cache.get(key);
    if (hit) return Promise.resolve(hit);
    const waiting = this.pending.get(key);
    if (waiting) return waiting;
    const pending = this.source(request.href, request.workspaceId)
      .then((bytes) => toPng(bytes, bucket))
      .then((png) => {
        this.cache.set(key, png);
        return png;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, pending);
    return pending;
  }
}
