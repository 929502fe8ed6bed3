import { describe, expect, it } from 'vitest';
import type { PostInput } from '#shared/render/build-post.ts';
import { postLanguages, type PostLanguage } from '#shared/i18n/post-language.ts';
import { formats } from '#shared/templates/formats.ts';
import { themeIds } from '#shared/themes/theme-colors.ts';
import { fixtureGames } from '#server/render/testing/render-fixtures.ts';
import {
  differsVisibly,
  expectGolden,
  goldenPhoto,
  goldenScale,
  testRenderer,
} from '#server/render/testing/golden-images.ts';

/**
 * Golden images: every theme x mode x one/two/three games x format x post language, rendered small and compared
 * with the committed reference within a tolerance (testing/golden-images.ts). `UPDATE_GOLDEN=1` rewrites them:
 *   UPDATE_GOLDEN=1 npx vitest run --project unit src/server/render/golden.test.ts
 */
const renderer = testRenderer();

/** A photo-like background made here, so the test needs no image file. */
const photo = goldenPhoto(
  'golden-photo',
  '#3a6ea5',
  '<circle cx="460" cy="150" r="140" fill="#f4d35e"/><rect y="320" width="640" height="160" fill="#2d6a4f"/>',
);

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

async function render(c: Case, overrides: Partial<PostInput> = {}) {
  const input: PostInput = {
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
    ...overrides,
  };
  return renderer.pixels(
    { kind: 'game', input },
    { scale: goldenScale, background: c.background ? photo : null },
  );
}

describe('golden images', () => {
  it.each(cases)('$name', async (c) => {
    await expectGolden(c.name, await render(c));
  });

  it('notices a changed layout (the comparison can fail)', async () => {
    const base = await render(cases[0] as Case);
    const moved = await render({ ...(cases[0] as Case), mode: 'result' });
    expect(differsVisibly(base.rgba, moved.rgba)).toBe(true);
  });

  it('notices a changed word in the smallest line, the sport line (the comparison can fail)', async () => {
    const base = await render(cases[0] as Case);
    const renamed = await render(cases[0] as Case, { league: 'Damen 1. Liga' });
    expect(differsVisibly(base.rgba, renamed.rgba)).toBe(true);
  });
});
