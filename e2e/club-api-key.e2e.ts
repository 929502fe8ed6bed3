import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureServer } from '#server/sports/testing/fixture-server.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import {
  clubToken,
  liveHandballFrom,
  startHandballFederation,
} from './support/handball-federation.ts';
import { signedIn } from './support/journey.ts';
import { releaseBrowser, workerBrowser, openPage } from './support/browser.ts';

/**
 * Live handball data needs the club's API key (docs/product.md section 2, studio): the studio shows the
 * notice with the federation link and a form; once the key is stored, the club's teams load.
 * The federation is a stand-in on 127.0.0.1 answering in its real shapes, only with the key.
 */
let federation: FixtureServer;
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  federation = await startHandballFederation();
  [app, browser] = await Promise.all([
    startTestApp({ env: liveHandballFrom(federation) }),
    workerBrowser(),
  ]);
});
afterAll(async () => {
  await releaseBrowser(browser);
  await app?.stop();
  await federation?.close();
});

describe('club API key in the studio', () => {
  it('asks for the key of a handball club, stores it, and then shows the teams', async () => {
    const { context, page, errors } = await openPage(browser, app.url);
    try {
      // Anonymous: the notice and the way to sign in, no form.
      await page.goto('/studio/handball/140002');
      const notice = page.getByTestId('club-api-key-notice');
      await notice.getByText('API-Schlüssel erforderlich').waitFor();
      await notice
        .getByText('Melde dich an, um den API-Schlüssel deines Clubs zu hinterlegen.')
        .waitFor();

      await signedIn(context, app, 'kassier@pfadi.ch');
      await page.reload();
      await notice
        .getByText('Für diesen Club muss zuerst ein API-Schlüssel hochgeladen werden.', {
          exact: false,
        })
        .waitFor();
      expect(
        await notice.getByRole('link', { name: 'Zum Schweizerischen Handball-Verband' }).count(),
      ).toBe(1);
      await page.getByLabel('API-Schlüssel').fill(clubToken);
      await page.getByRole('button', { name: 'Schlüssel speichern' }).click();
      await page.getByText('API-Schlüssel gespeichert').waitFor();

      await page.getByRole('button', { name: 'Team auswählen' }).click();
      await page.getByRole('menuitem', { name: /^Pfadi Winterthur U19/ }).waitFor();
      // The key went to the federation, and only the last four characters come back.
      expect(federation.requests.at(-1)?.authorization).toBe(`Basic ${clubToken}`);
      const keys = await page.evaluate(async () => (await fetch('/api/club-api-keys')).text());
      expect(keys).toContain(clubToken.slice(-4));
      expect(keys).not.toContain(clubToken);
      expect(errors.filter((e) => !/40[13]/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
