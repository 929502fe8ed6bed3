import { describe, expect, it } from 'vitest';
import { de } from '#client/i18n/de.ts';
import { en } from '#client/i18n/en.ts';

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

describe('texts', () => {
  const german = flatten(de);
  const english = flatten(en);

  it('have the same keys in German and English', () => {
    expect([...english.keys()]).toEqual([...german.keys()]);
  });

  it('are never empty', () => {
    for (const [key, text] of [...german, ...english]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of german) {
      expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('use Swiss spelling in German', () => {
    // SPEC.md section 5 fixes these texts word for word, with their 'ß'.
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

  it('keep the 404 text that SPEC.md fixes', () => {
    expect(de.notFound.title).toBe('Oops! Page not found');
    expect(en.notFound.title).toBe('Oops! Page not found');
  });
});
