import { Hono } from 'hono';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/http/app-error.ts';
import { verifyFileSignature } from '#server/storage/url-signing.ts';

/** The key from the URL path, or null when its percent escapes are broken. */
function decodedKey(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** GET /api/files/{key}?expires&signature: serves a disk-stored file to holders of a signed URL. */
export function fileRoutes(ctx: AppContext) {
  return new Hono().get('/*', async (c) => {
    const key = decodedKey(c.req.path.replace(/^.*?\/files\//, ''));
    const expires = Number(c.req.query('expires'));
    const signature = c.req.query('signature') ?? '';
    if (key === null || !verifyFileSignature(ctx.config.appSecret, key, expires, signature)) {
      throw AppError.of(403, 'INVALID_FILE_SIGNATURE');
    }
    let object;
    try {
      object = await ctx.storage.get(key);
    } catch {
      throw AppError.of(404, 'NOT_FOUND');
    }
    if (!object) throw AppError.of(404, 'NOT_FOUND');
    return c.body(new Uint8Array(object.body), 200, {
      'Content-Type': object.contentType,
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      // A user's SVG opened directly must not run script with the app's origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
}
