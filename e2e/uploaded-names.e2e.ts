import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './support/app.ts';
import { signedIn, withAppAndBrowser } from './support/journey.ts';
import { openPage } from './support/browser.ts';
import { plainJpeg } from '#server/testing/pictures.ts';

/**
 * Names of backgrounds and logos are kept as the user typed them, markup included; every screen
 * that shows one must show it as text. A name built to run script when it is put into the page
 * as HTML: if any screen did, a dialog would open or an <img src="x"> would appear.
 */
const NAME = `<img src=x onerror=alert(1)>"'&`;

let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

async function photo(): Promise<Buffer> {
  return plainJpeg(1200, 1500, { r: 30, g: 90, b: 160 });
}

/** Nothing was put into the page from the name: no image of it, no handler attribute. */
async function expectNothingInjected(page: Page) {
  const injected = await page.evaluate(
    () => document.querySelectorAll('img[src="x"], [onerror], [onload]:not(link)').length,
  );
  expect(injected).toBe(0);
}

describe('names of backgrounds and logos', () => {
  it('are shown as text on every screen that shows them, and run nothing', async () => {
    const { context, page, errors } = await openPage(browser, app.url);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      await signedIn(context, app, 'namen@uhc-thun.ch', 'pro');

      // The logo through the profile's form, with the name typed in.
      await page.goto('/profile/logos');
      await page.getByTestId('logo-form').waitFor();
      await page.getByTestId('logo-name-input').fill(NAME);
      await page.getByTestId('logo-file').setInputFiles({
        name: 'logo.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(),
      });
      await page.getByTestId('logo-submit').click();
      await page.getByText('Logo hochgeladen').first().waitFor();
      const tile = page.getByTestId('logo-tile').first();
      await tile.waitFor();
      expect(await tile.getByTestId('logo-name').textContent()).toBe(NAME);
      await expectNothingInjected(page);

      // The background with the same name (the upload form of the API takes a name).
      const uploaded = await page.request.post('/api/backgrounds', {
        headers: { origin: app.url },
        multipart: {
          file: { name: 'halle.jpg', mimeType: 'image/jpeg', buffer: await photo() },
          name: NAME,
        },
      });
      expect(uploaded.status()).toBe(201);
      expect(((await uploaded.json()) as { name: string }).name).toBe(NAME);

      // Profile: the background collection.
      await page.goto('/profile/backgrounds');
      const background = page.getByTestId('background-tile').first();
      await background.waitFor();
      expect(await background.locator('img').first().getAttribute('alt')).toBe(NAME);
      await expectNothingInjected(page);

      // Studio: the background collection of the post step, and the chosen one named.
      await page.goto('/studio/unihockey/demo-101/demo-101-1');
      await page.locator('[data-studio-step="games"][data-ready="true"]').waitFor();
      await page.getByTestId('game-row').first().click();
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.locator('[data-studio-step="post"][data-ready="true"]').waitFor();
      await page.getByRole('button', { name: 'Sammlung (1)' }).click();
      const choose = page.getByRole('button', { name: `${NAME} als Hintergrund`, exact: true });
      await choose.waitFor();
      await expectNothingInjected(page);
      await choose.click();
      await page.getByText('Hintergrundbild ausgewählt').first().waitFor();
      await page.getByText(NAME).first().waitFor();
      await expectNothingInjected(page);

      // Editor: the logo picker.
      await page.goto('/profile/templates/new');
      await page.getByTestId('editor-post').waitFor();
      await page.getByRole('button', { name: 'Logo/Bild', exact: true }).click();
      const picker = page.getByRole('dialog', { name: 'Logo/Bild auswählen' });
      await picker.getByRole('tab', { name: /Sponsoren/ }).click();
      const choice = picker.getByTestId('logo-choice').first();
      await choice.waitFor();
      expect(await choice.textContent()).toContain(NAME);
      await expectNothingInjected(page);

      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
