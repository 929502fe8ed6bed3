import { describe, expect, it } from 'vitest';
import {
  defaultPostOptions,
  parseGameIds,
  readPostOptions,
  readSelection,
  studioPath,
  studioStep,
  withSearch,
  writePostOptions,
  type PostOptions,
} from '#client/features/studio/utils/studio-url.ts';

const options = (patch: Partial<PostOptions>): PostOptions => ({
  ...defaultPostOptions,
  ...patch,
});
const query = (o: PostOptions) => writePostOptions(o).toString();

describe('studio URL', () => {
  it('reads up to three valid, distinct game ids', () => {
    expect(parseGameIds('a,b,c,d')).toEqual(['a', 'b', 'c']);
    expect(parseGameIds('demo-1, demo-1 ,x/y,demo-2')).toEqual(['demo-1', 'demo-2']);
    expect(parseGameIds('')).toEqual([]);
    expect(parseGameIds(undefined)).toEqual([]);
  });

  it('reads a selection and stops at the first invalid segment', () => {
    expect(
      readSelection({ sport: 'handball', clubId: 'c1', teamId: 't1', gameIds: 'g1,g2' }),
    ).toEqual({
      sport: 'handball',
      clubId: 'c1',
      teamId: 't1',
      gameIds: ['g1', 'g2'],
    });
    expect(readSelection({ sport: 'curling', clubId: 'c1' })).toEqual({
      sport: null,
      clubId: null,
      teamId: null,
      gameIds: [],
    });
    expect(readSelection({ sport: 'volleyball', clubId: 'bad id', teamId: 't' }).teamId).toBeNull();
  });

  it('builds paths step by step', () => {
    expect(studioPath({})).toBe('/studio');
    expect(studioPath({ sport: 'unihockey' })).toBe('/studio/unihockey');
    expect(studioPath({ sport: 'unihockey', clubId: 'c', teamId: 't', gameIds: ['a', 'b'] })).toBe(
      '/studio/unihockey/c/t/a,b',
    );
    // A team without a club is no selection.
    expect(studioPath({ sport: 'unihockey', teamId: 't' })).toBe('/studio/unihockey');
  });

  it('writes only what differs from the defaults', () => {
    expect(query(defaultPostOptions)).toBe('');
    expect(query(options({ theme: 'dark' }))).toBe('theme=dark');
    expect(query(options({ tab: 'result' }))).toBe('tab=result');
    expect(query(options({ isHomeGame: true }))).toBe('home=true');
    // home only on the preview tab, detail only on the result tab
    expect(query(options({ tab: 'result', isHomeGame: true }))).toBe('tab=result');
    expect(query(options({ showResultDetail: true }))).toBe('');
    expect(query(options({ tab: 'result', showResultDetail: true }))).toBe(
      'tab=result&detail=true',
    );
    // a custom template replaces the theme
    expect(query(options({ theme: 'dark', templateId: 'abc-123' }))).toBe('template=abc-123');
  });

  it('reads back what it wrote', () => {
    const cases: PostOptions[] = [
      defaultPostOptions,
      options({ theme: 'club', isHomeGame: true }),
      options({ theme: 'light', tab: 'result', showResultDetail: true }),
      options({ templateId: '3f1c2a9e-0000-4000-8000-000000000001', tab: 'result' }),
    ];
    for (const o of cases) expect(readPostOptions(writePostOptions(o))).toEqual(o);
  });

  it('ignores unknown or misplaced values', () => {
    const read = readPostOptions(
      new URLSearchParams('theme=neon&tab=other&home=true&detail=true&template=../x'),
    );
    expect(read).toEqual(options({ isHomeGame: true }));
  });

  it('knows the step from path and query', () => {
    const s = readSelection({ sport: 'unihockey', clubId: 'c', teamId: 't', gameIds: 'g' });
    expect(studioStep(s, new URLSearchParams())).toBe('post');
    expect(studioStep(s, new URLSearchParams('editSelection=1'))).toBe('games');
    expect(studioStep({ ...s, gameIds: [] }, new URLSearchParams())).toBe('games');
    expect(studioStep({ ...s, teamId: null, gameIds: [] }, new URLSearchParams())).toBe('team');
    expect(studioStep(readSelection({ sport: 'handball' }), new URLSearchParams())).toBe('club');
    expect(studioStep(readSelection({}), new URLSearchParams())).toBe('sport');
  });

  it('leaves no dangling question mark', () => {
    expect(withSearch('/studio', new URLSearchParams())).toBe('/studio');
    expect(withSearch('/studio', new URLSearchParams('tab=result'))).toBe('/studio?tab=result');
  });
});
