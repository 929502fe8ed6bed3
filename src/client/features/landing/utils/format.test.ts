import { describe, expect, it } from 'vitest';
import { formatCount, formatGermanLongDate } from '#client/features/landing/utils/format.ts';

describe('formatGermanLongDate', () => {
  it('writes day, German month name and year', () => {
    expect(formatGermanLongDate(new Date(2025, 9, 3))).toBe('3. Oktober 2025');
    expect(formatGermanLongDate(new Date(2026, 2, 21))).toBe('21. März 2026');
  });
});

describe('formatCount', () => {
  it('groups thousands the Swiss way in German and with a comma in English', () => {
    // ICU versions differ between the apostrophe and the typographic one.
    expect(formatCount(1248, 'de')).toMatch(/^1['’]248$/);
    expect(formatCount(1248, 'en')).toBe('1,248');
  });
});
