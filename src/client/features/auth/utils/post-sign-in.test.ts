import { describe, expect, it } from 'vitest';
import { isValidEmail, signInTarget } from '#client/features/auth/utils/post-sign-in.ts';

describe('post sign-in destination', () => {
  it('goes to the subscription screen only after choosing a plan that is still saved', () => {
    const chosen = { redirect: 'subscription', next: null };
    expect(signInTarget({ ...chosen, selectedPlan: 'pro' })).toBe('/profile/subscription');
    expect(signInTarget({ ...chosen, selectedPlan: null })).toBe('/studio');
  });

  it('goes where the person was going, the studio by default', () => {
    const plain = { redirect: null, selectedPlan: null };
    expect(signInTarget({ ...plain, next: '/studio/handball' })).toBe('/studio/handball');
    expect(signInTarget({ ...plain, next: null, from: '/profile/teams' })).toBe('/profile/teams');
    expect(signInTarget({ ...plain, next: null })).toBe('/studio');
  });

  it('ignores a target outside the site', () => {
    const plain = { redirect: null, selectedPlan: null };
    expect(signInTarget({ ...plain, next: 'https://evil.example/studio' })).toBe('/studio');
    expect(signInTarget({ ...plain, next: '//evil.example' })).toBe('/studio');
    expect(
      signInTarget({ redirect: 'https://evil.example', next: null, selectedPlan: 'pro' }),
    ).toBe('/studio');
  });
});

describe('e-mail rule', () => {
  it.each(['anna@uhc-thun.ch', ' ben@vbc-zuerich.ch ', 'a.b+c@sub.club.ch'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );
  it.each(['', 'anna', 'anna@', '@club.ch', 'anna@club', 'an na@club.ch', 'anna@club..ch'])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});
