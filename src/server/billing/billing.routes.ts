import { Hono } from 'hono';
import { requireWorkspace, type AuthVariables } from '#server/http/session-user.ts';
import type { AppContext } from '#server/context.ts';
import { validate, validateJson } from '#server/http/validation.ts';
import {
  billingRedirectSchema,
  checkoutRequestSchema,
  demoCheckoutPaidSchema,
  demoCheckoutSchema,
  demoPortalActionSchema,
  demoPortalSchema,
  subscriptionResumedSchema,
} from '#shared/billing/billing.schema.ts';
import { z } from 'zod';

const sessionParam = z.string().min(1).max(2000);

/**
 * POST /api/billing/webhook: the payment provider's notifications. Mounted before the CSRF guard
 * and the session middleware (no cookie, no user: the signature is the authority), and it reads
 * the raw body, which the signature covers byte for byte.
 */
export function billingWebhookRoutes(ctx: AppContext) {
  const billing = ctx.services.billing;
  return new Hono().post('/', async (c) => {
    const outcome = await billing.handleWebhook(await c.req.text(), c.req.raw.headers);
    return c.json({ received: true, outcome });
  });
}

/**
 * /api/billing: checkout and customer portal (docs/product.md section 7, create-checkout and
 * customer-portal), resuming a subscription cancelled at its period's end, and the calls of the
 * demo checkout and portal pages. The plan is the workspace's the request acts in; only its
 * owner pays, changes or cancels it (ADR 058).
 */
export function billingRoutes(ctx: AppContext) {
  const billing = ctx.services.billing;
  return new Hono<{ Variables: AuthVariables }>()
    .post('/checkout', async (c) => {
      const { user, workspace } = requireWorkspace(c, 'owner');
      const request = await validateJson(c, checkoutRequestSchema);
      const owner = { workspaceId: workspace.id, email: user.email };
      return c.json(billingRedirectSchema.parse(await billing.checkout(owner, request)));
    })
    .post('/portal', async (c) => {
      const { workspace } = requireWorkspace(c, 'owner');
      return c.json(billingRedirectSchema.parse(await billing.portal(workspace.id)));
    })
    .post('/resume', async (c) => {
      const { workspace } = requireWorkspace(c, 'owner');
      await billing.resume(workspace.id);
      return c.json(subscriptionResumedSchema.parse({ resumed: true }));
    })
    .get('/demo/checkout/:session', async (c) => {
      const { workspace } = requireWorkspace(c, 'owner');
      const session = validate(sessionParam, c.req.param('session'));
      return c.json(demoCheckoutSchema.parse(await billing.demo.checkout(workspace.id, session)));
    })
    .post('/demo/checkout/:session/pay', async (c) => {
      const { workspace } = requireWorkspace(c, 'owner');
      const session = validate(sessionParam, c.req.param('session'));
      return c.json(demoCheckoutPaidSchema.parse(await billing.demo.pay(workspace.id, session)));
    })
    .get('/demo/portal', async (c) => {
      const { workspace } = requireWorkspace(c, 'owner');
      return c.json(demoPortalSchema.parse(await billing.demo.portal(workspace.id)));
    })
    .post('/demo/portal', async (c) => {
      const { workspace } = requireWorkspace(c, 'owner');
      const action = await validateJson(c, demoPortalActionSchema);
      return c.json(demoPortalSchema.parse(await billing.demo.change(workspace.id, action)));
    });
}
