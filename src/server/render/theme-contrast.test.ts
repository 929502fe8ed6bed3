import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildPost, designTemplate, type PostInput } from '#shared/render/build-post.ts';
import { postSvg, type RenderedPost } from '#shared/render/render-post.ts';
import type { SvgNode } from '#shared/render/svg-tree.ts';
import { textBoxes, type TextBox } from '#shared/render/testing/text-boxes.ts';
import { contrastRatio, type Rgba } from '#shared/templates/colors.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import { formats } from '#shared/templates/formats.ts';
import { themeIds } from '#shared/themes/theme-colors.ts';
import type { BackgroundSource } from '#server/render/post-renderer.ts';
import { testRenderer } from '#server/render/testing/golden-images.ts';
import { fixtureGames } from '#server/render/testing/render-fixtures.ts';

/**
 * Every built-in theme over a bright and a dark photo: each text keeps a contrast of at least
 * 4.5:1 against what lies beneath it. The post is drawn once without its texts (photo, scrims,
 * panels, crests), and every pixel under every text's box is compared with the text's colour.
 */
// The export path as the composition root builds it, ended after the file.
const renderer = testRenderer();
const scale = 0.5;

function photo(name: string, ground: string, sun: string, field: string): BackgroundSource {
  return {
    key: `contrast-${name}`,
    load: () =>
      sharp({ create: { width: 800, height: 1000, channels: 3, background: ground } })
        .composite([
          {
            input: Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><circle cx="560" cy="260" r="220" fill="${sun}"/><rect y="640" width="800" height="360" fill="${field}"/><rect x="0" y="0" width="90" height="1000" fill="#ffffff"/></svg>`,
            ),
          },
        ])
        .jpeg({ quality: 92 })
        .toBuffer(),
  };
}

const photos = {
  bright: photo('bright', '#f4f4ef', '#ffe066', '#b8e0a8'),
  dark: photo('dark', '#101820', '#2b2b6b', '#1d2b1d'),
};

function over(top: Rgba, below: Rgba): Rgba {
  const a = top.a;
  return {
    r: top.r * a + below.r * (1 - a),
    g: top.g * a + below.g * (1 - a),
    b: top.b * a + below.b * (1 - a),
    a: 1,
  };
}

/** The lowest contrast of the text against any pixel under its box. */
function worstContrast(box: TextBox, rgba: Buffer, width: number, height: number): number {
  let worst = Infinity;
  const x0 = Math.max(0, Math.floor(box.left * scale));
  const x1 = Math.min(width - 1, Math.ceil(box.right * scale));
  const y0 = Math.max(0, Math.floor(box.top * scale));
  const y1 = Math.min(height - 1, Math.ceil(box.bottom * scale));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const i = (y * width + x) * 4;
      const pixel = { r: rgba[i]!, g: rgba[i + 1]!, b: rgba[i + 2]!, a: 1 };
      worst = Math.min(worst, contrastRatio(over(box.color, pixel), pixel));
    }
  }
  return worst;
}

/** The drawing without any text node, such as a monogram's initials. */
function withoutTexts(post: RenderedPost): RenderedPost {
  const strip = (nodes: SvgNode[]): SvgNode[] =>
    nodes
      .filter((node) => node.tag !== 'text')
      .map((node) => (node.children ? { ...node, children: strip(node.children) } : node));
  return { ...post, backdrop: strip(post.backdrop), overlay: strip(post.overlay) };
}

const cases = formats.flatMap((format) =>
  themeIds.flatMap((theme) =>
    (['bright', 'dark'] as const).flatMap((ground) =>
      (['preview', 'result'] as const).flatMap((mode) =>
        [1, 3].map((count) => ({ format, theme, ground, mode, count })),
      ),
    ),
  ),
);

describe('built-in themes over a photo', () => {
  it.each(cases)(
    '$format $theme over a $ground photo, $mode, $count game(s): every text at least 4.5:1',
    async ({ format, theme, ground, mode, count }) => {
      const input: PostInput = {
        design: { theme },
        games: fixtureGames.slice(0, count),
        mode,
        format,
        isHomeGame: true,
        showResultDetail: true,
        palette: { primary: '#15803d', secondary: '#f97316' },
        backgroundHref: 'data:image/jpeg;base64,AA==',
        teamName: fixtureGames[0]?.teamHome,
        sport: 'unihockey',
        league: 'Herren 2. Liga',
      };
      const post = buildPost(input);
      const template = designTemplate(input);
      const withoutText = svgConfigSchema.parse({
        ...template,
        elements: template.elements.filter((e) => e.type !== 'text' && e.type !== 'api-text'),
      });
      // A team without a logo gets its monogram from its data image: its disc stays beneath,
      // its initials are a text measured against it.
      const beneath = withoutTexts(buildPost({ ...input, design: { template: withoutText } }));
      const { rgba, width, height } = await renderer.pixels(
        { kind: 'laid-out', post: beneath },
        { scale, background: photos[ground] },
      );
      // No strip of the canvas is left uncovered by the photo: the edges are not the bare colour.
      const boxes = textBoxes(postSvg(post));
      expect(boxes.length).toBeGreaterThan(4);
      for (const box of boxes) {
        const ratio = worstContrast(box, rgba, width, height);
        expect(ratio, `'${box.text}' ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('can fail: grey text on the bright photo is caught', async () => {
    const { rgba, width, height } = await renderer.pixels(
      {
        kind: 'game',
        input: {
          design: { theme: 'default' },
          games: fixtureGames.slice(0, 1),
          mode: 'preview',
          backgroundHref: 'data:image/jpeg;base64,AA==',
        },
      },
      { scale, background: photos.bright },
    );
    const box: TextBox = {
      text: 'grey',
      left: 100,
      right: 900,
      top: 600,
      bottom: 700,
      color: { r: 128, g: 128, b: 128, a: 1 },
    };
    expect(worstContrast(box, rgba, width, height)).toBeLessThan(4.5);
  });

  it.each(themeIds)('%s covers the whole canvas with the photo, edges included', async (theme) => {
    const input: PostInput = {
      design: { theme },
      games: fixtureGames.slice(0, 1),
      mode: 'preview',
      backgroundHref: 'data:image/jpeg;base64,AA==',
    };
    const empty = svgConfigSchema.parse({ ...designTemplate(input), elements: [] });
    const { rgba, width, height } = await renderer.pixels(
      { kind: 'game', input: { ...input, design: { template: empty } } },
      { scale, background: photos.bright },
    );
    // The photo's bright ground, darkened, reaches every edge: no strip of the theme's own colour.
    for (const [x, y] of [
      [0, 0],
      [width - 1, 0],
      [0, height - 1],
      [width - 1, height - 1],
      [Math.floor(width / 2), 0],
      [Math.floor(width / 2), height - 1],
      [0, Math.floor(height / 2)],
      [width - 1, Math.floor(height / 2)],
    ] as const) {
      const i = (y * width + x) * 4;
      expect(rgba[i + 1]!, `pixel ${x},${y}`).toBeGreaterThan(40);
    }
  });
});
