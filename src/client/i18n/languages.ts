/** The interface languages: German is the default (SPEC.md section 3, local preferences). */
export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'de';

/** Local-storage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'matchpost-language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The stored language when it is a known one, otherwise the default. */
export function resolveLanguage(stored: string | null | undefined): Language {
  return isLanguage(stored) ? stored : defaultLanguage;
}
