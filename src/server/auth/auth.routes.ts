import { Hono } from 'hono';
import type { AppContext } from '#server/context.ts';
import { CLIENT_IP_HEADER } from '#server/auth/auth.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { checkAuthInput } from '#server/auth/auth-input.ts';
import { resolveSessionUser } from '#server/auth/session.ts';
import { AppError } from '#server/http/app-error.ts';

/** The JSON of a body, or null when it is none: the library answers malformed JSON itself. */
function parseJson(body: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body)) as unknown;
  } catch {
    return null;
  }
}

const AUTH_BASE_PATH = '/api/auth';

/**
 * The library's endpoints a session still waiting for its second factor may use: what signing in
 * (again) and out needs, and the public keys. Exact paths only: any other spelling is refused too.
 */
const OPEN_BEFORE_SECOND_FACTOR = new Set([
  '/sign-in/magic-link',
  '/magic-link/verify',
  '/get-session',
  '/sign-out',
  '/jwks',
  '/ok',
  '/error',
]);

/**
 * /api/auth/*: the auth library's endpoints (magic link, session, sign-out, token, JWKS).
 * The client address is set here from the socket, replacing anything the caller sent, because
 * the library's per-IP limits read it from a header. A session that has not passed its second
 * factor reaches only the endpoints signing in needs; everything else (listing or revoking
 * sessions, changing the user, tokens) answers MFA_REQUIRED, as the app's own routes do.
 */
export function authRoutes(ctx: AppContext) {
  return new Hono().all('/*', async (c) => {
    const incoming = c.req.raw;
    const endpoint = new URL(incoming.url).pathname.slice(AUTH_BASE_PATH.length);
    if (!OPEN_BEFORE_SECOND_FACTOR.has(endpoint)) {
      const user = await resolveSessionUser(
        ctx.auth,
        ctx.services.mfa.hasVerifiedFactor,
        incoming.headers,
      );
      if (user?.mfaPending) throw AppError.of(401, 'MFA_REQUIRED');
    }
    const headers = new Headers(incoming.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, ctx.config.trustProxy));
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
    const body = hasBody ? await incoming.arrayBuffer() : undefined;
    if (body && /\bjson\b/i.test(headers.get('content-type') ?? '')) {
      checkAuthInput(c.req.path, parseJson(body));
    }
    const request = new Request(incoming.url, { method: incoming.method, headers, body });
    const response = await ctx.auth.handler(request);
    if (response.status === 503) {
      // The mail server did not take a sign-in mail (auth.ts): the catalogue's text in the
      // person's language and when to ask again, as every other outage answers.
      throw AppError.of(503, 'MAIL_UNAVAILABLE').retryAfter(30);
    }
    return response;
  });
}
