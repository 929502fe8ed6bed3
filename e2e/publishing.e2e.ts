import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './support/app.ts';
import { openDemoTeamPost, signedInJourney, withAppAndBrowser } from './support/journey.ts';
import { connectDemoChannel, inEveryLook, saveDemoTeamSlot } from './support/session.ts';
import { resources } from '#client/i18n/resources.ts';
import { screenshot } from './support/screenshots.ts';
import { animationsFinished } from './support/settle.ts';

/**
 * Publishing to Instagram and Facebook (ADR 059) with the demo Meta double: a Pro user connects
 * the demo Instagram account and the demo Facebook Page through their consent pages, publishes a
 * post from the studio now, sees it published with its link on 'Beiträge' and once on the
 * double's page, then schedules one for later and cancels it.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running), {
  env: { PUBLISHING: 'demo', PUBLISHING_WORKER: 'on', PUBLISHING_TICK_SECONDS: '1' },
});

/**
 * The double's own pages (the stand-in for Meta's consent and for the account, no pages of the
 * app) link no icon, so the browser asks for /favicon.ico, which the app does not have; nothing
 * else may fail.
 */
const doublePages = [/404 .*\/favicon\.ico/];

/** Opens the publish dialog on the studio's post step. */
async function openPublishDialog(page: Page): Promise<void> {
  await openDemoTeamPost(page);
  await page.getByTestId('publish-button').click();
  await page.getByTestId('publish-form').waitFor();
}

describe('publishing journey', () => {
  it('connects Instagram and a Facebook Page, publishes now, schedules and cancels', async () => {
    await signedInJourney(
      { app, browser },
      { person: 'publishing', tier: 'pro', expected: doublePages },
      async ({ page }) => {
        await saveDemoTeamSlot(page, app.url);

        await page.goto('/profile');
        await page.getByRole('link', { name: 'Kanäle' }).click();
        await page.getByText('Noch keine Kanäle').waitFor();
        await connectDemoChannel(page, 'Instagram verbinden', 'Matchpost Demo-Instagram');
        await page.locator('[data-testid="channel-row"][data-platform="instagram"]').waitFor();
        await connectDemoChannel(page, 'Facebook-Seite verbinden', 'Matchpost Demo-Facebook');
        await page
          .locator('[data-testid="channel-row"][data-platform="facebook"]')
          .first()
          .waitFor();
        const channels = await page.getByTestId('channel-row').count();
        expect(channels).toBeGreaterThanOrEqual(2);
        await expect
          .poll(() => page.getByTestId('channel-row').getByText('Verbunden').count())
          .toBe(channels);

        // Now, from the studio: every connected channel is ticked, the caption prefilled.
        await openPublishDialog(page);
        expect(await page.getByTestId('publish-channel').count()).toBe(channels);
        const caption = page.getByTestId('publish-caption');
        await caption.fill('Matchday in Münsingen #hopp');
        await page.getByText(/^27 \/ 2.200 Zeichen$/).waitFor();
        await page.getByText('1 / 30 Hashtags').waitFor();
        await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
        await page.getByTestId('publish-done').waitFor();
        await page.getByRole('link', { name: 'Zu den Beiträgen' }).click();
        await page.waitForURL((url) => url.pathname === '/publications');

        const published = page.locator('[data-testid="publication-row"][data-state="published"]');
        await published.waitFor({ timeout: 60_000 });
        const links = published.getByTestId('publication-permalink');
        await expect.poll(() => links.count()).toBe(channels);
        expect(await links.first().getAttribute('href')).toMatch(
          /^https:\/\/www\.(instagram|facebook)\.com\//,
        );

        // Once on the double's page per channel, not twice.
        await page.goto('/demo-meta/');
        await page.getByRole('heading', { name: 'Veröffentlicht (Demo-Meta)' }).waitFor();
        expect(await page.getByText('Matchday in Münsingen #hopp').count()).toBe(channels);

        // Later: scheduled, then cancelled on 'Beiträge'.
        await openPublishDialog(page);
        await page.getByRole('button', { name: 'Später' }).click();
        await page.getByTestId('publish-date').waitFor();
        await page.getByRole('button', { name: 'Planen' }).click();
        await page.getByTestId('publish-done').getByText('Geplant').waitFor();
        await page.getByRole('link', { name: 'Zu den Beiträgen' }).click();
        const scheduled = page.locator('[data-testid="publication-row"][data-state="scheduled"]');
        await scheduled.getByTestId('cancel-publication').click();
        await page.locator('[data-testid="publication-row"][data-state="cancelled"]').waitFor();
        await expect.poll(() => page.locator('[data-testid="publication-row"]').count()).toBe(2);
      },
    );
  }, 180_000);

  it("publishes last weekend's results of two teams from the weekend screen as one carousel per channel", async () => {
    await signedInJourney(
      { app, browser },
      { person: 'publishing-weekend', tier: 'pro', expected: doublePages },
      async ({ page }) => {
        for (const [teamId, teamName] of [
          ['demo-111-2', 'TV Seeland Lyss Herren 2'],
          ['demo-111-4', 'TV Seeland Lyss Damen'],
        ]) {
          const saved = await page.request.post('/api/team-slots', {
            headers: { origin: app.url },
            data: { sport: 'unihockey', clubId: 'demo-111', teamId, teamName },
          });
          expect(saved.status()).toBe(201);
        }
        await page.goto('/profile/channels');
        await connectDemoChannel(page, 'Instagram verbinden', 'Matchpost Demo-Instagram');
        await connectDemoChannel(page, 'Facebook-Seite verbinden', 'Matchpost Demo-Facebook');
        // Both rows drawn before they are counted (the list comes after the notice).
        await page.locator('[data-testid="channel-row"][data-platform="instagram"]').waitFor();
        await page
          .locator('[data-testid="channel-row"][data-platform="facebook"]')
          .first()
          .waitFor();
        const channels = await page.getByTestId('channel-row').count();
        expect(channels).toBeGreaterThanOrEqual(2);

        // Last weekend, whatever today is: both leagues played it (Saturday and Sunday).
        const saturday = new Date();
        saturday.setDate(saturday.getDate() - ((saturday.getDay() + 1) % 7) - 7);
        const sunday = new Date(saturday);
        sunday.setDate(saturday.getDate() + 1);
        const iso = (d: Date) =>
          `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        await page.goto('/weekend');
        await page.getByRole('button', { name: 'Zwei Daten' }).click();
        await page.getByLabel('Von', { exact: true }).fill(iso(saturday));
        await page.getByLabel('Bis', { exact: true }).fill(iso(sunday));
        await page.getByRole('button', { name: 'Resultate' }).click();
        const heading = page.getByRole('heading', { name: /^\d+ Posts$/ });
        await heading.waitFor();
        const posts = Number((await heading.textContent())!.split(' ')[0]);
        expect(posts).toBeGreaterThanOrEqual(2);

        await page.getByRole('button', { name: 'Veröffentlichen' }).click();
        await page.getByTestId('publish-form').waitFor();
        await page.getByText(`Die ${posts} Posts gehen als ein Karussell hinaus.`).waitFor();
        const caption = 'Das Wochenende des TV Seeland Lyss #unihockey';
        await page.getByTestId('publish-caption').fill(caption);
        await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
        await page.getByTestId('publish-done').waitFor();
        await page.getByRole('link', { name: 'Zu den Beiträgen' }).click();
        await page
          .locator('[data-testid="publication-row"][data-state="published"]')
          .waitFor({ timeout: 60_000 });

        // Once per channel, as one carousel of every post.
        await page.goto('/demo-meta/');
        const items = page.getByRole('listitem').filter({ hasText: caption });
        await expect.poll(() => items.count()).toBe(channels);
        for (const item of await items.all()) {
          expect(await item.locator('img').count()).toBe(posts);
        }
        expect(await items.filter({ hasText: '· carousel ·' }).count()).toBeGreaterThanOrEqual(1);
      },
    );
  }, 240_000);

  it("sets a team's preview and result to publish themselves on 'Meine Teams', in four languages", async () => {
    await signedInJourney(
      { app, browser },
      { person: 'publishing-team', tier: 'pro', expected: doublePages },
      async ({ page }) => {
        await saveDemoTeamSlot(page, app.url);
        await page.goto('/profile/channels');
        await connectDemoChannel(page, 'Instagram verbinden', 'Matchpost Demo-Instagram');

        await page.goto('/profile/teams');
        const card = page.getByTestId('team-publishing');
        await card.getByText('Automatisch veröffentlichen').waitFor();
        // Nothing on yet: no channel to choose, nothing to save but off.
        await card.getByLabel('Resultat veröffentlichen').check();
        expect(await card.getByTestId('publish-settings-save').isDisabled()).toBe(true);
        await card.getByLabel('matchpost.demo').check();
        await card.getByLabel('Vorschau veröffentlichen').check();
        await card.getByTestId('publish-preview-time').fill('09:30');
        await card.getByRole('button', { name: 'Nachfragen' }).click();
        await card
          .getByText('Du bekommst eine Mail mit «Jetzt veröffentlichen».', { exact: false })
          .waitFor();
        // As the video (ADR 067): the feed's post is a Reel then, in 9:16 or 4:5.
        await card.getByRole('button', { name: 'Video' }).click();
        await card.getByTestId('publish-video-note').waitFor();
        await card.getByLabel('Reel (auch im Feed)').waitFor();
        await card.getByText('Ein Video ist 9:16 oder 4:5.', { exact: false }).waitFor();
        await card.getByRole('button', { name: 'Speichern' }).click();
        await page.getByText('Automatisches Veröffentlichen gespeichert').waitFor();

        // Read back after a reload: as saved.
        await page.reload();
        await card.waitFor();
        await expect.poll(() => card.getByLabel('Resultat veröffentlichen').isChecked()).toBe(true);
        expect(await card.getByLabel('Vorschau veröffentlichen').isChecked()).toBe(true);
        expect(await card.getByTestId('publish-preview-time').inputValue()).toBe('09:30');
        expect(await card.getByLabel('matchpost.demo').isChecked()).toBe(true);
        expect(
          await card.getByRole('button', { name: 'Nachfragen' }).getAttribute('aria-pressed'),
        ).toBe('true');
        expect(await card.getByRole('button', { name: 'Video' }).getAttribute('aria-pressed')).toBe(
          'true',
        );
        expect(await card.getByLabel('Reel (auch im Feed)').isChecked()).toBe(true);

        const titles = {
          de: 'Automatisch veröffentlichen',
          fr: 'Publier automatiquement',
          it: 'Pubblica automaticamente',
          en: 'Publish automatically',
        } as const;
        const videoFormat = {
          de: 'Ein Video ist 9:16 oder 4:5.',
          fr: 'Une vidéo est en 9:16 ou en 4:5.',
          it: 'Un video è 9:16 o 4:5.',
          en: 'A video is 9:16 or 4:5.',
        } as const;
        await inEveryLook(
          page,
          app.url,
          ['de', 'fr', 'it', 'en'] as const,
          async (language, size, colorScheme) => {
            await page.goto('/profile/teams');
            await card.getByText(titles[language]).waitFor();
            await card.getByText(videoFormat[language], { exact: false }).waitFor();
            // The card fits its width: nothing runs out of it sideways.
            expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
            await screenshot(card, `team-publishing-${language}-${size}-${colorScheme}`);
          },
        );
      },
    );
  }, 240_000);

  it('shows Kanäle, the dialog and Beiträge in four languages, light and dark', async () => {
    await signedInJourney(
      { app, browser },
      { person: 'publishing-look', tier: 'pro', expected: doublePages },
      async ({ page }) => {
        await saveDemoTeamSlot(page, app.url);
        await page.goto('/profile/channels');
        await connectDemoChannel(page, 'Instagram verbinden', 'Matchpost Demo-Instagram');
        await connectDemoChannel(page, 'Facebook-Seite verbinden', 'Matchpost Demo-Facebook');
        await openPublishDialog(page);
        await page.getByRole('button', { name: 'Später' }).click();
        await page.getByRole('button', { name: 'Planen' }).click();
        await page.getByTestId('publish-done').waitFor();

        const texts = {
          de: {
            channels: 'Verbundene Kanäle',
            publications: 'Beiträge',
            publish: 'Veröffentlichen',
          },
          fr: { channels: 'Canaux connectés', publications: 'Publications', publish: 'Publier' },
          it: { channels: 'Canali collegati', publications: 'Pubblicazioni', publish: 'Pubblica' },
          en: { channels: 'Connected channels', publications: 'Publications', publish: 'Publish' },
        } as const;
        const next = { de: 'Weiter', fr: 'Continuer', it: 'Avanti', en: 'Next' } as const;
        await inEveryLook(
          page,
          app.url,
          ['de', 'fr', 'it', 'en'] as const,
          async (language, size, colorScheme) => {
            const name = (screen: string) => `${screen}-${language}-${size}-${colorScheme}`;
            await page.goto('/profile/channels');
            await page.getByText(texts[language].channels).waitFor();
            await screenshot(page, name('channels'), { fullPage: true });
            await page.goto('/publications');
            await page
              .getByRole('heading', { level: 1, name: texts[language].publications })
              .waitFor();
            await page.getByTestId('publication-row').first().waitFor();
            await screenshot(page, name('publications'), { fullPage: true });
            await openDemoTeamPost(page, { next: next[language] });
            await page.getByRole('button', { name: texts[language].publish, exact: true }).click();
            await page.getByTestId('publish-form').waitFor();
            await animationsFinished(page.getByRole('dialog'));
            await screenshot(page, name('publish-dialog'));
            // The same post as its video: the note says where it goes and that it takes longer.
            const video = resources[language].translation.publishing.publish.medias.video;
            await page.getByRole('button', { name: video, exact: true }).click();
            await page.getByTestId('publish-video-note').waitFor();
            await screenshot(page.getByTestId('publish-form'), name('publish-dialog-video'));
          },
        );
      },
    );
  }, 300_000);
});
