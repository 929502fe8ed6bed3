import { describe, expect, it } from 'vitest';
import { plans, type Plan, type Tier } from '#shared/plans.ts';
import { entitlementsOf } from '#shared/accounts/entitlements.ts';
import { formatChf, limitLines, planLimitLines, planPrice } from '#client/lib/pricing.ts';

function plan(tier: Tier): Plan {
  const found = plans.find((candidate) => candidate.tier === tier);
  if (!found) throw new Error(`no plan ${tier}`);
  return found;
}

describe('planPrice', () => {
  it('shows the yearly price per month to two decimals, with the yearly amount', () => {
    expect(planPrice(plan('amateur'), 'yearly')).toEqual({
      perMonth: '5.50',
      billedYearly: '66.00',
    });
    expect(planPrice(plan('pro'), 'yearly')).toEqual({ perMonth: '12.00', billedYearly: '144.00' });
    expect(planPrice(plan('premium'), 'yearly')).toEqual({
      perMonth: '24.00',
      billedYearly: '288.00',
    });
  });

  it('shows the monthly price when billed monthly', () => {
    expect(planPrice(plan('amateur'), 'monthly')).toEqual({ perMonth: '6.90', billedYearly: null });
    expect(planPrice(plan('pro'), 'monthly')).toEqual({ perMonth: '15.00', billedYearly: null });
  });

  it('keeps the free plan at zero', () => {
    expect(planPrice(plan('free'), 'yearly').perMonth).toBe('0.00');
    expect(planPrice(plan('free'), 'monthly').perMonth).toBe('0.00');
  });
});

describe('formatChf', () => {
  it('always shows two decimals', () => {
    expect(formatChf(6.9)).toBe('6.90');
    expect(formatChf(30)).toBe('30.00');
  });
});

describe('planLimitLines', () => {
  it('lists one team, standard templates and one game for free', () => {
    expect(planLimitLines(plan('free'))).toEqual([
      { kind: 'count', key: 'teams', count: 1 },
      { kind: 'fixed', key: 'templatesNone' },
      { kind: 'count', key: 'games', count: 1 },
    ]);
  });

  it('counts custom templates from amateur on', () => {
    expect(planLimitLines(plan('amateur'))).toEqual([
      { kind: 'count', key: 'teams', count: 3 },
      { kind: 'count', key: 'templates', count: 2 },
      { kind: 'count', key: 'games', count: 2 },
    ]);
  });

  it('shows unlimited for premium, but never more than three games in one post', () => {
    expect(planLimitLines(plan('premium'))).toEqual([
      { kind: 'fixed', key: 'teamsUnlimited' },
      { kind: 'fixed', key: 'templatesUnlimited' },
      { kind: 'count', key: 'games', count: 3 },
    ]);
  });

  it("describes a user's own limits the same way, from their entitlements", () => {
    const limits = {
      ...entitlementsOf('pro').limits,
      maxTeams: 8,
      maxCustomTemplates: 0,
      canUseCustomTemplates: false,
    };
    expect(limitLines(limits)).toEqual([
      { kind: 'count', key: 'teams', count: 8 },
      { kind: 'fixed', key: 'templatesNone' },
      { kind: 'count', key: 'games', count: 3 },
    ]);
  });
});
