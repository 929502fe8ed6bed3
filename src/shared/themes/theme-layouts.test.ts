import { describe, expect, it } from 'vitest';
import { buildPost } from '#shared/render/build-post.ts';
import { postSvg } from '#shared/render/render-post.ts';
import { sampleGame, sampleGamePost } from '#shared/render/testing/sample-games.ts';
import { textBoxes } from '#shared/render/testing/text-boxes.ts';
import { formats, type Format } from '#shared/templates/formats.ts';
import { themeIds, type ThemeId } from '#shared/themes/theme-colors.ts';
import { storySafe } from '#shared/themes/post-frame.ts';
import type { SvgNode } from '#shared/render/svg-tree.ts';
import { fullSponsors } from '#shared/render/testing/sample-sponsors.ts';
import type { PostSponsors } from '#shared/sponsors/post-sponsors.ts';

/**
 * The four built-in themes are four layouts, not one layout in four colours: where their texts
 * stand on the canvas, independent of colour, differs between every two of them in every mode,
 * game count and format.
 */
const cells = 24;

/** Which cells of a 24x24 grid over the canvas hold text. */
function textMask(
  theme: ThemeId,
  mode: 'preview' | 'result',
  count: number,
  format: Format,
  sponsors: PostSponsors | null = null,
) {
  const post = buildPost(sampleGamePost({ theme, mode, count, format }, undefined, { sponsors }));
  const mask = new Set<number>();
  for (const box of textBoxes(postSvg(post))) {
    const x0 = Math.max(0, Math.floor((box.left / post.width) * cells));
    const x1 = Math.min(cells - 1, Math.floor((box.right / post.width) * cells));
    const y0 = Math.max(0, Math.floor((box.top / post.height) * cells));
    const y1 = Math.min(cells - 1, Math.floor((box.bottom / post.height) * cells));
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) mask.add(y * cells + x);
  }
  return mask;
}

function overlap(a: Set<number>, b: Set<number>): number {
  let both = 0;
  for (const cell of a) if (b.has(cell)) both++;
  return both / (a.size + b.size - both);
}

const cases = (['preview', 'result'] as const).flatMap((mode) =>
  [1, 2, 3].flatMap((count) => formats.map((format) => ({ mode, count, format }))),
);

describe('the built-in themes', () => {
  it.each(cases)('$mode, $count game(s), $format: no two themes share a layout', (c) => {
    const masks = themeIds.map((theme) => ({
      theme,
      mask: textMask(theme, c.mode, c.count, c.format),
    }));
    for (let i = 0; i < masks.length; i++) {
      for (let j = i + 1; j < masks.length; j++) {
        const [a, b] = [masks[i]!, masks[j]!];
        const shared = overlap(a.mask, b.mask);
        expect(shared, `${a.theme} and ${b.theme} share ${Math.round(shared * 100)}%`).toBeLessThan(
          0.6,
        );
      }
    }
  });

  it.each(cases)(
    '$mode, $count game(s), $format: with the sponsor band no two themes share a layout either',
    (c) => {
      const masks = themeIds.map((theme) =>
        textMask(theme, c.mode, c.count, c.format, fullSponsors),
      );
      for (let i = 0; i < masks.length; i++)
        for (let j = i + 1; j < masks.length; j++)
          expect(overlap(masks[i]!, masks[j]!)).toBeLessThan(0.6);
    },
  );

  it('would notice one layout in two colours (the comparison can fail)', () => {
    const mask = textMask('default', 'result', 1, '4:5');
    expect(overlap(mask, textMask('default', 'result', 1, '4:5'))).toBe(1);
  });
});

describe("the story's safe zones", () => {
  const storyCases = themeIds.flatMap((theme) =>
    (['preview', 'result'] as const).flatMap((mode) =>
      [1, 2, 3].flatMap((count) =>
        [false, true].map((brandMark) => ({ theme, mode, count, brandMark })),
      ),
    ),
  );

  it.each(storyCases)(
    '$theme, $mode, $count game(s), product mark $brandMark: no text in the top 250 or bottom 340 px',
    ({ theme, mode, count, brandMark }) => {
      const post = buildPost({
        design: { theme },
        games: [1, 2, 3].slice(0, count).map((n) => sampleGame(n)),
        mode,
        format: '9:16',
        isHomeGame: true,
        showResultDetail: true,
        teamName: 'UHC Heimteam 1',
        sport: 'unihockey',
        league: 'Herren 2. Liga',
        brandMark,
      });
      expect(post.height).toBe(1920);
      const boxes = textBoxes(postSvg(post));
      expect(boxes.length).toBeGreaterThan(brandMark ? 5 : 4);
      for (const box of boxes) {
        expect(box.top, `'${box.text}' top`).toBeGreaterThanOrEqual(storySafe.top);
        expect(box.bottom, `'${box.text}' bottom`).toBeLessThanOrEqual(1920 - storySafe.bottom);
      }
    },
  );
});

describe('the landscape hub', () => {
  /** Font size of the first text whose words include `words`. */
  function sizeOf(node: SvgNode, words: string, inherited?: string | number): number | null {
    const size = node.attrs['font-size'] ?? inherited;
    if (node.text?.includes(words)) return Number(size);
    for (const child of node.children ?? []) {
      const found = sizeOf(child, words, size);
      if (found !== null) return found;
    }
    return null;
  }

  const cases = themeIds.flatMap((theme) =>
    (['preview', 'result'] as const).flatMap((mode) =>
      [1, 2, 3].map((count) => ({ theme, mode, count })),
    ),
  );

  it.each(cases)(
    '$theme, $mode, $count game(s): the sport line is at least 20 px, as on the other formats',
    ({ theme, mode, count }) => {
      const base = {
        design: { theme },
        games: [1, 2, 3].slice(0, count).map((n) => sampleGame(n)),
        mode,
        isHomeGame: true,
        showResultDetail: true,
        teamName: 'UHC Heimteam 1',
        sport: 'unihockey' as const,
      };
      const landscape = sizeOf(postSvg(buildPost({ ...base, format: '1100:800' })), 'UNIHOCKEY');
      const portrait = sizeOf(postSvg(buildPost({ ...base, format: '4:5' })), 'UNIHOCKEY');
      expect(landscape).not.toBeNull();
      expect(landscape).toBeGreaterThanOrEqual(20);
      expect(portrait).toBeGreaterThanOrEqual(20);
    },
  );
});

describe('a preview of several games on one day', () => {
  const texts = (theme: ThemeId, count: number, format: Format) =>
    textBoxes(postSvg(buildPost(sampleGamePost({ theme, mode: 'preview', count, format }))))
      .map((box) => box.text)
      .join(' | ');

  it.each(themeIds.flatMap((theme) => [2, 3].map((count) => ({ theme, count }))))(
    '$theme, $count games: names the day in every format',
    ({ theme, count }) => {
      for (const format of formats) {
        // The sample games are all on Sunday 22.11.2026.
        expect(texts(theme, count, format), format).toMatch(/22/);
      }
    },
  );
});
