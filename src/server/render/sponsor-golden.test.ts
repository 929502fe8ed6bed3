import { describe, expect, it } from 'vitest';
import type { PostInput } from '#shared/render/build-post.ts';
import type { PostSponsors } from '#shared/sponsors/post-sponsors.ts';
import { formats, type Format } from '#shared/templates/formats.ts';
import { themeIds, type ThemeId } from '#shared/themes/theme-colors.ts';
import { fixtureGames } from '#server/render/testing/render-fixtures.ts';
import { sponsorSets } from '#server/render/testing/sponsor-fixtures.ts';
import { unihockeyStandings } from '#server/render/testing/standings-fixtures.ts';
import { weekendRow, type WeekendFormat } from '#shared/themes/weekend-template.ts';
import {
  differsVisibly,
  expectGolden,
  goldenPhoto,
  goldenScale,
  testRenderer,
} from '#server/render/testing/golden-images.ts';

/**
 * Golden images of the looks' sponsor band (docs/post-design.md, "Sponsors"): every look x
 * format with one main sponsor and one partner (a single game, the preview) and with the full
 * band of two main sponsors and two partners (three results); each look over a photo. The logos
 * are wide, square and tall, so the fitting shows. The list posts (the game-day overview and the
 * standings) add a row of supporters where the format has room for it. `UPDATE_GOLDEN=1` rewrites only these:
 *   UPDATE_GOLDEN=1 npx vitest run --project unit src/server/render/sponsor-golden.test.ts
 */
const renderer = testRenderer();

const photo = goldenPhoto(
  'sponsor-golden-photo',
  '#d9c8a0',
  '<circle cx="160" cy="140" r="120" fill="#ffffff"/><rect y="360" width="640" height="120" fill="#f2f2f2"/>',
);

interface Case {
  name: string;
  theme: ThemeId;
  format: Format;
  set: keyof typeof sponsorSets;
  background: boolean;
}

const cases: Case[] = themeIds.flatMap((theme) => [
  ...formats.flatMap((format) =>
    (['one', 'full'] as const).map((set) => ({
      name: `sponsors-${theme}-${set}-${format.replace(':', 'x')}`,
      theme,
      format,
      set,
      background: false,
    })),
  ),
  {
    name: `sponsors-${theme}-full-4x5-photo`,
    theme,
    format: '4:5' as const,
    set: 'full' as const,
    background: true,
  },
]);

async function render(c: Case, sponsors: PostSponsors | null = sponsorSets[c.set]) {
  const one = c.set === 'one';
  const input: PostInput = {
    design: { theme: c.theme },
    games: fixtureGames.slice(0, one ? 1 : 3),
    mode: one ? 'preview' : 'result',
    format: c.format,
    isHomeGame: true,
    showResultDetail: true,
    palette: { primary: '#15803d', secondary: '#f97316' },
    backgroundHref: c.background ? 'data:image/jpeg;base64,AA==' : null,
    language: 'de',
    teamName: fixtureGames[0]?.teamHome,
    sport: 'unihockey',
    league: 'Herren 2. Liga',
    brandMark: one,
    sponsors,
  };
  return renderer.pixels(
    { kind: 'game', input },
    { scale: goldenScale, background: c.background ? photo : null },
  );
}

/** Six games of the club's teams on one weekend, three of them results. */
const weekendRows = fixtureGames.flatMap((game, i) =>
  [game, { ...game, id: `${game.id}-b`, time: '14:00', result: i === 0 ? null : '-:-' }].map((g) =>
    weekendRow(g, [fixtureGames[0]?.teamHome ?? '', 'HC Zürisee Wädenswil'], 'unihockey'),
  ),
);

interface ListCase {
  name: string;
  post: 'weekend' | 'standings';
  theme: ThemeId;
  format: Format;
  background?: boolean;
}

const listCases: ListCase[] = themeIds.flatMap((theme) => [
  ...(['4:5', '9:16'] as const).map((format) => ({
    name: `sponsors-weekend-${theme}-${format.replace(':', 'x')}`,
    post: 'weekend' as const,
    theme,
    format,
  })),
  ...(['4:5', '1100:800'] as const).map((format) => ({
    name: `sponsors-standings-${theme}-${format.replace(':', 'x')}`,
    post: 'standings' as const,
    theme,
    format,
  })),
]);
listCases.push(
  {
    name: 'sponsors-weekend-club-4x5-photo',
    post: 'weekend',
    theme: 'club',
    format: '4:5',
    background: true,
  },
  {
    name: 'sponsors-standings-default-4x5-photo',
    post: 'standings',
    theme: 'default',
    format: '4:5',
    background: true,
  },
);

function renderList(c: ListCase) {
  const common = {
    theme: c.theme,
    language: 'de' as const,
    palette: { primary: '#15803d', secondary: '#f97316' },
    sponsors: sponsorSets.supporters,
    backgroundHref: c.background ? 'data:image/jpeg;base64,AA==' : null,
  };
  return renderer.pixels(
    c.post === 'weekend'
      ? {
          kind: 'weekend',
          input: {
            ...common,
            format: c.format as WeekendFormat,
            mode: 'preview',
            rows: weekendRows,
            clubName: 'UHC Grünenmatt',
            brandMark: true,
          },
        }
      : {
          kind: 'standings',
          input: { ...common, format: c.format, standings: unihockeyStandings },
        },
    { scale: goldenScale, background: c.background ? photo : null },
  );
}

describe('sponsor golden images', () => {
  it.each(cases)('$name', async (c) => {
    await expectGolden(c.name, await render(c));
  });

  it.each(listCases)('$name', async (c) => {
    await expectGolden(c.name, await renderList(c));
  });

  it('draws the band only with sponsors (the comparison can fail)', async () => {
    const c = cases[0] as Case;
    expect(differsVisibly((await render(c)).rgba, (await render(c, null)).rgba)).toBe(true);
  });
});
