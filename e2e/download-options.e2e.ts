import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resources } from '#client/i18n/resources.ts';
import { LANGUAGE_STORAGE_KEY, type Language } from '#client/i18n/languages.ts';
import {
  demoTeamJourney,
  exportAnswer,
  openDemoTeamPost,
  withAppAndBrowser,
} from './support/journey.ts';
import type { TestApp } from './support/app.ts';
import { phone } from './support/browser.ts';

/**
 * The export bar's download options (ADR 024): file type PNG or JPG and size 2x or 1x, each
 * with about how big its file will be. A person picks each combination, downloads it and the
 * file is read back: its type, its pixels' size and its name. The choice is remembered after a
 * reload, and the options speak all four languages. The first journey's browser asks to save
 * data, so each file is the click's own export (the file made before the click is
 * pre-export.e2e.ts). Demo data, real server.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

const texts = (language: Language) => resources[language].translation.studio.export;

async function openPost(page: Page, language: Language = 'de') {
  await openDemoTeamPost(page, { next: resources[language].translation.studio.games.next });
}

/** Stores `language` where the app keeps the chosen interface language, then opens the post. */
async function openPostIn(page: Page, language: Language) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    LANGUAGE_STORAGE_KEY,
    language,
  ] as const);
  await openPost(page, language);
}

/** The text of the option pressed in a group of download options. */
const pressed = (group: Locator) => group.getByRole('button', { pressed: true }).textContent();

describe('download options', () => {
  it('downloads each file type and size and reads back its type and pixels', async () => {
    await demoTeamJourney({ app, browser, name: 'options', saveData: true }, async (page) => {
      await openPost(page);
      const de = texts('de');
      const fileType = page.getByRole('group', { name: de.fileType });
      const size = page.getByRole('group', { name: de.size });
      // PNG at 2x until the user chooses otherwise; each choice shows about how big it is.
      await expect.poll(() => pressed(fileType)).toMatch(/^PNG/);
      await expect.poll(() => pressed(size)).toMatch(/^2x/);
      for (const text of await page.getByTestId('download-size').allTextContents()) {
        expect(text).toMatch(/^ca\. \d+,\d MB$/);
      }

      const combinations = [
        { type: 'PNG', scale: '2x', format: 'png', ext: 'png', width: 2160, height: 2700 },
        { type: 'JPG', scale: '2x', format: 'jpeg', ext: 'jpg', width: 2160, height: 2700 },
        { type: 'JPG', scale: '1x', format: 'jpeg', ext: 'jpg', width: 1080, height: 1350 },
        { type: 'PNG', scale: '1x', format: 'png', ext: 'png', width: 1080, height: 1350 },
      ] as const;
      const saved: string[] = [];
      for (const combination of combinations) {
        const remembered = page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/profile') && response.request().method() === 'PATCH',
        );
        const before = await pressed(fileType);
        await fileType.getByRole('button', { name: new RegExp(`^${combination.type}`) }).click();
        await size.getByRole('button', { name: new RegExp(`^${combination.scale}`) }).click();
        if (!before?.startsWith(combination.type) || combination !== combinations[0]) {
          saved.push((await remembered).request().postData() ?? '');
        }
        const answered = exportAnswer(page);
        const download = page.waitForEvent('download');
        await page.getByTestId('export-button').click();
        const response = await answered;
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe(`image/${combination.format}`);
        const file = await download;
        expect(file.suggestedFilename()).toMatch(
          new RegExp(
            `^matchpost_\\d{4}-\\d{2}-\\d{2}_vorschau_[a-z0-9-]+-vs-[a-z0-9-]+\\.${combination.ext}$`,
          ),
        );
        const meta = await sharp(await readFile((await file.path()) as string)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([
          combination.format,
          combination.width,
          combination.height,
        ]);
        await page.getByRole('button', { name: 'Nein' }).click();
      }
      expect(saved.length).toBeGreaterThan(0);

      // The last choice (PNG at 1x) is remembered after a reload.
      await openPost(page);
      await expect.poll(() => pressed(fileType)).toMatch(/^PNG/);
      await expect.poll(() => pressed(size)).toMatch(/^1x/);
    });
  }, 180_000);

  it('names the options in each language, on a phone as well', async () => {
    await demoTeamJourney({ app, browser, name: 'options-lang', viewport: phone }, async (page) => {
      await page.goto('/');
      for (const language of ['en', 'fr', 'it', 'de'] as const) {
        await openPostIn(page, language);
        const fileType = page.getByRole('group', { name: texts(language).fileType });
        await fileType.getByRole('button', { name: /^JPG/ }).click();
        await expect.poll(() => pressed(fileType)).toMatch(/^JPG/);
        await expect
          .poll(() => page.getByRole('group', { name: texts(language).size }).isVisible())
          .toBe(true);
      }
    });
  }, 180_000);

  it('keeps the download button at the right end of the bar, on one row with the options at 1280 px, in each language', async () => {
    await demoTeamJourney({ app, browser, name: 'options-row' }, async (page) => {
      await page.goto('/');
      for (const language of ['fr', 'it', 'en', 'de'] as const) {
        await openPostIn(page, language);
        await page.getByTestId('download-size').first().waitFor();
        const box = async (locator: ReturnType<Page['locator']>) => {
          const found = await locator.boundingBox();
          if (!found) throw new Error('not shown');
          return found;
        };
        // Read once the bar has laid out its new words (it may wrap for a frame meanwhile).
        const measure = async () => {
          const button = await box(page.getByTestId('export-button'));
          const options = await box(page.getByTestId('download-options'));
          const bar = await box(page.getByTestId('download-options').locator('..'));
          return {
            language,
            sameRow:
              Math.round(button.y + button.height / 2) ===
              Math.round(options.y + options.height / 2),
            rightGap: Math.round(bar.x + bar.width - (button.x + button.width)),
          };
        };
        await expect.poll(measure).toEqual({ language, sameRow: true, rightGap: 32 });
      }
    });
  }, 180_000);
});
