import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './support/app.ts';
import { openPage } from './support/browser.ts';
import { withAppAndBrowser } from './support/journey.ts';

/**
 * The journeys' browser only reaches the app: a request to any other address fails in the
 * browser (its proxy, CHROMIUM_ARGS in support/browser.ts) and is counted among a journey's
 * errors, so no journey can pass while depending on the internet; the app's own requests go
 * through untouched.
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
});
