import { describe, expect, it } from 'vitest';
import {
  batchEntryName,
  batchFileName,
  fileSlug,
  gamePostFileName,
  overviewFileName,
  pairingOf,
  standingsFileName,
} from '#shared/exports/file-names.ts';
import { bareGame } from '#shared/render/testing/sample-games.ts';

/**
 * Downloaded files are named by day, kind (in the downloader's language) and who plays, in
 * ASCII, so a person finds a post in a folder by what it shows.
 */
describe('the names of downloaded files', () => {
  it('names a game post by its day, kind, team and opponent, in the language of the download', () => {
    const post = {
      kind: 'preview' as const,
      date: '2026-12-05',
      team: 'UHC Thun',
      opponents: ['Tigers Langnau'],
      fileType: 'png' as const,
    };
    expect(gamePostFileName({ ...post, language: 'de' })).toBe(
      'matchpost_2026-12-05_vorschau_uhc-thun-vs-tigers-langnau.png',
    );
    expect(gamePostFileName({ ...post, language: 'fr', kind: 'result', fileType: 'jpeg' })).toBe(
      'matchpost_2026-12-05_resultat_uhc-thun-vs-tigers-langnau.jpg',
    );
    expect(gamePostFileName({ ...post, language: 'it' })).toBe(
      'matchpost_2026-12-05_anteprima_uhc-thun-vs-tigers-langnau.png',
    );
    expect(gamePostFileName({ ...post, language: 'en', date: null })).toBe(
      'matchpost_preview_uhc-thun-vs-tigers-langnau.png',
    );
  });

  it('keeps names ASCII and short: umlauts spelled out, accents and signs dropped', () => {
    expect(fileSlug('UHC Grünenmatt Tigers')).toBe('uhc-gruenenmatt-tigers');
    // A long name ends at its last whole word within 40 characters.
    expect(fileSlug('Salle omnisport des Creusets, Sion-Valais / Saison 26/27')).toBe(
      'salle-omnisport-des-creusets-sion-valais',
    );
    expect(fileSlug('Unihockey Bucheggberg Damen UHC Nidau-Bielersee')).toBe(
      'unihockey-bucheggberg-damen-uhc-nidau',
    );
    expect(fileSlug('Volley Fribourg Gruyère')).toBe('volley-fribourg-gruyere');
    expect(fileSlug('"quoted"; name\\..\\/x')).toBe('quoted-name-x');
    const long = gamePostFileName({
      kind: 'result',
      date: '2026-12-05',
      team: 'Unihockey Sense-See Düdingen Junioren U16 C Regionalmeisterschaft Sense-Oberland',
      opponents: ['Junioren U16 C Regionalauswahl Glarnerland-Linth', 'STV Rüti-Jona U16 C'],
      language: 'de',
      fileType: 'png',
    });
    expect(long).toMatch(/^[a-z0-9_.-]+$/);
    expect(long.length).toBeLessThanOrEqual(120);
  });

  it('names the standings, the overview and a weekend ZIP with its entries', () => {
    expect(
      standingsFileName({ date: '2026-11-28', team: 'UHC Thun', language: 'it', fileType: 'png' }),
    ).toBe('matchpost_2026-11-28_classifica_uhc-thun.png');
    const window = { from: '2026-12-05', to: '2026-12-06' };
    const overview = overviewFileName({
      ...window,
      kind: 'result',
      club: 'TV Seeland Lyss',
      language: 'de',
      fileType: 'png',
    });
    expect(overview).toBe(
      'matchpost_2026-12-05_2026-12-06_wochenende-resultate_tv-seeland-lyss.png',
    );
    expect(
      overviewFileName({
        from: '2026-12-05',
        to: '2026-12-05',
        kind: 'preview',
        club: null,
        language: 'en',
        fileType: 'jpeg',
      }),
    ).toBe('matchpost_2026-12-05_weekend-preview.jpg');
    expect(batchFileName({ ...window, kind: 'preview', language: 'fr' })).toBe(
      'matchpost_2026-12-05_2026-12-06_week-end-avant-match.zip',
    );
    expect(batchEntryName('01', overview)).toBe(
      '01-2026-12-05_2026-12-06_wochenende-resultate_tv-seeland-lyss.png',
    );
  });

  it("finds the team's opponents from its side of each game, else the first game's home team", () => {
    const games = [
      bareGame({ id: '1', date: '05.12.2026', teamHome: 'UHC Thun', teamAway: 'Zug United' }),
      bareGame({ id: '2', date: '06.12.2026', teamHome: 'Köniz', teamAway: 'UHC Thun' }),
    ];
    expect(pairingOf('UHC Thun', games)).toEqual({
      team: 'UHC Thun',
      opponents: ['Zug United', 'Köniz'],
    });
    expect(pairingOf('Herren I', games)).toEqual({
      team: 'UHC Thun',
      opponents: ['Zug United', 'Köniz'],
    });
    expect(pairingOf(null, games.slice(1))).toEqual({ team: 'Köniz', opponents: ['UHC Thun'] });
  });
});
