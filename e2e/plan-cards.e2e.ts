import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { setTestTier } from '#server/testing/tier.ts';
import type { TestApp } from './support/app.ts';
import { withAppAndBrowser } from './support/journey.ts';
import { openPage, phone } from './support/browser.ts';
import { sessionCookies } from './support/session.ts';
import { landingPageLive } from './support/settle.ts';
import { screenshot } from './support/screenshots.ts';

/**
 * The plan cards on a phone (375 px), on the landing page's prices ('Preise') and in the profile's subscription, in the four
 * languages: the game-day mails line, the longest of a card, reads as a short line under its
 * tick, nothing runs out of its card, and screenshots are left for a look when SCREENSHOTS_DIR
 * names a folder (e2e/support/screenshots.ts).
 */
let app: TestApp;
let browser: Browser;
let session: TestSession;

withAppAndBrowser((running) => ({ app, browser } = running));

beforeAll(async () => {
  session = await signInTestUser(app.url, app.outboxDir, 'plans@verein.ch');
  await setTestTier(app.server.ctx.database.db, session.userId, 'amateur');
}, 180_000);

/** Each game-day mails line: its lines of text, and whether anything runs out of its card. */
async function mailLines(page: Page) {
  return page.locator('[data-plan-line="canUseGameDayMails"]').evaluateAll((items) =>
    items.map((item) => {
      const text = item.querySelector('span') as HTMLElement;
      const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
      const card = item.closest('article, section, li:not([data-plan-line]), div.rounded-2xl');
      const box = item.getBoundingClientRect();
      const cardBox = (card ?? document.body).getBoundingClientRect();
      return {
        lines: Math.round(text.getBoundingClientRect().height / lineHeight),
        inside: box.right <= cardBox.right + 0.5 && item.scrollWidth <= item.clientWidth + 0.5,
      };
    }),
  );
}

describe('the plan cards on a phone', () => {
  for (const language of ['de', 'en', 'fr', 'it'] as const) {
    it(`keep the game-day mails line short and inside its card (${language})`, async () => {
      const { context, page, errors } = await openPage(browser, app.url, { viewport: phone });
      try {
        await page.addInitScript(
          (value) => localStorage.setItem('matchpost-language', value),
          language,
        );
        const firstMailLine = page.locator('[data-plan-line="canUseGameDayMails"]').first();
        await page.goto('/');
        // The cards are in the page's drawing already; measure the ones the app drew.
        await landingPageLive(page);
        const pricing = await mailLines(page);
        await firstMailLine.scrollIntoViewIfNeeded();
        await screenshot(page, `pricing-375-${language}`);
        await context.addCookies(sessionCookies(session, app.url));
        await page.goto('/profile/subscription');
        await firstMailLine.waitFor({ state: 'attached' });
        const subscription = await mailLines(page);
        await firstMailLine.scrollIntoViewIfNeeded();
        await screenshot(page, `subscription-375-${language}`);
        for (const line of [...pricing, ...subscription]) {
          expect(line.inside).toBe(true);
          expect(line.lines).toBeLessThanOrEqual(2);
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
