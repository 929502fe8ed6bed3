import { describe, expect, it } from 'vitest';
import { buildStandingsPost } from '#shared/render/build-standings-post.ts';
import { postSvg } from '#shared/render/render-post.ts';
import { standingsWords } from '#shared/i18n/standings-words.ts';
import { textContent, type SvgNode } from '#shared/render/svg-tree.ts';
import { measureText } from '#shared/typography/text-measure.ts';
import { formats } from '#shared/templates/formats.ts';
import { fitName } from '#shared/themes/name-fit.ts';
import { themeIds } from '#shared/themes/theme-colors.ts';
import type { Standings, StandingsRow } from '#shared/sports/standings.ts';

function table(count: number, teamRank: number, overtime: boolean): Standings {
  const rows: StandingsRow[] = Array.from({ length: count }, (_, i) => ({
    rank: i + 1,
    teamId: `t${i + 1}`,
    teamName:
      i === 2 ? 'Verein für Unihockey und Floorball Oberaargau-Emmental Nord' : `Team ${i + 1}`,
    games: 10,
    wins: 10 - i / 2,
    draws: 0,
    losses: i / 2,
    overtimeWins: overtime ? 1 : null,
    overtimeLosses: overtime ? 2 : null,
    scoreFor: 50 - i,
    scoreAgainst: 30 + i,
    points: 30 - i,
    isTeam: i + 1 === teamRank,
  })).map((row) => ({ ...row, wins: Math.floor(row.wins), losses: Math.floor(row.losses) }));
  return {
    sport: overtime ? 'unihockey' : 'volleyball',
    teamId: `t${teamRank}`,
    groupName: 'Herren 2. Liga Gruppe 3',
    scoreKind: overtime ? 'goals' : 'sets',
    hasOvertime: overtime,
    rows,
  };
}

function texts(nodes: SvgNode[]): SvgNode[] {
  return nodes.flatMap((node) => (node.tag === 'text' ? [node] : texts(node.children ?? [])));
}

describe('the standings post', () => {
  it.each(themeIds.flatMap((theme) => formats.map((format) => ({ theme, format }))))(
    'lays out a full table in $theme $format',
    ({ theme, format }) => {
      const post = buildStandingsPost({ theme, format, standings: table(16, 6, true) });
      const words = textContent(postSvg(post));
      expect(words).toContain(standingsWords('de').title);
      // The editorial card sets the league and the teams in their own case, the others in capitals.
      const upper = theme !== 'light';
      expect(words).toContain(upper ? 'HERREN 2. LIGA GRUPPE 3' : 'Herren 2. Liga Gruppe 3');
      for (const label of ['SP', 'SNV', 'NNV', 'TORE', 'PKT']) expect(words).toContain(label);
      expect(words).toContain('16');
      expect(words).toContain(upper ? 'TEAM 16' : 'Team 16');
    },
  );

  it('shows 16 rows of a longer table, the team among them', () => {
    const post = buildStandingsPost({ theme: 'default', standings: table(20, 19, false) });
    const words = textContent(postSvg(post));
    expect(words).toContain('TEAM 19');
    expect(words).not.toContain('TEAM 1');
    expect(words).toContain('TEAM 5');
    // Volleyball: sets, no draws or overtime columns.
    expect(words).toContain('SÄTZE');
    expect(words).not.toContain('U');
    expect(words).not.toContain('SNV');
  });

  it('cuts a long team name before the numbers instead of overlapping them', () => {
    const post = buildStandingsPost({
      theme: 'dark',
      format: '9:16',
      standings: table(16, 6, true),
    });
    const nodes = texts(post.overlay);
    const name = nodes.find((node) => node.text?.startsWith('VEREIN'));
    expect(name?.text).toMatch(/…$/);
    // The games column of the same row: the '10' nearest to the name's baseline.
    const games = nodes
      .filter((node) => node.text === '10' && node.attrs['text-anchor'] === 'middle')
      .sort(
        (a, b) =>
          Math.abs(Number(a.attrs.y) - Number(name?.attrs.y)) -
          Math.abs(Number(b.attrs.y) - Number(name?.attrs.y)),
      )[0];
    const right =
      Number(name?.attrs.x) +
      measureText(name?.text ?? '', {
        family: 'Bebas Neue',
        weight: 400,
        style: 'normal',
        fontSize: Number(name?.attrs['font-size']),
        letterSpacing: 0.5,
      });
    expect(right).toBeLessThan(Number(games?.attrs.x) - 20);
  });

  it('writes its words in English when asked', () => {
    const post = buildStandingsPost({
      theme: 'dark',
      standings: table(8, 2, true),
      language: 'en',
    });
    const words = textContent(postSvg(post));
    expect(words).toEqual(
      expect.arrayContaining(['STANDINGS', 'GP', 'OTW', 'OTL', 'GOALS', 'PTS']),
    );
    expect(words).not.toContain('TABELLE');
  });

  it('marks the team row in the theme colour', () => {
    const post = buildStandingsPost({ theme: 'default', standings: table(8, 2, true) });
    const marks = post.backdrop.filter(
      (node) => node.tag === 'rect' && node.attrs.fill === '#e4002b',
    );
    // The rule under the title, the rule under the labels, the points column and the team's row.
    expect(marks.length).toBe(4);
  });

  it('wraps a long name on two balanced lines where the row is tall enough, else cuts it', () => {
    const style = { family: 'Bebas Neue', weight: 400, style: 'normal', fontSize: 54 } as const;
    const name = 'VOLLEY FRIBOURG GRUYÈRE DAMEN 1';
    const wrapped = fitName(name, style, 300, true);
    expect(wrapped.lines).toEqual(['VOLLEY FRIBOURG', 'GRUYÈRE DAMEN 1']);
    for (const line of wrapped.lines) {
      expect(measureText(line, { ...style, fontSize: wrapped.size })).toBeLessThanOrEqual(300);
    }
    const cut = fitName(name, style, 300, false);
    expect(cut.lines).toHaveLength(1);
    expect(cut.lines[0]).toMatch(/…$/);
    expect(
      measureText(cut.lines[0] as string, { ...style, fontSize: cut.size }),
    ).toBeLessThanOrEqual(300);
  });
});
