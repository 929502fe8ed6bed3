import { describe, expect, it } from 'vitest';
import { cleanDisplayName } from '#shared/text/display-name.ts';

describe('cleanDisplayName', () => {
  it('removes control characters and bidirectional overrides', () => {
    expect(cleanDisplayName('photo\u202Egpj.exe')).toBe('photogpj.exe');
    expect(cleanDisplayName('a\u0000b\u0007c\u200Bd')).toBe('abcd');
  });

  it('shows a slash as a character, never as a folder', () => {
    expect(cleanDisplayName('../../etc/passwd')).toBe('..∕..∕etc∕passwd');
    expect(cleanDisplayName('Team\\Foto.jpg')).toBe('Team∕Foto.jpg');
  });

  it('folds white space, trims, cuts by characters and answers null when nothing is left', () => {
    expect(cleanDisplayName('  Matchtag \n  Foto  ')).toBe('Matchtag Foto');
    expect(cleanDisplayName('🏑'.repeat(150))).toBe('🏑'.repeat(100));
    expect(cleanDisplayName('\u202E\u0000 ')).toBeNull();
    expect(cleanDisplayName(null)).toBeNull();
  });

  it('keeps umlauts and accents, normalised', () => {
    expect(cleanDisplayName('Zu\u0308rich Gene\u0300ve')).toBe('Zürich Genève');
  });
});
