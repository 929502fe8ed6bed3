import type { Context, MiddlewareHandler } from 'hono';
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
export async function resolveSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
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

/** Sets `c.var.user` for every request; null when nobody is signed in. */
export function sessionMiddleware(auth: Auth): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    c.set('user', await resolveSessionUser(auth, c.req.raw.headers));
    await next();
  };
}

/** The signed-in user, or a 401 with code UNAUTHENTICATED. */
export function requireUser(c: Context<{ Variables: AuthVariables }>): SessionUser {
  const user = c.get('user');
  if (!user) throw AppError.of(401, 'UNAUTHENTICATED');
  return user;
}
