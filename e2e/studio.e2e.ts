import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TestSession } from '#server/testing/auth.ts';
import { setTestTier } from '#server/testing/tier.ts';
import type { TestApp } from './support/app.ts';
import {
  withAppAndBrowser,
  stepReady,
  listedGameIds,
  pickFirstTeam,
  pickRememberedHandballTeam,
  openDemoTeamPost,
  pageJourney,
  signedInJourney,
  type JourneyPage,
  pictureToCrop,
  exportDownload,
} from './support/journey.ts';
import { phone, type PageOptions } from './support/browser.ts';
import { saveTemplate } from './support/templates.ts';

/**
 * The studio on the demo dataset (docs/product.md sections 2, 4, 5): browse, choose, preview, export.
 * Demo games are dated relative to today and their ids carry the date (demo-yyyymmdd-...).
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

/** A fresh page per journey, signed in through the real magic link when asked. */
const journey = (
  options: PageOptions & { signedIn?: boolean },
  steps: (j: JourneyPage & { session: TestSession | null }) => Promise<void>,
) =>
  options.signedIn
    ? signedInJourney({ app, browser }, { ...options, person: 'studio' }, steps)
    : pageJourney({ app, browser }, options, (opened) => steps({ ...opened, session: null }));

const dateOfId = (id: string) => /^demo-(\d{8})-/.exec(id)?.[1] ?? '';

function todayStamp(): string {
  const now = new Date();
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
}

/** From the game step of a team: tick the game and go on to the preview. */
async function previewOf(page: Page, path: string, pick: (ids: string[]) => string[]) {
  await page.goto(path);
  await stepReady(page, 'games');
  for (const id of pick(await listedGameIds(page))) {
    await page.locator(`[data-game-id="${id}"]`).click();
  }
  await page.getByRole('button', { name: 'Weiter' }).click();
  await stepReady(page, 'post');
}

async function exportPng(
  page: Page,
  confirmSave: boolean,
): Promise<{ download: Download; png: Buffer }> {
  const download = await exportDownload(page, confirmSave);
  const png = await readFile((await download.path()) as string);
  await page.getByText('Erfolgreich!').first().waitFor();
  const instagram = page.getByRole('dialog', { name: 'Instagram öffnen?' });
  await instagram.waitFor();
  await instagram.getByRole('button', { name: 'Nein' }).click();
  await instagram.waitFor({ state: 'detached' });
  return { download, png };
}

/** The preview's elements and attributes in a stable order (React may reorder attributes). */
function svgSignature(page: Page): Promise<string> {
  return page.getByTestId('post-preview').evaluate((svg) => {
    const walk = (node: Element): string =>
      `<${node.tagName}${[...node.attributes]
        .map((a) => ` ${a.name}="${a.value}"`)
        .sort()
        .join(
          '',
        )}>${node.children.length ? [...node.children].map(walk).join('') : (node.textContent ?? '')}`;
    return walk(svg);
  });
}

async function slotsOf(page: Page) {
  const response = await page.request.get('/api/team-slots');
  return (await response.json()) as { used: number; slots: { teamId: string }[] };
}

describe('studio', () => {
  it('lets an anonymous visitor browse to the preview, with export disabled', async () => {
    await journey({}, async ({ page }) => {
      await page.goto('/studio');
      await page.getByRole('heading', { level: 1, name: 'Sportart auswählen' }).waitFor();
      await page.getByRole('button', { name: /Unihockey/ }).click();
      await page.waitForURL('**/studio/unihockey');
      await page.getByRole('heading', { level: 1, name: 'Unihockey Club auswählen' }).waitFor();
      await stepReady(page, 'club');
      expect(await page.getByTestId('demo-badge').textContent()).toBe('Demo-Daten');

      const search = page.getByPlaceholder('Club suchen...');
      await search.fill('zzz');
      await page.getByText('Keine Clubs gefunden').waitFor();
      await search.fill('barenfels');
      await page.getByRole('button', { name: 'UHC Bärenfels Münsingen' }).click();
      await page.waitForURL('**/studio/unihockey/demo-101');
      await stepReady(page, 'team');
      expect(await page.getByTestId('team-count').textContent()).toBe('2 Teams verfügbar');
      await page.getByRole('button', { name: 'Team auswählen' }).click();
      await page
        .getByRole('menuitem', { name: 'UHC Bärenfels Münsingen Damen (Damen NLB)' })
        .waitFor();
      await page.getByRole('menuitem', { name: 'UHC Bärenfels Münsingen (Herren L-UPL)' }).click();
      await page.waitForURL('**/studio/unihockey/demo-101/demo-101-1');
      await stepReady(page, 'games');
      await page.getByRole('heading', { level: 1, name: 'Verfügbare Spiele' }).waitFor();

      // Nothing chosen, then another game on the free plan's one game per post: it takes the
      // place of the first, with no error, and back again.
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByText('Bitte wähle mindestens ein Spiel aus').waitFor();
      const [first, second] = await listedGameIds(page);
      const checkbox = (id: string | undefined) => page.locator(`[data-game-id="${id}"] input`);
      await page.locator(`[data-game-id="${first}"]`).click();
      await page.locator(`[data-game-id="${second}"]`).click();
      await expect.poll(() => checkbox(second).isChecked()).toBe(true);
      expect(await checkbox(first).isChecked()).toBe(false);
      expect(await page.getByTestId('selected-count').textContent()).toBe('1 Spiel ausgewählt');
      await page.locator(`[data-game-id="${first}"]`).click();
      await expect.poll(() => checkbox(first).isChecked()).toBe(true);
      expect(await checkbox(second).isChecked()).toBe(false);
      expect(await page.getByText('Maximum erreicht').count()).toBe(0);

      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.waitForURL(`**/studio/unihockey/demo-101/demo-101-1/${first}`);
      await stepReady(page, 'post');
      await page.getByRole('heading', { level: 1, name: 'Social Media Vorschau' }).waitFor();
      expect(await page.getByTestId('post-heading').textContent()).toBe(
        'Unihockey · UHC Bärenfels Münsingen',
      );
      const preview = page.getByTestId('post-preview');
      expect(await preview.getAttribute('aria-description')).toContain('UHC Bärenfels Münsingen');
      // 560 px by width (docs/product.md section 2), less when the window is too low to show it whole.
      expect((await preview.boundingBox())?.width).toBeLessThanOrEqual(560);
      await page.getByText('Bitte melde dich an, um Posts zu erstellen').waitFor();
      expect(await page.getByTestId('export-button').isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Sammlung (0)' }).isDisabled()).toBe(true);

      // Each step has its way back; the preview's adds editSelection=1 and keeps the choice.
      await page.getByRole('button', { name: 'Spiele ändern' }).click();
      await page.waitForURL(`**/studio/unihockey/demo-101/demo-101-1/${first}?editSelection=1`);
      await stepReady(page, 'games');
      expect(await page.locator(`[data-game-id="${first}"] input`).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Zurück' }).click();
      await page.waitForURL('**/studio/unihockey/demo-101');
      await page.getByRole('button', { name: 'Zurück' }).click();
      await page.waitForURL('**/studio/unihockey');
      await page.getByRole('button', { name: 'Zurück' }).click();
      await page.waitForURL(/\/studio$/);
    });
  });

  it('shows past games on request: past first newest first, then today and later oldest first', async () => {
    await journey({}, async ({ page }) => {
      await pickFirstTeam(page, '/studio/handball/demo-301');
      await stepReady(page, 'games');
      const today = todayStamp();
      const upcoming = (await listedGameIds(page)).map(dateOfId);
      expect(upcoming.length).toBeGreaterThan(0);
      expect(upcoming.every((date) => date >= today)).toBe(true);
      expect(upcoming).toEqual([...upcoming].sort());

      await page.getByLabel('Vergangene Spiele anzeigen').check();
      const all = (await listedGameIds(page)).map(dateOfId);
      const past = all.filter((date) => date < today);
      expect(past.length).toBeGreaterThan(0);
      expect(all).toEqual([...past, ...upcoming]);
      expect(past).toEqual([...past].sort().reverse());
      // Results show for played games.
      expect(await page.getByTestId('game-result').count()).toBe(past.length);
    });
  });

  it('lets a free user export a first team after saving it, and refuses a second team', async () => {
    await journey({ signedIn: true }, async ({ page }) => {
      await previewOf(page, '/studio/unihockey/demo-101/demo-101-1', (ids) => ids.slice(0, 1));
      // 'Nein' stores nothing and exports nothing.
      await page.getByTestId('export-button').click();
      const dialog = page.getByRole('dialog', { name: 'Team speichern?' });
      await dialog.getByText('0 von 1 Team-Slots belegt').waitFor();
      await dialog.getByRole('button', { name: 'Nein' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect((await slotsOf(page)).used).toBe(0);

      // The toast comes when the team is saved, before the export: looked for from the start,
      // since it may be gone again by the time the download and its dialogs are through.
      const saved = page.getByText('Team gespeichert').waitFor();
      saved.catch(() => {});
      const { download, png } = await exportPng(page, true);
      // Named by day, kind, team and opponent, as a person finds it in a folder.
      expect(download.suggestedFilename()).toMatch(
        /^matchpost_\d{4}-\d{2}-\d{2}_vorschau_uhc-baerenfels-muensingen-vs-[a-z0-9-]+\.png$/,
      );
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 2160, 2700]);
      await saved;
      const slots = await slotsOf(page);
      expect(slots.slots.map((slot) => slot.teamId)).toEqual(['demo-101-1']);
      await page.getByText('In deinen Teams gespeichert').waitFor();

      // The saved team exports again without asking.
      await exportPng(page, false);

      await previewOf(page, '/studio/unihockey/demo-102/demo-102-1', (ids) => ids.slice(0, 1));
      const notice = page.getByTestId('export-notice');
      await notice.getByText('Maximale Anzahl erreicht').waitFor();
      expect(await notice.textContent()).toContain(
        'Du kannst maximal 1 Team verwalten. Upgrade dein Abo für mehr Slots.',
      );
      expect(await page.getByTestId('export-button').isDisabled()).toBe(true);
    });
  });

  it('exports a multi-game day with two games on a plan that allows it', async () => {
    await journey({ signedIn: true }, async ({ page, session }) => {
      await setTestTier(app.server.ctx.database.db, session!.userId, 'amateur');
      await page.goto('/studio/unihockey/demo-102/demo-102-2');
      await stepReady(page, 'games');
      await page.getByText('Wähle bis zu 2 Spiele vom selben Tag aus.').waitFor();
      const day = page.locator('[data-testid="game-day"][data-multi="true"]').first();
      await day.getByText('2 Spiele').waitFor();
      const ids = await listedGameIds(day);
      expect(ids).toHaveLength(2);
      for (const id of ids) await page.locator(`[data-game-id="${id}"]`).click();
      const other = (await listedGameIds(page)).find((id) => !ids.includes(id)) as string;
      await page.locator(`[data-game-id="${other}"]`).click();
      await page.getByText('Ihr Abo erlaubt maximal 2 Spiele').waitFor();
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.waitForURL(`**/demo-102-2/${ids.join(',')}`);
      await stepReady(page, 'post');
      const text = (await page.getByTestId('post-preview').getAttribute('aria-description')) ?? '';
      expect(text).toContain('09:30');
      expect(text).toContain('11:00');

      const { png } = await exportPng(page, true);
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height]).toEqual([2160, 2700]);
    });
  });

  it('mirrors options in the URL and restores the preview after a reload', async () => {
    await journey({}, async ({ page }) => {
      await pickFirstTeam(page, '/studio/volleyball/demo-201');
      await stepReady(page, 'games');
      await page.getByLabel('Vergangene Spiele anzeigen').check();
      const played = (await listedGameIds(page))[0] as string;
      await page.locator(`[data-game-id="${played}"]`).click();
      await page.getByRole('button', { name: 'Weiter' }).click();
      // A game with a result opens on the result tab.
      await page.waitForURL(`**/${played}?tab=result`);
      await stepReady(page, 'post');
      expect(await page.getByRole('tab', { name: 'Resultat' }).getAttribute('aria-selected')).toBe(
        'true',
      );

      await page.getByTestId('template-picker').click();
      await page.getByRole('menuitemradio', { name: 'Dunkel' }).click();
      await page.getByLabel('Details anzeigen').check();
      await page.waitForURL(`**/${played}?theme=dark&tab=result&detail=true`);
      const before = await svgSignature(page);

      await page.reload();
      await stepReady(page, 'post');
      expect(await page.getByTestId('template-picker').textContent()).toContain('Dunkel');
      expect(await page.getByLabel('Details anzeigen').isChecked()).toBe(true);
      expect(await svgSignature(page)).toBe(before);

      // home=true only on the preview tab; the default theme leaves the URL.
      await page.getByRole('tab', { name: 'Spielvorschau' }).click();
      await page.getByLabel('Ist Heimspiel').check();
      await page.waitForURL(`**/${played}?theme=dark&home=true`);
      await page.getByTestId('template-picker').click();
      await page.getByRole('menuitemradio', { name: 'Matchpost Classic' }).click();
      await page.waitForURL(`**/${played}?home=true`);
    });
  });

  it('jumps to the remembered sport, club and team when a signed-in user enters the studio', async () => {
    await journey({ signedIn: true }, async ({ page }) => {
      const teamId = await pickRememberedHandballTeam(page);

      await page.goto('/');
      await page.goto('/studio');
      await page.waitForURL(`**/studio/handball/demo-303/${teamId}`);
      await stepReady(page, 'games');

      // Going back inside the studio does not bounce forward again.
      await page.getByRole('button', { name: 'Zurück' }).click();
      await page.getByRole('button', { name: 'Zurück' }).click();
      await page.waitForURL('**/studio/handball');
      await stepReady(page, 'club');
    });
  });

  it('puts an uploaded, cropped background into the exported post', async () => {
    await journey({ signedIn: true }, async ({ page }) => {
      await previewOf(page, '/studio/unihockey/demo-104/demo-104-1', (ids) => ids.slice(0, 1));
      const photo = await sharp({
        create: { width: 1600, height: 1200, channels: 3, background: { r: 20, g: 220, b: 60 } },
      })
        .jpeg()
        .toBuffer();
      const crop = await pictureToCrop(page.getByTestId('background-file'), {
        name: 'rasen.jpg',
        mimeType: 'image/jpeg',
        buffer: photo,
      });
      await crop.getByRole('button', { name: '1:1' }).click();
      await crop.getByRole('button', { name: '4:5' }).click();
      const zoom = crop.getByLabel('Zoom', { exact: true });
      await zoom.focus();
      for (let step = 0; step < 5; step++) await zoom.press('ArrowRight');
      expect(await zoom.inputValue()).toBe('1.5');
      await crop.getByRole('button', { name: 'Übernehmen' }).click();
      await page.getByText('Hintergrundbild zugeschnitten').waitFor();
      await page.getByText('Hintergrundbild hochgeladen').waitFor();
      await page.getByRole('button', { name: 'Sammlung (1)' }).waitFor();
      const { png: withPhoto } = await exportPng(page, true);

      await page.getByRole('button', { name: 'Entfernen' }).click();
      await page.getByText('Kein eigenes Bild').waitFor();
      const { png: without } = await exportPng(page, false);

      // A strip along the left edge, where the theme's own ground shows without a photo.
      const region = { left: 0, top: 1200, width: 120, height: 600 };
      const [a, b] = await Promise.all(
        [withPhoto, without].map((png) => sharp(png).extract(region).removeAlpha().stats()),
      );
      const greenShift = a!.channels[1]!.mean - b!.channels[1]!.mean;
      expect(greenShift).toBeGreaterThan(20);

      // The collection offers the stored image again.
      await page.getByRole('button', { name: 'Sammlung (1)' }).click();
      await page.getByRole('button', { name: /als Hintergrund$/ }).click();
      await page.getByText('Hintergrundbild ausgewählt').waitFor();
    });
  });

  it('works in a 375 px wide phone window', async () => {
    await journey({ viewport: phone }, async ({ page }) => {
      await openDemoTeamPost(page);
      const preview = page.getByTestId('post-preview');
      expect((await preview.boundingBox())?.width).toBeLessThanOrEqual(340);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      // Each choice's word keeps room inside its segment (the tabs, the formats, the download
      // options): at least 6 px on each side.
      const cramped = await page.evaluate(() =>
        [...document.querySelectorAll('[role=tablist] button, [role=group] button[aria-pressed]')]
          .map((button) => {
            const range = document.createRange();
            range.selectNodeContents(button);
            const text = range.getBoundingClientRect().width;
            return { label: button.textContent, room: button.clientWidth - text };
          })
          .filter((segment) => segment.room < 12),
      );
      expect(cramped).toEqual([]);
      const button = page.getByTestId('export-button');
      expect(await button.isVisible()).toBe(true);
      expect(await button.isDisabled()).toBe(true);
      const box = await button.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(phone.height);
    });
  });

  it("offers a paid user's own templates under 'Eigene Vorlagen' and exports with one", async () => {
    await journey({ signedIn: true }, async ({ page, session }) => {
      const db = app.server.ctx.database.db;
      await setTestTier(db, session!.userId, 'amateur');
      const template = await saveTemplate(app, session!.userId, 'Matchday Blau');
      await previewOf(page, '/studio/unihockey/demo-101/demo-101-1', (ids) => ids.slice(0, 1));
      await page.getByTestId('template-picker').click();
      await page.getByText('Eigene Vorlagen').waitFor();
      await page.getByRole('menuitemradio', { name: /Matchday Blau/ }).click();
      await page.waitForURL((url) => url.searchParams.get('template') === template.id);
      const { png } = await exportPng(page, true);
      // The template's own blue background fills the corners of the exported post.
      const { data } = await sharp(png)
        .extract({ left: 0, top: 0, width: 8, height: 8 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([data[0], data[1], data[2]]).toEqual([0x0b, 0x3d, 0x91]);
    });
  });
});
