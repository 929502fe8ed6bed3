import { entitlementsOf, type EntitlementLimits } from '#shared/accounts/entitlements.ts';
import { isUnlimited, maxGamesPerPost, yearlyPerMonth, type Plan } from '#shared/plans.ts';
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

/**
 * One line of a plan card: what one entitlement lets a person do, and which entitlement it says
 * (`entitlement`, a field of the entitlements' limits). The lines are made from the entitlements
 * themselves (`entitlementsOf`, the source the server checks), so a card never promises what the
 * plan does not give, nor leaves out what every plan gives (own backgrounds).
 */
export type LimitLine =
  | {
      kind: 'count';
      key: 'teams' | 'templates' | 'games' | 'sponsors' | 'backgrounds' | 'members';
      count: number;
      entitlement: keyof EntitlementLimits;
    }
  | {
      kind: 'fixed';
      key:
        | 'teamsUnlimited'
        | 'templatesUnlimited'
        | 'templatesNone'
        | 'logos'
        | 'gameDayMails'
        | 'publishing';
      entitlement: keyof EntitlementLimits;
    };

/** A plan card's lines: the entitlements of its tier. */
export function planLimitLines(plan: Pick<Plan, 'tier'>): LimitLine[] {
  return limitLines(entitlementsOf(plan.tier).limits);
}

/**
 * The lines for any limits, such as the signed-in user's entitlements: teams, own templates,
 * games per post, logo uploads where allowed, own backgrounds, and the people of a club
 * workspace (docs/workspaces.md).
 */
export function limitLines(limits: EntitlementLimits): LimitLine[] {
  const teams: LimitLine = isUnlimited(limits.maxTeams)
    ? { kind: 'fixed', key: 'teamsUnlimited', entitlement: 'maxTeams' }
    : { kind: 'count', key: 'teams', count: limits.maxTeams, entitlement: 'maxTeams' };
  const templates: LimitLine = !limits.canUseCustomTemplates
    ? { kind: 'fixed', key: 'templatesNone', entitlement: 'canUseCustomTemplates' }
    : isUnlimited(limits.maxCustomTemplates)
      ? { kind: 'fixed', key: 'templatesUnlimited', entitlement: 'maxCustomTemplates' }
      : {
          kind: 'count',
          key: 'templates',
          count: limits.maxCustomTemplates,
          entitlement: 'maxCustomTemplates',
        };
  const games: LimitLine = {
    kind: 'count',
    key: 'games',
    count: maxGamesPerPost(limits),
    entitlement: 'maxGamesPerTemplate',
  };
  const lines = [teams, templates, games];
  if (limits.canUploadLogos) {
    lines.push({ kind: 'fixed', key: 'logos', entitlement: 'canUploadLogos' });
  }
  if (limits.canUseGameDayMails) {
    lines.push({ kind: 'fixed', key: 'gameDayMails', entitlement: 'canUseGameDayMails' });
  }
  if (limits.canPublish) {
    lines.push({ kind: 'fixed', key: 'publishing', entitlement: 'canPublish' });
  }
  if (limits.maxSponsors > 0) {
    lines.push({
      kind: 'count',
      key: 'sponsors',
      count: limits.maxSponsors,
      entitlement: 'maxSponsors',
    });
  }
  if (limits.canUseCustomBackgrounds) {
    lines.push({
      kind: 'count',
      key: 'backgrounds',
      count: limits.maxBackgrounds,
      entitlement: 'maxBackgrounds',
    });
  }
  lines.push({
    kind: 'count',
    key: 'members',
    count: limits.maxMembers,
    entitlement: 'maxMembers',
  });
  return lines;
}
