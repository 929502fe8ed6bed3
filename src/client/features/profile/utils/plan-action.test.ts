import { describe, expect, it } from 'vitest';
import { planAction } from '#client/features/profile/utils/plan-action.ts';

describe('plan card call-to-action', () => {
  it('offers none on the free plan and on the current plan', () => {
    expect(planAction('free', { tier: 'free', subscribed: false })).toBe('none');
    expect(planAction('free', { tier: 'pro', subscribed: true })).toBe('none');
    expect(planAction('pro', { tier: 'pro', subscribed: true })).toBe('none');
    expect(planAction('premium', { tier: 'premium', subscribed: true })).toBe('none');
  });

  it('leads Premium to contact', () => {
    expect(planAction('premium', { tier: 'free', subscribed: false })).toBe('contact');
    expect(planAction('premium', { tier: 'pro', subscribed: true })).toBe('contact');
  });

  it('starts a checkout without a subscription and a switch with one', () => {
    expect(planAction('amateur', { tier: 'free', subscribed: false })).toBe('checkout');
    expect(planAction('pro', { tier: 'free', subscribed: false })).toBe('checkout');
    expect(planAction('amateur', { tier: 'pro', subscribed: true })).toBe('switch');
    expect(planAction('pro', { tier: 'amateur', subscribed: true })).toBe('switch');
  });
});
