import { describe, expect, it } from 'vitest';
import { UNLIMITED } from '#shared/plans.ts';
import { isAtLimit, usageText } from '#client/features/profile/utils/usage.ts';

describe('plan usage', () => {
  it('is at the limit when the count reaches it', () => {
    expect(isAtLimit(1, 2)).toBe(false);
    expect(isAtLimit(2, 2)).toBe(true);
    expect(isAtLimit(3, 2)).toBe(true);
    expect(isAtLimit(0, 0)).toBe(true);
  });

  it('never is with an unlimited plan', () => {
    expect(isAtLimit(5000, UNLIMITED)).toBe(false);
  });

  it("shows 'n / max', and ∞ for unlimited", () => {
    expect(usageText(1, 3)).toBe('1 / 3');
    expect(usageText(4, UNLIMITED)).toBe('4 / ∞');
  });
});
