import { describe, expect, it } from 'vitest';
import { formatSwissDate } from '#client/features/profile/utils/swiss-date.ts';

describe('Swiss date', () => {
  it('writes dd.mm.yyyy', () => {
    expect(formatSwissDate('2027-11-03T10:00:00.000Z')).toBe('03.11.2027');
  });

  it('answers null for what is not a date', () => {
    expect(formatSwissDate('soon')).toBeNull();
  });
});
