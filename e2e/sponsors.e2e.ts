import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { plainPicture } from '#server/testing/pictures.ts';
import { errorMessages } from '#shared/errors/error-codes.ts';
import type { TestApp } from './support/app.ts';
import { signedInJourney, withAppAndBrowser } from './support/journey.ts';
import { screenshot } from './support/screenshots.ts';
import { chooseLanguage, inEveryLook, saveDemoTeamSlot } from './support/session.ts';

/**
 * 'Sponsoren' (ADR 060) as a club's volunteer uses it: a Pro workspace adds a sponsor with its
 * logo, level, link and team through the form, sees it listed with its logo, is told in plain
 * words what the server refuses, changes it, sees the month at a glance and downloads its report (ADR 061),
 * and removes the sponsor again; the screen in four languages.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

/** Clicks a download link as a person does and answers the file's name and bytes. */
async function downloaded(page: Page, link: Locator): Promise<{ name: string; bytes: Uint8Array }> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: new Uint8Array(await readFile(file)) };
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

describe('sponsors', () => {
  it('adds a sponsor with its logo and team, says what is refused, and removes it', async () => {
    await signedInJourney(
      { app, browser },
      { person: 'sponsors', tier: 'pro', expected: [/400 .*\/api\/sponsors/] },
      async ({ page }) => {
        await saveDemoTeamSlot(page, app.url);
        await page.goto('/profile');
        await page.getByRole('link', { name: 'Sponsoren' }).click();
        await page.getByText('Noch keine Sponsoren').waitFor();

        const form = page.getByTestId('sponsor-form');
        await form.getByLabel('Name').fill('Bäckerei Müller');
        await form.getByLabel('Stufe').selectOption({ label: 'Hauptsponsor' });
        // An address the browser takes but no web page: the server says why not.
        await form.getByLabel('Link').fill('ftp://baeckerei-mueller.ch');
        await form.getByLabel('UHC Bärenfels Münsingen').check();
        await page.getByTestId('sponsor-logo').setInputFiles({
          name: 'baeckerei.png',
          mimeType: 'image/png',
          buffer: await plainPicture(400, 200, { r: 200, g: 30, b: 40 }).png().toBuffer(),
        });
        await form.getByText('baeckerei.png').waitFor();
        await form.getByRole('button', { name: 'Hinzufügen' }).click();
        await toast(page, errorMessages.SPONSOR_URL_INVALID.de).waitFor();
        expect(await page.getByTestId('sponsor-row').count()).toBe(0);

        await form.getByLabel('Link').fill('https://baeckerei-mueller.ch');
        await form.getByRole('button', { name: 'Hinzufügen' }).click();
        await toast(page, 'Sponsor hinzugefügt').waitFor();
        const row = page.getByTestId('sponsor-row');
        await row.waitFor();
        expect(await row.getByTestId('sponsor-name').textContent()).toBe('Bäckerei Müller');
        await row.getByText('Hauptsponsor').waitFor();
        await row.getByText('baeckerei-mueller.ch').waitFor();
        await row.getByText('UHC Bärenfels Münsingen').waitFor();
        await page.waitForFunction(() => {
          const image = document.querySelector<HTMLImageElement>('[data-testid="sponsor-row"] img');
          return image?.complete && image.naturalWidth > 0;
        });

        // Changing it: the form filled in, the logo kept without a new file.
        await row.getByTestId('edit-sponsor').click();
        const edit = page.getByTestId('sponsor-edit-form');
        expect(await edit.getByLabel('Name').inputValue()).toBe('Bäckerei Müller');
        await edit.getByLabel('Name').fill('Bäckerei Müller AG');
        await edit.getByLabel('Stufe').selectOption({ label: 'Partner' });
        await edit.getByRole('button', { name: 'Speichern' }).click();
        await toast(page, 'Sponsor gespeichert').waitFor();
        await page.getByTestId('sponsor-name').getByText('Bäckerei Müller AG').waitFor();
        await page.getByTestId('sponsor-row').getByText('Partner').waitFor();
        expect(await page.getByTestId('sponsor-edit-form').count()).toBe(0);
        await page.waitForFunction(() => {
          const image = document.querySelector<HTMLImageElement>('[data-testid="sponsor-row"] img');
          return image?.complete && image.naturalWidth > 0;
        });

        // The month at a glance: no post yet, so no appearance; the month's files to download.
        const month = page.getByTestId('sponsor-month');
        await month.getByText('0 Auftritte').waitFor();
        const csv = await downloaded(page, month.getByTestId('sponsor-report-csv'));
        expect(csv.name).toMatch(/^Sponsoren-Bericht-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
        expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv.bytes)).toMatch(
          /^\uFEFF"Datum";"Sponsor";"Stufe";"Team";"Spiele";"Art des Posts";"Kanal";"Link"\r\n$/,
        );
        await month.getByLabel('Monat').fill('2026-10');
        await page.waitForFunction(() =>
          document
            .querySelector('[data-testid="sponsor-report-pdf"]')
            ?.getAttribute('href')
            ?.includes('from=2026-10-01&to=2026-10-31'),
        );
        const pdf = await downloaded(page, month.getByTestId('sponsor-report-pdf'));
        expect(pdf.name).toBe('Sponsoren-Bericht-2026-10-01-2026-10-31.pdf');
        expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');

        const titles = {
          de: 'Sponsoren',
          fr: 'Sponsors',
          it: 'Sponsor',
          en: 'Sponsors',
        } as const;
        await inEveryLook(
          page,
          app.url,
          ['de', 'fr', 'it', 'en'] as const,
          async (language, size, colorScheme) => {
            await page.goto('/profile/sponsors');
            await page
              .getByRole('heading', { name: titles[language], exact: true })
              .first()
              .waitFor();
            await page.getByTestId('sponsor-row').waitFor();
            await page.getByTestId('sponsor-month-row').waitFor();
            await screenshot(page, `sponsors-${language}-${size}-${colorScheme}`, {
              fullPage: true,
            });
          },
        );

        await chooseLanguage(page, app.url, 'de');
        await page.goto('/profile/sponsors');
        await page.getByTestId('delete-sponsor').click();
        await page.getByTestId('confirm-delete').click();
        await toast(page, 'Sponsor entfernt').waitFor();
        await page.getByText('Noch keine Sponsoren').waitFor();
      },
    );
  }, 240_000);

  it('offers sponsors from the Amateur plan: a free workspace sees why not', async () => {
    await signedInJourney(
      { app, browser },
      { person: 'sponsors-free', tier: 'free' },
      async ({ page }) => {
        await page.goto('/profile/sponsors');
        await page.getByText('Sponsoren ab dem Abo Amateur').waitFor();
        expect(await page.getByTestId('sponsor-form').count()).toBe(0);
      },
    );
  }, 120_000);
});
