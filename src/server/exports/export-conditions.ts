import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { RenderedPost } from '#shared/render/render-post.ts';
import type { PostRasterizer, RasterizeOptions } from '#server/render/post-rasterizer.ts';
import { JPEG_QUALITY } from '#server/render/jpeg-encoder.ts';

/**
 * Conditional exports (ADR 017): the same post is not rendered twice for a client that still has
 * it. The ETag is a hash of everything the pixels are made of, taken when the post is laid out
 * and before it is rasterised: the laid-out post (texts, scores, colours, logos' addresses,
 * fonts), the prepared background's identity (photo id and its update time), the scale, the user
 * and the encoder's version. A request whose If-None-Match names it is answered 304 without
 * rasterising or encoding anything. The user is part of the hash, so one user's tag never matches
 * another's post, and nothing rendered is kept on the server: a 304 only tells the client that
 * the file it holds is still right.
 *
 * The route runs the export inside `withExportConditions`; the rasteriser's `png` and `jpeg`
 * (wrapped once by `conditionalPng` at the composition root) reads the request's If-None-Match from there.
 */

/** Bump when the same post would give different pixels or bytes (renderer or encoder changes). */
export const EXPORT_ETAG_VERSION = 'png-rgb-up-rle-2';

export interface ExportConditions {
  /** The tags of If-None-Match, unquoted, without W/; '*' matches any post. */
  ifNoneMatch: readonly string[];
  /** Set when the post was laid out: the quoted ETag of its PNG. */
  etag: string | null;
  /** Set when If-None-Match named the post: nothing was rendered. */
  notModified: boolean;
  /** Time spent rasterising and encoding, in ms; 0 when nothing was rendered. */
  renderMs: number;
}

const store = new AsyncLocalStorage<ExportConditions>();

/** The entity tags of an If-None-Match header value. */
export function parseIfNoneMatch(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/^"(.*)"$/, '$1'),
    )
    .filter((tag) => tag.length > 0);
}

/** Runs `fn` (an export) with the request's If-None-Match; returns what the rasteriser decided. */
export async function withExportConditions<T>(
  ifNoneMatch: string | null | undefined,
  fn: () => Promise<T>,
): Promise<{ value: T; conditions: ExportConditions }> {
  const conditions: ExportConditions = {
    ifNoneMatch: parseIfNoneMatch(ifNoneMatch),
    etag: null,
    notModified: false,
    renderMs: 0,
  };
  const value = await store.run(conditions, fn);
  return { value, conditions };
}

/**
 * The quoted ETag of the file of `post` rendered with `options`: a PNG unless `fileType` says
 * JPEG (the JPEG's tag names its type and encoder settings, so a PNG's tag never matches it).
 */
export function exportEtag(
  post: RenderedPost,
  options: RasterizeOptions,
  fileType: 'png' | 'jpeg' = 'png',
): string {
  const hash = createHash('sha256')
    .update(
      JSON.stringify({
        version: EXPORT_ETAG_VERSION,
        ...(fileType === 'jpeg' ? { fileType, jpeg: `q${JPEG_QUALITY}-444-srgb-app2` } : {}),
        userId: options.userId ?? null,
        scale: options.scale ?? 2,
        background: options.background?.key ?? null,
        post,
      }),
    )
    .digest('base64url');
  return `"${hash}"`;
}

const notRendered = Buffer.alloc(0);

/**
 * Makes `rasterizer.png` conditional: inside `withExportConditions` it tags the post and, when
 * the request already has it, returns an empty buffer instead of rendering (the route answers
 * 304 and sends no body). Outside (CLI, benches, tests) it renders as before.
 */
export function conditionalPng<R extends PostRasterizer>(rasterizer: R): R {
  rasterizer.png = conditional(rasterizer.png.bind(rasterizer), 'png');
  rasterizer.jpeg = conditional(rasterizer.jpeg.bind(rasterizer), 'jpeg');
  return rasterizer;
}

type Encode = (post: RenderedPost, options?: RasterizeOptions) => Promise<Buffer>;

function conditional(encode: Encode, fileType: 'png' | 'jpeg'): Encode {
  return async (post: RenderedPost, options: RasterizeOptions = {}) => {
    const conditions = store.getStore();
    if (!conditions) return encode(post, options);
    const etag = exportEtag(post, options, fileType);
    conditions.etag = etag;
    const tag = etag.slice(1, -1);
    if (conditions.ifNoneMatch.some((candidate) => candidate === '*' || candidate === tag)) {
      conditions.notModified = true;
      return notRendered;
    }
    const started = performance.now();
    try {
      return await encode(post, options);
    } finally {
      conditions.renderMs = performance.now() - started;
    }
  };
}
