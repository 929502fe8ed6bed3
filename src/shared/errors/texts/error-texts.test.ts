import { describe, expect, it } from 'vitest';
import { errorLanguages, errorMessages, errorTexts } from '#shared/errors/error-codes.ts';
import type { ErrorCatalogue } from '#shared/errors/texts/catalogue.ts';
import { de } from '#shared/errors/texts/de.ts';
import { en } from '#shared/errors/texts/en.ts';
import { fr } from '#shared/errors/texts/fr.ts';
import { it as italian } from '#shared/errors/texts/it.ts';

/**
 * The error texts, one file per language (docs/translations.md): the compiler holds the codes and
 * the values each text takes; these checks hold what it cannot see.
 */
const catalogues: Record<(typeof errorLanguages)[number], ErrorCatalogue> = {
  de,
  en,
  fr,
  it: italian,
};
const codes = Object.keys(de) as (keyof ErrorCatalogue)[];

/** Values for any text that takes some: every value is 7, so each language must show a 7. */
const sevens = new Proxy({}, { get: () => 7 });

/** A language's texts with the values filled in, by code. */
function filled(catalogue: ErrorCatalogue): Map<string, string> {
  return new Map(
    codes.map((code) => {
      const entry: unknown = catalogue[code];
      return [code, typeof entry === 'function' ? String(entry(sevens)) : String(entry)];
    }),
  );
}

/** Texts that are the same in every language: the auth library's own English words. */
const sameInEveryLanguage = new Set(['INVALID_JWT_SIGNATURE']);

/** Codes whose text in `language` is a copy of the German one. */
function untranslatedCopies(texts: Map<string, string>): string[] {
  const german = filled(de);
  return [...texts]
    .filter(([code, text]) => text === german.get(code) && !sameInEveryLanguage.has(code))
    .map(([code]) => code);
}

describe('error texts', () => {
  it.each(errorLanguages)('have every code German has, and no other, in %s', (language) => {
    expect(Object.keys(catalogues[language])).toEqual(codes);
  });

  it.each(errorLanguages)('are never empty in %s', (language) => {
    for (const [code, text] of filled(catalogues[language])) expect(text.trim(), code).not.toBe('');
  });

  it.each(errorLanguages)('show the values they are given in %s', (language) => {
    for (const code of codes) {
      if (typeof de[code] !== 'function') continue;
      expect(filled(catalogues[language]).get(code), `${language} ${code}`).toContain('7');
    }
  });

  it.each(['en', 'fr', 'it'] as const)('are translated into %s, not copied', (language) => {
    expect(untranslatedCopies(filled(catalogues[language]))).toEqual([]);
  });

  it('catch an untranslated copy', () => {
    const planted = filled(fr);
    planted.set('NOT_FOUND', de.NOT_FOUND);
    expect(untranslatedCopies(planted)).toEqual(['NOT_FOUND']);
  });

  it('are put together by code in the four languages', () => {
    expect(errorMessages.NOT_FOUND).toEqual({
      de: de.NOT_FOUND,
      en: en.NOT_FOUND,
      fr: fr.NOT_FOUND,
      it: italian.NOT_FOUND,
    });
    expect(errorTexts('GAME_LIMIT_EXCEEDED', { max: 3 }).fr).toBe(
      fr.GAME_LIMIT_EXCEEDED({ max: 3 }),
    );
  });
});
