import { intlLocale } from '#client/i18n/languages.ts';

/**
 * One formatter per locale: making one is far dearer than using it, and the phone draws its date
 * and like count again with every sample post (every 4 s).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const countFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(formats: Map<string, F>, locale: string, make: () => F): F {
  let format = formats.get(locale);
  if (!format) {
    format = make();
    formats.set(locale, format);
  }
  return format;
}

/** The phone mockup's date in the interface language: "3. Oktober 2025", "3 octobre 2025". */
export function formatLongDate(date: Date, language: string): string {
  const locale = intlLocale(language);
  return cached(
    dateFormats,
    locale,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }),
  ).format(date);
}

/** A like count the way Instagram users of that language read it: 1’248 (de-CH), 1,248 (en), 1 248 (fr-CH). */
export function formatCount(value: number, language: string): string {
  const locale = intlLocale(language);
  return cached(countFormats, locale, () => new Intl.NumberFormat(locale)).format(value);
}
