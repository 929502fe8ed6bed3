import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfGameDate,
  swissDay,
  swissInstant,
  swissTime,
} from '#shared/game-day-mails/swiss-time.ts';

describe('Swiss time for game-day mails', () => {
  it('takes a time of day in winter as UTC+1 and in summer as UTC+2', () => {
    expect(swissInstant('2026-01-15', '08:00').toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(swissInstant('2026-07-15', '08:00').toISOString()).toBe('2026-07-15T06:00:00.000Z');
  });

  it('on the spring change takes a time that does not exist an hour later, and the rest of the day in summer time', () => {
    // 29 March 2026: 02:00 becomes 03:00.
    expect(swissInstant('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(swissInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(swissInstant('2026-03-29', '03:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(swissInstant('2026-03-29', '08:00').toISOString()).toBe('2026-03-29T06:00:00.000Z');
  });

  it('on the autumn change takes a time that comes twice the first time, and the rest of the day in winter time', () => {
    // 25 October 2026: 03:00 becomes 02:00 again.
    expect(swissInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(swissInstant('2026-10-25', '08:00').toISOString()).toBe('2026-10-25T07:00:00.000Z');
  });

  it('names the Swiss day of an instant, which starts before midnight UTC', () => {
    expect(swissDay(new Date('2026-03-28T22:59:00Z'))).toBe('2026-03-28');
    expect(swissDay(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(swissDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(swissDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('names the Swiss time of day of an instant, in winter and in summer', () => {
    expect(swissTime(new Date('2026-01-15T07:05:00Z'))).toBe('08:05');
    expect(swissTime(new Date('2026-07-15T22:59:59Z'))).toBe('00:59');
    expect(swissTime(new Date('2026-03-28T23:00:00Z'))).toBe('00:00');
  });

  it('counts days across months and the changes of time, and reads the game dates', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 7)).toBe('2027-01-07');
    expect(dayOfGameDate('05.04.2026')).toBe('2026-04-05');
    expect(dayOfGameDate('5.4.2026')).toBeNull();
  });
});
