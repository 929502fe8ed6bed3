import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './support/app.ts';
import { openPage } from './support/browser.ts';
import { withAppAndBrowser } from './support/journey.ts';

/**
 * The journeys' browser only reaches the app: a request to any other address fails in the
 * browser (its proxy, CHROMIUM_ARGS in support/browser.ts) and is counted among a journey's
 * errors, so no journey can pass while depending on the internet; the app's own requests go
 * through untouched. And a page opens nothing of the browser's own beside it: no address-bar
 * popup pages (CHROMIUM_ARGS switches them off, ADR 048), which cost each page about 0.5 s of CPU.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

describe("the journeys' browser", () => {
  it('fails a request outside the app and counts it, and lets the app through', async () => {
    const { context, page, errors } = await openPage(browser, app.url, {});
    try {
      await page.goto('/impressum');
      const own = await page.evaluate(() => fetch('/api/health').then((answer) => answer.status));
      expect(own).toBe(200);
      // The app's own CSP would stop a fetch from its pages; a navigation it does not govern.
      // It goes last: a failed navigation is followed by the browser's own error page, which
      // would interrupt a navigation started after it.
      const outside = await page.goto('http://example.com/matchpost-probe').then(
        () => 'answered',
        (error: Error) => error.message,
      );
      expect(outside).toMatch(/net::ERR_/);
      await expect
        .poll(() => errors)
        .toEqual(
          expect.arrayContaining(['request outside the app: http://example.com/matchpost-probe']),
        );
      expect(errors.filter((error) => !error.includes('example.com'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps every feature Playwright switches off, and switches off the address-bar popups', async () => {
    const page = await browser.newPage();
    try {
      await page.goto('chrome://version');
      const commandLine = (await page.locator('#command_line').textContent()) ?? '';
      const disabled = commandLine
        .split(' ')
        .filter((arg) => arg.startsWith('--disable-features='))
        .map((arg) => arg.slice('--disable-features='.length).split(','));
      // Playwright's own first, this project's last: Chromium takes the last one.
      expect(disabled).toHaveLength(2);
      const [playwrights, taken] = disabled as [string[], string[]];
      expect(taken).toEqual(expect.arrayContaining(playwrights));
      expect(taken).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
    } finally {
      await page.close();
    }
  });

  it('opens the page alone, without WebUI pages of the browser beside it', async () => {
    const { context, page, errors } = await openPage(browser, app.url, {});
    const session = await browser.newBrowserCDPSession();
    try {
      await page.goto('/impressum');
      const { targetInfos } = await session.send('Target.getTargets');
      const open = targetInfos.map((target) => `${target.type} ${target.url}`);
      expect(open).toContain(`page ${app.url}/impressum`);
      expect(open.filter((target) => target.startsWith('browser_ui'))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await session.detach();
      await context.close();
    }
  });
});
