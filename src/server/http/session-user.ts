import type { Context } from 'hono';
import { AppError } from '#server/http/app-error.ts';

/*
 * The signed-in user as every route reads it. Who it is comes from the auth feature's session
 * middleware (auth/session.ts), which sets `c.var.user`; routes of every feature, and the
 * route builders here in http/, only read it, so they need nothing of the auth feature.
 */

/** The signed-in user of a request, as routes see it. */
export interface SessionUser {
  id: string;
  email: string;
  /** The session row, or null for a bearer access token. */
  sessionId: string | null;
  aal: 'aal1' | 'aal2';
  /** Signed in by link, but a verified second factor has not been passed yet in this session. */
  mfaPending: boolean;
}

export interface AuthVariables {
  user: SessionUser | null;
}

/**
 * The signed-in user, or a 401: UNAUTHENTICATED for nobody, MFA_REQUIRED while a verified second
 * factor has not been passed (only the MFA routes and the account overview allow that state).
 */
export function requireUser(
  c: Context<{ Variables: AuthVariables }>,
  options: { allowPendingMfa?: boolean } = {},
): SessionUser {
  const user = c.get('user');
  if (!user) throw AppError.of(401, 'UNAUTHENTICATED');
  if (user.mfaPending && !options.allowPendingMfa) throw AppError.of(401, 'MFA_REQUIRED');
  return user;
}
