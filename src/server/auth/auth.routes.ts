import { Hono } from 'hono';
import type { AppContext } from '#server/context.ts';
import { CLIENT_IP_HEADER } from '#server/auth/auth.ts';
import { clientIp } from '#server/http/client-ip.ts';

/**
 * /api/auth/*: the auth library's endpoints (magic link, session, sign-out, token, JWKS).
 * The client address is set here from the socket, replacing anything the caller sent, because
 * the library's per-IP limits read it from a header.
 */
export function authRoutes(ctx: AppContext) {
  return new Hono().all('/*', async (c) => {
    const incoming = c.req.raw;
    const headers = new Headers(incoming.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, ctx.config.trustProxy));
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
    const request = new Request(incoming.url, {
      method: incoming.method,
      headers,
      body: hasBody ? await incoming.arrayBuffer() : undefined,
    });
    return ctx.auth.handler(request);
  });
}
