import { z } from 'zod';
import { tiers } from '#shared/plans.ts';

/**
 * Request and response shapes of /api/billing (docs/product.md section 7, create-checkout and
 * customer-portal), used by the server routes and the client calls alike.
 */
export const billingIntervals = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/** The tiers someone can pay for; Premium is sold by contact, not by checkout (docs/product.md section 2). */
export const paidTiers = ['amateur', 'pro', 'premium'] as const;
export type PaidTier = (typeof paidTiers)[number];

/** The tiers a checkout or a plan switch can buy directly. */
export const checkoutTiers = ['amateur', 'pro'] as const;
export type CheckoutTier = (typeof checkoutTiers)[number];

/** POST /api/billing/checkout. */
export const checkoutRequestSchema = z.object({
  tier: z.enum(paidTiers),
  interval: z.enum(billingIntervals),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/**
 * The answer of checkout and portal: where the browser goes next. `kind` says whether that is a
 * payment page, the subscription management or (Premium) the contact section.
 */
export const billingRedirectSchema = z.object({
  url: z.string().min(1),
  kind: z.enum(['checkout', 'portal', 'contact']),
});
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;

/** POST /api/billing/resume: the subscription cancelled at its period's end runs on. */
export const subscriptionResumedSchema = z.object({ resumed: z.literal(true) });

/** GET /api/billing/demo/checkout/:session: what the demo checkout page shows. */
export const demoCheckoutSchema = z.object({
  session: z.string(),
  tier: z.enum(checkoutTiers),
  interval: z.enum(billingIntervals),
  /** CHF for the whole interval, VAT included (src/shared/plans.ts). */
  price: z.number(),
  currency: z.literal('CHF'),
});
export type DemoCheckout = z.infer<typeof demoCheckoutSchema>;

/** POST /api/billing/demo/checkout/:session/pay: where the browser goes after paying. */
export const demoCheckoutPaidSchema = z.object({ url: z.string() });

/** GET /api/billing/demo/portal (and the answer of each portal action): the stored subscription. */
export const demoPortalSchema = z.object({
  tier: z.enum(tiers),
  interval: z.enum(billingIntervals).nullable(),
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type DemoPortal = z.infer<typeof demoPortalSchema>;

/** POST /api/billing/demo/portal: cancel at the period's end, resume, or switch plan. */
export const demoPortalActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('resume') }),
  z.object({
    action: z.literal('switch'),
    tier: z.enum(checkoutTiers),
    interval: z.enum(billingIntervals),
  }),
]);
export type DemoPortalAction = z.infer<typeof demoPortalActionSchema>;
