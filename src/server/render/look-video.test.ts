import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { PostInput } from '#shared/render/build-post.ts';
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
