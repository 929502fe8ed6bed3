import { describe, expect, it } from 'vitest';
import { isUnlimited, maxGamesPerPost, plans, tiers, type Plan, type Tier } from '#shared/plans.ts';
import { entitlementsOf, type EntitlementLimits } from '#shared/accounts/entitlements.ts';
import {
  formatChf,
  limitLines,
  planLimitLines,
  planPrice,
  type LimitLine,
} from '#client/lib/pricing.ts';

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
  const backgrounds = {
    kind: 'count',
    key: 'backgrounds',
    count: 100,
    entitlement: 'maxBackgrounds',
  } as const;
  const gameDayMails = {
    kind: 'fixed',
    key: 'gameDayMails',
    entitlement: 'canUseGameDayMails',
  } as const;
  const members = (count: number) =>
    ({ kind: 'count', key: 'members', count, entitlement: 'maxMembers' }) as const;

  it('lists one team, standard templates, one game, own backgrounds and one person for free', () => {
    expect(planLimitLines(plan('free'))).toEqual([
      { kind: 'count', key: 'teams', count: 1, entitlement: 'maxTeams' },
      { kind: 'fixed', key: 'templatesNone', entitlement: 'canUseCustomTemplates' },
      { kind: 'count', key: 'games', count: 1, entitlement: 'maxGamesPerTemplate' },
      backgrounds,
      members(1),
    ]);
  });

  it('counts custom templates from amateur on, and logos from pro on', () => {
    expect(planLimitLines(plan('amateur'))).toEqual([
      { kind: 'count', key: 'teams', count: 3, entitlement: 'maxTeams' },
      { kind: 'count', key: 'templates', count: 2, entitlement: 'maxCustomTemplates' },
      { kind: 'count', key: 'games', count: 2, entitlement: 'maxGamesPerTemplate' },
      gameDayMails,
      { kind: 'count', key: 'sponsors', count: 5, entitlement: 'maxSponsors' },
      backgrounds,
      members(3),
    ]);
    expect(planLimitLines(plan('pro')).map((line) => line.key)).toEqual([
      'teams',
      'templates',
      'games',
      'logos',
      'gameDayMails',
      'publishing',
      'sponsors',
      'backgrounds',
      'members',
    ]);
  });

  it('shows unlimited for premium, but never more than three games in one post', () => {
    expect(planLimitLines(plan('premium'))).toEqual([
      { kind: 'fixed', key: 'teamsUnlimited', entitlement: 'maxTeams' },
      { kind: 'fixed', key: 'templatesUnlimited', entitlement: 'maxCustomTemplates' },
      { kind: 'count', key: 'games', count: 3, entitlement: 'maxGamesPerTemplate' },
      { kind: 'fixed', key: 'logos', entitlement: 'canUploadLogos' },
      gameDayMails,
      { kind: 'fixed', key: 'publishing', entitlement: 'canPublish' },
      { kind: 'count', key: 'sponsors', count: 50, entitlement: 'maxSponsors' },
      backgrounds,
      members(25),
    ]);
  });

  /** What a line promises about its entitlement, read back from the entitlements. */
  function promised(line: LimitLine, limits: EntitlementLimits): boolean {
    const value = limits[line.entitlement];
    switch (line.key) {
      case 'teams':
      case 'templates':
        return value === line.count && !isUnlimited(line.count);
      case 'games':
        return line.count === maxGamesPerPost(limits);
      case 'backgrounds':
        return limits.canUseCustomBackgrounds && value === line.count;
      case 'members':
      case 'sponsors':
        return value === line.count;
      case 'teamsUnlimited':
      case 'templatesUnlimited':
        return typeof value === 'number' && isUnlimited(value);
      case 'templatesNone':
        return value === false;
      case 'logos':
      case 'gameDayMails':
      case 'publishing':
        return value === true;
    }
  }

  it.each(tiers)('says on the %s card only what its entitlements give, and all of it', (tier) => {
    const { limits } = entitlementsOf(tier);
    const lines = planLimitLines(plan(tier));
    for (const line of lines) expect(promised(line, limits), `${tier}: ${line.key}`).toBe(true);
    // Every allowance the plan gives has its line.
    const said = new Set(lines.map((line) => line.entitlement));
    expect(said.has('canUploadLogos')).toBe(limits.canUploadLogos);
    expect(said.has('canUseGameDayMails')).toBe(limits.canUseGameDayMails);
    expect(said.has('canPublish')).toBe(limits.canPublish);
    expect(said.has('maxBackgrounds')).toBe(limits.canUseCustomBackgrounds);
    expect(said.has('maxTeams') && said.has('maxGamesPerTemplate')).toBe(true);
    expect(said.has('maxMembers')).toBe(true);
    expect(
      said.has(limits.canUseCustomTemplates ? 'maxCustomTemplates' : 'canUseCustomTemplates'),
    ).toBe(true);
  });

  it("describes a user's own limits the same way, from their entitlements", () => {
    const limits = {
      ...entitlementsOf('pro').limits,
      maxTeams: 8,
      maxCustomTemplates: 0,
      canUseCustomTemplates: false,
      canUploadLogos: false,
      canUseGameDayMails: false,
      canPublish: false,
      maxSponsors: 0,
    };
    expect(limitLines(limits)).toEqual([
      { kind: 'count', key: 'teams', count: 8, entitlement: 'maxTeams' },
      { kind: 'fixed', key: 'templatesNone', entitlement: 'canUseCustomTemplates' },
      { kind: 'count', key: 'games', count: 3, entitlement: 'maxGamesPerTemplate' },
      backgrounds,
      members(10),
    ]);
  });
});
