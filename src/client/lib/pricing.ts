import {
  isUnlimited,
  maxGamesPerPost,
  planLimits,
  yearlyPerMonth,
  type Plan,
  type SubscriptionLimits,
} from '#shared/plans.ts';
import type { BillingInterval } from '#client/lib/plan-choice.ts';

/** CHF with two decimals, as every price on the page: 6.90, 144.00. */
export function formatChf(amount: number): string {
  return amount.toFixed(2);
}

export interface PlanPrice {
  /** The big number: CHF per month. */
  perMonth: string;
  /** The yearly amount when billed yearly, else null. */
  billedYearly: string | null;
}

/** Yearly shows the yearly price divided by 12 plus the yearly amount; monthly the monthly price. */
export function planPrice(plan: Plan, interval: BillingInterval): PlanPrice {
  if (interval === 'yearly') {
    return { perMonth: yearlyPerMonth(plan), billedYearly: formatChf(plan.priceYearly) };
  }
  return { perMonth: formatChf(plan.priceMonthly), billedYearly: null };
}

export type LimitLine =
  | { kind: 'count'; key: 'teams' | 'templates' | 'games'; count: number }
  | { kind: 'fixed'; key: 'teamsUnlimited' | 'templatesUnlimited' | 'templatesNone' };

/** The plan card's limit lines: teams, custom templates, games per post. */
export function planLimitLines(plan: Plan): LimitLine[] {
  return limitLines(planLimits[plan.tier]);
}

/** The same lines for any limits, such as the signed-in user's entitlements. */
export function limitLines(
  limits: Pick<
    SubscriptionLimits,
    'maxTeams' | 'maxCustomTemplates' | 'maxGamesPerTemplate' | 'canUseCustomTemplates'
  >,
): LimitLine[] {
  const teams: LimitLine = isUnlimited(limits.maxTeams)
    ? { kind: 'fixed', key: 'teamsUnlimited' }
    : { kind: 'count', key: 'teams', count: limits.maxTeams };
  const templates: LimitLine = !limits.canUseCustomTemplates
    ? { kind: 'fixed', key: 'templatesNone' }
    : isUnlimited(limits.maxCustomTemplates)
      ? { kind: 'fixed', key: 'templatesUnlimited' }
      : { kind: 'count', key: 'templates', count: limits.maxCustomTemplates };
  const games: LimitLine = { kind: 'count', key: 'games', count: maxGamesPerPost(limits) };
  return [teams, templates, games];
}
