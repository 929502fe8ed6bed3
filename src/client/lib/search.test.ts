import { describe, expect, it } from 'vitest';
import { matchesSearch } from '#client/lib/search.ts';

describe('club search', () => {
  it('ignores case and accents', () => {
    expect(matchesSearch('UHC Bärenfels Münsingen', 'baren')).toBe(true);
    expect(matchesSearch('UHC Bärenfels Münsingen', 'MÜNS')).toBe(true);
    expect(matchesSearch('Volley Zürich', 'zurich')).toBe(true);
  });

  it('needs every word, in any order', () => {
    expect(matchesSearch('Unihockey Zürisee Lions', 'lions zuri')).toBe(true);
    expect(matchesSearch('Unihockey Zürisee Lions', 'lions basel')).toBe(false);
  });

  it('finds everything for an empty search', () => {
    expect(matchesSearch('HC Gäu Oensingen', '   ')).toBe(true);
  });
});
