import type { Language } from '#shared/i18n/languages.ts';
import { interfaceWordsByLanguage } from '#shared/i18n/interface-words.ts';

/**
 * The word a person types to confirm deleting their account, in their interface language: the
 * dialog asks for it and the server checks it (POST /api/account/delete). The words live in
 * src/shared/i18n/interface, one file per language.
 */
export const deletionWords: Record<Language, string> = {
  de: interfaceWordsByLanguage.de.deletionWord,
  en: interfaceWordsByLanguage.en.deletionWord,
  fr: interfaceWordsByLanguage.fr.deletionWord,
  it: interfaceWordsByLanguage.it.deletionWord,
};

/**
 * Whether `typed` confirms the deletion for a request in `language`: that language's word, typed
 * exactly, or the English DELETE, which the first version asked for and API clients send whatever their
 * language. Another language's word is refused: the dialog never showed it.
 */
export function confirmsDeletion(typed: string, language: Language): boolean {
  return typed === deletionWords[language] || typed === deletionWords.en;
}
