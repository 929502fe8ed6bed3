import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './support/app.ts';
import {
  exportDownload,
  openDemoTeamPost,
  signedInJourney,
  withAppAndBrowser,
} from './support/journey.ts';
import { screenshot } from './support/screenshots.ts';
import { addSponsor, saveDemoTeamSlot } from './support/session.ts';

/**
 * The editor's 'Sponsor' slots as a club's designer uses them: places slots 1 and 2 in a
 * template of their own, sees their placeholders, saves it; in the studio the template shows
 * the main sponsor in slot 1 and a partner in slot 2 once 'Sponsoren zeigen' is on, and the
 * downloaded post carries both logos.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

const red = { r: 200, g: 16, b: 46 };
const blue = { r: 29, g: 78, b: 216 };

/** How many pixels of the picture are close to `colour`. */
async function pixelsOf(file: Buffer, colour: typeof red): Promise<number> {
  const { data, info } = await sharp(file)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < info.width * info.height * 3; i += 3) {
    if (
      Math.abs(data[i]! - colour.r) < 20 &&
      Math.abs(data[i + 1]! - colour.g) < 20 &&
      Math.abs(data[i + 2]! - colour.b) < 20
    ) {
      count += 1;
    }
  }
  return count;
}

describe("the editor's sponsor slots", () => {
  it('places two slots, and the studio fills them with the main sponsor and a partner', async () => {
    await signedInJourney(
      { app, browser },
      { person: 'editor-sponsors', tier: 'pro', viewport: { width: 1280, height: 900 } },
      async ({ page }) => {
        await saveDemoTeamSlot(page, app.url);
        await addSponsor(page, app.url, { name: 'Bank Thun', level: 'main', colour: red });
        await addSponsor(page, app.url, { name: 'Garage Frei', level: 'partner', colour: blue });

        await page.goto('/profile/templates/new');
        await page.getByTestId('template-editor').waitFor();
        await page.getByTestId('editor-post').waitFor();
        await page.getByTestId('template-name').fill('Mit Sponsoren');
        for (const label of ['Sponsor (Platz 1)', 'Sponsor (Platz 2)']) {
          await page.getByRole('button', { name: 'Spieldaten' }).click();
          await page.getByRole('menuitem', { name: label, exact: true }).click();
          await page.getByRole('menu').waitFor({ state: 'detached' });
        }
        // Two slots in the layers, each with its placeholder on the canvas.
        const layers = await page
          .getByTestId('layer-list')
          .locator('li')
          .evaluateAll((rows) => rows.map((row) => (row.textContent ?? '').trim()));
        expect(layers.filter((name) => /Sponsor/.test(name))).toHaveLength(2);
        await screenshot(page, 'editor-sponsor-slots');
        await page.getByTestId('template-save').click();
        await page.waitForURL('**/profile/templates');
        await page.getByText('Template erstellt').first().waitFor();

        await openDemoTeamPost(page);
        await page.getByTestId('template-picker').click();
        await page.getByText('Eigene Vorlagen').waitFor();
        await page.getByRole('menuitemradio', { name: /Mit Sponsoren/ }).click();
        await page.waitForURL((url) => url.searchParams.has('template'));
        await page.getByLabel('Sponsoren zeigen').check();
        const logos = page.locator('[data-studio-step="post"] svg image[href*="sponsors"]');
        await expect.poll(() => logos.count()).toBe(2);
        await screenshot(page, 'studio-sponsor-slots');

        const download = await exportDownload(page, false);
        const png = await readFile((await download.path()) as string);
        expect(await pixelsOf(png, red)).toBeGreaterThan(1000);
        expect(await pixelsOf(png, blue)).toBeGreaterThan(1000);
      },
    );
  }, 240_000);
});
