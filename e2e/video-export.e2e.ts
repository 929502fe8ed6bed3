import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resources } from '#client/i18n/resources.ts';
import { readMp4 } from '#server/testing/mp4-file.ts';
import { demoTeamJourney, openDemoTeamPost, withAppAndBrowser } from './support/journey.ts';
import type { TestApp } from './support/app.ts';

/**
 * The moving post in the studio (ADR 063): a person clicks 'Video' in the export bar, sees the
 * progress while the server makes it, watches the MP4 play in the page and downloads it; the
 * file is read back. Demo data, real server, real Chromium.
 */
let app: TestApp;
let browser: Browser;

// The journey is about the flow a person sees; the budget itself has its own test
// (post-video.test.ts). On the 2-core CI machine, with journeys, PostgreSQL and Chromium beside
// it, the video's 5 s of CPU once took past its 20 s and was refused (422 EXPORT_TOO_COSTLY).
withAppAndBrowser((running) => ({ app, browser } = running), {
  env: { VIDEO_BUDGET_MS: '120000' },
});

const texts = resources.de.translation.studio.video;

describe('video export', () => {
  it('makes the post as a video, plays it in the page and downloads it', async () => {
    await demoTeamJourney({ app, browser, name: 'video', saveData: true }, async (page) => {
      await openDemoTeamPost(page);
      // A video takes seconds, more on a loaded machine.
      const answered = page.waitForResponse(
        (answer) => answer.url().endsWith('/api/exports') && answer.request().method() === 'POST',
        { timeout: 120_000 },
      );
      await page.getByRole('button', { name: texts.button, exact: true }).click();
      // While the server makes it: the dialog with its progress bar.
      const dialog = page.getByRole('dialog', { name: texts.title });
      await expect.poll(() => dialog.getByTestId('video-progress').isVisible()).toBe(true);
      const response = await answered;
      expect(response.status(), await response.text()).toBe(200);
      expect(response.headers()['content-type']).toBe('video/mp4');

      // The video plays in the page: the browser read its length and moves through it.
      const preview = dialog.getByTestId('video-preview');
      await expect
        .poll(() => preview.evaluate((video: HTMLVideoElement) => video.duration), {
          timeout: 20_000,
        })
        .toBeGreaterThan(6);
      await expect
        .poll(() => preview.evaluate((video: HTMLVideoElement) => video.currentTime), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);

      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: texts.download }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^matchpost_[\d-]+_vorschau_[a-z0-9-]+\.mp4$/);
      const mp4 = readMp4(await readFile((await file.path()) as string));
      expect(mp4.order.indexOf('moov')).toBeLessThan(mp4.order.indexOf('mdat'));
      expect(mp4.tracks.map((track) => [track.handler, track.width, track.height])).toEqual([
        ['vide', 1080, 1350],
        ['soun', 0, 0],
      ]);

      await dialog.getByRole('button', { name: texts.close }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
    });
  }, 180_000);
});
