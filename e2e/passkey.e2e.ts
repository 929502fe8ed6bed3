import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readMagicLink } from '#server/testing/auth.ts';
import type { TestApp } from './support/app.ts';
import { demoCheckoutShows, withAppAndBrowser } from './support/journey.ts';
import { openPage } from './support/browser.ts';

let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running), { host: 'localhost' });

/** A platform authenticator in Chromium that says yes by itself (Chrome DevTools Protocol). */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function signInByLink(page: Page, email: string, start = '/auth') {
  await page.goto(start);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Login-Link senden' }).click();
  await page.getByRole('heading', { name: 'Schau in dein Postfach' }).waitFor();
  await page.goto(await readMagicLink(app.outboxDir, email));
}

async function assurance(page: Page): Promise<{ aal: string; mfaPending: boolean }> {
  return page.evaluate(async () => (await fetch('/api/me')).json());
}

describe('passkey as second factor', () => {
  it('adds a passkey in the settings and needs it on the next sign-in', async () => {
    const { context, page, errors } = await openPage(browser, app.url);
    try {
      await addVirtualAuthenticator(context, page);
      await signInByLink(page, 'hana@club.ch');
      await page.getByRole('button', { name: 'Konto von hana@club.ch' }).waitFor();

      await page.goto('/profile/settings');
      await page.getByRole('button', { name: 'Passkey' }).click();
      await page.getByText('Zweiter Faktor aktiviert').waitFor();
      await page.getByText('Aktiv', { exact: true }).waitFor();
      expect(await assurance(page)).toMatchObject({ aal: 'aal2', mfaPending: false });

      // Sign out, choose a plan, sign in by link again: the second step asks for the passkey,
      // then the sign-in goes on to the chosen plan's checkout as it would without a factor.
      await page.getByRole('button', { name: 'Konto von hana@club.ch' }).click();
      await page.getByRole('menuitem', { name: 'Abmelden' }).click();
      await page.getByRole('link', { name: 'Anmelden' }).first().waitFor();
      await page.evaluate(() => localStorage.setItem('selectedPlan', 'pro'));
      await signInByLink(page, 'hana@club.ch', '/auth?redirect=subscription');
      await page.getByRole('heading', { name: 'Zweiter Faktor' }).waitFor();
      expect(await assurance(page)).toMatchObject({ aal: 'aal1', mfaPending: true });
      const profile = await page.evaluate(async () => (await fetch('/api/profile')).status);
      expect(profile).toBe(401);

      await page.getByRole('button', { name: 'Mit Passkey bestätigen' }).click();
      await demoCheckoutShows(page, 'Pro');
      expect(await assurance(page)).toMatchObject({ aal: 'aal2', mfaPending: false });
      expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
