import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Browser, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './support/app.ts';
import { demoTeamJourney, openDemoTeamPost, withAppAndBrowser } from './support/journey.ts';

/**
 * The export that is ready before the click (ADR 030): once the preview has stood still, the
 * studio makes the file in the background with the chosen file type and size; the click hands
 * that file over (the same bytes, nothing drawn again) and tells the server with the file's tag,
 * answered 304 and counted as used on /api/metrics. How fast the click hands it over is measured
 * by `npm run bench -- pre-export`, not here, where other tests share the machine. A browser that asks to save data
 * gets no background export, and a cancelled one shows no error. Demo data, real server.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

async function openPost(page: Page) {
  await openDemoTeamPost(page);
  await page.getByText('In deinen Teams gespeichert').waitFor();
}

/** The exports the page asked for: background ones (Purpose: prefetch) and clicks. */
function watchExports(page: Page) {
  const answers: { background: boolean; ifNoneMatch: string | null; response: Response }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (!response.url().endsWith('/api/exports') || request.method() !== 'POST') return;
    const headers = request.headers();
    answers.push({
      background: headers.purpose === 'prefetch',
      ifNoneMatch: headers['if-none-match'] ?? null,
      response,
    });
  });
  return answers;
}

async function backgroundCounts(): Promise<Record<string, number>> {
  const text = await (await fetch(`${app.url}/api/metrics`)).text();
  const counts: Record<string, number> = {};
  for (const match of text.matchAll(
    /^matchpost_background_exports_total\{outcome="(\w+)"\} (\d+)$/gm,
  )) {
    counts[match[1] as string] = Number(match[2]);
  }
  return counts;
}

describe('the export ready before the click', () => {
  it('hands over the file made in the background, of the chosen type and size', async () => {
    await demoTeamJourney({ app, browser, name: 'ahead' }, async (page) => {
      const answers = watchExports(page);
      await openPost(page);
      const before = await backgroundCounts();
      const fileType = page.getByRole('group', { name: 'Dateityp' });
      const size = page.getByRole('group', { name: 'Grösse' });
      const button = page.getByTestId('export-button');

      const rounds = [
        { type: 'PNG', scale: '2x', format: 'png', width: 2160, height: 2700 },
        { type: 'JPG', scale: '2x', format: 'jpeg', width: 2160, height: 2700 },
        { type: 'JPG', scale: '1x', format: 'jpeg', width: 1080, height: 1350 },
        { type: 'PNG', scale: '1x', format: 'png', width: 1080, height: 1350 },
        { type: 'PNG', scale: '1x', format: 'png', width: 1080, height: 1920, story: true },
      ] as const;
      for (const round of rounds) {
        await fileType.getByRole('button', { name: new RegExp(`^${round.type}`) }).click();
        await size.getByRole('button', { name: new RegExp(`^${round.scale}`) }).click();
        if ('story' in round) await page.getByRole('button', { name: 'Story' }).click();
        // The page shows when the file of this post and choice is here (on a loaded machine it may
        // be drawn after the user's previous background drawing: one at a time).
        await page
          .locator('[data-testid="export-button"][data-pre-export="ready"]')
          .waitFor({ timeout: 90_000 });
        const made = answers.filter((answer) => answer.background).at(-1)!;
        expect(made.response.status()).toBe(200);
        // The size of the file the server sent (its body is read by the page, not kept for us).
        const madeBytes = Number(await made.response.headerValue('content-length'));
        expect(madeBytes).toBeGreaterThan(0);

        const download = page.waitForEvent('download');
        // The click asks the server once more with the file's tag: 304, nothing drawn again.
        const confirmed = page
          .waitForResponse(
            (response) =>
              response.url().endsWith('/api/exports') &&
              response.request().method() === 'POST' &&
              response.request().headers().purpose !== 'prefetch',
            { timeout: 60_000 },
          )
          .then((response) => ({
            ifNoneMatch: response.request().headers()['if-none-match'] ?? null,
            response,
          }));
        await button.click();
        const file = await download;

        const bytes = await readFile((await file.path()) as string);
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([
          round.format,
          round.width,
          round.height,
        ]);
        expect(bytes.length).toBe(madeBytes);
        expect(file.suggestedFilename()).toMatch(round.format === 'png' ? /\.png$/ : /\.jpg$/);
        const confirmation = await confirmed;
        expect(confirmation.ifNoneMatch).toBe(made.response.headers().etag);
        expect(confirmation.response.status()).toBe(304);
        await page.getByRole('button', { name: 'Nein' }).click();
      }
      const after = await backgroundCounts();
      expect((after.used ?? 0) - (before.used ?? 0)).toBe(rounds.length);
      expect((after.made ?? 0) - (before.made ?? 0)).toBeGreaterThanOrEqual(rounds.length);
      expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);
    });
  }, 600_000);

  it('cancels the background export on a change without any error, and makes the new one', async () => {
    await demoTeamJourney({ app, browser, name: 'change' }, async (page) => {
      const answers = watchExports(page);
      // The first background export is held on its way until the change is made, so the change
      // comes while that file is being made however fast the machine draws it.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked = () => {};
      const firstAsked = new Promise<void>((resolve) => (asked = resolve));
      let first = true;
      await page.route('**/api/exports', async (route) => {
        if (first && route.request().headers().purpose === 'prefetch') {
          first = false;
          asked();
          await held;
        }
        // The page may have cancelled it meanwhile: then there is nothing to send on.
        await route.continue().catch(() => undefined);
      });
      await openPost(page);
      await firstAsked;
      await page.locator('[data-testid="export-button"][data-pre-export="making"]').waitFor();
      // A change while the file is being made: that file is no longer the post shown.
      await page.getByRole('button', { name: 'Story' }).click();
      release();
      await page.locator('[data-testid="export-button"][data-pre-export="ready"]').waitFor();
      const made = answers.filter((answer) => answer.background);
      expect(made.at(-1)!.response.status()).toBe(200);
      expect(JSON.parse(made.at(-1)!.response.request().postData() ?? '{}')).toMatchObject({
        format: '9:16',
      });
      expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);
    });
  });

  it('makes nothing in the background when the browser asks to save data; the click exports', async () => {
    await demoTeamJourney({ app, browser, name: 'save-data', saveData: true }, async (page) => {
      const answers = watchExports(page);
      await openPost(page);
      await page.locator('[data-testid="export-button"][data-pre-export="off"]').waitFor();
      const download = page.waitForEvent('download');
      await page.getByTestId('export-button').click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.png$/);
      expect(answers.map((answer) => [answer.background, answer.response.status()])).toEqual([
        [false, 200],
      ]);
    });
  });
});
