import { Hono } from 'hono';
import { userPlan } from '#server/accounts/plan.service.ts';
import { requireUser, type AuthVariables } from '#server/auth/session.ts';
import type { AppContext } from '#server/context.ts';

/**
 * GET /api/me: who is signed in with role, tier and limits, for the header, the studio and the
 * profile. GET /api/me/subscription: the check-subscription answer of SPEC.md section 7.
 */
export function meRoutes(ctx: AppContext) {
  const db = ctx.database.db;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      // Answers while the second step is pending too, so the client knows to ask for it.
      const { id, email, aal, mfaPending } = requireUser(c, { allowPendingMfa: true });
      const plan = await userPlan(db, id, ctx.logger);
      return c.json({ user: { id, email }, aal, mfaPending, ...plan });
    })
    .get('/subscription', async (c) => {
      const user = requireUser(c);
      const { subscription } = await userPlan(db, user.id, ctx.logger);
      return c.json({
        subscribed: subscription.subscribed,
        tier: subscription.tier,
        subscription_end: subscription.subscriptionEnd,
        product_id: subscription.productId,
      });
    });
}
