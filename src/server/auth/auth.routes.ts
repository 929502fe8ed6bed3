import { Hono } from 'hono';
import type { AppContext } from '#server/context.ts';
import { CLIENT_IP_HEADER } from '#server/auth/auth.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { checkAuthInput } from '#server/auth/auth-input.ts';

/** The JSON of a body, or null when it is none: the library answers malformed JSON itself. */
function parseJson(body: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body)) as unknown;
  } catch {
    return null;
  }
}

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
    const body = hasBody ? await incoming.arrayBuffer() : undefined;
    if (body && /\bjson\b/i.test(headers.get('content-type') ?? '')) {
      checkAuthInput(c.req.path, parseJson(body));
    }
    const request = new Request(incoming.url, { method: incoming.method, headers, body });
    return ctx.auth.handler(request);
  });
}
