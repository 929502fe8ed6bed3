import { Hono } from 'hono';
import { requireUser, requireWorkspace, type AuthVariables } from '#server/http/session-user.ts';
import type { AppContext } from '#server/context.ts';
import { checkSubscriptionSchema, meSchema } from '#shared/accounts/me.schema.ts';

/**
 * GET /api/me: who is signed in, how far the sign-in got, the workspace the session acts in and
 * its entitlements (tier, limits, paid) for the header, the studio and the profile. GET /api/me/subscription: the
 * check-subscription answer of docs/product.md section 7.
 */
export function meRoutes(ctx: AppContext) {
  const plans = ctx.services.entitlements;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      // Answers while the second step is pending too, so the client knows to ask for it.
      const { id, email, aal, mfaPending } = requireUser(c, { allowPendingMfa: true });
      const current = c.get('workspace') ?? null;
      // The current workspace's plan; while the second step is pending, the personal one's.
      const owner = current?.id ?? id;
      const [entitlements, subscription] = await Promise.all([
        plans.entitlements(owner),
        plans.subscription(owner),
      ]);
      const workspace = current ? await ctx.services.workspaces.toWorkspace(current) : null;
      return c.json(
        meSchema.parse({
          user: { id, email },
          aal,
          mfaPending,
          workspace,
          entitlements,
          subscription,
        }),
      );
    })
    .get('/subscription', async (c) => {
      const { workspace } = requireWorkspace(c);
      const subscription = await plans.subscription(workspace.id);
      return c.json(
        checkSubscriptionSchema.parse({
          subscribed: subscription.subscribed,
          tier: subscription.tier,
          subscription_end: subscription.subscriptionEnd,
          product_id: subscription.productId,
        }),
      );
    });
}
