import { de } from '#client/i18n/de.ts';
import { en } from '#client/i18n/en.ts';
import { fr } from '#client/i18n/fr.ts';
import { it } from '#client/i18n/it.ts';
import type { Language } from '#client/i18n/languages.ts';
import type { Messages } from '#client/i18n/de.ts';

/**
 * Every interface language's texts in one object, for tests and tools. The app itself loads them
 * one language at a time (i18n.ts).
 */
export const resources = {
  de: { translation: de },
  en: { translation: en },
  fr: { translation: fr },
  it: { translation: it },
} as const satisfies Record<Language, { translation: Messages }>;
