import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '#server/sports/testing/fixture-server.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import {
  releaseBrowser,
  workerBrowser,
  openPage,
  phone,
  watchFailures,
} from './support/browser.ts';
import { stepReady } from './support/journey.ts';

/**
 * A first run: the app with no configuration (sports data in its default `auto` mode, no API
 * keys) on a machine without internet, which the federations' addresses on a closed local port
 * stand for. Every sport serves its demo data with the demo badge, and a new visitor walks each
 * from the sport to a post. Fails on a console error, a failed request or an error answer.
 */
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  const offline = `http://127.0.0.1:${await closedPort()}`;
  [app, browser] = await Promise.all([
    startTestApp({
      env: {
        SPORTS_DATA: 'auto',
        SWISSUNIHOCKEY_API_URL: offline,
        SWISSVOLLEY_API_URL: offline,
        SWISSHANDBALL_API_URL: `${offline}/rest/v1`,
      },
    }),
    workerBrowser(),
  ]);
}, 120_000);
afterAll(async () => {
  await releaseBrowser(browser);
  await app?.stop();
});

/** The demo badge of the step shown now. */
const demoBadge = (page: Page, step: string) =>
  page.locator(`[data-studio-step="${step}"]`).getByTestId('demo-badge');

describe('first run without configuration or internet', () => {
  it.each([
    ['Unihockey', 'unihockey'],
    ['Volleyball', 'volleyball'],
    ['Handball', 'handball'],
  ])('walks %s from the sport to a post on demo data, marked as such', async (name, sport) => {
    const { context, page, errors } = await openPage(browser, app.url, { viewport: phone });
    const failures = watchFailures(page);
    try {
      await page.goto('/studio');
      await page.getByRole('button', { name: new RegExp(name) }).click();
      await stepReady(page, 'club');
      expect(await demoBadge(page, 'club').textContent()).toBe('Demo-Daten');
      const club = page.locator('[data-club-id]').first();
      expect(await club.getAttribute('data-club-id')).toMatch(/^demo-/);
      await club.click();

      await stepReady(page, 'team');
      expect(await demoBadge(page, 'team').textContent()).toBe('Demo-Daten');
      expect(await page.getByTestId('club-api-key-notice').count()).toBe(0);
      await page.getByRole('button', { name: 'Team auswählen' }).click();
      await page.getByRole('menuitem').first().click();

      await stepReady(page, 'games');
      expect(await demoBadge(page, 'games').textContent()).toBe('Demo-Daten');
      await page.getByTestId('game-row').first().click();
      await page.getByRole('button', { name: 'Weiter' }).click();

      await stepReady(page, 'post');
      expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/studio/${sport}/demo-`));
      expect(await demoBadge(page, 'post').textContent()).toBe('Demo-Daten');
      const preview = page.getByTestId('post-preview');
      await preview.waitFor();
      expect(await preview.locator('text').count()).toBeGreaterThan(3);
      expect(errors).toEqual([]);
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
