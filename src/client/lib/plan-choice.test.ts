import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storePlanChoice, takePlanChoice } from '#client/lib/plan-choice.ts';

beforeEach(() => {
  const stored = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('a plan chosen on the landing page', () => {
  it('is applied once: taking it removes it', () => {
    storePlanChoice('pro', 'monthly');
    expect(takePlanChoice()).toEqual({ tier: 'pro', interval: 'monthly' });
    expect(takePlanChoice()).toBeNull();
    expect(window.localStorage.getItem('selectedPlan')).toBeNull();
    expect(window.localStorage.getItem('selectedBillingInterval')).toBeNull();
  });

  it('falls back to yearly for an unknown interval and ignores an unknown plan', () => {
    window.localStorage.setItem('selectedPlan', 'amateur');
    window.localStorage.setItem('selectedBillingInterval', 'weekly');
    expect(takePlanChoice()).toEqual({ tier: 'amateur', interval: 'yearly' });
    window.localStorage.setItem('selectedPlan', 'gold');
    expect(takePlanChoice()).toBeNull();
    expect(window.localStorage.getItem('selectedPlan')).toBeNull();
  });
});
