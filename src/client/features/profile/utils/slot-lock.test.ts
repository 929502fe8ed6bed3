import { describe, expect, it } from 'vitest';
import { slotDeleteDaysRemaining } from '#client/features/profile/utils/slot-lock.ts';

const now = new Date('2026-03-14T12:00:00Z');
const changedAgo = (hours: number) => ({
  lastChangedAt: new Date(now.getTime() - hours * 3600 * 1000).toISOString(),
});

describe('days until a team slot may be deleted', () => {
  it('is seven right after a change', () => {
    expect(slotDeleteDaysRemaining(changedAgo(0), now)).toBe(7);
  });

  it('rounds a part day up', () => {
    expect(slotDeleteDaysRemaining(changedAgo(1), now)).toBe(7);
    expect(slotDeleteDaysRemaining(changedAgo(24 * 3.5), now)).toBe(4);
    expect(slotDeleteDaysRemaining(changedAgo(24 * 7 - 1), now)).toBe(1);
  });

  it('is null once seven days have passed', () => {
    expect(slotDeleteDaysRemaining(changedAgo(24 * 7), now)).toBeNull();
    expect(slotDeleteDaysRemaining(changedAgo(24 * 30), now)).toBeNull();
  });
});
