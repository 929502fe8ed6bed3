import { z } from 'zod';

/**
 * GET /api/auth/list-sessions (the auth library's endpoint): every session of the user, with
 * the fields the security section shows. `token` is what POST /api/auth/revoke-session takes.
 */
export const deviceSessionSchema = z.object({
  id: z.string(),
  token: z.string(),
  updatedAt: z.string(),
  userAgent: z.string().nullish(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

export const deviceSessionListSchema = z.array(deviceSessionSchema);

/** GET /api/auth/get-session: the signed-in user and session, or null when signed out. */
export const sessionSchema = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
  session: z.object({ id: z.string() }),
});
export type Session = z.infer<typeof sessionSchema>;
export type SessionUser = Session['user'];
