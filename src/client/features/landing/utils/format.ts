import { intlLocale } from '#client/i18n/languages.ts';

/** The phone mockup's date in the interface language: "3. Oktober 2025", "3 octobre 2025". */
export function formatLongDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long' }).format(date);
}

/** A like count the way Instagram users of that language read it: 1’248 (de-CH), 1,248 (en), 1 248 (fr-CH). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}
