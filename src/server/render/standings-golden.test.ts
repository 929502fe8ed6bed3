import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildStandingsPost } from '#shared/render/build-standings-post.ts';
import { formats, type Format } from '#shared/templates/formats.ts';
import { themeIds, type ThemeId } from '#shared/themes/theme-colors.ts';
import type { Standings } from '#shared/sports/standings.ts';
import { PostRasterizer } from '#server/render/post-rasterizer.ts';
import { offlineImageResolver } from '#server/render/testing/render-fixtures.ts';
import { createRenderThreads } from '#server/render/render-threads.ts';
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
const goldenDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'golden');
const update = process.env.UPDATE_GOLDEN === '1';
const scale = 0.25;

// The process's threads as the composition root builds them, ended after the file.
const threads = createRenderThreads();
afterAll(() => threads.close());
const rasterizer = new PostRasterizer({ images: offlineImageResolver(), threads });

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
  const post = buildStandingsPost({
    theme: c.theme,
    format: c.format,
    standings: c.standings,
    palette: { primary: '#15803d', secondary: '#f97316' },
  });
  return rasterizer.rasterize(post, { scale, background: null });
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

describe('golden images of the standings post', () => {
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
    expect(meanDiff).toBeLessThan(3);
    expect(farShare).toBeLessThan(0.004);
  });

  it('notices a moved team row (the comparison can fail)', async () => {
    const base = cases[0] as Case;
    const moved: Standings = {
      ...base.standings,
      rows: base.standings.rows.map((row) => ({ ...row, isTeam: row.rank === 12 })),
    };
    const a = await render(base);
    const b = await render({ ...base, standings: moved });
    const { meanDiff, farShare } = compare(a.rgba, b.rgba);
    expect(meanDiff > 3 || farShare > 0.004).toBe(true);
  });
});
