import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { templates } from '#server/db/schema.ts';

import type { Tier } from '#shared/plans.ts';
import { type TestApp } from './support/app.ts';
import { type PageOptions } from './support/browser.ts';
import { afterEffects, animationsFinished } from './support/settle.ts';
import {
  listedGameIds,
  signedIn,
  signedInJourney,
  withAppAndBrowser,
  type SignedInPage,
  pictureToCrop,
  exportDownload,
} from './support/journey.ts';
import { plainPicture } from '#server/testing/pictures.ts';
import { keepForLook, screenshot } from './support/screenshots.ts';

/**
 * The template editor (docs/product.md section 2 "Template editor"): a paid user designs a template on
 * the canvas, saves it, finds it in the studio and exports it; starts from a built-in look;
 * undoes and redoes; imports a designer's SVG; and hostile SVGs are refused or stripped.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

const journey = (
  options: PageOptions & { tier?: Tier; allowErrors?: RegExp },
  steps: (j: SignedInPage) => Promise<void>,
) =>
  signedInJourney(
    { app, browser },
    {
      ...options,
      person: 'editor',
      tier: options.tier ?? 'pro',
      expected: options.allowErrors ? [options.allowErrors] : [],
    },
    steps,
  );

async function openEditor(page: Page, url = '/profile/templates/new') {
  await page.goto(url);
  await page.getByTestId('template-editor').waitFor();
  await page.getByTestId('editor-post').waitFor();
}

const layerNames = (page: Page) =>
  page
    .getByTestId('layer-list')
    .locator('li')
    .evaluateAll((rows) => rows.map((row) => (row.textContent ?? '').trim()));

/** A point of the canvas (post pixels) on the page. */
async function canvasPoint(page: Page, x: number, y: number) {
  const box = await page.getByTestId('editor-post').boundingBox();
  if (!box) throw new Error('no canvas');
  const format = await page.getByTestId('editor-post').getAttribute('viewBox');
  const [, , width] = (format ?? '0 0 1080 1350').split(' ').map(Number);
  const scale = box.width / (width ?? 1080);
  return { x: box.x + x * scale, y: box.y + y * scale };
}

interface ShownBox {
  id: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where each element is drawn on the page, with its row's name in 'Alle Elemente'. */
async function elementBoxes(page: Page): Promise<ShownBox[]> {
  const names = await page
    .getByTestId('layer-list')
    .locator('li')
    .evaluateAll((rows) => rows.map((row) => (row.textContent ?? '').trim()));
  const boxes = await page
    .locator('[data-testid="editor-post"] [data-element-id]')
    .evaluateAll((groups) =>
      groups.map((group) => {
        const box = group.getBoundingClientRect();
        return {
          id: group.getAttribute('data-element-id') ?? '',
          x: box.x,
          y: box.y,
          width: box.width,
          height: box.height,
        };
      }),
    );
  // The layer list is top first, the canvas draws bottom first.
  const labels = [...names].reverse();
  return boxes.map((box, index) => ({ ...box, label: labels[index] ?? '' }));
}

function overlaps(boxes: readonly ShownBox[]): string[] {
  const found: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      if (
        a.x < b.x + b.width &&
        b.x < a.x + a.width &&
        a.y < b.y + b.height &&
        b.y < a.y + a.height
      ) {
        found.push(`${a.label} / ${b.label}`);
      }
    }),
  );
  return found;
}

function inside(
  box: ShownBox,
  area: { x: number; y: number; width: number; height: number } | null,
) {
  if (!area) return false;
  return (
    box.x >= area.x - 1 &&
    box.y >= area.y - 1 &&
    box.x + box.width <= area.x + area.width + 1 &&
    box.y + box.height <= area.y + area.height + 1
  );
}

async function addField(page: Page, label: string) {
  await page.getByRole('button', { name: 'Spieldaten' }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

async function savedConfig(id: string) {
  const [row] = await app.server.ctx.database.db
    .select()
    .from(templates)
    .where(eq(templates.id, id));
  return row;
}

async function templateIdByName(userId: string, name: string): Promise<string> {
  const rows = await app.server.ctx.database.db
    .select()
    .from(templates)
    .where(eq(templates.workspaceId, userId));
  const row = rows.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`template ${name} not saved`);
  return row.id;
}

/** Mean absolute difference per channel (0..255) of two pictures at one size. */
async function difference(a: Buffer, b: Buffer, width: number, height: number) {
  const raw = (image: Buffer) =>
    sharp(image).resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [left, right] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  let far = 0;
  for (let i = 0; i < left.length; i++) {
    const d = Math.abs((left[i] ?? 0) - (right[i] ?? 0));
    sum += d;
    if (d > 64) far++;
  }
  return { mean: sum / left.length, farShare: far / left.length };
}

async function uploadLogoThroughPicker(page: Page) {
  const png = await plainPicture(300, 150, { r: 220, g: 38, b: 38, alpha: 1 }, 4).png().toBuffer();
  await page.getByRole('button', { name: 'Logo/Bild', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Logo/Bild auswählen' });
  await picker.waitFor();
  const crop = await pictureToCrop(picker.getByTestId('logo-upload-input'), {
    name: 'sponsor-gold.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await crop.getByRole('button', { name: 'Frei' }).click();
  await crop.getByRole('button', { name: 'Übernehmen' }).click();
  await page.getByText('Bild hochgeladen').first().waitFor();
  await page.getByText('Logo hinzugefügt').first().waitFor();
}

describe('template editor', () => {
  it(
    'creates a template with text, a logo and data fields for 2 games, and the studio exports what the editor showed',
    { timeout: 180_000 },
    async () => {
      await journey({ viewport: { width: 1280, height: 900 } }, async ({ page, session }) => {
        await openEditor(page);
        await page.getByRole('heading', { level: 1, name: 'Neues Template' }).waitFor();
        await page.getByTestId('template-name').fill('Matchday Sponsor');
        await page.getByRole('button', { name: 'Ein Spiel mehr' }).click();
        expect(await page.getByTestId('template-games').textContent()).toBe('2');

        await page.getByRole('button', { name: 'Text', exact: true }).click();
        await page.getByTestId('prop-content').fill('HEIMSPIEL');
        await page.getByTestId('prop-font-size').fill('120');
        await uploadLogoThroughPicker(page);
        // The logo keeps its 2:1 proportions in the default 200 px box.
        expect(await page.getByTestId('prop-width').inputValue()).toBe('200');
        expect(await page.getByTestId('prop-height').inputValue()).toBe('100');
        await page.getByRole('button', { name: 'Logo/Bild', exact: true }).click();
        const picker = page.getByRole('dialog', { name: 'Logo/Bild auswählen' });
        await picker.getByRole('tab', { name: /Sponsoren/ }).click();
        await picker.getByTestId('logo-choice').first().waitFor();
        await screenshot(page, 'editor-logo-picker');
        await page.keyboard.press('Escape');
        await picker.waitFor({ state: 'detached' });

        for (const label of [
          'Heim Team Name',
          'Gast Team Name',
          'Heim Team Name (Spiel 2)',
          'Gast Team Name (Spiel 2)',
        ]) {
          await addField(page, label);
        }
        // Each data field can be added once: its entry is disabled now.
        await page.getByRole('button', { name: 'Spieldaten' }).click();
        expect(
          await page
            .getByRole('menuitem', { name: /Heim Team Name \(Spiel 2\)/ })
            .getAttribute('aria-disabled'),
        ).toBe('true');
        await page.keyboard.press('Escape');
        // While the menu closes, the page takes no pointer (the menu is modal): the drag below
        // presses the mouse itself, without Playwright's check that the field would receive it.
        await page.getByRole('menu').waitFor({ state: 'detached' });

        // Each new field and the logo landed where it covers nothing, inside the canvas.
        const boxes = await elementBoxes(page);
        expect(boxes).toHaveLength(6);
        expect(overlaps(boxes)).toEqual([]);
        const canvas = await page.getByTestId('editor-post').boundingBox();
        for (const box of boxes) expect(inside(box, canvas)).toBe(true);

        // A person drags the home team of game 2 further down: it ends on whole pixels.
        const field = boxes.find((box) => box.label === 'Heim Team Name (Spiel 2)');
        if (!field) throw new Error('no field for game 2');
        const from = { x: field.x + field.width / 2, y: field.y + field.height / 2 };
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.mouse.move(from.x + 13.7, from.y + 97.3, { steps: 9 });
        await page.mouse.up();
        expect(await page.getByLabel('X', { exact: true }).inputValue()).toMatch(/^\d+$/);
        expect(await page.getByLabel('Y', { exact: true }).inputValue()).toMatch(/^\d+$/);
        expect(await layerNames(page)).toHaveLength(6);
        await screenshot(page, 'editor-1280-light');

        await page.getByTestId('template-save').click();
        await page.waitForURL('**/profile/templates');
        await page.getByText('Template erstellt').first().waitFor();
        const id = await templateIdByName(session.userId, 'Matchday Sponsor');
        const saved = await savedConfig(id);
        expect(saved?.supportedGames).toBe(2);

        // The studio lists it under 'Eigene Vorlagen' and exports it.
        await page.goto('/studio/unihockey/demo-101/demo-101-1');
        await page.locator('[data-studio-step="games"][data-ready="true"]').waitFor();
        const ids = await listedGameIds(page);
        for (const gameId of ids.slice(0, 2))
          await page.locator(`[data-game-id="${gameId}"]`).click();
        await page.getByRole('button', { name: 'Weiter' }).click();
        await page.locator('[data-studio-step="post"][data-ready="true"]').waitFor();
        await page.getByTestId('template-picker').click();
        await page.getByText('Eigene Vorlagen').waitFor();
        await page.getByRole('menuitemradio', { name: /Matchday Sponsor/ }).click();
        await page.waitForURL((url) => url.searchParams.get('template') === id);
        const download = await exportDownload(page, true);
        const png = await readFile((await download.path()) as string);
        const instagram = page.getByRole('dialog', { name: 'Instagram öffnen?' });
        await instagram.waitFor();
        await instagram.getByRole('button', { name: 'Nein' }).click();

        // The editor's preview shows the saved team's next games: the ones just exported.
        await openEditor(page, `/profile/templates/edit/${id}`);
        await page.getByRole('heading', { level: 1, name: 'Template bearbeiten' }).waitFor();
        await page.getByRole('button', { name: 'Vorschau', exact: true }).click();
        await page
          .getByTestId('preview-banner')
          .getByText(/Vorschau mit Spielen von/)
          .waitFor();
        expect(await page.getByRole('button', { name: 'Text', exact: true }).isDisabled()).toBe(
          true,
        );
        await page.waitForFunction(() =>
          [...document.querySelectorAll('[data-testid="editor-post"] image')].every(
            (image) => (image as SVGImageElement).getBBox().width > 0,
          ),
        );
        // Shot once its pictures are decoded and its fonts loaded, as the export draws them.
        await page.getByTestId('editor-post').evaluate((post) =>
          Promise.all([
            document.fonts.ready,
            // Chromium decodes an SVG <image> as it does an <img> (not in TypeScript's DOM types).
            ...[...post.querySelectorAll('image')].map((image) =>
              (image as SVGImageElement & { decode(): Promise<void> }).decode(),
            ),
          ]),
        );
        await afterEffects(page);
        const shown = await page.getByTestId('editor-post').screenshot();
        await keepForLook('editor-compare-editor.png', shown);
        await keepForLook('editor-compare-export.png', png);
        const { mean, farShare } = await difference(shown, png, 432, 540);
        expect(mean).toBeLessThan(6);
        expect(farShare).toBeLessThan(0.02);

        // Leaving the preview clears the data again.
        await page.getByRole('button', { name: 'Editor-Modus' }).click();
        expect(await page.getByRole('button', { name: 'Text', exact: true }).isDisabled()).toBe(
          false,
        );
      });
    },
  );

  it('starts from a built-in look and changes its colours', async () => {
    await journey({ viewport: { width: 1024, height: 768 } }, async ({ page, session }) => {
      await openEditor(page);
      await page.getByRole('button', { name: 'Mit fertigem Look starten' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mit einem fertigen Look starten' });
      await dialog.getByTestId('theme-start-dark').click();
      await dialog.waitFor({ state: 'detached' });
      const layers = await layerNames(page);
      expect(layers.length).toBeGreaterThan(4);
      expect(layers.join(' ')).toContain('Heim Team Name');

      // Every layer has a name of its own: no 'Rechteck' six times, no 'Heim Team Name' thrice.
      expect(new Set(layers).size).toBe(layers.length);
      expect(
        layers.filter((name) => ['Rechteck', 'Form', 'Heim Team Name'].includes(name)).length,
      ).toBeLessThanOrEqual(1);

      await page.getByRole('button', { name: 'Hintergrund', exact: true }).click();
      await page.getByTestId('background-color').fill('#0b3d91');
      // The first rectangle of the look (from the top of the list) gets the club's red.
      const rectName = layers.find((name) => name.startsWith('Rechteck '));
      if (!rectName) throw new Error(`no rectangle among ${layers.join(', ')}`);
      const rectRow = page
        .getByTestId('layer-list')
        .getByRole('button', { name: rectName, exact: true });
      await rectRow.click();
      await page.getByTestId('prop-fill').fill('#c8102e');
      // The person renames it: the name is kept in the template.
      await page.getByRole('button', { name: `${rectName} umbenennen` }).click();
      await page.getByTestId('layer-name-input').fill('Sponsorenband');
      await page.keyboard.press('Enter');
      expect(await layerNames(page)).toContain('Sponsorenband');
      await page.getByTestId('template-name').fill('Dunkel in Clubfarben');
      await screenshot(page, 'editor-1024-light-theme');
      await page.getByTestId('template-save').click();
      await page.getByText('Template erstellt').first().waitFor();
      const id = await templateIdByName(session.userId, 'Dunkel in Clubfarben');
      const saved = await savedConfig(id);
      const config = saved?.svgConfig as {
        backgroundColor: string;
        elements: { fill?: string; name?: string }[];
      };
      expect(config.backgroundColor).toBe('#0b3d91');
      expect(config.elements.find((element) => element.name === 'Sponsorenband')?.fill).toBe(
        '#c8102e',
      );
    });
  });

  it(
    'draws a rectangle with round corners, an oval and a line from the toolbar, and keeps its toolbar clear of toasts and the header',
    { timeout: 180_000 },
    async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        await journey(
          { viewport: { width: 1280, height: 800 }, colorScheme },
          async ({ page, session }) => {
            await page.addInitScript(
              (scheme) => localStorage.setItem('ui-theme', scheme),
              colorScheme,
            );
            await openEditor(page);
            const addShape = async (name: string) => {
              await page.getByRole('button', { name: 'Formen' }).click();
              await page.getByRole('menuitem', { name, exact: true }).click();
              // The next press on the toolbar comes once the menu has gone, as a person's does.
              await page.getByRole('menu').waitFor({ state: 'detached' });
            };
            await addShape('Rechteck');
            await page.getByLabel('Eckenradius').fill('32');
            await page.getByTestId('prop-fill').fill('#c8102e');
            await page.getByTestId('prop-opacity').fill('80');
            await addShape('Oval');
            await page.getByTestId('prop-fill').fill('#f5b700');
            await addShape('Linie');
            await page.getByTestId('prop-stroke-width').fill('12');
            const boxes = await elementBoxes(page);
            expect(boxes).toHaveLength(3);
            expect(overlaps(boxes)).toEqual([]);
            expect(await layerNames(page)).toEqual([
              'Linie 412 × 12',
              'Oval 300 × 300',
              'Rechteck 400 × 240',
            ]);
            expect(await page.getByTestId('layer-swatch').count()).toBe(3);
            // Undo takes the line's stroke back, then the line itself.
            await page.getByRole('button', { name: /^Rückgängig/ }).click();
            await page.getByRole('button', { name: /^Rückgängig/ }).click();
            expect(await layerNames(page)).toHaveLength(2);
            await page.getByRole('button', { name: /^Wiederholen/ }).click();
            await page.getByRole('button', { name: /^Wiederholen/ }).click();
            await screenshot(page, `editor-shapes-1280-${colorScheme}`);

            // A failed SVG import shows its toast away from the toolbar: the next click is the person's.
            await page.getByRole('button', { name: 'SVG importieren' }).click();
            const dialog = page.getByRole('dialog', { name: 'SVG importieren' });
            await dialog.getByTestId('svg-import-input').setInputFiles({
              name: 'leer.svg',
              mimeType: 'image/svg+xml',
              buffer: Buffer.from('<svg'),
            });
            await page.getByText('SVG-Datei konnte nicht geparst werden').first().waitFor();
            await page.keyboard.press('Escape');
            await dialog.waitFor({ state: 'detached' });
            await screenshot(page, `editor-toast-1280-${colorScheme}`);
            const toast = await page.locator('[data-sonner-toast]').first().boundingBox();
            for (const control of [
              page.getByRole('button', { name: 'SVG importieren' }),
              page.getByTestId('template-save'),
              page.getByRole('button', { name: 'Formen' }),
              page.getByRole('toolbar'),
            ]) {
              const box = await control.boundingBox();
              expect(
                box &&
                  toast &&
                  overlaps([
                    { ...box, id: 'c', label: 'control' },
                    { ...toast, id: 't', label: 'toast' },
                  ]),
              ).toEqual([]);
            }
            await page.getByRole('button', { name: 'SVG importieren' }).click();
            await dialog.waitFor();
            // Escape once the dialog holds the focus (it listens from then on), and it is gone:
            // while open, the page behind it is hidden from the accessibility tree.
            await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
            await page.keyboard.press('Escape');
            await dialog.waitFor({ state: 'detached' });

            // Scrolled down to the footer, the toolbar stays in view below the site header.
            await page.mouse.move(640, 780);
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            // Measured at the bottom, once what the scroll set moving has come to rest.
            await page.waitForFunction(
              () =>
                Math.ceil(window.scrollY + window.innerHeight) >=
                document.documentElement.scrollHeight,
            );
            await afterEffects(page);
            await animationsFinished(page.locator('body'));
            const header = await page.locator('header').first().boundingBox();
            const bar = await page.getByRole('toolbar').boundingBox();
            expect(bar && header && bar.y >= header.y + header.height - 1).toBe(true);
            await page.getByRole('button', { name: 'Formen' }).click();
            await page.getByRole('menuitem', { name: 'Oval', exact: true }).click();
            expect(await layerNames(page)).toHaveLength(4);
            await screenshot(page, `editor-scrolled-1280-${colorScheme}`);
            await page.getByTestId('template-name').fill(`Formen ${colorScheme}`);
            await page.getByTestId('template-save').click();
            await page.getByText('Template erstellt').first().waitFor();
            const saved = await savedConfig(
              await templateIdByName(session.userId, `Formen ${colorScheme}`),
            );
            const elements = (saved?.svgConfig as { elements: Record<string, unknown>[] }).elements;
            expect(elements.map((element) => element.type)).toEqual([
              'rect',
              'ellipse',
              'line',
              'ellipse',
            ]);
            expect(elements[0]).toMatchObject({ rx: 32, fill: '#c8102e', opacity: 0.8 });
            expect(elements[2]).toMatchObject({ strokeWidth: 12 });
          },
        );
        await journey({ viewport: { width: 375, height: 812 }, colorScheme }, async ({ page }) => {
          await page.addInitScript(
            (scheme) => localStorage.setItem('ui-theme', scheme),
            colorScheme,
          );
          await page.goto('/profile/templates/new');
          await page.getByText('Der Editor braucht einen grösseren Bildschirm').waitFor();
          await screenshot(page, `editor-375-${colorScheme}`);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBe(0);
        });
      }
    },
  );

  it(
    'zooms the crop with the wheel and shows the photo around the crop area dimmed',
    { timeout: 120_000 },
    async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        await journey({ viewport: { width: 1280, height: 800 }, colorScheme }, async ({ page }) => {
          await page.addInitScript(
            (scheme) => localStorage.setItem('ui-theme', scheme),
            colorScheme,
          );
          await openEditor(page);
          const photo = await plainPicture(1600, 900, { r: 30, g: 120, b: 200 })
            .composite([
              {
                input: await plainPicture(400, 400, { r: 240, g: 200, b: 0 }).png().toBuffer(),
                left: 600,
                top: 250,
              },
            ])
            .png()
            .toBuffer();
          await page.getByRole('button', { name: 'Logo/Bild', exact: true }).click();
          const picker = page.getByRole('dialog', { name: 'Logo/Bild auswählen' });
          const crop = await pictureToCrop(picker.getByTestId('logo-upload-input'), {
            name: 'mannschaft.png',
            mimeType: 'image/png',
            buffer: photo,
          });
          const frame = crop.getByTestId('crop-frame');
          await expect
            .poll(() =>
              crop.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth),
            )
            .toBe(1600);
          // The photo reaches beyond the 4:5 crop area, shown dimmed, not as a checkerboard.
          const frameBox = await frame.boundingBox();
          const imageBox = await crop.locator('img').boundingBox();
          expect(frameBox && imageBox && imageBox.width > frameBox.width * 1.5).toBe(true);
          const stage = await crop
            .getByTestId('crop-stage')
            .evaluate((node) => getComputedStyle(node).backgroundImage);
          expect(stage).toBe('none');
          // Shot once the dialog has ended its entry and the photo is decoded.
          await crop.locator('img').evaluate((img) => (img as HTMLImageElement).decode());
          await animationsFinished(crop);
          await screenshot(page, `crop-1280-${colorScheme}`);
          // Two wheel notches over the photo zoom in by two steps; the page does not scroll.
          const zoomShown = () => crop.getByText(/^\d\.\d×$/).textContent();
          expect(await zoomShown()).toBe('1.0×');
          if (!frameBox) throw new Error('no crop frame');
          await page.mouse.move(frameBox.x + frameBox.width / 2, frameBox.y + frameBox.height / 2);
          await page.mouse.wheel(0, -100);
          await page.mouse.wheel(0, -100);
          await expect.poll(zoomShown).toBe('1.4×');
          await page.mouse.wheel(0, 100);
          await expect.poll(zoomShown).toBe('1.2×');
          await screenshot(page, `crop-zoomed-1280-${colorScheme}`);
          await crop.getByRole('button', { name: 'Übernehmen' }).click();
          await page.getByText('Logo hinzugefügt').first().waitFor();
        });
      }
    },
  );

  it('undoes and redoes edits, and a draft survives a reload', async () => {
    await journey({}, async ({ page }) => {
      await openEditor(page);
      await page.getByRole('button', { name: 'Text', exact: true }).click();
      await page.getByTestId('prop-content').fill('SAISONSTART');
      // Arrow keys nudge the selection once the canvas has the keys.
      const centre = await canvasPoint(page, 540, 200);
      await page.mouse.click(centre.x, centre.y);
      await page.keyboard.press('Shift+ArrowDown');
      const y = () => page.getByLabel('Y', { exact: true }).inputValue();
      expect(await y()).toBe('210');
      await page.keyboard.press('Control+z');
      expect(await y()).toBe('200');
      await page.keyboard.press('Control+z');
      expect(await page.getByTestId('prop-content').inputValue()).toBe('Neuer Text');
      await page.keyboard.press('Control+Shift+z');
      expect(await page.getByTestId('prop-content').inputValue()).toBe('SAISONSTART');
      await page.getByRole('button', { name: /^Wiederholen/ }).click();
      expect(await y()).toBe('210');
      await page.getByRole('button', { name: /^Rückgängig/ }).click();
      expect(await y()).toBe('200');

      // Unsaved work is kept in the browser and back after a reload: once the draft is written.
      await page.waitForFunction(() =>
        Object.keys(localStorage)
          .filter((key) => key.endsWith(':editor-draft:new'))
          .some((key) => {
            const draft = JSON.parse(localStorage.getItem(key) ?? '{}') as {
              config?: { elements?: { content?: string; y?: number }[] };
            };
            return (draft.config?.elements ?? []).some(
              (element) => element.content === 'SAISONSTART' && element.y === 200,
            );
          }),
      );
      page.once('dialog', (dialog) => void dialog.accept());
      await page.reload();
      await page.getByTestId('editor-post').waitFor();
      await page.getByText('Ungespeicherter Entwurf wiederhergestellt').first().waitFor();
      expect(await layerNames(page)).toEqual(['SAISONSTART']);

      // Leaving asks first.
      await page.getByRole('button', { name: 'Zurück zu den Vorlagen' }).click();
      const ask = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
      await ask.waitFor();
      await ask.getByRole('button', { name: 'Weiter bearbeiten' }).click();
      expect(page.url()).toContain('/profile/templates/new');
    });
  });

  it("imports a designer's SVG with groups, transforms and CSS classes", async () => {
    await journey({}, async ({ page }) => {
      await openEditor(page);
      const svg = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1080 1350" width="1080" height="1350">
  <defs>
    <style>.brand{fill:#e30613}.title{font-family:'Bebas Neue';font-size:96px;fill:#ffffff}</style>
    <linearGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient>
  </defs>
  <rect width="1080" height="1350" fill="#101820"/>
  <g id="Header" transform="translate(0 80)">
    <rect class="brand" x="90" y="0" width="900" height="160" rx="24"/>
    <text class="title" x="540" y="112" text-anchor="middle">MATCHDAY</text>
  </g>
  <g transform="translate(540 700) scale(2)"><circle r="60" class="brand"/></g>
  <path d="M100 1200 L980 1200 L980 1220 L100 1220 Z" fill="url(#g)"/>
</svg>`;
      await page.getByRole('button', { name: 'SVG importieren' }).click();
      const dialog = page.getByRole('dialog', { name: 'SVG importieren' });
      await dialog.getByTestId('svg-import-input').setInputFiles({
        name: 'matchday.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(svg),
      });
      await page.getByText('SVG erfolgreich importiert').first().waitFor();
      const layers = await layerNames(page);
      expect(layers).toContain('MATCHDAY');
      expect(layers.length).toBeGreaterThanOrEqual(4);
      await screenshot(page, 'editor-1280-import');

      // 'Alle Elemente': dragging the bottom layer's grip to the top brings it to the front.
      const grips = page.getByTestId('layer-grip');
      await grips.last().scrollIntoViewIfNeeded();
      const bottom = await grips.last().boundingBox();
      const top = await grips.first().boundingBox();
      if (!bottom || !top) throw new Error('no layer grips');
      await page.mouse.move(bottom.x + bottom.width / 2, bottom.y + bottom.height / 2);
      await page.mouse.down();
      await page.mouse.move(top.x + top.width / 2, top.y + 2, { steps: 6 });
      await page.mouse.up();
      const reordered = await layerNames(page);
      expect(reordered[0]).toBe(layers[layers.length - 1]);
      expect(reordered.slice(1)).toEqual(layers.slice(0, -1));
    });
  });

  it('refuses or strips hostile SVGs, and nothing unsafe is saved', async () => {
    await journey({}, async ({ page, session }) => {
      await openEditor(page);
      const importFile = async (name: string, text: string, type = 'image/svg+xml') => {
        await page.getByRole('button', { name: 'SVG importieren' }).click();
        const dialog = page.getByRole('dialog', { name: 'SVG importieren' });
        await dialog.getByTestId('svg-import-input').setInputFiles({
          name,
          mimeType: type,
          buffer: Buffer.from(text),
        });
      };
      await importFile(
        'laughs.svg',
        `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text x="10" y="10">&b;</text></svg>`,
      );
      await page.getByText('SVG-Datei konnte nicht geparst werden').first().waitFor();
      await page.keyboard.press('Escape');
      await importFile('notes.txt', 'hello', 'text/plain');
      await page.getByText('Bitte wähle eine SVG-Datei aus').first().waitFor();
      await page.keyboard.press('Escape');
      await importFile('page.svg', '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>');
      await page.getByText('Keine gültige SVG-Datei').first().waitFor();
      await page.keyboard.press('Escape');

      await importFile(
        'hostile.svg',
        `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 1080 1080" onload="alert(1)">
  <script>alert(2)</script>
  <foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
  <a href="javascript:alert(3)"><rect x="100" y="100" width="300" height="200" fill="#ff0000" onclick="alert(4)"/></a>
  <image x="0" y="0" width="100" height="100" href="https://evil.example/track.png"/>
  <text x="540" y="600" font-size="80" fill="#ffffff">SICHER</text>
</svg>`,
      );
      await page.getByText('SVG erfolgreich importiert').first().waitFor();
      await page.getByTestId('template-name').fill('Nach Import');
      await page.getByTestId('template-save').click();
      await page.getByText('Template erstellt').first().waitFor();
      const saved = await savedConfig(await templateIdByName(session.userId, 'Nach Import'));
      const stored = JSON.stringify(saved?.svgConfig);
      expect(stored).toContain('SICHER');
      expect(stored).not.toMatch(/script|javascript|onload|onclick|evil\.example|foreignObject/i);
    });
  });

  it('drags with a finger and pinch-zooms on a tablet', async () => {
    const context = await browser.newContext({
      baseURL: app.url,
      viewport: { width: 1024, height: 768 },
      hasTouch: true,
      isMobile: false,
      locale: 'de-CH',
    });
    await signedIn(context, app, `editor-touch-${Date.now()}@verein.ch`, 'pro');
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const touch = (
        type: 'touchStart' | 'touchMove' | 'touchEnd',
        points: { x: number; y: number }[],
      ) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })),
        });
      await openEditor(page);
      await page.getByRole('button', { name: 'Text', exact: true }).click();
      const y = () => page.getByLabel('Y', { exact: true }).inputValue();
      expect(await y()).toBe('200');

      // One finger drags the text 300 px down the post.
      const from = await canvasPoint(page, 540, 185);
      const to = await canvasPoint(page, 540, 485);
      await touch('touchStart', [from]);
      for (let i = 1; i <= 10; i++) {
        await touch('touchMove', [{ x: from.x, y: from.y + ((to.y - from.y) * i) / 10 }]);
      }
      await touch('touchEnd', []);
      expect(Math.abs(Number(await y()) - 500)).toBeLessThanOrEqual(8);

      // Two fingers moving apart zoom in around their centre.
      const zoomBefore = Number.parseInt(
        (await page.getByTestId('editor-zoom').textContent()) ?? '0',
      );
      const centre = await canvasPoint(page, 540, 900);
      await touch('touchStart', [
        { x: centre.x - 40, y: centre.y },
        { x: centre.x + 40, y: centre.y },
      ]);
      for (let i = 1; i <= 8; i++) {
        await touch('touchMove', [
          { x: centre.x - 40 - i * 15, y: centre.y },
          { x: centre.x + 40 + i * 15, y: centre.y },
        ]);
      }
      await touch('touchEnd', []);
      const zoomAfter = Number.parseInt(
        (await page.getByTestId('editor-zoom').textContent()) ?? '0',
      );
      expect(zoomAfter).toBeGreaterThan(zoomBefore * 2);
      // The pinch moved nothing.
      expect(Math.abs(Number(await y()) - 500)).toBeLessThanOrEqual(8);
    } finally {
      await context.close();
    }
  });

  it(
    'looks right on a desktop and a tablet, light and dark, and explains itself on a phone',
    { timeout: 240_000 },
    async () => {
      for (const [name, viewport] of [
        ['1280', { width: 1280, height: 900 }],
        ['1024', { width: 1024, height: 768 }],
      ] as const) {
        for (const colorScheme of ['light', 'dark'] as const) {
          await journey({ viewport, colorScheme }, async ({ page }) => {
            await page.addInitScript(
              (scheme) => localStorage.setItem('ui-theme', scheme),
              colorScheme,
            );
            await openEditor(page);
            await page.getByRole('button', { name: 'Mit fertigem Look starten' }).click();
            const looks = page.getByRole('dialog', { name: 'Mit einem fertigen Look starten' });
            await looks.getByTestId('theme-start-default').waitFor();
            await screenshot(page, `editor-looks-${name}-${colorScheme}`);
            await looks.getByTestId('theme-start-default').click();
            const title = page.getByTestId('layer-list').locator('li').first();
            await title.locator('button[aria-pressed]').click();
            await screenshot(page, `editor-${name}-${colorScheme}`);
            await page.getByRole('button', { name: 'Vorschau', exact: true }).click();
            await page
              .getByTestId('preview-banner')
              .getByText(/Beispielspielen|Spielen von/)
              .waitFor();
            await screenshot(page, `editor-preview-${name}-${colorScheme}`);
            // Nothing of the screen runs off to the side.
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            expect(overflow).toBe(0);
          });
        }
      }
      await journey({ viewport: { width: 390, height: 844 } }, async ({ page }) => {
        await page.goto('/profile/templates/new');
        await page.getByText('Der Editor braucht einen grösseren Bildschirm').waitFor();
        await page.getByTestId('editor-post').waitFor();
        await screenshot(page, 'editor-phone');
      });
    },
  );
});
