import { describe, expect, it } from 'vitest';
import { buildPost, designTemplate, type PostInput } from '#shared/render/build-post.ts';
import { buildStandingsPost } from '#shared/render/build-standings-post.ts';
import { postSvg, type RenderedPost } from '#shared/render/render-post.ts';
import type { SvgNode } from '#shared/render/svg-tree.ts';
import { layoutMetrics } from '#shared/render/testing/layout-metrics.ts';
import {
  longestNamesGame,
  sampleGame,
  sampleGamePost,
} from '#shared/render/testing/sample-games.ts';
import { decorCuts } from '#shared/render/testing/decor-cuts.ts';
import { detailParts } from '#shared/themes/game-facts.ts';
import { formats, type Format } from '#shared/templates/formats.ts';
import type { Standings, StandingsRow } from '#shared/sports/standings.ts';
import { themeColors, themeIds, type ThemeId } from '#shared/themes/theme-colors.ts';
import { contrast } from '#shared/themes/club-palette.ts';
import { textBoxes } from '#shared/render/testing/text-boxes.ts';
import { storySafe } from '#shared/themes/post-frame.ts';
import { fullSponsors } from '#shared/render/testing/sample-sponsors.ts';

function table(teams: number): Standings {
  const rows: StandingsRow[] = Array.from({ length: teams }, (_, i) => ({
    rank: i + 1,
    teamId: `t${i + 1}`,
    teamName: i === 2 ? 'Unihockey Tigers Langnau' : `UHC Team ${i + 1}`,
    teamLogo: i % 2 === 0 ? 'data:image/png;base64,AAAA' : null,
    games: 10,
    wins: 10 - i,
    draws: 0,
    losses: i,
    overtimeWins: 1,
    overtimeLosses: 0,
    scoreFor: 60 - i,
    scoreAgainst: 30 + i,
    points: 30 - i,
    isTeam: i === 1,
  }));
  return {
    sport: 'unihockey',
    teamId: 't2',
    groupName: 'Herren 2. Liga Gruppe 3',
    scoreKind: 'goals',
    hasOvertime: true,
    rows,
  };
}

/**
 * The limits every built-in theme is held to (docs/post-design.md, "Density"): no band across the
 * post without content taller than a fifth of its readable height, nor one of a seventh at its
 * foot; no text below 18 px, every text at least 48 px from the sides, at least 12 px between a
 * text and a crest above or below it; team names at no less than 70% of the look's own size for
 * them and never below 28 px; result chips of at least 30 px; the product mark 48 px below the
 * last text; no decoration cutting through a text.
 */
const densityLimits = {
  emptyBandShare: 0.2,
  footBandShare: 0.14,
  smallestText: 18,
  sideInset: 48,
  crestClearance: 12,
  nameShare: 0.7,
  smallestName: 28,
  smallestChip: 30,
  brandClearance: 48,
};

const brand = 'MATCHPOST';

function readable(post: RenderedPost, format: Format) {
  const story = format === '9:16';
  return {
    width: post.width,
    top: story ? storySafe.top : 0,
    bottom: story ? post.height - storySafe.bottom : post.height,
  };
}

function check(post: RenderedPost, format: Format) {
  const area = readable(post, format);
  const m = layoutMetrics(postSvg(post), area, [brand]);
  const height = area.bottom - area.top;
  expect(
    m.emptyBand / height,
    `empty band of ${Math.round(m.emptyBand)} px from y=${Math.round(m.emptyFrom)}`,
  ).toBeLessThanOrEqual(densityLimits.emptyBandShare);
  expect(m.footBand / height, `${Math.round(m.footBand)} px empty at the foot`).toBeLessThanOrEqual(
    densityLimits.footBandShare,
  );
  expect(m.smallestText, `'${m.smallestTextWord}' at ${m.smallestText} px`).toBeGreaterThanOrEqual(
    densityLimits.smallestText,
  );
  expect(
    m.sideInset,
    `'${m.sideInsetWord}' ${Math.round(m.sideInset)} px from the side`,
  ).toBeGreaterThanOrEqual(densityLimits.sideInset);
  expect(
    m.crestClearance,
    `'${m.crestClearanceWord}' ${Math.round(m.crestClearance)} px from a crest`,
  ).toBeGreaterThanOrEqual(densityLimits.crestClearance);
  expect(decorCuts(postSvg(post)), 'texts a decoration cuts through').toEqual([]);
}

/** Font sizes of every line of text, with its words. */
function textSizes(node: SvgNode, inherited?: string | number): { size: number; text: string }[] {
  const size = node.attrs['font-size'] ?? inherited;
  const own = node.text?.trim() ? [{ size: Number(size), text: node.text }] : [];
  return [...own, ...(node.children ?? []).flatMap((child) => textSizes(child, size))];
}

/**
 * What a fan reads first on a game post: the team names at the look's steady size, the result's
 * chips large enough, the day of the game on every post, the product mark apart from the facts.
 */
function checkFacts(input: PostInput, post: RenderedPost) {
  const svg = postSvg(post);
  const lines = textSizes(svg);
  const names = input.games.flatMap((g) => [g.teamHome, g.teamAway]);
  const nameLines = lines.filter((line) => {
    const words = line.text.replace(/…$/, '').trim();
    return words.length > 3 && names.some((name) => name.includes(words));
  });
  expect(nameLines.length).toBeGreaterThanOrEqual(names.length);
  const lookSize = Math.max(
    ...designTemplate(input).elements.flatMap((e) =>
      (e.type === 'api-text' || e.type === 'text') && e.fitGroup === 'names' ? [e.fontSize] : [],
    ),
  );
  const smallestName = Math.min(...nameLines.map((line) => line.size));
  expect(smallestName, `names at ${smallestName} of ${lookSize} px`).toBeGreaterThanOrEqual(
    Math.max(densityLimits.smallestName, lookSize * densityLimits.nameShare - 0.1),
  );
  if (input.mode === 'result') {
    const parts = input.games.flatMap((g) => detailParts(g.resultDetail) ?? []);
    const chips = lines.filter((line) => parts.includes(line.text));
    for (const chip of chips) {
      expect(chip.size, `chip '${chip.text}'`).toBeGreaterThanOrEqual(densityLimits.smallestChip);
    }
  }
  const boxes = textBoxes(svg);
  expect(boxes.map((box) => box.text).join(' | '), 'the day of the game').toMatch(
    /22\. NOVEMBER|22\.11\.|22\. NOV/i,
  );
  const mark = boxes.find((box) => box.text === brand);
  expect(mark).toBeDefined();
  const above = boxes.filter((box) => box !== mark && box.bottom <= mark!.bottom);
  const gap = Math.min(...above.map((box) => mark!.top - box.bottom));
  expect(gap, 'room above the product mark').toBeGreaterThanOrEqual(densityLimits.brandClearance);
}

const game = (n: number) =>
  sampleGame(n, { teamHomeLogo: n === 2 ? null : 'data:image/png;base64,AAAA' });
const longGame = (n: number) =>
  longestNamesGame(n, { teamHomeLogo: n === 2 ? null : 'data:image/png;base64,AAAA' });

const gameCases = themeIds.flatMap((theme) =>
  (['preview', 'result'] as const).flatMap((mode) =>
    [1, 2, 3].flatMap((count) =>
      formats.flatMap((format) =>
        (['sample', 'longest'] as const).map((names) => ({ theme, mode, count, format, names })),
      ),
    ),
  ),
);

describe('density of the game posts', () => {
  it.each(gameCases)(
    '$theme, $mode, $count game(s), $format, $names names',
    ({ theme, mode, count, format, names }) => {
      const input = sampleGamePost(
        { theme, mode, count, format },
        names === 'sample' ? game : longGame,
        {
          league: 'Herren 2. Liga',
          // An away game: the longest headline, 'SPIELVORSCHAU', where one game is previewed.
          isHomeGame: false,
          brandMark: true,
          teamName: (names === 'sample' ? game : longGame)(1).teamHome,
        },
      );
      const post = buildPost(input);
      check(post, format);
      checkFacts(input, post);
    },
  );
});

describe('density of the game posts with the sponsor band', () => {
  it.each(gameCases.filter((c) => c.names === 'longest'))(
    '$theme, $mode, $count game(s), $format',
    ({ theme, mode, count, format }) => {
      const input = sampleGamePost({ theme, mode, count, format }, longGame, {
        league: 'Herren 2. Liga',
        isHomeGame: false,
        brandMark: true,
        teamName: longGame(1).teamHome,
        sponsors: fullSponsors,
      });
      const post = buildPost(input);
      check(post, format);
      checkFacts(input, post);
      // The band is drawn: the four logos of its room, below every text but the product mark.
      const logos = post.overlay.filter(
        (node) => node.tag === 'image' && /AA[1-4]A/.test(String(node.attrs.href)),
      );
      expect(logos).toHaveLength(4);
      const lowest = Math.max(
        ...textBoxes(postSvg(post))
          .filter((box) => box.text !== brand)
          .map((box) => box.bottom),
      );
      expect(Math.min(...logos.map((logo) => Number(logo.attrs.y)))).toBeGreaterThan(lowest);
    },
  );
});

describe('the game posts with the sponsor band over a photo', () => {
  it.each(gameCases.filter((c) => c.names === 'longest'))(
    '$theme, $mode, $count game(s), $format: no decoration through a text',
    ({ theme, mode, count, format }) => {
      const post = buildPost(
        sampleGamePost({ theme, mode, count, format }, longGame, {
          backgroundHref: 'data:image/png;base64,AAAA',
          teamName: longGame(1).teamHome,
          sponsors: fullSponsors,
        }),
      );
      expect(decorCuts(postSvg(post))).toEqual([]);
    },
  );
});

describe('the game posts over a photo', () => {
  it.each(gameCases.filter((c) => c.names === 'longest'))(
    '$theme, $mode, $count game(s), $format: no decoration through a text',
    ({ theme, mode, count, format }) => {
      const post = buildPost(
        sampleGamePost({ theme, mode, count, format }, longGame, {
          backgroundHref: 'data:image/png;base64,AAAA',
          teamName: longGame(1).teamHome,
        }),
      );
      expect(decorCuts(postSvg(post))).toEqual([]);
    },
  );
});

const standingsCases = themeIds.flatMap((theme: ThemeId) =>
  [4, 8, 12, 16].flatMap((teams) => formats.map((format) => ({ theme, teams, format }))),
);

describe('density of the standings post', () => {
  it.each(standingsCases)('$theme, $teams teams, $format', ({ theme, teams, format }) => {
    const post = buildStandingsPost({ theme, format, standings: table(teams) });
    check(post, format);
  });
});

describe('density of the standings post with the sponsor band', () => {
  it.each(standingsCases)('$theme, $teams teams, $format', ({ theme, teams, format }) => {
    const post = buildStandingsPost({
      theme,
      format,
      standings: table(teams),
      sponsors: fullSponsors,
    });
    check(post, format);
    const logos = post.overlay.filter(
      (node) => node.tag === 'image' && /AA[1-7]A/.test(String(node.attrs.href)),
    );
    // Main sponsors, partners, and supporters where the format has room for them; the light
    // look's longest table has no elements left for the supporters' row.
    const supporters =
      (format === '4:5' || format === '9:16') && !(theme === 'light' && teams === 16);
    expect(logos).toHaveLength(supporters ? 7 : 4);
  });
});

describe("the default theme's sport line", () => {
  it.each(formats)('%s: reads at 4.5:1 on the navy ground', (format) => {
    const post = buildPost({
      design: { theme: 'default' },
      games: [game(1)],
      mode: 'result',
      format,
      sport: 'unihockey',
      league: 'Herren 2. Liga',
    });
    const line = textBoxes(postSvg(post)).find((box) => box.text.startsWith('UNIHOCKEY'));
    expect(line).toBeDefined();
    const colors = themeColors('default', null, false);
    const { r, g, b } = line!.color;
    const hex = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    expect(contrast(hex, colors.gradient[0])).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the light theme's single result", () => {
  it.each(formats)('%s: the venue follows the outcome, no blank band between them', (format) => {
    const post = buildPost({
      design: { theme: 'light' },
      games: [game(1)],
      mode: 'result',
      format,
      showResultDetail: true,
      teamName: 'UHC Heimteam 1',
      sport: 'unihockey',
    });
    const area = readable(post, format);
    const m = layoutMetrics(postSvg(post), area);
    const outcome = textBoxes(postSvg(post)).find((box) => box.text === 'SIEG');
    const venue = textBoxes(postSvg(post)).find((box) => box.text.startsWith('Sporthalle'));
    expect(outcome && venue).toBeTruthy();
    // Outcome, chips and venue stand as one block: the venue within 200 px of the outcome.
    expect(venue!.top - outcome!.bottom).toBeLessThan(200);
    expect(m.innerBand / (area.bottom - area.top)).toBeLessThan(0.15);
  });
});

describe("a photo under the light theme's card", () => {
  /** The largest opaque white panel over the post, as a share of the canvas. */
  function whiteShare(post: RenderedPost): number {
    const rects = (node: SvgNode): SvgNode[] => [
      ...(node.tag === 'rect' ? [node] : []),
      ...(node.children ?? []).flatMap(rects),
    ];
    const areas = post.backdrop
      .flatMap(rects)
      .filter((r) => r.attrs.fill === '#ffffff' && r.attrs.opacity === undefined)
      .map((r) => Number(r.attrs.width) * Number(r.attrs.height));
    return Math.max(0, ...areas) / (post.width * post.height);
  }

  it.each(formats)('%s: the card leaves at least a third of the photo in view', (format) => {
    const base = {
      design: { theme: 'light' as const },
      games: [game(1)],
      mode: 'preview' as const,
      format,
      sport: 'unihockey' as const,
    };
    const onPhoto = buildPost({ ...base, backgroundHref: 'data:image/png;base64,AAAA' });
    expect(whiteShare(onPhoto)).toBeLessThanOrEqual(2 / 3);
    // Without a photo the card is the page (the measure sees the card).
    expect(whiteShare(buildPost(base))).toBeGreaterThan(0.6);
  });
});

describe('the density measure', () => {
  it('notices an empty band and small text (the measure can fail)', () => {
    const post = buildPost({
      design: { theme: 'default' },
      games: [game(1)],
      mode: 'result',
      format: '4:5',
    });
    const m = layoutMetrics(postSvg(post), readable(post, '4:5'));
    // A canvas twice as tall holds the same content: half of it is an empty band.
    const tall = layoutMetrics(postSvg(post), { width: 1080, top: 0, bottom: 2700 });
    expect(tall.emptyBand).toBeGreaterThan(1350);
    expect(m.emptyBand).toBeLessThan(tall.emptyBand);
    expect(m.smallestText).toBeLessThan(200);
  });
});
