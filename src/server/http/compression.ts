import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

const image = /^\s*image\//i;

/**
 * JSON and the HTML page compressed on the fly (gzip) when the browser accepts it; hashed assets
 * come precompressed from the build (static-files.ts). Images never: PNG exports gain nothing,
 * and a user's SVG is sent byte for byte as stored.
 */
export function compressText(): MiddlewareHandler {
  return compress({
    contentTypeFilter: (type) => !image.test(type) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type),
  });
}
