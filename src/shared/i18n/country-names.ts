import type { Language } from '#shared/i18n/languages.ts';

/**
 * The names in `language` of ISO 3166 country codes separated by commas ('CH, DE' gives
 * 'Schweiz, Deutschland' in German), in their order; a code without a known name stays as it is.
 */
export function countryNames(codes: string, language: Language): string {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  return String(codes)
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '')
    .map((code) => {
      try {
        return names.of(code) ?? code;
      } catch {
        // Not a well-formed region code: shown as given.
        return code;
      }
    })
    .join(', ');
}
