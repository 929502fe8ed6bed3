import type { Context, MiddlewareHandler } from 'hono';
import type { VerifyAccessToken } from '#server/auth/access-token.ts';
import type { Auth } from '#server/auth/auth.ts';
import { AppError } from '#server/http/app-error.ts';

/** The signed-in user of a request, as routes see it. */
export interface SessionUser {
  id: string;
  email: string;
}

export interface AuthVariables {
  user: SessionUser | null;
}

/** Resolves the session cookie of a request to its user; null when nobody is signed in. */
export async function resolveSessionUser(
  auth: Auth,
  headers: Headers,
): Promise<SessionUser | null> {
  // Most requests carry no session at all; skip the lookup for them.
  const cookie = headers.get('cookie') ?? '';
  if (!cookie.includes('matchpost.session_token')) return null;
  try {
    const session = await auth.api.getSession({ headers });
    return session ? { id: session.user.id, email: session.user.email } : null;
  } catch {
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
  verifyAccessToken: VerifyAccessToken,
): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const authorization = c.req.header('authorization');
    if (authorization?.toLowerCase().startsWith('bearer ')) {
      const claims = await verifyAccessToken(authorization.slice(7).trim());
      c.set('user', { id: claims.sub, email: claims.email ?? '' });
    } else {
      c.set('user', await resolveSessionUser(auth, c.req.raw.headers));
    }
    await next();
  };
}

/** The signed-in user, or a 401 with code UNAUTHENTICATED. */
export function requireUser(c: Context<{ Variables: AuthVariables }>): SessionUser {
  const user = c.get('user');
  if (!user) throw AppError.of(401, 'UNAUTHENTICATED');
  return user;
}
