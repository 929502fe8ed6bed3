import { describe, expect, it } from 'vitest';
import {
  addDays,
  normaliseSwissDate,
  normaliseTime,
  splitLocalDateTime,
  unihockeySeason,
  zurichToday,
} from '#server/sports/swiss-time.ts';

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
