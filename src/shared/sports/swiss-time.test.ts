import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfGameDate,
  normaliseSwissDate,
  normaliseTime,
  shiftDay,
  splitLocalDateTime,
  swissDay,
  swissInstant,
  swissTime,
  unihockeySeason,
  zurichToday,
} from '#shared/sports/swiss-time.ts';

describe('swiss time', () => {
  it('takes today in Zurich, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Zurich.
    expect(zurichToday(new Date('2026-12-31T23:30:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('resolves heute, gestern and morgen and pads dates', () => {
    const today = { year: 2027, month: 3, day: 1 };
    expect(normaliseSwissDate('heute', today)).toBe('01.03.2027');
    expect(normaliseSwissDate('Gestern', today)).toBe('28.02.2027');
    expect(normaliseSwissDate('morgen', today)).toBe('02.03.2027');
    expect(normaliseSwissDate('3.9.2026', today)).toBe('03.09.2026');
    expect(normaliseSwissDate('nächste Woche', today)).toBeNull();
    expect(addDays(today, -1)).toEqual({ year: 2027, month: 2, day: 28 });
  });

  it('reads times and date-times of both federations', () => {
    expect(normaliseTime('9:05')).toBe('09:05');
    expect(normaliseTime('19:30:00')).toBe('19:30');
    expect(normaliseTime('???')).toBeNull();
    expect(splitLocalDateTime('2026-11-14 17:00:00')).toEqual({
      date: '14.11.2026',
      time: '17:00',
    });
    expect(splitLocalDateTime('2026-07-04T16:00:00Z')).toEqual({
      date: '04.07.2026',
      time: '18:00',
    });
    expect(splitLocalDateTime('2026-07-04T18:00:00+02:00')).toEqual({
      date: '04.07.2026',
      time: '18:00',
    });
    expect(splitLocalDateTime('soon')).toBeNull();
  });

  it('starts the unihockey season in June', () => {
    expect(unihockeySeason({ year: 2026, month: 5, day: 31 })).toBe(2025);
    expect(unihockeySeason({ year: 2026, month: 6, day: 1 })).toBe(2026);
  });
});

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
    expect(shiftDay('2026-03-28', 1)).toBe('2026-03-29');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-12-31', 7)).toBe('2027-01-07');
    expect(dayOfGameDate('05.04.2026')).toBe('2026-04-05');
    expect(dayOfGameDate('5.4.2026')).toBeNull();
  });
});
