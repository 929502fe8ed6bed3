import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { readMagicLink } from '#server/testing/auth.ts';
import type { TestApp } from './support/app.ts';
import { pageJourney, signedIn, withAppAndBrowser } from './support/journey.ts';

/**
 * Recovery codes as a volunteer meets them: shown once with the first factor and kept as a .txt,
 * then, with the phone lost, one of them passes the second step and the profile counts one less.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

async function signInByLink(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Login-Link senden' }).click();
  await page.getByRole('heading', { name: 'Schau in dein Postfach' }).waitFor();
  await page.goto(await readMagicLink(app.outboxDir, email));
}

describe('recovery codes', () => {
  it('come with the first factor as a .txt and let a person without a phone sign in', async () => {
    await pageJourney({ app, browser }, {}, async ({ page, context }) => {
      const email = 'rita@club.ch';
      await signedIn(context, app, email);
      await page.goto('/profile/settings');
      await page.getByRole('button', { name: 'Authenticator-App' }).click();
      const secret = (await page.locator('code').first().textContent()) ?? '';
      await page.getByLabel('6-stelliger Code').fill(await generate({ secret }));
      await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();

      const shown = page.getByTestId('recovery-codes-shown');
      await shown.waitFor();
      const codes = await shown.getByTestId('recovery-code').allTextContents();
      expect(codes).toHaveLength(10);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        shown.getByRole('button', { name: 'Als .txt herunterladen' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('matchpost-wiederherstellungscodes.txt');
      const file = await readFile(await download.path(), 'utf8');
      expect(file).toContain(email);
      for (const code of codes) expect(file).toContain(`\n${code}\n`);
      await shown.getByRole('button', { name: 'Ich habe sie gespeichert' }).click();
      expect(await page.getByTestId('recovery-codes-left').textContent()).toBe(
        'noch 10 Codes übrig',
      );
      expect(await page.getByTestId('recovery-code').count()).toBe(0);

      // The phone is gone: a new sign-in passes its second step with a code from the file.
      await context.clearCookies();
      await signInByLink(page, email);
      await page.getByRole('heading', { name: 'Zweiter Faktor' }).waitFor();
      await page
        .getByRole('button', { name: 'Telefon nicht zur Hand? Wiederherstellungscode verwenden' })
        .click();
      await page.getByLabel('Wiederherstellungscode').fill(` ${(codes[0] ?? '').toUpperCase()} `);
      await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/studio');
      await page.getByRole('button', { name: `Konto von ${email}` }).waitFor();

      await page.goto('/profile/settings');
      await page.getByTestId('recovery-codes-left').waitFor();
      expect(await page.getByTestId('recovery-codes-left').textContent()).toBe(
        'noch 9 Codes übrig',
      );
    });
  });
});
