import { Hono, type Context } from 'hono';
import { requireUser, type AuthVariables } from '#server/auth/session.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/http/app-error.ts';
import { validateJson } from '#server/http/validation.ts';
import { enrollFactorSchema, enrollPasskeySchema, verifyFactorSchema } from '#shared/mfa/mfa.ts';
import { verifyRecoveryCodeSchema } from '#shared/mfa/recovery-codes.ts';

type MfaContext = Context<{ Variables: AuthVariables }>;

/** Runs `work`; a lockout answer carries Retry-After so clients know when to try again. */
async function withRetryAfter<T>(c: MfaContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'MFA_LOCKED') {
      const { retry_after_seconds } = error.details as { retry_after_seconds: number };
      c.header('Retry-After', String(retry_after_seconds));
    }
    throw error;
  }
}

/**
 * /api/mfa: the factors API of docs/product.md section 7 (enrol, challenge, verify, remove) for the
 * signed-in user's own factors. These routes work while the second step is still pending.
 */
export function mfaRoutes(ctx: AppContext) {
  const mfa = ctx.services.mfa;
  const recovery = ctx.services.mfaRecovery;
  const pendingAllowed = { allowPendingMfa: true };
  return new Hono<{ Variables: AuthVariables }>()
    .get('/factors', async (c) => {
      const user = requireUser(c, pendingAllowed);
      return c.json({
        factors: await mfa.list(user.id),
        ...(await mfa.assurance(user.id, user.aal)),
        phoneAvailable: mfa.phoneAvailable,
        recoveryCodesLeft: await recovery.left(user.id),
      });
    })
    .post('/factors', async (c) => {
      // Adding a factor needs a full sign-in: a pending session may only pass its second step.
      const user = requireUser(c);
      const input = await validateJson(c, enrollFactorSchema);
      return c.json(await mfa.enroll(user.id, input), 201);
    })
    .post('/factors/webauthn', async (c) => {
      // Passkeys start here: the browser needs registration options before there is a credential.
      const user = requireUser(c);
      const { friendly_name } = await validateJson(c, enrollPasskeySchema);
      return c.json(await mfa.enrollWebauthn(user.id, friendly_name ?? null), 201);
    })
    .delete('/factors/:id', async (c) => {
      const user = requireUser(c);
      const removed = await mfa.remove(user.id, c.req.param('id'), user.aal);
      if (!(await mfa.hasVerifiedFactor(user.id))) await recovery.clear(user.id);
      return c.json(removed);
    })
    .post('/recovery-codes', async (c) => {
      const user = requireUser(c);
      return c.json({ codes: await recovery.regenerate(user.id, user.aal) }, 201);
    })
    .post('/recovery/verify', async (c) => {
      const user = requireUser(c, pendingAllowed);
      if (!user.sessionId) throw AppError.of(400, 'BAD_REQUEST');
      const { code } = await validateJson(c, verifyRecoveryCodeSchema);
      const sessionId = user.sessionId;
      return c.json(await withRetryAfter(c, () => recovery.verify(user.id, sessionId, code)));
    })
    .post('/factors/:id/challenge', async (c) => {
      const user = requireUser(c, pendingAllowed);
      return c.json(await withRetryAfter(c, () => mfa.challenge(user.id, c.req.param('id'))));
    })
    .post('/factors/:id/verify', async (c) => {
      const user = requireUser(c, pendingAllowed);
      if (!user.sessionId) throw AppError.of(400, 'BAD_REQUEST');
      const input = await validateJson(c, verifyFactorSchema);
      const sessionId = user.sessionId;
      const { enrolled, ...result } = await withRetryAfter(c, () =>
        mfa.verify(user.id, sessionId, c.req.param('id'), input),
      );
      // The first factor brings the recovery codes, shown in this answer only.
      const codes = enrolled ? await recovery.issueFirst(user.id) : null;
      const session = await ctx.auth.api.getSession({ headers: c.req.raw.headers });
      const expiresIn = session
        ? Math.max(
            0,
            Math.floor((new Date(session.session.expiresAt).getTime() - Date.now()) / 1000),
          )
        : 0;
      return c.json({
        ...result,
        expires_in: expiresIn,
        ...(codes ? { recovery_codes: codes } : {}),
      });
    });
}
