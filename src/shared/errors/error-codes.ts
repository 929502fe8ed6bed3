/**
 * Stable error codes of the API with the texts a person sees, in German (default), English,
 * French and Italian. The texts live in one file per language in ./texts (German defines the
 * codes; docs/translations.md); this module puts them together by code. Clients show `message`
 * as it comes or look the code up here.
 */
import type { Language } from '#shared/i18n/languages.ts';
import type { ErrorCatalogue } from '#shared/errors/texts/catalogue.ts';
import { de } from '#shared/errors/texts/de.ts';
import { en } from '#shared/errors/texts/en.ts';
import { fr } from '#shared/errors/texts/fr.ts';
import { it } from '#shared/errors/texts/it.ts';

export type { Language } from '#shared/i18n/languages.ts';

/** The languages of the texts, German first (the default). */
export const errorLanguages = ['de', 'en', 'fr', 'it'] as const satisfies readonly Language[];

export type ErrorTexts = Record<Language, string>;

const catalogues = { de, en, fr, it } as const satisfies Record<Language, ErrorCatalogue>;

type Catalogue = typeof de;

/** Each code's texts in the four languages: the texts, or a function of the values they need. */
type ErrorMessages = {
  [Code in keyof Catalogue]: Catalogue[Code] extends (params: infer Params) => string
    ? (params: Params) => ErrorTexts
    : ErrorTexts;
};

/** Every code with its texts in the four languages, assembled from the per-language files. */
export const errorMessages = Object.fromEntries(
  (Object.keys(de) as (keyof Catalogue)[]).map((code) => {
    const german: unknown = de[code];
    if (typeof german === 'function') {
      const text = (language: Language, params: unknown) =>
        (catalogues[language][code] as (params: unknown) => string)(params);
      return [
        code,
        (params: unknown) =>
          Object.fromEntries(
            errorLanguages.map((language) => [language, text(language, params)]),
          ) as ErrorTexts,
      ];
    }
    return [
      code,
      Object.fromEntries(
        errorLanguages.map((language) => [language, catalogues[language][code] as string]),
      ) as ErrorTexts,
    ];
  }),
) as ErrorMessages;

/**
 * Entries that are a variant of another code: the response carries the other code with the
 * entry's own text (the club id is one kind of invalid input, for example).
 */
const wireCodes = {
  CLUB_ID_INVALID: 'VALIDATION_FAILED',
  EXPORT_CLUB_API_KEY_REQUIRED: 'CLUB_API_KEY_REQUIRED',
  EXPORT_CLUB_API_KEY_INVALID: 'CLUB_API_KEY_INVALID',
  SPORTS_QUERY_MISSING: 'BAD_REQUEST',
  SPORTS_VARIABLES_INVALID: 'BAD_USER_INPUT',
  SPORTS_QUERY_TOO_MANY_FIELDS: 'QUERY_TOO_COMPLEX',
} as const satisfies Partial<Record<keyof typeof errorMessages, string>>;

export type ErrorCode = keyof typeof errorMessages;

type Entry<C extends ErrorCode> = (typeof errorMessages)[C];

/** The codes whose texts need no values filled in. */
export type PlainErrorCode = {
  [C in ErrorCode]: Entry<C> extends ErrorTexts ? C : never;
}[ErrorCode];

/** The values an error's texts are filled with; undefined for a plain code. */
export type ErrorParams<C extends ErrorCode> =
  Entry<C> extends (params: infer P) => ErrorTexts ? P : undefined;

/** The code a response carries for a catalogue entry. */
export function wireCode(code: ErrorCode): string {
  return (wireCodes as Partial<Record<ErrorCode, string>>)[code] ?? code;
}

/** The texts of an entry, with its values filled in. */
export function errorTexts<C extends ErrorCode>(code: C, params: ErrorParams<C>): ErrorTexts {
  const entry: ErrorTexts | ((params: never) => ErrorTexts) = errorMessages[code];
  return typeof entry === 'function'
    ? (entry as (params: ErrorParams<C>) => ErrorTexts)(params)
    : entry;
}

/** Whether a string names a catalogue entry whose texts need no values (zod schemas use these). */
export function isPlainErrorCode(value: string): value is PlainErrorCode {
  return (
    Object.hasOwn(errorMessages, value) && typeof errorMessages[value as ErrorCode] !== 'function'
  );
}

/** The JSON body of every API error. */
export interface ApiErrorBody {
  error: { code: string; message: string; details?: unknown };
}
