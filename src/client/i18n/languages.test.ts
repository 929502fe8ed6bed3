import { describe, expect, it } from 'vitest';
import {
  intlLocale,
  LANGUAGE_STORAGE_KEY,
  languageNames,
  languages,
  legalLanguage,
  menuOrder,
  resolveLanguage,
} from '#client/i18n/languages.ts';

describe('interface languages', () => {
  it('are German (default), English, French and Italian, stored under a product key', () => {
    expect([...languages].sort()).toEqual(['de', 'en', 'fr', 'it']);
    expect([...menuOrder].sort()).toEqual([...languages].sort());
    expect(LANGUAGE_STORAGE_KEY).toBe('matchpost-language');
    expect(resolveLanguage('fr')).toBe('fr');
    expect(resolveLanguage('nl')).toBe('de');
    expect(resolveLanguage(null)).toBe('de');
  });

  it('name each language in itself', () => {
    expect(menuOrder.map((language) => languageNames[language])).toEqual([
      'Deutsch',
      'Français',
      'Italiano',
      'English',
    ]);
  });

  it('format dates the Swiss way in the national languages', () => {
    const date = new Date(2026, 10, 21);
    const format = (language: string) =>
      new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long' }).format(date);
    expect(format('de')).toBe('21. November 2026');
    expect(format('fr')).toBe('21 novembre 2026');
    expect(format('it')).toBe('21 novembre 2026');
    expect(format('en')).toBe('21 November 2026');
    expect(intlLocale('fr')).toBe('fr-CH');
  });

  it('lead French and Italian readers to the English legal documents', () => {
    expect(legalLanguage('de')).toBe('de');
    expect(legalLanguage('en')).toBe('en');
    expect(legalLanguage('fr')).toBe('en');
    expect(legalLanguage('it')).toBe('en');
  });
});
