import type { Tier } from '#shared/plans.ts';

/**
 * What a plan card on the subscription screen offers (docs/product.md section 2): nothing on the free plan
 * or the user's own plan, contact for Premium, a checkout when there is no subscription yet, and
 * a switch through the subscription management when there is one (so nobody pays twice).
 */
export type PlanAction = 'none' | 'checkout' | 'switch' | 'contact';

export function planAction(tier: Tier, current: { tier: Tier; subscribed: boolean }): PlanAction {
  if (tier === 'free' || tier === current.tier) return 'none';
  if (tier === 'premium') return 'contact';
  return current.subscribed ? 'switch' : 'checkout';
}
