import { tiers, type Tier } from '#shared/plans.ts';
import { readStorage, removeStorage, writeStorage } from '#client/lib/local-storage.ts';

export const billingIntervals = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/** Yearly is preselected everywhere plans are shown (docs/product.md section 2, pricing). */
export const defaultBillingInterval: BillingInterval = 'yearly';

/**
 * Local-storage keys of a plan chosen on the landing page before sign-in; the subscription
 * screen applies the choice once and removes it (docs/product.md section 4, upgrade).
 */
export const SELECTED_PLAN_KEY = 'selectedPlan';
const SELECTED_BILLING_INTERVAL_KEY = 'selectedBillingInterval';

export function storePlanChoice(tier: Tier, interval: BillingInterval): void {
  writeStorage(SELECTED_PLAN_KEY, tier);
  writeStorage(SELECTED_BILLING_INTERVAL_KEY, interval);
}

/** The plan chosen on the landing page, removed as it is read: it is applied once. */
export function takePlanChoice(): { tier: Tier; interval: BillingInterval } | null {
  const tier = readStorage(SELECTED_PLAN_KEY);
  const interval = readStorage(SELECTED_BILLING_INTERVAL_KEY);
  removeStorage(SELECTED_PLAN_KEY);
  removeStorage(SELECTED_BILLING_INTERVAL_KEY);
  if (!tiers.includes(tier as Tier)) return null;
  return {
    tier: tier as Tier,
    interval: billingIntervals.includes(interval as BillingInterval)
      ? (interval as BillingInterval)
      : defaultBillingInterval,
  };
}
