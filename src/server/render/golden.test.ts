import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPost } from '#shared/render/build-post.ts';
import { postLanguages, type PostLanguage } from '#shared/i18n/post-language.ts';
import { formats } from '#shared/templates/formats.ts';
import { themeIds } from '#shared/themes/theme-colors.ts';
import { PostRasterizer, type BackgroundSource } from '#server/render/post-rasterizer.ts';
import { fixtureGames, offlineImageResolver } from '#server/render/testing/render-fixtures.ts';
import { createRenderThreads } from '#server/render/render-threads.ts';

/**
 * Golden images: every theme x mode x one/two/three games x format x post language, rendered small and compared
 * with the committed reference within a tolerance (anti-aliasing may differ by a few levels
 * between machines; a layout change moves whole shapes). `UPDATE_GOLDEN=1` rewrites them:
 *   UPDATE_GOLDEN=1 npx vitest run --project unit src/server/render/golden.test.ts
 */
const goldenDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'golden');
const update = process.env.UPDATE_GOLDEN === '1';
const scale = 0.25;

// The process's threads as the composition root builds them, ended after the file.
const threads = createRenderThreads();
afterAll(() => threads.close());
const rasterizer = new PostRasterizer({ images: offlineImageResolver(), threads });

/** A photo-like background made here, so the test needs no image file. */
const photo: BackgroundSource = {
  key: 'golden-photo',
  load: () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a6ea5' } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><circle cx="460" cy="150" r="140" fill="#f4d35e"/><rect y="320" width="640" height="160" fill="#2d6a4f"/></svg>',
          ),
        },
      ])
      .jpeg({ quality: 90 })
      .toBuffer(),
};

interface Case {
  name: string;
  language: PostLanguage;
  theme: (typeof themeIds)[number];
  mode: 'preview' | 'result';
  count: number;
  format: (typeof formats)[number];
  background: boolean;
}

const cases: Case[] = postLanguages.flatMap((language) =>
  themeIds.flatMap((theme) =>
    (['preview', 'result'] as const).flatMap((mode) =>
      [1, 2, 3].flatMap((count) =>
        formats.map((format) => ({
          name: `${theme}-${mode}-${count}-${format.replace(':', 'x')}-${language}`,
          language,
          theme,
          mode,
          count,
          format,
          background: false,
        })),
      ),
    ),
  ),
);
for (const theme of themeIds) {
  cases.push({
    name: `${theme}-preview-1-4x5-photo`,
    language: 'de',
    theme,
    mode: 'preview',
    count: 1,
    format: '4:5',
    background: true,
  });
}

async function render(c: Case) {
  const post = buildPost({
    design: { theme: c.theme },
    games: fixtureGames.slice(0, c.count),
    mode: c.mode,
    format: c.format,
    isHomeGame: c.count !== 2,
    showResultDetail: true,
    palette: { primary: '#15803d', secondary: '#f97316' },
    backgroundHref: c.background ? 'data:image/jpeg;base64,AA==' : null,
    language: c.language,
    teamName: fixtureGames[0]?.teamHome,
    sport: 'unihockey',
    league: 'Herren 2. Liga',
    brandMark: c.count === 1,
  });
  return rasterizer.rasterize(post, { scale, background: c.background ? photo : null });
}

function compare(actual: Buffer, expected: Buffer) {
  let total = 0;
  let far = 0;
  for (let i = 0; i < actual.length; i += 4) {
    let worst = 0;
    for (let ch = 0; ch < 3; ch++) {
      const d = Math.abs((actual[i + ch] as number) - (expected[i + ch] as number));
      total += d;
      worst = Math.max(worst, d);
    }
    if (worst > 64) far++;
  }
  const pixels = actual.length / 4;
  return { meanDiff: total / (pixels * 3), farShare: far / pixels };
}

describe('golden images', () => {
  if (update) mkdirSync(goldenDir, { recursive: true });

  it.each(cases)('$name', async (c) => {
    const { rgba, width, height } = await render(c);
    const file = path.join(goldenDir, `${c.name}.png`);
    if (update) {
      await sharp(rgba, { raw: { width, height, channels: 4 } })
        .removeAlpha()
        .png({ compressionLevel: 9, palette: true, quality: 100, colours: 256, dither: 0 })
        .toFile(file);
      return;
    }
    expect(existsSync(file), `missing golden ${file}; run with UPDATE_GOLDEN=1`).toBe(true);
    const golden = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([golden.info.width, golden.info.height]).toEqual([width, height]);
    const { meanDiff, farShare } = compare(rgba, golden.data);
    // The references are stored with a 256-colour palette, which costs about one level on average.
    expect(meanDiff).toBeLessThan(3);
    expect(farShare).toBeLessThan(0.004);
  });

  it('notices a changed layout (the comparison can fail)', async () => {
    const base = await render(cases[0] as Case);
    const moved = await render({ ...(cases[0] as Case), mode: 'result' });
    const { meanDiff, farShare } = compare(base.rgba, moved.rgba);
    expect(meanDiff > 3 || farShare > 0.004).toBe(true);
  });
});
