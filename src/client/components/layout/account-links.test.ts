import { describe, expect, it } from 'vitest';
import { entitlementsOf } from '#shared/accounts/entitlements.ts';
import type { Tier } from '#shared/plans.ts';
import { accountLinks } from '#client/components/layout/account-links.ts';

function upgradeBadges(tier: Tier) {
  return accountLinks
    .filter((link) => link.needsUpgrade(entitlementsOf(tier).limits))
    .map((link) => link.to);
}

describe('user menu upgrade badges', () => {
  it('marks Templates, Logos and Beiträge for free users', () => {
    expect(upgradeBadges('free')).toEqual([
      '/profile/templates',
      '/profile/logos',
      '/publications',
    ]);
  });

  it('marks Logos and Beiträge for amateur users', () => {
    expect(upgradeBadges('amateur')).toEqual(['/profile/logos', '/publications']);
  });

  it('marks nothing for pro and premium users', () => {
    expect(upgradeBadges('pro')).toEqual([]);
    expect(upgradeBadges('premium')).toEqual([]);
  });
});
