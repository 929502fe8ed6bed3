import { describe, expect, it } from 'vitest';
import { formats, type Format } from '#shared/templates/formats.ts';
import { themeIds, type ThemeId } from '#shared/themes/theme-colors.ts';
import type { Standings } from '#shared/sports/standings.ts';
import {
  differsVisibly,
  expectGolden,
  goldenScale,
  testRenderer,
} from '#server/render/testing/golden-images.ts';
import {
  handballStandings,
  unihockeyStandings,
  volleyballStandings,
} from '#server/render/testing/standings-fixtures.ts';

/**
 * Golden images of the standings post: every theme x format with a full unihockey table (16 rows,
 * overtime columns, a name too long for its column), plus the handball and volleyball tables in
 * one theme each. Compared like the game posts' goldens (golden.test.ts). `UPDATE_GOLDEN=1`
 * rewrites only these:
 *   UPDATE_GOLDEN=1 npx vitest run --project unit src/server/render/standings-golden.test.ts
 */
const renderer = testRenderer();

interface Case {
  name: string;
  theme: ThemeId;
  format: Format;
  standings: Standings;
}

const cases: Case[] = themeIds.flatMap((theme) =>
  formats.map((format) => ({
    name: `standings-${theme}-unihockey-${format.replace(':', 'x')}`,
    theme,
    format,
    standings: unihockeyStandings,
  })),
);
cases.push(
  {
    name: 'standings-light-handball-4x5',
    theme: 'light',
    format: '4:5',
    standings: handballStandings,
  },
  {
    name: 'standings-club-volleyball-9x16',
    theme: 'club',
    format: '9:16',
    standings: volleyballStandings,
  },
);

async function render(c: Case) {
  const input = {
    theme: c.theme,
    format: c.format,
    standings: c.standings,
    palette: { primary: '#15803d', secondary: '#f97316' },
  };
  return renderer.pixels({ kind: 'standings', input }, { scale: goldenScale });
}

describe('golden images of the standings post', () => {
  it.each(cases)('$name', async (c) => {
    await expectGolden(c.name, await render(c));
  });

  it('notices a moved team row (the comparison can fail)', async () => {
    const base = cases[0] as Case;
    const moved: Standings = {
      ...base.standings,
      rows: base.standings.rows.map((row) => ({ ...row, isTeam: row.rank === 12 })),
    };
    const a = await render(base);
    const b = await render({ ...base, standings: moved });
    expect(differsVisibly(a.rgba, b.rgba)).toBe(true);
  });
});
