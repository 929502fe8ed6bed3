import { describe, expect, it } from 'vitest';
import { errorLanguages } from '#shared/errors/error-codes.ts';
import { flattenTexts, keyDifferences } from '#shared/i18n/text-tree.ts';
import { de } from '#server/mail/texts/de.ts';
import { fr } from '#server/mail/texts/fr.ts';
import { mailTexts } from '#server/mail/texts/mail-texts.ts';

/**
 * The mail texts, one file per language (docs/translations.md): the compiler holds the keys and
 * the values each text takes; these checks hold them at run time, and what the compiler cannot
 * see (an empty text, a German text left in another language).
 */
const german = flattenTexts(de);

/** A text with its values filled in: each value is '7' (a kind that is not 'preview' is a result). */
function filled(text: string | ((...values: never[]) => string)): string {
  if (typeof text === 'string') return text;
  return (text as (...values: string[]) => string)(...Array<string>(text.length).fill('7'));
}

describe('mail texts', () => {
  it.each(errorLanguages)('have every key German has, and no other, in %s', (language) => {
    expect(keyDifferences(de, mailTexts[language])).toEqual({ missing: [], extra: [] });
  });

  it('catch a key missing in one language', () => {
    const { gameDay, ...rest } = fr;
    const { caption: _caption, ...withoutCaption } = gameDay;
    expect(keyDifferences(de, { ...rest, gameDay: withoutCaption })).toEqual({
      missing: ['gameDay.caption'],
      extra: [],
    });
  });

  it.each(errorLanguages)('are never empty in %s, and take the values German takes', (language) => {
    for (const [key, text] of flattenTexts(mailTexts[language])) {
      const own = german.get(key);
      expect(typeof text, `${language} ${key}`).toBe(typeof own);
      if (typeof text === 'function') expect(text.length, `${language} ${key}`).toBe(own?.length);
      expect(filled(text).trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it.each(['en', 'fr', 'it'] as const)('are translated into %s, not copied', (language) => {
    const copies = [...flattenTexts(mailTexts[language])]
      .filter(([key, text]) => filled(text) === filled(german.get(key) ?? ''))
      .map(([key]) => key);
    expect(copies).toEqual([]);
  });
});
