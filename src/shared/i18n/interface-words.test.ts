import { describe, expect, it } from 'vitest';
import { errorLanguages } from '#shared/errors/error-codes.ts';
import { interfaceWordsByLanguage } from '#shared/i18n/interface-words.ts';
import { flattenTexts, keyDifferences } from '#shared/i18n/text-tree.ts';

/**
 * The interface words the server and the browser share, one file per language
 * (docs/translations.md): every key German has, never empty, translated rather than copied.
 */
const german = flattenTexts(interfaceWordsByLanguage.de);

/** A text with its values filled in ('Datum', 2). */
function filled(text: string | ((...values: never[]) => string)): string {
  if (typeof text === 'string') return text;
  return (text as (label: string, game: number) => string)('Datum', 2);
}

/** Words that stay the same in German and another language ('vs'; French 'resultat' in ASCII). */
const same = new Set(['fields.date', 'fileNames.versus', 'fileNames.result']);

describe('interface words', () => {
  it.each(errorLanguages)('have every key German has, and no other, in %s', (language) => {
    expect(keyDifferences(interfaceWordsByLanguage.de, interfaceWordsByLanguage[language])).toEqual(
      { missing: [], extra: [] },
    );
  });

  it('catch a key missing in one language', () => {
    const { fields, ...rest } = interfaceWordsByLanguage.fr;
    const { city: _city, ...withoutCity } = fields;
    expect(keyDifferences(interfaceWordsByLanguage.de, { ...rest, fields: withoutCity })).toEqual({
      missing: ['fields.city'],
      extra: [],
    });
  });

  it.each(errorLanguages)('are never empty in %s', (language) => {
    for (const [key, text] of flattenTexts(interfaceWordsByLanguage[language])) {
      expect(typeof text, `${language} ${key}`).toBe(typeof german.get(key));
      expect(filled(text).trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it.each(['en', 'fr', 'it'] as const)('are translated into %s, not copied', (language) => {
    const copies = [...flattenTexts(interfaceWordsByLanguage[language])]
      .filter(([key, text]) => !same.has(key) && filled(text) === filled(german.get(key) ?? ''))
      .map(([key]) => key);
    expect(copies).toEqual([]);
  });
});
