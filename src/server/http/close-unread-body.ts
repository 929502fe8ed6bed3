import type { MiddlewareHandler } from 'hono';

/**
 * A request refused before its body was read (too large, not signed in, cross-site) leaves the
 * body's bytes on the connection; Node then drops the connection shortly after, and the client's
 * next request on it fails. Saying `Connection: close` on such answers makes the client open a
 * fresh connection instead.
 */
export const closeAfterUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD' && !c.req.raw.bodyUsed) {
    c.res.headers.set('Connection', 'close');
  }
};
