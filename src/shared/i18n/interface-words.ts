import type { Language } from '#shared/i18n/languages.ts';
import { de } from '#shared/i18n/interface/de.ts';
import { en } from '#shared/i18n/interface/en.ts';
import { fr } from '#shared/i18n/interface/fr.ts';
import { it } from '#shared/i18n/interface/it.ts';

/**
 * The interface words both sides need, per interface language: the word a person types to confirm
 * deleting their account (the dialog asks for it, the server checks it) and the names of the data
 * fields a template binds to (the editor's add buttons, the canvas). One file per language in
 * ./interface, typed by the German one (docs/translations.md).
 *
 * The shape German gives the others. The field names' keys are the data fields of
 * src/shared/templates/game-fields.ts, which reads every one of them by name (so a field without
 * its word does not compile); they are not imported from there, so i18n stays below templates.
 */
export type InterfaceWords = typeof de;

export const interfaceWordsByLanguage: Record<Language, InterfaceWords> = { de, en, fr, it };
