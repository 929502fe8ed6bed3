import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { de } from '#client/i18n/de.ts';
import { en } from '#client/i18n/en.ts';
import { fr } from '#client/i18n/fr.ts';
import { it as italian } from '#client/i18n/it.ts';
import { languages, type Language } from '#client/i18n/languages.ts';
import { resources } from '#client/i18n/resources.ts';

function flatten(tree: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value as object, path)) entries.set(inner, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
/** The <terms>…</terms> style tags that Trans fills with links. */
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();

const german = flatten(de);
const texts: Record<Language, Map<string, string>> = {
  de: german,
  en: flatten(en),
  fr: flatten(fr),
  it: flatten(italian),
};
const others = languages.filter((language) => language !== 'de');

/**
 * Texts that are the same in German, French and Italian: names of products, brands, sports and
 * plans, units and codes. Anything else identical to German in fr.ts or it.ts is an untranslated
 * copy and fails.
 */
const sameInEveryLanguage = new Set([
  'Matchpost',
  'Matchpost Classic',
  'App Store',
  'Google Play',
  'Studio',
  'Unihockey',
  'Volleyball',
  'Handball',
  'CHF',
  // The start of a web address, as a placeholder.
  'https://',
  'Logos',
  // A sponsor's logo, level and link: the same words in Italian (and 'Logo' in French).
  'Logo',
  'Partner',
  'Link',
  'Club',
  'Sponsor',
  'Format',
  'Zoom',
  'Total',
  'Demo',
  'SMS',
  'Passkey',
  // A role in a club workspace, the word the catalogue and the mails use in every language.
  'Admin',
  'Impressum',
  'Normal',
  'E-Mail',
  'Sport',
  // Instagram's own name for the format in French.
  'Story',
  'Story (9:16)',
  'Instagram',
  // The moving post's button: the word in German, English and Italian alike.
  'Video',
  'swiss made software',
  'Oops! Page not found',
  '© {{year}} Matchpost',
  // The browser tab's title: the page's own name goes in the placeholder.
  '{{page}} · Matchpost',
  // Words spelt the same in German and French.
  'Profil',
  'Abonnement',
  // Language names are written in their own language everywhere.
  'Deutsch',
  'English',
  'Français',
  'Italiano',
]);

/** The texts of a language that are a copy of the German one (letters, not a name from the list). */
function untranslatedCopies(entries: Map<string, string>): string[] {
  return [...entries]
    .filter(([key, text]) => text === german.get(key))
    .filter(([, text]) => /\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, '')))
    .filter(([, text]) => !sameInEveryLanguage.has(text))
    .map(([key, text]) => `${key}: ${text}`);
}

/** Plural forms i18next looks up: de/en/it need _one and _other, fr too (0 and 1 are 'one'). */
const pluralSuffix = /_(one|other)$/;

describe('texts', () => {
  it('are registered for every interface language', () => {
    expect(Object.keys(resources).sort()).toEqual([...languages].sort());
  });

  it.each(others)('have the same keys in %s as in German', (language) => {
    expect([...texts[language].keys()]).toEqual([...german.keys()]);
  });

  it.each(languages)('are never empty in %s', (language) => {
    for (const [key, text] of texts[language]) expect(text.trim(), key).not.toBe('');
  });

  it.each(others)('use the same placeholders and tags in %s as in German', (language) => {
    for (const [key, text] of german) {
      const other = texts[language].get(key) ?? '';
      expect(placeholders(other), `${language} ${key}`).toEqual(placeholders(text));
      expect(tags(other), `${language} ${key}`).toEqual(tags(text));
    }
  });

  it.each(['fr', 'it'] as const)('are translated into %s, not copied from German', (language) => {
    expect(untranslatedCopies(texts[language])).toEqual([]);
  });

  it('catch an untranslated copy', () => {
    // The check above, on a planted copy: a German text in the French file is found.
    const planted = new Map(texts.fr);
    planted.set('nav.pricing', de.nav.pricing);
    expect(untranslatedCopies(planted)).toEqual(['nav.pricing: Preise']);
  });

  it('keep plural pairs complete in every language', () => {
    for (const [language, entries] of Object.entries(texts)) {
      for (const key of entries.keys()) {
        if (!pluralSuffix.test(key)) continue;
        const stem = key.replace(pluralSuffix, '');
        expect(entries.has(`${stem}_one`), `${language} ${stem}_one`).toBe(true);
        expect(entries.has(`${stem}_other`), `${language} ${stem}_other`).toBe(true);
      }
    }
  });

  it("count the weekend's posts in the singular and the plural", async () => {
    const i18n = createInstance();
    await i18n.init({ resources, lng: 'de', interpolation: { escapeValue: false } });
    const count = (language: Language, n: number) =>
      i18n.getFixedT(language)('weekend.postsCount', { count: n });
    expect(languages.map((language) => count(language, 1))).toEqual([
      '1 Post',
      '1 post',
      '1 publication',
      '1 post',
    ]);
    expect(languages.map((language) => count(language, 4))).toEqual([
      '4 Posts',
      '4 posts',
      '4 publications',
      '4 post',
    ]);
  });

  it('write French and Italian without the German sharp s or umlauts', () => {
    for (const language of ['fr', 'it'] as const) {
      for (const [key, text] of texts[language]) {
        expect(text, `${language} ${key}`).not.toMatch(/[ßäöÄÖ]/);
      }
    }
  });

  it('use Swiss spelling in German', () => {
    // docs/product.md section 5 fixes these texts word for word, with their 'ß'.
    const specFixed = new Set([
      'studio.background.tooLargeTitle',
      'studio.background.tooLargeText',
      'profile.fileProblem.tooLargeTitle',
      'profile.fileProblem.tooLargeText',
      'editor.upload.tooLarge',
      'editor.upload.tooLargeText',
    ]);
    for (const [key, text] of german) {
      if (!specFixed.has(key)) expect(text, key).not.toContain('ß');
    }
    expect(de.studio.background.tooLargeTitle).toBe('Datei zu groß');
  });

  it("say the product description's 404 text in each language, not in English everywhere", () => {
    expect(texts.en.get('notFound.title')).toBe('Oops! Page not found');
    for (const language of languages.filter((language) => language !== 'en')) {
      expect(texts[language].get('notFound.title'), language).not.toBe('Oops! Page not found');
    }
    expect(texts.de.get('notFound.title')).toBe('Hoppla! Seite nicht gefunden');
  });
});

describe('one word for one thing', () => {
  it.each(languages)(
    'deleting the account is named alike in the menu and on its button (%s)',
    (language) => {
      const words = texts[language];
      expect(words.get('profile.deleteAccount')).toBe(words.get('screens.profile.delete'));
    },
  );
});
