import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '#server/http/app-error.ts';

/** The signed-in user of a request, as routes see it. */
export interface SessionUser {
  id: string;
  email: string;
}

export interface AuthVariables {
  user: SessionUser | null;
}

/** Resolves the session of a request (cookie or bearer JWT) to a user; set by the auth module. */
export type ResolveUser = (headers: Headers) => Promise<SessionUser | null>;

/** Sets `c.var.user` for every request; null when nobody is signed in. */
export function sessionMiddleware(resolveUser: ResolveUser): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    c.set('user', await resolveUser(c.req.raw.headers));
    await next();
  };
}

/** The signed-in user, or a 401 with code UNAUTHENTICATED. */
export function requireUser(c: Context<{ Variables: AuthVariables }>): SessionUser {
  const user = c.get('user');
  if (!user) throw AppError.of(401, 'UNAUTHENTICATED');
  return user;
}
