import { z } from 'zod';
import { entitlementsSchema } from '#shared/accounts/entitlements.schema.ts';
import { tiers } from '#shared/plans.ts';
import { workspaceSchema } from '#shared/workspaces/workspace.schema.ts';

/** The check-subscription state kept current by billing events (docs/product.md section 7). */
export const subscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  tier: z.enum(tiers),
  subscriptionEnd: z.string().nullable(),
  productId: z.string().nullable(),
  /** Cancelled by the user: the plan runs until `subscriptionEnd`, then the tier drops. */
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** GET /api/me: who is signed in, how far the sign-in got, and what the plan allows. */
export const meSchema = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
  aal: z.enum(['aal1', 'aal2']),
  /** A verified second factor waits to be passed; everything but the MFA routes answers 401. */
  mfaPending: z.boolean(),
  /** The workspace the session acts in; null while the second factor is pending. */
  workspace: workspaceSchema.nullable(),
  /** The current workspace's plan. */
  entitlements: entitlementsSchema,
  subscription: subscriptionStatusSchema,
});
export type Me = z.infer<typeof meSchema>;

/** GET /api/me/subscription: the check-subscription answer, in the product description's field names. */
export const checkSubscriptionSchema = z.object({
  subscribed: z.boolean(),
  tier: z.enum(tiers),
  subscription_end: z.string().nullable(),
  product_id: z.string().nullable(),
});
export type CheckSubscription = z.infer<typeof checkSubscriptionSchema>;
