/**
 * The interface languages: German is the default, then English, French and Italian
 * (docs/product.md section 3, local preferences).
 */
export const languages = ['de', 'en', 'fr', 'it'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'de';

/** Local-storage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'matchpost-language';

/** Each language's name in itself, the same in every language (the language menu's options). */
export const languageNames: Record<Language, string> = {
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  en: 'English',
};

/** The order of the language menu: the Swiss national languages first, then English. */
export const menuOrder: readonly Language[] = ['de', 'fr', 'it', 'en'];

/** The locale for dates and numbers: Swiss formats for the national languages. */
const locales: Record<Language, string> = {
  de: 'de-CH',
  en: 'en-GB',
  fr: 'fr-CH',
  it: 'it-CH',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The stored language when it is a known one, otherwise the default. */
export function resolveLanguage(stored: string | null | undefined): Language {
  return isLanguage(stored) ? stored : defaultLanguage;
}

/** The Intl locale of a language ('fr' -> 'fr-CH'); unknown values get the default's. */
export function intlLocale(language: string | null | undefined): string {
  return locales[resolveLanguage(language)];
}

/**
 * The legal documents exist in German and English only: German readers get the German ones,
 * everyone else the English ones (French and Italian readers with a note saying so).
 */
export function legalLanguage(language: string | null | undefined): 'de' | 'en' {
  return resolveLanguage(language) === 'de' ? 'de' : 'en';
}
