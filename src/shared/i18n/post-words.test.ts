import { describe, expect, it } from 'vitest';
import { postLanguages } from '#shared/i18n/post-language.ts';
import { postWordsByLanguage } from '#shared/i18n/post-words.ts';
import { flattenTexts as flatten, keyDifferences } from '#shared/i18n/text-tree.ts';

/**
 * The words on posts, one file per language (docs/translations.md): the compiler holds the
 * shape; these checks hold that no word is left empty and every way of writing a date takes what
 * German's takes.
 */
const german = flatten(postWordsByLanguage.de);

describe('post words', () => {
  it.each(postLanguages)('have every word German has in %s', (language) => {
    expect([...flatten(postWordsByLanguage[language]).keys()]).toEqual([...german.keys()]);
    expect(keyDifferences(postWordsByLanguage.de, postWordsByLanguage[language])).toEqual({
      missing: [],
      extra: [],
    });
  });

  it('catch a word missing in one language', () => {
    const { detail, ...rest } = postWordsByLanguage.fr;
    const { volleyball: _volleyball, ...withoutVolleyball } = detail;
    const planted = { ...rest, detail: withoutVolleyball };
    expect(keyDifferences(postWordsByLanguage.de, planted)).toEqual({
      missing: ['detail.volleyball'],
      extra: [],
    });
  });

  it('catch a word of the weekend post missing in one language', () => {
    const { weekend, ...rest } = postWordsByLanguage.it;
    const { preview: _preview, ...withoutPreview } = weekend;
    expect(keyDifferences(postWordsByLanguage.de, { ...rest, weekend: withoutPreview })).toEqual({
      missing: ['weekend.preview'],
      extra: [],
    });
  });

  it.each(postLanguages)('are never empty in %s, and write dates as German does', (language) => {
    for (const [key, word] of flatten(postWordsByLanguage[language])) {
      const own = german.get(key);
      if (typeof word === 'function') {
        expect(typeof own, key).toBe('function');
        expect(word.length, key).toBe((own as (...values: never[]) => string).length);
      } else {
        expect(word.trim() === '' && key !== 'versus', `${language} ${key}`).toBe(false);
      }
    }
  });

  it('write a date in each language', () => {
    const date = { year: 2026, month: 11, day: 28, weekday: 6 };
    const dates = postLanguages.map((language) => {
      const words = postWordsByLanguage[language];
      return words.longDate(date, words.calendar);
    });
    expect(dates).toEqual([
      'Samstag, 28. November 2026',
      'samedi 28 novembre 2026',
      'sabato 28 novembre 2026',
      'Saturday 28 November 2026',
    ]);
  });
});
