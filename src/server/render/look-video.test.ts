import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPost, type PostInput } from '#shared/render/build-post.ts';
import type { SvgNode } from '#shared/render/svg-tree.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';
import { createPostRenderer } from '#server/render/post-renderer.ts';
import { fixtureGames, offlineImageResolver } from '#server/render/testing/render-fixtures.ts';
import { frameRgb, meanDifference } from '#server/testing/mp4-file.ts';

/**
 * Each look's own choreography (ADR 066) drawn through the one export path: whatever its moves
 * (a rising card, wipes, popping crests), the video begins without its elements and its last
 * frame is the still post within the encoder's loss.
 */
const dir = mkdtempSync(join(tmpdir(), 'matchpost-look-video-'));
const renderer = createPostRenderer({
  images: offlineImageResolver(),
  threads: 1,
  videoBudgetMs: 120_000,
});
afterAll(async () => {
  await renderer.close();
  rmSync(dir, { recursive: true, force: true });
});

const input = (theme: ThemeId): PostInput => ({
  design: { theme },
  games: fixtureGames.slice(0, 1),
  mode: 'result',
  format: '4:5',
  showResultDetail: true,
  teamName: fixtureGames[0]!.teamHome,
});

describe('a moving post of each look', () => {
  it.each(['default', 'light', 'dark', 'club'] as const)(
    '%s: begins bare and ends on the still post',
    async (theme) => {
      const layout = { kind: 'game' as const, input: input(theme) };
      const video = await renderer.render({ layout, fileType: 'mp4', scale: 1, countUp: true });
      const still = await renderer.render({ layout, fileType: 'png', scale: 1 });
      const file = join(dir, `${theme}.mp4`);
      writeFileSync(file, video.bytes!);
      const stillRgb = await sharp(still.bytes!).removeAlpha().raw().toBuffer();
      const last = meanDifference(frameRgb(file, true, stillRgb.length), stillRgb);
      const first = meanDifference(frameRgb(file, false, stillRgb.length), stillRgb);
      expect(last).toBeLessThan(3);
      expect(first).toBeGreaterThan(last + 5);
    },
    120_000,
  );
});

/** The polygon corners of a look's path node ('M x y L x y … Z'). */
function corners(node: SvgNode): [number, number][] {
  const numbers = String(node.attrs.d)
    .match(/-?\d+(\.\d+)?/g)!
    .map(Number);
  return Array.from({ length: numbers.length / 2 }, (_, i) => [
    numbers[2 * i]!,
    numbers[2 * i + 1]!,
  ]);
}

/** Whether (x, y) lies inside the polygon (even-odd). */
function inside(polygon: [number, number][], x: number, y: number): boolean {
  let within = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

/** The pixels well inside a look's band shapes (their cue `band`), as offsets into RGB rows. */
function bandPixels(post: PostInput, width: number, height: number): number[] {
  const bands = buildPost({ ...post, cues: true })
    .backdrop.filter((node) => node.attrs['data-cue'] === 'band')
    .map(corners);
  expect(bands.length).toBeGreaterThan(0);
  const margin = 3;
  const pixels: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cx = x + 0.5;
      const cy = y + 0.5;
      const well = bands.some((band) =>
        [
          [0, 0],
          [margin, 0],
          [-margin, 0],
          [0, margin],
          [0, -margin],
        ].every(([dx, dy]) => inside(band, cx + dx!, cy + dy!)),
      );
      if (well) pixels.push((y * width + x) * 3);
    }
  }
  return pixels;
}

/** The share of `pixels` where a frame shows the still's colour (within the encoder's loss). */
function shareAsStill(frame: Buffer, still: Buffer, pixels: number[]): number {
  const same = pixels.filter((at) =>
    [0, 1, 2].every((c) => Math.abs(frame[at + c]! - still[at + c]!) <= 24),
  );
  return same.length / pixels.length;
}

describe("a moving post's band", () => {
  it.each([
    ['default', '9:16'],
    ['default', '4:5'],
    ['club', '9:16'],
    ['club', '4:5'],
  ] as const)(
    "%s %s: the look's band is not on the ground of the first frame, and is on the last",
    async (theme, format) => {
      const post = { ...input(theme), format };
      const layout = { kind: 'game' as const, input: post };
      const video = await renderer.render({ layout, fileType: 'mp4', scale: 1, countUp: true });
      const still = await renderer.render({ layout, fileType: 'png', scale: 1 });
      const file = join(dir, `band-${theme}-${format.replace(':', 'x')}.mp4`);
      writeFileSync(file, video.bytes!);
      const { data, info } = await sharp(still.bytes!)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = bandPixels(post, info.width, info.height);
      expect(pixels.length).toBeGreaterThan(1000);
      const first = frameRgb(file, false, data.length);
      const last = frameRgb(file, true, data.length);
      // Before the band comes in, its place shows the ground; at the end, the still's band.
      expect(shareAsStill(first, data, pixels)).toBeLessThan(0.1);
      expect(shareAsStill(last, data, pixels)).toBeGreaterThan(0.95);
    },
    120_000,
  );
});
