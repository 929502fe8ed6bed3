import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './support/app.ts';
import {
  exportDownload,
  signedInJourney,
  stepReady,
  withAppAndBrowser,
} from './support/journey.ts';

/**
 * The studio's 'Tabelle' tab on the demo dataset: the standings post of a team of each sport,
 * previewed with the shared renderer and exported as a PNG; a team without a table is told so.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

const journey = (steps: (page: Page) => Promise<void>) =>
  signedInJourney({ app, browser }, { person: 'standings', tier: 'pro' }, ({ page }) =>
    steps(page),
  );

/** From a team's game step: the first game, then the post step's 'Tabelle' tab. */
async function standingsOf(page: Page, path: string) {
  await page.goto(path);
  await stepReady(page, 'games');
  await page.getByTestId('game-row').first().click();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await stepReady(page, 'post');
  await page.getByRole('tab', { name: 'Tabelle' }).click();
  await page.waitForURL(/[?&]tab=standings/);
}

describe('standings post', () => {
  it('exports the table of a unihockey, a volleyball and a handball team', async () => {
    await journey(async (page) => {
      for (const [sport, club, team] of [
        ['unihockey', 'demo-101', 'demo-101-1'],
        ['volleyball', 'demo-201', 'demo-201-1'],
        ['handball', 'demo-301', 'demo-301-1'],
      ] as const) {
        await standingsOf(page, `/studio/${sport}/${club}/${team}`);
        await page.locator('[data-tab="standings"][data-ready="true"]').waitFor();
        const words = await page.getByTestId('post-preview').textContent();
        expect(words).toContain('TABELLE');
        expect(words).toContain('PKT');

        const download = await exportDownload(page, true);
        expect(download.suggestedFilename()).toMatch(
          /^matchpost_\d{4}-\d{2}-\d{2}_tabelle_[a-z0-9-]+\.png$/,
        );
        const png = await readFile((await download.path()) as string);
        const meta = await sharp(png).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', 2160, 2700]);
        const instagram = page.getByRole('dialog', { name: 'Instagram öffnen?' });
        await instagram.waitFor();
        await instagram.getByRole('button', { name: 'Nein' }).click();
        await instagram.waitFor({ state: 'detached' });
      }
    });
  });

  it('exports the table as a story and in the landscape hub format', async () => {
    await journey(async (page) => {
      await standingsOf(page, '/studio/unihockey/demo-101/demo-101-1');
      for (const [label, width, height] of [
        ['Story', 2160, 3840],
        ['Quer', 2200, 1600],
      ] as const) {
        await page.getByRole('button', { name: label, exact: true }).click();
        await page.locator('[data-tab="standings"][data-ready="true"]').waitFor();
        const box = await page.getByTestId('post-preview').boundingBox();
        expect(box && Math.abs(box.width / box.height - width / height)).toBeLessThan(0.02);
        // The first export of the team asks to save it in a slot.
        const downloaded = await exportDownload(page, label === 'Story');
        const png = await readFile((await downloaded.path()) as string);
        const meta = await sharp(png).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', width, height]);
        const instagram = page.getByRole('dialog', { name: 'Instagram öffnen?' });
        await instagram.getByRole('button', { name: 'Nein' }).click();
        await instagram.waitFor({ state: 'detached' });
      }
    });
  });

  it('says so when the federation has no table for the team', async () => {
    await journey(async (page) => {
      // A cup team: the gateway answers the table query with NO_TABLE.
      await page.route(/\/api\/swisshandball\?.*Standings/, (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            data: { standings: { table: null, reason: 'NO_TABLE' } },
            extensions: { source: 'demo' },
          }),
        }),
      );
      await standingsOf(page, '/studio/handball/demo-302/demo-302-1');
      await page.getByTestId('no-standings').waitFor();
      expect(await page.getByTestId('no-standings').textContent()).toBe(
        'Für dieses Team gibt es keine Tabelle',
      );
      expect(await page.getByTestId('post-preview').count()).toBe(0);
      expect(await page.getByTestId('export-button').isDisabled()).toBe(true);
    });
  });
});
