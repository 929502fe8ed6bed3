import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './support/app.ts';
import {
  exportAnswer,
  openDemoTeamPost,
  signedInJourney,
  withAppAndBrowser,
} from './support/journey.ts';
import { screenshot } from './support/screenshots.ts';
import { addSponsor, chooseLanguage, inEveryLook, saveDemoTeamSlot } from './support/session.ts';

/**
 * 'Sponsoren zeigen' in the studio as a club's volunteer uses it: a Pro workspace with a main
 * sponsor and two partners turns it on, sees their logos in the post's sponsor band, exports,
 * and finds the switch on again when it comes back to the team; in four languages.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

/** The sponsors' logos the preview draws (images of the workspace's sponsor files). */
const previewLogos = (page: Page) =>
  page.locator('[data-studio-step="post"] svg image[href*="sponsors"]');

describe('sponsors in the studio', () => {
  it('shows the sponsors on the post when asked, exports them and remembers it per team', async () => {
    await signedInJourney(
      { app, browser },
      { person: 'studio-sponsors', tier: 'pro' },
      async ({ page }) => {
        await saveDemoTeamSlot(page, app.url);
        await addSponsor(page, app.url, { name: 'Bank Thun', level: 'main', colour: '#c8102e' });
        await addSponsor(page, app.url, {
          name: 'Garage Frei',
          level: 'partner',
          colour: '#1d4ed8',
        });
        await addSponsor(page, app.url, {
          name: 'Bäckerei Beck',
          level: 'partner',
          colour: '#15803d',
        });

        await openDemoTeamPost(page);
        const toggle = page.getByLabel('Sponsoren zeigen');
        await toggle.waitFor();
        expect(await toggle.isChecked()).toBe(false);
        expect(await previewLogos(page).count()).toBe(0);

        await toggle.check();
        // The main sponsor and both partners fit the default look's band at 4:5.
        await expect.poll(() => previewLogos(page).count()).toBe(3);

        const answered = exportAnswer(page);
        const downloaded = page.waitForEvent('download');
        await page.getByTestId('export-button').click();
        const response = await answered;
        expect(response.status()).toBe(200);
        const body = JSON.parse(response.request().postData() ?? '{}') as { sponsors?: string };
        expect(body.sponsors).toBe('auto');
        await downloaded;

        // Back to the team: the switch is on, as the team's slot remembers it.
        await page.reload();
        await page.getByLabel('Sponsoren zeigen').waitFor();
        await expect.poll(() => page.getByLabel('Sponsoren zeigen').isChecked()).toBe(true);
        await expect.poll(() => previewLogos(page).count()).toBe(3);

        const labels = {
          de: 'Sponsoren zeigen',
          fr: 'Afficher les sponsors',
          it: 'Mostra gli sponsor',
          en: 'Show sponsors',
        } as const;
        const url = page.url();
        await inEveryLook(
          page,
          app.url,
          ['de', 'fr', 'it', 'en'] as const,
          async (language, size, colorScheme) => {
            await page.goto(url);
            await page.getByLabel(labels[language]).waitFor();
            await expect.poll(() => previewLogos(page).count()).toBe(3);
            await screenshot(page, `studio-sponsors-${language}-${size}-${colorScheme}`);
            // The switch and its note, below the post on a phone and the fold on a desktop.
            await page
              .getByLabel(labels[language])
              .evaluate((toggle) => toggle.scrollIntoView({ block: 'center' }));
            await screenshot(page, `studio-sponsors-switch-${language}-${size}-${colorScheme}`);
          },
        );
        await chooseLanguage(page, app.url, 'de');
      },
    );
  }, 300_000);
});
