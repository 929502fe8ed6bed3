import type { Language } from '#shared/i18n/languages.ts';
import type { GameFieldBase, PostFieldName } from '#shared/templates/game-fields.ts';
import { de } from '#shared/i18n/interface/de.ts';
import { en } from '#shared/i18n/interface/en.ts';
import { fr } from '#shared/i18n/interface/fr.ts';
import { it } from '#shared/i18n/interface/it.ts';

/**
 * The interface words both sides need, per interface language: the word a person types to confirm
 * deleting their account (the dialog asks for it, the server checks it) and the names of the data
 * fields a template binds to (the editor's add buttons, the canvas). One file per language in
 * ./interface, typed by the German one (docs/translations.md).
 */
export interface InterfaceWords {
  /** Typed in capitals, exactly: 'LÖSCHEN'. */
  deletionWord: string;
  /** A field's name as the editor shows it ('Heim Team Name'); for game 1 and the post's fields. */
  fields: Record<GameFieldBase | PostFieldName, string>;
  /** A field of game 2 or 3: 'Heim Team Name (Spiel 2)'. */
  ofGame(label: string, game: number): string;
}

export const interfaceWordsByLanguage: Record<Language, InterfaceWords> = { de, en, fr, it };
