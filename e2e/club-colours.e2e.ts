import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clubColorValues } from '#shared/themes/theme-colors.ts';
import type { ClubPalette } from '#shared/themes/club-palette.ts';
import type { TestApp } from './support/app.ts';
import { desktop } from './support/browser.ts';
import { saveDemoTeamSlot } from './support/session.ts';
import { signedInJourney, stepReady, withAppAndBrowser } from './support/journey.ts';
import { screenshot } from './support/screenshots.ts';
import { animationsFinished } from './support/settle.ts';

/**
 * The 'Clubfarben' look in the club's own colours, wherever it shows: the studio's look menu, the
 * editor's 'start from a look' dialog and the template started from it, which keeps the crests as
 * data fields and its colours as the club's, so it wears the colours of the club it is used for.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

const journey = (steps: (page: Page) => Promise<void>, colorScheme: 'light' | 'dark' = 'light') =>
  signedInJourney(
    { app, browser },
    { person: 'club-colours', tier: 'pro', viewport: desktop, colorScheme },
    async ({ page }) => {
      await saveDemoTeamSlot(page, app.url);
      await steps(page);
    },
  );

/** The club's colours as the server reads them from the logo of the demo team's first game. */
async function demoClubColours(page: Page): Promise<Record<string, string>> {
  await page.goto('/studio/unihockey/demo-101/demo-101-1');
  await stepReady(page, 'games');
  const gameId = await page.getByTestId('game-row').first().getAttribute('data-game-id');
  expect(gameId).toBeTruthy();
  const answer = await page.request.get(
    `/api/exports/palette?sport=unihockey&clubId=demo-101&teamId=demo-101-1&gameId=${gameId}`,
  );
  expect(answer.status()).toBe(200);
  const palette = (await answer.json()) as ClubPalette;
  // Not the fallback's Swiss red and navy: the demo club's own.
  expect(palette.primary).not.toBe('#c8102e');
  return clubColorValues(palette);
}

describe("the 'Clubfarben' look", () => {
  it("shows the club's colours in the studio's look menu", async () => {
    await journey(async (page) => {
      const club = await demoClubColours(page);
      await page.getByTestId('game-row').first().click();
      await page.getByRole('button', { name: 'Weiter' }).click();
      await stepReady(page, 'post');
      await page.getByTestId('template-picker').click();
      const swatch = page
        .getByRole('menuitemradio', { name: 'Clubfarben' })
        .getByTestId('swatch-club');
      await expect
        .poll(() => swatch.getAttribute('data-colors'))
        .toBe(`${club.ground} ${club.decor}`);
      await animationsFinished(page.getByRole('menu'));
      await screenshot(page, 'studio-look-menu-club-colours-1280');
    });
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`starts a template from it with the crests as data and the club's colours (${colorScheme})`, async () => {
      await journey(async (page) => {
        const club = await demoClubColours(page);
        await page.goto('/profile/templates/new');
        await page.getByTestId('template-editor').waitFor();
        await page.getByRole('button', { name: 'Mit fertigem Look starten' }).click();
        const dialog = page.getByRole('dialog', { name: 'Mit einem fertigen Look starten' });
        // The look is drawn in the club's colours in the dialog already.
        const look = dialog.getByTestId('theme-start-club');
        await expect
          .poll(() => look.locator('svg > rect').first().getAttribute('fill'))
          .toBe(club.ground);
        await screenshot(page, `editor-looks-club-colours-1280-${colorScheme}`);
        await look.click();
        await dialog.waitFor({ state: 'detached' });

        // The crests stay data fields: a layer per team's logo, no initials as text.
        const layers = await page
          .getByTestId('layer-list')
          .locator('li')
          .evaluateAll((rows) => rows.map((row) => (row.textContent ?? '').trim()));
        expect(layers.some((name) => name.startsWith('Heim Team Logo'))).toBe(true);
        expect(layers.some((name) => name.startsWith('Gast Team Logo'))).toBe(true);
        expect(layers.some((name) => name.includes('Initialen'))).toBe(false);

        // The canvas and the background's colour field show the club's ground.
        const canvas = page.getByTestId('editor-post');
        await expect
          .poll(() => canvas.locator(':scope > rect').first().getAttribute('fill'))
          .toBe(club.ground);
        await page.getByRole('button', { name: 'Hintergrund', exact: true }).click();
        await expect
          .poll(() => page.getByTestId('background-color-value').textContent())
          .toBe('Clubfarbe: Grund');
        expect(await page.getByTestId('background-color').inputValue()).toBe(club.ground);
        await screenshot(page, `editor-club-colours-1280-${colorScheme}`);

        // A colour can be made a club colour again with one click.
        await page.getByTestId('background-color').fill('#0b3d91');
        expect(await page.getByTestId('background-color-value').textContent()).toBe('#0b3d91');
        await page.getByRole('button', { name: 'Clubfarbe 1 verwenden' }).first().click();
        await expect
          .poll(() => page.getByTestId('background-color-value').textContent())
          .toBe('Clubfarbe 1');
      }, colorScheme);
    });
  }
});
