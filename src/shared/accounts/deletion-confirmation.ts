import type { Language } from '#shared/i18n/languages.ts';

/**
 * The word a person types to confirm deleting their account, in their interface language: the
 * dialog asks for it and the server checks it (POST /api/account/delete).
 */
export const deletionWords: Record<Language, string> = {
  de: 'LÖSCHEN',
  en: 'DELETE',
  fr: 'SUPPRIMER',
  it: 'ELIMINA',
};

/**
 * Whether `typed` confirms the deletion for a request in `language`: that language's word, typed
 * exactly, or the English DELETE, which the first version asked for and API clients send whatever their
 * language. Another language's word is refused: the dialog never showed it.
 */
export function confirmsDeletion(typed: string, language: Language): boolean {
  return typed === deletionWords[language] || typed === deletionWords.en;
}
