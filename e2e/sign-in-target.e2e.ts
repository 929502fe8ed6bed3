import type { Browser, Page } from 'playwright-core';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { apiCall } from '#server/testing/api-call.ts';
import { readMagicLink, signInTestUser } from '#server/testing/auth.ts';
import type { TestApp } from './support/app.ts';
import { withAppAndBrowser, openDemoTeamPost } from './support/journey.ts';
import { openPage, watchFailures } from './support/browser.ts';

/**
 * After the sign-in link a person lands where they were going, the studio by default: the target
 * travels in the link's callbackURL, through the second factor, and only paths of this site are
 * followed. Every journey fails on a console error, a failed request or an error answer.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

async function journey(steps: (page: Page) => Promise<void>) {
  const { context, page, errors } = await openPage(browser, app.url);
  const failures = watchFailures(page);
  try {
    await steps(page);
    expect(errors).toEqual([]);
    expect(failures).toEqual([]);
  } finally {
    await context.close();
  }
}

/** On /auth: asks for the link like a person and opens it from the outbox. */
async function signInHere(page: Page, email: string) {
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Login-Link senden' }).click();
  await page.getByRole('heading', { name: 'Schau in dein Postfach' }).waitFor();
  await page.goto(await readMagicLink(app.outboxDir, email));
}

const landedOn = (page: Page, path: string) =>
  page.waitForURL((url) => `${url.pathname}${url.search}` === path);

describe('where the sign-in link leads', () => {
  it('leads to the studio after signing in from the header', async () => {
    await journey(async (page) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Anmelden' }).first().click();
      await page.waitForURL((url) => url.pathname === '/auth');
      await signInHere(page, 'lea@club.ch');
      await landedOn(page, '/studio');
      await page.getByRole('button', { name: 'Konto von lea@club.ch' }).waitFor();
    });
  });

  it('leads back to the studio step the person signed in from', async () => {
    await journey(async (page) => {
      await openDemoTeamPost(page);
      const post = new URL(page.url());
      await page.getByTestId('export-notice').getByRole('link', { name: 'Anmelden' }).click();
      await page.waitForURL((url) => url.pathname === '/auth');
      await signInHere(page, 'mia@club.ch');
      await landedOn(page, `${post.pathname}${post.search}`);
      await page.locator('[data-studio-step="post"][data-ready="true"]').waitFor();
      await page.getByTestId('export-button').waitFor();
    });
  });

  it('leads to the guarded page that asked for the sign-in', async () => {
    await journey(async (page) => {
      await page.goto('/profile/teams');
      await page.waitForURL((url) => url.pathname === '/auth');
      await signInHere(page, 'nina@club.ch');
      await landedOn(page, '/profile/teams');
      await page.getByRole('heading', { name: 'Mein Profil' }).waitFor();
    });
  });

  it('passes the second factor on the way and still lands on the target', async () => {
    const email = 'olga@club.ch';
    const first = await signInTestUser(app.url, app.outboxDir, email);
    const enrolled = await apiCall(app.url, first, 'POST', '/api/mfa/factors', {
      factor_type: 'totp',
    });
    const factor = (await enrolled.json()) as { id: string; totp: { secret: string } };
    const route = `/api/mfa/factors/${factor.id}`;
    const challenge = (await (
      await apiCall(app.url, first, 'POST', `${route}/challenge`)
    ).json()) as {
      id: string;
    };
    const verified = await apiCall(app.url, first, 'POST', `${route}/verify`, {
      challenge_id: challenge.id,
      code: await generate({ secret: factor.totp.secret }),
    });
    expect(verified.status).toBe(200);

    await journey(async (page) => {
      await page.goto('/profile/logos');
      await page.waitForURL((url) => url.pathname === '/auth');
      await signInHere(page, email);
      await page.getByRole('heading', { name: 'Zweiter Faktor' }).waitFor();
      // The header says the sign-in waits for its factor; it shows neither address nor menu.
      await page.getByTestId('mfa-pending').first().waitFor();
      expect(await page.getByText(email).count()).toBe(0);
      // The code field is there at once, with no click before it.
      // A code of the next time step: the one the setup used is accepted only once.
      const code = await generate({
        secret: factor.totp.secret,
        epoch: Math.floor(Date.now() / 1000) + 30,
      });
      await page.getByLabel('6-stelliger Code').fill(code);
      await page.getByRole('button', { name: 'Bestätigen' }).click();
      await landedOn(page, '/profile/logos');
      await page.getByRole('heading', { name: 'Mein Profil' }).waitFor();
      await page.getByRole('button', { name: `Konto von ${email}` }).waitFor();
      expect(await page.getByTestId('mfa-pending').count()).toBe(0);
    });
  });

  it.each(['https://evil.example/studio', '//evil.example/studio', '/\\evil.example'])(
    'ignores the foreign target %s and goes to the studio',
    async (foreign) => {
      await journey(async (page) => {
        await page.goto(`/auth?next=${encodeURIComponent(foreign)}`);
        const email = `pia-${foreign.length}@club.ch`;
        const asked = page.waitForRequest((request) =>
          request.url().endsWith('/api/auth/sign-in/magic-link'),
        );
        await signInHere(page, email);
        const body = (await asked).postDataJSON() as { callbackURL: string };
        expect(body.callbackURL).toBe('/auth?signedIn=1&next=%2Fstudio');
        await landedOn(page, '/studio');
      });
    },
  );
});
