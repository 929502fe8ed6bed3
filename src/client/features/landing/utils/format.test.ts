import { describe, expect, it } from 'vitest';
import { formatCount, formatLongDate } from '#client/features/landing/utils/format.ts';

describe('formatLongDate', () => {
  it('writes the date in the interface language', () => {
    const date = new Date(2025, 9, 3);
    expect(formatLongDate(date, 'de')).toBe('3. Oktober 2025');
    expect(formatLongDate(new Date(2026, 2, 21), 'de')).toBe('21. März 2026');
    expect(formatLongDate(date, 'fr')).toBe('3 octobre 2025');
    expect(formatLongDate(date, 'it')).toBe('3 ottobre 2025');
    expect(formatLongDate(date, 'en')).toBe('3 October 2025');
  });
});

describe('formatCount', () => {
  it('groups thousands the Swiss way in German and with a comma in English', () => {
    // ICU versions differ between the apostrophe and the typographic one.
    expect(formatCount(1248, 'de')).toMatch(/^1['’]248$/);
    expect(formatCount(1248, 'en')).toBe('1,248');
  });
});
