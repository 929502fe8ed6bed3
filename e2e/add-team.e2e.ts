import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TeamSlotList } from '#shared/team-slots/team-slot.schema.ts';
import type { TestApp } from './support/app.ts';
import { signedInJourney, withAppAndBrowser } from './support/journey.ts';

/**
 * 'Team hinzufügen' as a volunteer uses it: a team saved straight from 'Meine Teams' or the
 * weekend screen (sport, club, team), the seven days said before the save, and a wrong team
 * taken back with 'Rückgängig' in its grace time, once a week on the free plan.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** Picks sport, club and team in the open dialog, as a person clicks them. */
async function pickTeam(page: Page, team: string) {
  const dialog = page.getByTestId('add-team-dialog');
  await dialog.getByRole('button', { name: 'Unihockey' }).click();
  await dialog.getByPlaceholder('Club suchen...').fill('bärenfels');
  await dialog.getByRole('button', { name: 'UHC Bärenfels Münsingen' }).click();
  await dialog.getByRole('button', { name: 'Team auswählen' }).click();
  await page.getByRole('menuitem', { name: team }).click();
}

const slotsOf = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/api/team-slots')).json()) as TeamSlotList);

describe('adding a team', () => {
  it("saves a team from 'Meine Teams', undoes a wrong one, and holds the next for the week", async () => {
    await signedInJourney({ app, browser }, { person: 'add-team' }, async ({ page }) => {
      await page.goto('/profile/teams');
      await page.getByRole('button', { name: 'Team hinzufügen' }).click();
      await pickTeam(page, 'UHC Bärenfels Münsingen Damen (Damen NLB)');
      expect(await page.getByTestId('add-team-hold').textContent()).toBe(
        'Das Team belegt danach einen Team-Slot für sieben Tage. Hast du dich vertan, kannst du das Speichern in den ersten 15 Minuten rückgängig machen.',
      );
      await page.getByRole('button', { name: 'Team speichern' }).click();
      await toast(page, 'Team gespeichert').waitFor();
      const row = page.getByTestId('team-slot');
      await row.getByText('UHC Bärenfels Münsingen Damen').waitFor();
      expect(await page.getByTestId('usage-badge').textContent()).toContain('1 / 1');
      expect(await row.getByTestId('slot-undo-note').textContent()).toMatch(
        /^Gerade gespeichert: Bis \d\d:\d\d Uhr kannst du das ohne Sperre rückgängig machen\.$/,
      );

      // The wrong team: taken back, and the slot is free again at once.
      await row.getByTestId('undo-slot').click();
      await toast(page, 'Speichern rückgängig gemacht').waitFor();
      await page.getByText('Noch keine Teams gespeichert').waitFor();
      expect((await slotsOf(page)).slots).toEqual([]);

      // The right team goes in; the free plan's undo of the week is used, so it is held.
      await page.getByRole('button', { name: 'Team hinzufügen' }).click();
      await pickTeam(page, 'UHC Bärenfels Münsingen (Herren L-UPL)');
      expect(await page.getByTestId('add-team-hold').textContent()).toBe(
        'Das Team belegt danach einen Team-Slot für sieben Tage. Rückgängig machen geht diese Woche nicht mehr.',
      );
      await page.getByRole('button', { name: 'Team speichern' }).click();
      await toast(page, 'Team gespeichert').waitFor();
      await row.getByText('UHC Bärenfels Münsingen', { exact: true }).waitFor();
      expect(await row.getByTestId('delete-slot').textContent()).toBe('Noch 7 Tage');
      expect(await row.getByTestId('undo-slot').count()).toBe(0);
      // One slot on the free plan, now taken: no second team.
      expect(await page.getByRole('button', { name: 'Team hinzufügen' }).isDisabled()).toBe(true);
      await page.getByText('Alle Team-Slots sind belegt.').waitFor();
    });
  });

  it('adds teams on the weekend screen without a download, with Rückgängig for the last', async () => {
    await signedInJourney(
      { app, browser },
      { person: 'add-weekend', tier: 'amateur' },
      async ({ page }) => {
        await page.goto('/weekend');
        for (const team of [
          'UHC Bärenfels Münsingen (Herren L-UPL)',
          'UHC Bärenfels Münsingen Damen (Damen NLB)',
        ]) {
          await page.getByRole('button', { name: 'Team hinzufügen' }).click();
          await pickTeam(page, team);
          await page.getByRole('button', { name: 'Team speichern' }).click();
          await page.getByTestId('add-team-dialog').waitFor({ state: 'detached' });
        }
        const saved = page.getByTestId('team-saved');
        await saved.getByText('UHC Bärenfels Münsingen Damen ist gespeichert.').waitFor();
        expect((await slotsOf(page)).slots.map((slot) => slot.teamName)).toEqual([
          'UHC Bärenfels Münsingen',
          'UHC Bärenfels Münsingen Damen',
        ]);
        await saved.getByTestId('undo-slot').click();
        await toast(page, 'Speichern rückgängig gemacht').waitFor();
        await saved.waitFor({ state: 'detached' });
        expect((await slotsOf(page)).slots.map((slot) => slot.teamName)).toEqual([
          'UHC Bärenfels Münsingen',
        ]);
      },
    );
  });
});
