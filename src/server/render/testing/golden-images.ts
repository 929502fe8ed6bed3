import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  createPostRenderer,
  type BackgroundSource,
  type PostLayout,
} from '#server/render/post-renderer.ts';
import { imageDifference } from '#server/render/testing/image-difference.ts';
import { sampleGame } from '#shared/render/testing/sample-games.ts';
import { offlineImageResolver } from '#server/render/testing/render-fixtures.ts';

/**
 * The golden-image harness of the post tests (golden.test.ts, standings-golden.test.ts): posts
 * rendered small and compared with the committed references in src/server/render/golden within a
 * tolerance (anti-aliasing may differ by a few levels between machines; a layout change moves
 * whole shapes). `UPDATE_GOLDEN=1` rewrites the references of the file that runs.
 */
const goldenDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'golden');
const update = process.env.UPDATE_GOLDEN === '1';
export const goldenScale = 0.25;

/** A post's pixels as the export path draws them: its PNG, decoded. */
export interface DrawnPixels {
  rgba: Buffer;
  width: number;
  height: number;
}

/**
 * The export path as the composition root builds it (docs/export.md), with offline images, its
 * threads ended after the file; `pixels` draws a post's PNG and decodes it for the comparison.
 */
export function testRenderer() {
  const renderer = createPostRenderer({ images: offlineImageResolver() });
  // The threads started and warm before the first test: a post a tenth of its size.
  beforeAll(
    () =>
      renderer.render({
        layout: {
          kind: 'game',
          input: { design: { theme: 'default' }, games: [sampleGame(1)], mode: 'preview' },
        },
        scale: 0.1,
      }),
    60_000,
  );
  afterAll(() => renderer.close());
  if (update) mkdirSync(goldenDir, { recursive: true });
  return {
    renderer,
    async pixels(
      layout: PostLayout,
      options: { scale: number; background?: BackgroundSource | null },
    ): Promise<DrawnPixels> {
      const file = await renderer.render({ layout, fileType: 'png', ...options });
      if (!file.bytes) throw new Error('the renderer answered no file');
      const { data, info } = await sharp(file.bytes)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { rgba: data, width: info.width, height: info.height };
    },
  };
}

/**
 * What the goldens tolerate: a mean difference of one level (the references are stored with a
 * 256-colour palette, which costs about a third of one) and almost no pixel off by more than 64
 * levels (0.02 %, about 18 pixels of a 4:5 post at this size). The same renderer on the same
 * kind of machine gives none over all references; another league in the sport line, the
 * smallest line, gives 164 (0.18 %), which the earlier bound of 0.4 % let through.
 */
const tolerated = { meanDiff: 1, farShare: 0.0002 };

/** Whether two images differ beyond what the goldens tolerate. */
export function differsVisibly(a: Buffer, b: Buffer): boolean {
  const { meanDiff, farShare } = imageDifference(a, b, 64);
  return meanDiff > tolerated.meanDiff || farShare > tolerated.farShare;
}

/**
 * A photo-like background made in the test (a 640x480 JPEG: `ground`, with `scene`'s SVG shapes
 * on it), so no golden test needs an image file.
 */
export function goldenPhoto(key: string, ground: string, scene: string): BackgroundSource {
  return {
    key,
    load: () =>
      sharp({ create: { width: 640, height: 480, channels: 3, background: ground } })
        .composite([
          {
            input: Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">${scene}</svg>`,
            ),
          },
        ])
        .jpeg({ quality: 90 })
        .toBuffer(),
  };
}

/** Compares a rendered post with the reference `name`.png, or rewrites it with UPDATE_GOLDEN=1. */
export async function expectGolden(
  name: string,
  { rgba, width, height }: { rgba: Buffer; width: number; height: number },
): Promise<void> {
  const file = path.join(goldenDir, `${name}.png`);
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
  const { meanDiff, farShare } = imageDifference(rgba, golden.data, 64);
  expect(meanDiff).toBeLessThan(tolerated.meanDiff);
  expect(farShare).toBeLessThan(tolerated.farShare);
}
