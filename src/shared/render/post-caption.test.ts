import { describe, expect, it } from 'vitest';
import type { Game } from '#shared/sports/sports.ts';
import { hashtags, postCaption } from '#shared/render/post-caption.ts';

const upcoming: Game = {
  id: 'g1',
  teamHome: 'Floorball Köniz',
  teamAway: 'UHC Thun',
  date: '28.11.2026',
  time: '19:30',
  result: null,
  resultDetail: null,
  location: 'Sporthalle Weissenstein',
  city: 'Bern',
  teamHomeLogo: null,
  teamAwayLogo: null,
};

const played: Game = {
  ...upcoming,
  id: 'g2',
  teamHome: 'UHC Thun',
  teamAway: 'Floorball Köniz',
  result: '3:5',
  resultDetail: '(1:2, 1:1, 1:2)',
};

const club = { clubName: 'Floorball Köniz', teamName: 'Floorball Köniz', league: 'NLB Herren' };

describe('postCaption', () => {
  it('writes a preview with date, time and venue, an invitation and hashtags (German)', () => {
    const caption = postCaption({
      games: [upcoming],
      mode: 'preview',
      language: 'de',
      sport: 'unihockey',
      ...club,
    });
    expect(caption).toBe(
      [
        'Spielvorschau · Unihockey · NLB Herren',
        'Floorball Köniz – UHC Thun\nSamstag, 28. November 2026, 19:30 Uhr\nSporthalle Weissenstein, Bern',
        'Kommt vorbei und feuert uns an!',
        '#FloorballKöniz #NLBHerren #Unihockey',
      ].join('\n\n'),
    );
  });

  it('says win or loss from the team side, with the periods, in French', () => {
    const caption = postCaption({
      games: [played],
      mode: 'result',
      language: 'fr',
      sport: 'unihockey',
      ...club,
      showResultDetail: true,
    });
    expect(caption).toContain('UHC Thun – Floorball Köniz 3:5');
    expect(caption).toContain('Victoire');
    expect(caption).toContain('1:2, 1:1, 1:2');
    expect(caption).toContain('Merci pour votre soutien\u00a0!');
    expect(caption).not.toContain('Sieg');

    const loser = postCaption({
      games: [played],
      mode: 'result',
      language: 'en',
      sport: 'unihockey',
      clubName: 'UHC Thun',
      teamName: 'UHC Thun',
    });
    expect(loser).toContain('Loss');
    expect(loser).not.toContain('Win');
  });

  it('leaves the detail out when the post hides it, and the outcome when the team is not playing', () => {
    const caption = postCaption({
      games: [played],
      mode: 'result',
      language: 'de',
      sport: 'unihockey',
      teamName: 'Grasshopper Club',
      showResultDetail: false,
    });
    expect(caption).not.toMatch(/Sieg|Niederlage|Unentschieden|Drittel/);
  });

  it('lists every game of a game day, and a game without a result by its date', () => {
    const caption = postCaption({
      games: [played, upcoming],
      mode: 'result',
      language: 'it',
      sport: 'volleyball',
      ...club,
    });
    expect(caption.startsWith('Risultati · Pallavolo · NLB Herren')).toBe(true);
    expect(caption).toContain('UHC Thun – Floorball Köniz 3:5');
    expect(caption).toContain('sabato 28 novembre 2026');
    expect(caption).toContain('#Pallavolo');
  });

  it('names a home game as such', () => {
    const caption = postCaption({
      games: [upcoming],
      mode: 'preview',
      language: 'en',
      sport: 'handball',
      isHomeGame: true,
    });
    expect(caption.split('\n')[0]).toBe('Home game · Handball');
  });
});

describe('hashtags', () => {
  it('keeps letters and digits, raises each word, drops digits alone and repeats', () => {
    expect(
      hashtags(['Floorball Köniz', 'floorball köniz', 'Herren 1. Liga', '2026', null, '']),
    ).toEqual(['#FloorballKöniz', '#Herren1Liga']);
    expect(hashtags(['Volley Näfels (Damen)', 'SG Wädenswil/Horgen'])).toEqual([
      '#VolleyNäfelsDamen',
      '#SGWädenswilHorgen',
    ]);
  });
});

describe('standings caption', () => {
  const table = {
    sport: 'unihockey' as const,
    teamId: 't1',
    groupName: 'Herren NLB',
    scoreKind: 'goals' as const,
    hasOvertime: true,
    rows: [1, 2, 3].map((rank) => ({
      rank,
      teamId: `t${rank}`,
      teamName: rank === 2 ? 'Floorball Köniz' : `Team ${rank}`,
      games: 10,
      wins: 5,
      draws: 0,
      losses: 5,
      overtimeWins: 0,
      overtimeLosses: 0,
      scoreFor: 40,
      scoreAgainst: 30,
      points: 31 - rank * 3,
      isTeam: rank === 2,
    })),
  };

  it("names the league and the team's place in every language", () => {
    const of = (language: 'de' | 'fr' | 'it' | 'en') =>
      postCaption({
        games: [],
        mode: 'standings',
        standings: table,
        language,
        sport: 'unihockey',
        clubName: 'Floorball Köniz',
      });
    expect(of('de')).toBe(
      'Tabelle · Unihockey · Herren NLB\n\nFloorball Köniz: Rang 2, 25 Punkte\n\n#FloorballKöniz #HerrenNLB #Unihockey',
    );
    expect(of('fr')).toContain('Floorball Köniz\u00a0: 2e rang, 25 points');
    expect(of('it')).toContain('Floorball Köniz: 2° posto, 25 punti');
    expect(of('en')).toContain('Floorball Köniz: 2nd place, 25 points');
  });
});
