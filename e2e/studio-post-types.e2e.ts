import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { storedClubPreview } from '#shared/render/testing/club-preview.ts';
import { templates } from '#server/db/schema.ts';
import type { TestApp } from './support/app.ts';
import {
  openDemoTeamPost,
  stepReady,
  withAppAndBrowser,
  pageJourney,
  signedInJourney,
} from './support/journey.ts';
import { desktop, phone, type PageOptions } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';

/**
 * The post step as a volunteer meets it: on a phone the template, tab and format controls sit
 * right under the preview and the caption after them, so a change is seen where it is made; a
 * custom template is offered only on the tab it serves (ADR 021), and on the other one the
 * studio says which look it shows instead. Demo data. Screenshots go to SCREENSHOTS_DIR when set.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

async function journey(
  options: PageOptions & { pro?: (userId: string) => Promise<void> },
  steps: (page: Page) => Promise<void>,
) {
  const { pro } = options;
  if (!pro) return pageJourney({ app, browser }, options, ({ page }) => steps(page));
  await signedInJourney(
    { app, browser },
    { ...options, person: 'types', tier: 'pro' },
    async ({ page, session }) => {
      await pro(session.userId);
      await steps(page);
    },
  );
}

const openFirstGame = (page: Page, played = false) => openDemoTeamPost(page, { played });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

const preview = (page: Page) => page.locator('[data-studio-step="post"] figure > div').first();

/** Opens the first game's post and measures its preview, template picker and caption. */
async function openPostStep(page: Page) {
  await openFirstGame(page, false);
  return {
    post: await box(preview(page)),
    picker: await box(page.getByTestId('template-picker')),
    caption: await box(page.getByTestId('post-caption')),
  };
}

describe('the post step on a phone', () => {
  it.each(['light', 'dark'] as const)(
    'puts the controls right under the preview and keeps it in view while the theme changes (%s)',
    async (colorScheme) => {
      await journey({ viewport: phone, colorScheme }, async (page) => {
        const { post, picker, caption } = await openPostStep(page);
        const tabs = await box(page.getByRole('tablist', { name: 'Ansicht' }));
        const format = await box(page.getByRole('group', { name: 'Format', exact: true }));
        // Preview, then template, tab and format, then the caption.
        expect(picker.y).toBeGreaterThan(post.y + post.height);
        expect(picker.y - (post.y + post.height)).toBeLessThan(200);
        expect(tabs.y).toBeGreaterThan(picker.y);
        expect(format.y).toBeGreaterThan(tabs.y);
        expect(caption.y).toBeGreaterThan(format.y + format.height);

        // A person opens the picker (the page scrolls it into view) and picks another look.
        await page.getByTestId('template-picker').click();
        await page.getByRole('menuitemradio', { name: 'Dunkel' }).click();
        await page.waitForURL((url) => url.searchParams.get('theme') === 'dark');
        await stepReady(page, 'post');
        const after = await box(preview(page));
        const shown = Math.min(after.y + after.height, phone.height) - Math.max(after.y, 0);
        // At least half of the preview stays on the screen, where the change is seen.
        expect(shown).toBeGreaterThan(after.height / 2);
        await screenshot(page, `post-step-375-${colorScheme}`);
      });
    },
  );

  it.each(['light', 'dark'] as const)(
    'keeps the caption below the preview on a wide screen (%s)',
    async (colorScheme) => {
      await journey({ viewport: desktop, colorScheme }, async (page) => {
        const { post, picker, caption } = await openPostStep(page);
        expect(picker.x).toBeGreaterThan(post.x + post.width);
        expect(caption.y).toBeGreaterThan(post.y + post.height);
        expect(caption.x).toBeLessThan(picker.x);
        await screenshot(page, `post-step-1280-${colorScheme}`);
      });
    },
  );
});

describe('a custom template and the tab of the post', () => {
  it.each([
    ['light', phone],
    ['dark', desktop],
  ] as const)(
    'is offered only on the tab it serves, and the result shows a result (%s)',
    async (colorScheme, viewport) => {
      await journey(
        {
          viewport,
          colorScheme,
          pro: async (userId) => {
            await app.server.ctx.database.db.insert(templates).values({
              workspaceId: userId,
              name: 'Clubfarben Vorschau',
              supportedGames: 1,
              svgConfig: storedClubPreview(),
            });
          },
        },
        async (page) => {
          // A played game opens on 'Resultat': the preview template is there but not offered.
          await openFirstGame(page, true);
          expect(await page.locator('[data-studio-step="post"]').getAttribute('data-tab')).toBe(
            'result',
          );
          await page.getByTestId('template-picker').click();
          const item = page.getByRole('menuitemradio', { name: /Clubfarben Vorschau/ });
          await item.waitFor();
          expect(await item.getAttribute('aria-disabled')).toBe('true');
          expect(await item.textContent()).toContain('nur Spielvorschau');
          await page.keyboard.press('Escape');

          // On 'Spielvorschau' it is offered and draws the post.
          await page.getByRole('tab', { name: 'Spielvorschau' }).click();
          await page.getByTestId('template-picker').click();
          await page.getByRole('menuitemradio', { name: /Clubfarben Vorschau/ }).click();
          await page.waitForURL((url) => url.searchParams.has('template'));
          const figure = page.locator('[data-studio-step="post"] figure svg').first();
          await expect.poll(() => figure.textContent()).toContain('SPIELVORSCHAU');

          // Back on 'Resultat' the post is a result, and the studio says why.
          await page.getByRole('tab', { name: 'Resultat' }).click();
          const note = page.getByTestId('template-elsewhere');
          await note.waitFor();
          expect(await note.textContent()).toContain(
            'Deine Vorlage «Clubfarben Vorschau» ist für die Spielvorschau gemacht.',
          );
          await expect.poll(() => figure.textContent()).toContain('RESULTAT');
          expect(await figure.textContent()).not.toContain('SPIELVORSCHAU');
          await screenshot(page, `template-elsewhere-${viewport.width}-${colorScheme}`);
        },
      );
    },
  );
});
