import { describe, expect, it } from 'vitest';
import { themeColors } from '#shared/themes/theme-colors.ts';
import { layOut } from '#server/render/lay-out.ts';
import { PostComposition, type PostRequest } from '#server/render/post-composition.ts';
import {
  fixtureGames,
  fixtureLogos,
  offlineImageResolver,
} from '#server/render/testing/render-fixtures.ts';

/**
 * The export and the render CLI compose posts here: the 'club' theme takes the colours of the
 * club's own logo, the same for the same post however often it is composed.
 */
const composition = new PostComposition({ images: offlineImageResolver() });
const game = fixtureGames[0]!;
const request = {
  design: { theme: 'club' as const },
  games: [game],
  mode: 'preview' as const,
  format: '4:5' as const,
};

/** The post as the export lays it out: its inputs found here, laid out by the shared renderer. */
const compose = async (post: PostRequest) =>
  layOut({ kind: 'game', input: await composition.postInput(post) });

const fills = (svg: string) =>
  new Set([...svg.matchAll(/fill="(#[0-9a-f]{6})"/gi)].map((m) => m[1]));

describe('post composition', () => {
  it("colours the club theme from the logo on the club's side of the first game", async () => {
    const home = await composition.clubPalette(game, 'home');
    const away = await composition.clubPalette(game, 'away');
    // The fixtures' green-and-orange and red-and-black crests.
    expect(home.primary).not.toBe(away.primary);
    expect(themeColors('club', home, false)).not.toEqual(themeColors('club', away, false));

    const asHome = await composition.standaloneSvg(await compose(request));
    const asAway = await composition.standaloneSvg(await compose({ ...request, clubSide: 'away' }));
    const again = await composition.standaloneSvg(await compose(request));
    expect(again).toBe(asHome);
    expect(fills(asAway)).not.toEqual(fills(asHome));
    expect(fills(asHome)).toContain(themeColors('club', home, false).accent);
  });

  it('leaves other themes alone and writes a self-contained SVG', async () => {
    const post = await compose({ ...request, design: { theme: 'default' } });
    const svg = await composition.standaloneSvg(post);
    expect(svg).toMatch(/^<svg /);
    const hrefs = [...svg.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href.startsWith('data:image/png;base64,'))).toBe(true);
  });
});

describe('club palettes kept', () => {
  it('keeps at most the configured number of logos, the least recently used dropped first', async () => {
    const bounded = new PostComposition({ images: offlineImageResolver(), paletteEntries: 2 });
    const { green, red, blue } = fixtureLogos;
    const greenColours = await bounded.paletteOf(green);
    await bounded.paletteOf(red);
    // Green is used again, so red is the least recently used when blue comes.
    expect(await bounded.paletteOf(green)).toEqual(greenColours);
    await bounded.paletteOf(blue);
    expect(bounded.palettesKept).toBe(2);
    expect([
      bounded.holdsPalette(green),
      bounded.holdsPalette(red),
      bounded.holdsPalette(blue),
    ]).toEqual([true, false, true]);
    // A dropped logo is read again when asked for, with the same colours.
    const redAgain = await bounded.paletteOf(red);
    expect(redAgain).toEqual(await composition.paletteOf(red));
    expect(bounded.palettesKept).toBe(2);
  });
});
