import { intlLocale } from '#client/i18n/languages.ts';

/** Today's date in German long format, as the phone mockup's header shows it: "3. Oktober 2025". */
export function formatGermanLongDate(date: Date): string {
  return new Intl.DateTimeFormat('de-CH', { dateStyle: 'long' }).format(date);
}

/** A like count the way Instagram users of that language read it: 1’248 (de-CH), 1,248 (en), 1 248 (fr-CH). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}
