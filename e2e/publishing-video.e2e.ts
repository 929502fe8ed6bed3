import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './support/app.ts';
import { openDemoTeamPost, signedInJourney, withAppAndBrowser } from './support/journey.ts';
import { screenshot } from './support/screenshots.ts';
import { connectDemoChannel, saveDemoTeamSlot } from './support/session.ts';

/**
 * The moving post published (ADR 065, 069) with the demo Meta double: a Pro user connects the
 * demo Instagram account and the demo Facebook Page, chooses 'Video' in the studio's publish
 * dialog, publishes the game post as a Reel now, and sees it on 'Beiträge' as a Reel, published
 * on both, each with its link to the Reel; the double's page shows it once on each, as a video.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running), {
  env: {
    PUBLISHING: 'demo',
    PUBLISHING_WORKER: 'on',
    PUBLISHING_TICK_SECONDS: '1',
    // The video beside the other journeys on two cores: its own budget is generous here.
    VIDEO_BUDGET_MS: '120000',
  },
});

/** The double's pages link no icon: the browser's ask for /favicon.ico is the one 404. */
const doublePages = [/404 .*\/favicon\.ico/];

async function connectChannels(page: Page): Promise<void> {
  await page.goto('/profile/channels');
  await connectDemoChannel(page, 'Instagram verbinden', 'Matchpost Demo-Instagram');
  await page.locator('[data-testid="channel-row"][data-platform="instagram"]').waitFor();
  await connectDemoChannel(page, 'Facebook-Seite verbinden', 'Matchpost Demo-Facebook');
  await page.locator('[data-testid="channel-row"][data-platform="facebook"]').first().waitFor();
}

describe('publishing the moving post', () => {
  it('publishes the game post as a Reel on the demo Instagram account and Facebook Page', async () => {
    await signedInJourney(
      { app, browser },
      { person: 'publishing-video', tier: 'pro', expected: doublePages },
      async ({ page }) => {
        await saveDemoTeamSlot(page, app.url);
        await connectChannels(page);

        await openDemoTeamPost(page);
        await page.getByTestId('publish-button').click();
        await page.getByTestId('publish-form').waitFor();
        const form = page.getByTestId('publish-form');
        await form.getByRole('button', { name: 'Video', exact: true }).click();
        await page.getByTestId('publish-video-note').waitFor();
        await page.getByText('Reel (auch im Feed)').waitFor();
        await page.getByTestId('publish-caption').fill('Das Spiel in Bewegung #hopp');
        await screenshot(form, 'publish-video-form-de');
        await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
        // The video is made on the server before the dialog says it is on its way.
        await page.getByTestId('publish-done').waitFor({ timeout: 150_000 });
        await page.getByRole('link', { name: 'Zu den Beiträgen' }).click();
        await page.waitForURL((url) => url.pathname === '/publications');

        const published = page.locator('[data-testid="publication-row"][data-state="published"]');
        await published.waitFor({ timeout: 90_000 });
        await published.getByTestId('publication-video').getByText('Reel (Video)').waitFor();
        await screenshot(page, 'publications-video-de');
        const links = await published
          .getByTestId('publication-permalink')
          .evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''));
        expect(links).toHaveLength(2);
        expect(
          links.some((href) => /^https:\/\/www\.instagram\.com\/reel\/[\w-]+\/$/.test(href)),
        ).toBe(true);
        expect(links.some((href) => /^https:\/\/www\.facebook\.com\/reel\/\w+$/.test(href))).toBe(
          true,
        );

        // Once on each on the double's page, as a video.
        await page.goto('/demo-meta/');
        await page.getByRole('heading', { name: 'Veröffentlicht (Demo-Meta)' }).waitFor();
        expect(await page.getByText('Das Spiel in Bewegung #hopp').count()).toBe(2);
        expect(await page.locator('video').count()).toBe(2);
      },
    );
  }, 360_000);
});
