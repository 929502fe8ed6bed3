import { describe, expect, it } from 'vitest';
import { buildWeekendPost } from '#shared/render/build-weekend-post.ts';
import { measureText } from '#shared/typography/text-measure.ts';
import { shippedFamily } from '#shared/typography/font-map.ts';
import type { Game } from '#shared/sports/sports.ts';
import { canvasSizes } from '#shared/templates/formats.ts';
import { themeIds } from '#shared/themes/theme-colors.ts';
import {
  weekendFormats,
  weekendRow,
  weekendRows,
  weekendTemplate,
  type WeekendRow,
} from '#shared/themes/weekend-template.ts';

/**
 * The game-day overview post holds every game it is given, 2 to 12, in every theme and format:
 * each row's team and opponent are on the post, no text is set below the smallest type, and no
 * text runs past the canvas, even for the longest names the federations write.
 */
const long = 'Unihockey Sense-See Düdingen Junioren U16 C Regionalmeisterschaft Sense-Oberland';

function game(i: number): Game {
  return {
    id: `g${i}`,
    teamHome: i % 2 === 0 ? 'STV Rüti-Jona Unihockey U16 C' : `Gegner ${i} ${i === 3 ? long : ''}`,
    teamAway: i % 2 === 0 ? `Gegner ${i} ${i === 4 ? long : ''}` : 'STV Rüti-Jona Unihockey U16 C',
    date: `${String(21 + (i % 2)).padStart(2, '0')}.11.2026`,
    time: `${10 + i}:30`,
    result: `${i}:${(i * 3) % 5}`,
    resultDetail: null,
    location: i === 5 ? 'Sporthalle Weissenstein mit einem sehr langen Namen' : 'Lintharena',
    city: 'Näfels',
    teamHomeLogo: null,
    teamAwayLogo: null,
  };
}

function rowsOf(count: number): WeekendRow[] {
  return Array.from({ length: count }, (_, i) =>
    weekendRow(game(i), ['STV Rüti-Jona Unihockey U16 C'], 'unihockey'),
  );
}

interface TextElement {
  type: 'text';
  content: string;
  x: number;
  y: number;
  fontSize: number;
  fontFamily: string;
  fontWeight: number;
  textAnchor: 'start' | 'middle' | 'end';
  letterSpacing: number;
  maxWidth?: number;
}

const cases = themeIds.flatMap((theme) =>
  weekendFormats.flatMap((format) =>
    (['preview', 'result'] as const).flatMap((mode) =>
      [2, 3, 4, 6, 9, 12].map((count) => ({ theme, format, mode, count })),
    ),
  ),
);

describe('the game-day overview post', () => {
  it.each(cases)('$theme $format $mode with $count games', ({ theme, format, mode, count }) => {
    const rows = rowsOf(count);
    const config = weekendTemplate({
      theme,
      format,
      mode,
      language: 'de',
      rows,
      crest: null,
      clubName: 'STV Rüti-Jona',
      hasBackgroundImage: false,
    });
    const { width, height } = canvasSizes[format];
    const texts = config.elements.filter((e) => e.type === 'text') as unknown as TextElement[];
    for (const text of texts) {
      expect(text.fontSize, text.content).toBeGreaterThanOrEqual(18);
      const measured = measureText(text.content, {
        family: shippedFamily(text.fontFamily),
        weight: text.fontWeight,
        style: 'normal',
        fontSize: text.fontSize,
        letterSpacing: text.letterSpacing,
      });
      const drawn = Math.min(measured, text.maxWidth ?? measured);
      const left =
        text.textAnchor === 'start'
          ? text.x
          : text.textAnchor === 'end'
            ? text.x - drawn
            : text.x - drawn / 2;
      expect(left, text.content).toBeGreaterThanOrEqual(0);
      expect(left + drawn, text.content).toBeLessThanOrEqual(width);
      expect(text.y, text.content).toBeGreaterThan(0);
      expect(text.y, text.content).toBeLessThanOrEqual(height);
    }
    const contents = texts.map((t) => t.content.toLowerCase().replace('…', ''));
    for (const row of rows) {
      // Both teams of every game are on the post (a long name cut, never left out).
      for (const name of [row.home, row.away]) {
        const start = name.toLowerCase().slice(0, 8);
        expect(
          contents.some((c) => c.includes(start)),
          name,
        ).toBe(true);
      }
      const marker = mode === 'result' ? (row.score ?? '') : `${row.time.slice(0, 5)}`;
      expect(
        contents.some((c) => c.includes(marker.toLowerCase())),
        marker,
      ).toBe(true);
    }
    // The headline: one day 'Spieltag', several 'Wochenende'.
    expect(contents).toContain(count === 1 ? 'spieltag' : 'wochenende');
  });

  it('says Spieltag for games on one day, in the post language', () => {
    const rows = rowsOf(4).filter((row) => row.date === '21.11.2026');
    const words = (language: 'de' | 'fr' | 'it' | 'en') =>
      buildWeekendPost({ theme: 'default', mode: 'preview', language, rows }).overlay;
    expect(JSON.stringify(words('de'))).toContain('SPIELTAG');
    expect(JSON.stringify(words('fr'))).toContain('JOURNÉE');
    expect(JSON.stringify(words('it'))).toContain('GIORNATA');
    expect(JSON.stringify(words('en'))).toContain('MATCHDAY');
  });

  it('shows the score as the federation gives it, home first, with the outcome of the club', () => {
    const away = weekendRow(
      { ...game(1), result: '2:5' },
      ['STV Rüti-Jona Unihockey U16 C'],
      'unihockey',
    );
    expect([away.home, away.away, away.score, away.outcome]).toEqual([
      'Gegner 1 ',
      'STV Rüti-Jona Unihockey U16 C',
      '2:5',
      'win',
    ]);
    expect(away.own).toEqual({ home: false, away: true });
    const rows = [
      away,
      weekendRow({ ...game(2), result: '3:1' }, ['STV Rüti-Jona Unihockey U16 C'], 'unihockey'),
    ];
    for (const theme of themeIds) {
      const texts = JSON.stringify(buildWeekendPost({ theme, mode: 'result', rows }).overlay);
      expect(texts).toContain('2:5');
      expect(texts).not.toContain('5:2');
      expect(texts).toContain('SIEG');
    }
  });

  it("lists a game of two of the club's teams once, both marked, without an outcome", () => {
    const derby: Game = {
      ...game(1),
      teamHome: 'TV Seeland Lyss Herren 2',
      teamAway: 'TV Seeland Lyss Herren 3',
      result: '4:6',
    };
    const rows = weekendRows([
      { sport: 'unihockey', game: derby, teamName: 'TV Seeland Lyss Herren 2' },
      {
        sport: 'unihockey',
        game: { ...game(2), result: '1:0' },
        teamName: 'STV Rüti-Jona Unihockey U16 C',
      },
      { sport: 'unihockey', game: derby, teamName: 'TV Seeland Lyss Herren 3' },
    ]);
    expect(rows).toHaveLength(2);
    const row = rows.find((r) => r.home === derby.teamHome)!;
    expect([row.own, row.score, row.outcome]).toEqual([{ home: true, away: true }, '4:6', null]);
    const texts = JSON.stringify(buildWeekendPost({ theme: 'dark', mode: 'result', rows }).overlay);
    expect(texts.match(/4:6/g)).toHaveLength(1);
    expect(texts).not.toContain('NIEDERLAGE');
  });

  it('names the sport on each row when the games are of several sports', () => {
    const entries = [
      { sport: 'unihockey' as const, game: game(1), teamName: 'STV Rüti-Jona Unihockey U16 C' },
      {
        sport: 'volleyball' as const,
        game: { ...game(2), id: 'v2' },
        teamName: 'STV Rüti-Jona Unihockey U16 C',
      },
      {
        sport: 'handball' as const,
        game: { ...game(3), id: 'h3' },
        teamName: 'STV Rüti-Jona Unihockey U16 C',
      },
      { sport: 'unihockey' as const, game: game(4), teamName: 'STV Rüti-Jona Unihockey U16 C' },
    ];
    const mixed = JSON.stringify(
      buildWeekendPost({ theme: 'light', mode: 'preview', rows: weekendRows(entries) }).overlay,
    );
    for (const sport of ['Unihockey', 'Volleyball', 'Handball'])
      expect(mixed).toContain(`${sport} ·`);
    const one = JSON.stringify(
      buildWeekendPost({
        theme: 'light',
        mode: 'preview',
        rows: weekendRows(entries.filter((e) => e.sport === 'unihockey')),
      }).overlay,
    );
    expect(one).not.toContain('Unihockey ·');
  });
});
