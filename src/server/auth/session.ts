import type { MiddlewareHandler } from 'hono';
import type { VerifyAccessToken } from '#server/auth/access-token.ts';
import type { Auth } from '#server/auth/auth.ts';
import { unavailablePart } from '#server/health/unavailable.ts';
import type { AuthVariables, SessionUser } from '#server/http/session-user.ts';

/** Whether the user has a verified second factor (the MFA service answers it). */
export type HasVerifiedFactor = (userId: string) => Promise<boolean>;

/** Resolves the session cookie of a request to its user; null when nobody is signed in. */
export async function resolveSessionUser(
  auth: Auth,
  hasVerifiedFactor: HasVerifiedFactor,
  headers: Headers,
): Promise<SessionUser | null> {
  // Most requests carry no session at all; skip the lookup for them.
  const cookie = headers.get('cookie') ?? '';
  if (!cookie.includes('matchpost.session_token')) return null;
  try {
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    const aal = (session.session as { aal?: string }).aal === 'aal2' ? 'aal2' : 'aal1';
    return {
      id: session.user.id,
      email: session.user.email,
      sessionId: session.session.id,
      aal,
      mfaPending: aal === 'aal1' && (await hasVerifiedFactor(session.user.id)),
    };
  } catch (error) {
    // A database that does not answer is a 503, not a silent sign-out.
    if (unavailablePart(error)) throw error;
    return null;
  }
}

/**
 * Sets `c.var.user` for every request: from a bearer access token when one is sent (a bad one is
 * a 401, never a silent anonymous request), otherwise from the session cookie; null when
 * nobody is signed in.
 */
export function sessionMiddleware(
  auth: Auth,
  hasVerifiedFactor: HasVerifiedFactor,
  verifyAccessToken: VerifyAccessToken,
): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const authorization = c.req.header('authorization');
    if (authorization?.toLowerCase().startsWith('bearer ')) {
      const claims = await verifyAccessToken(authorization.slice(7).trim());
      const aal = claims.aal === 'aal2' ? 'aal2' : 'aal1';
      c.set('user', {
        id: claims.sub,
        email: claims.email ?? '',
        sessionId: null,
        aal,
        mfaPending: aal === 'aal1' && (await hasVerifiedFactor(claims.sub)),
      });
    } else {
      c.set('user', await resolveSessionUser(auth, hasVerifiedFactor, c.req.raw.headers));
    }
    await next();
  };
}
