import { describe, expect, it } from 'vitest';
import { weekendCaption } from '#shared/render/weekend-caption.ts';
import { bareGame } from '#shared/render/testing/sample-games.ts';

const game = (id: string, home: string, away: string, date: string, result: string | null) =>
  bareGame({
    id,
    teamHome: home,
    teamAway: away,
    date,
    result,
    location: 'Lachenhalle',
    city: 'Thun',
  });

describe('the combined caption of a weekend', () => {
  const games = [
    {
      game: game('1', 'UHC Thun', 'Zug United', '21.11.2026', '5:3'),
      teamName: 'UHC Thun',
      sport: 'unihockey' as const,
    },
    {
      game: game('2', 'Köniz', 'UHC Thun Damen', '22.11.2026', '4:4'),
      teamName: 'UHC Thun Damen',
      sport: 'unihockey' as const,
    },
    {
      game: game('3', 'UHC Thun U21', 'Bern', '22.11.2026', '1:2'),
      teamName: 'UHC Thun U21',
      sport: 'unihockey' as const,
    },
  ];

  it('has a line per game and the hashtags once', () => {
    const caption = weekendCaption({ games, mode: 'result', language: 'de', clubName: 'UHC Thun' });
    expect(caption).toContain('UHC Thun – Zug United 5:3 (Sieg)');
    expect(caption).toContain('Köniz – UHC Thun Damen 4:4 (Unentschieden)');
    expect(caption).toContain('UHC Thun U21 – Bern 1:2 (Niederlage)');
    expect(caption.startsWith('Resultate · Wochenende · ')).toBe(true);
    const tags = caption.split('\n').at(-1)!.split(' ');
    expect(tags).toEqual(['#UHCThun', '#UHCThunDamen', '#UHCThunU21', '#Unihockey']);
    expect(caption.match(/#Unihockey/g)).toHaveLength(1);
  });

  it('says when and where before the games, in the post language', () => {
    const caption = weekendCaption({ games, mode: 'preview', language: 'fr' });
    expect(caption).toContain('UHC Thun – Zug United (Lachenhalle, Thun)');
    expect(caption).toContain('19h30');
    expect(caption.split('\n').filter((line) => line.includes('19h30'))).toHaveLength(3);
  });

  it("has a game of two of the club's teams once, without an outcome, and each sport before its games", () => {
    const derby = game('9', 'UHC Thun', 'UHC Thun U21', '21.11.2026', '3:2');
    const caption = weekendCaption({
      games: [
        { game: derby, teamName: 'UHC Thun', sport: 'unihockey' },
        { game: derby, teamName: 'UHC Thun U21', sport: 'unihockey' },
        {
          game: game('1', 'VBC Thun', 'Volley Bern', '22.11.2026', '0:3'),
          teamName: 'VBC Thun',
          sport: 'volleyball',
        },
      ],
      mode: 'result',
      language: 'de',
    });
    expect(caption.match(/UHC Thun – UHC Thun U21/g)).toHaveLength(1);
    expect(caption).toContain('Unihockey · UHC Thun – UHC Thun U21 3:2\n');
    expect(caption).toContain('Volleyball · VBC Thun – Volley Bern 0:3 (Niederlage)');
  });
});
