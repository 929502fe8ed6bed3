import { Hono } from 'hono';
import { requireUser, type AuthVariables } from '#server/http/session-user.ts';
import type { AppContext } from '#server/context.ts';
import { ImageFetchError } from '#server/images/image-fetch-error.ts';
import { sharedImageFetcher, type ImageFetcher } from '#server/images/safe-fetch.ts';

/** The headers of a proxied image; SVG may carry script, so it gets a CSP that runs none. */
export function imageProxyHeaders(contentType: string): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Cache-Control': 'private, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
  };
  if (contentType === 'image/svg+xml') {
    headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'";
  }
  return headers;
}

/**
 * GET /api/image-proxy?url=: a remote image through the safe fetcher, for signed-in users, so
 * the browser can inline images whose hosts do not allow cross-origin reads.
 */
export function imageProxyRoutes(
  ctx: Pick<AppContext, 'logger'>,
  fetchImage: ImageFetcher = sharedImageFetcher(),
) {
  return new Hono<{ Variables: AuthVariables }>().get('/', async (c) => {
    const user = requireUser(c);
    const url = c.req.query('url');
    if (!url) throw new ImageFetchError('IMAGE_URL_INVALID', 'no url parameter');
    try {
      const image = await fetchImage(url);
      return c.body(image.bytes, 200, imageProxyHeaders(image.contentType));
    } catch (error) {
      if (error instanceof ImageFetchError) {
        ctx.logger.warn('image proxy: refused', {
          userId: user.id,
          code: error.code,
          reason: error.reason,
        });
      }
      throw error;
    }
  });
}
