import { describe, expect, it } from 'vitest';
import { formatSwissDateTime } from '#client/lib/swiss-date-time.ts';

describe('Swiss date and time', () => {
  it('writes dd.mm.yyyy, hh:mm in Swiss time, summer and winter', () => {
    expect(formatSwissDateTime('2027-11-03T10:05:00.000Z')).toBe('03.11.2027, 11:05');
    expect(formatSwissDateTime('2027-07-01T21:30:00.000Z')).toBe('01.07.2027, 23:30');
  });

  it('answers null for what is not a date', () => {
    expect(formatSwissDateTime('yesterday')).toBeNull();
  });
});
