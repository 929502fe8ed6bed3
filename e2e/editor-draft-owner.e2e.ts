import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './support/app.ts';
import { signedIn, withAppAndBrowser } from './support/journey.ts';
import { openPage } from './support/browser.ts';

/**
 * The editor keeps unsaved work in the browser. That draft belongs to the account that wrote it:
 * on a shared computer (the club's laptop) whoever signs in next never sees it.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

describe('editor drafts on a shared browser', () => {
  it(
    "does not show A's unsaved template to B, who signs in after A signed out",
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await openPage(browser, app.url);
      try {
        await signedIn(context, app, 'anna@uhc-thun.ch', 'pro');

        // Anna starts a new template and leaves it unsaved: the draft is kept in the browser.
        await page.goto('/profile/templates/new');
        await page.getByTestId('editor-post').waitFor();
        await page.getByTestId('template-name').fill('Annas Sponsorenpost');
        await page.getByRole('button', { name: 'Text', exact: true }).click();
        await page.getByTestId('prop-content').fill('ANNAS GEHEIMNIS');
        await page.waitForFunction(() =>
          Object.keys(window.localStorage).some((key) =>
            (window.localStorage.getItem(key) ?? '').includes('ANNAS GEHEIMNIS'),
          ),
        );
        // She closes the tab (the draft stays for her) and signs out on the profile.
        await page.close();
        const profile = await context.newPage();
        profile.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
        await profile.goto('/profile');
        await profile.getByRole('button', { name: 'Konto von anna@uhc-thun.ch' }).click();
        await profile.getByRole('menuitem', { name: 'Abmelden' }).click();
        await profile.getByRole('link', { name: 'Anmelden' }).first().waitFor();

        // Ben signs in on the same browser and starts a new template of his own.
        await signedIn(context, app, 'ben@vbc-zuerich.ch', 'pro');
        await profile.goto('/profile/templates/new');
        await profile.getByTestId('editor-post').waitFor();
        await profile.getByRole('heading', { level: 1, name: 'Neues Template' }).waitFor();
        expect(await profile.getByTestId('template-name').inputValue()).toBe('');
        expect(await profile.getByTestId('layer-list').locator('li').count()).toBe(0);
        expect(await profile.getByText('ANNAS GEHEIMNIS').count()).toBe(0);
        expect(await profile.getByText('Ungespeicherter Entwurf wiederhergestellt').count()).toBe(
          0,
        );
        // Nothing of Anna's is left in the browser's storage either.
        const kept = await profile.evaluate(() =>
          Object.keys(window.localStorage).map((key) => window.localStorage.getItem(key) ?? ''),
        );
        expect(kept.filter((value) => value.includes('ANNAS GEHEIMNIS'))).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it(
    'ends the draft of an editor left open in another tab when she signs out: that tab follows to sign-in',
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await openPage(browser, app.url);
      try {
        await signedIn(context, app, 'anna@uhc-thun.ch', 'pro');
        // Anna works on a new template in one tab and leaves it unsaved.
        await page.goto('/profile/templates/new');
        await page.getByTestId('editor-post').waitFor();
        await page.getByTestId('template-name').fill('Annas Sponsorenpost');
        await page.getByRole('button', { name: 'Text', exact: true }).click();
        await page.getByTestId('prop-content').fill('ANNAS GEHEIMNIS');
        const draftKept = () =>
          page.evaluate(() =>
            Object.keys(window.localStorage).some((key) =>
              (window.localStorage.getItem(key) ?? '').includes('ANNAS GEHEIMNIS'),
            ),
          );
        await expect.poll(draftKept).toBe(true);

        // In a second tab she signs out, the editor's tab still open.
        const profile = await context.newPage();
        profile.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
        await profile.goto('/profile');
        await profile.getByRole('button', { name: 'Konto von anna@uhc-thun.ch' }).click();
        await profile.getByRole('menuitem', { name: 'Abmelden' }).click();
        await profile.getByRole('link', { name: 'Anmelden' }).first().waitFor();

        // Back in the editor's tab: it has followed to the sign-in page, and kept nothing.
        await page.bringToFront();
        await page.waitForURL((url) => url.pathname === '/auth');
        await page.getByRole('button', { name: 'Login-Link senden' }).waitFor();
        expect(await page.getByTestId('editor-post').count()).toBe(0);
        expect(await draftKept()).toBe(false);
        expect(await profile.evaluate(() => Object.keys(window.localStorage))).not.toContainEqual(
          expect.stringMatching(/^matchpost-user:/),
        );
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
