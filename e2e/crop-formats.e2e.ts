import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resources } from '#client/i18n/resources.ts';
import { LANGUAGE_STORAGE_KEY, type Language } from '#client/i18n/languages.ts';
import { plainPicture } from '#server/testing/pictures.ts';
import type { TestApp } from './support/app.ts';
import { phoneAndDesktop } from './support/browser.ts';
import { signedInJourney, stepReady, withAppAndBrowser } from './support/journey.ts';
import { animationsFinished } from './support/settle.ts';
import { screenshot } from './support/screenshots.ts';

/**
 * The crop dialog cuts a background to each post format (4:5, 1:1, the story's 9:16, the
 * landscape hub's 1100:800) and closes at once on 'Übernehmen': the picture is decoded, cut and
 * encoded on a worker, never on the page's thread (there a phone's photo held the dialog open for
 * seconds: a synchronous decode in drawImage, then a JPEG encode in idle slices of toBlob).
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

const texts = (language: Language) => resources[language].translation;

/**
 * Counts, on the page's own thread, every canvas drawing of a picture chosen from a file (a
 * blob: URL) and every canvas encode of more than a thumbnail's pixels.
 */
function watchPageThreadCanvas() {
  const seen = { drawnPictures: 0, encodes: 0 };
  Object.assign(window, { pageThreadCanvas: seen });
  const draw = CanvasRenderingContext2D.prototype.drawImage;
  CanvasRenderingContext2D.prototype.drawImage = function (
    this: CanvasRenderingContext2D,
    ...args: unknown[]
  ) {
    const source = args[0];
    if (source instanceof HTMLImageElement && source.src.startsWith('blob:')) seen.drawnPictures++;
    return (draw as (...a: unknown[]) => void).apply(this, args);
  } as typeof draw;
  for (const name of ['toBlob', 'toDataURL'] as const) {
    const encode = HTMLCanvasElement.prototype[name];
    HTMLCanvasElement.prototype[name] = function (this: HTMLCanvasElement, ...args: unknown[]) {
      if (this.width * this.height > 400 * 400) seen.encodes++;
      return (encode as (...a: unknown[]) => unknown).apply(this, args);
    } as never;
  }
}

const pageThreadCanvas = (page: Page) =>
  page.evaluate(() => (window as unknown as { pageThreadCanvas: object }).pageThreadCanvas);

/** A landscape photo with a green left and a blue right half. */
const photo = async () =>
  plainPicture(1600, 1000, { r: 20, g: 200, b: 60 })
    .composite([
      { input: await plainPicture(800, 1000, '#1d4ed8').png().toBuffer(), left: 800, top: 0 },
    ])
    .jpeg()
    .toBuffer();

async function openPost(page: Page, language: Language) {
  await page.goto('/studio/unihockey/demo-104/demo-104-1');
  await stepReady(page, 'games');
  await page.getByTestId('game-row').first().click();
  await page.getByRole('button', { name: texts(language).studio.games.next }).click();
  await stepReady(page, 'post');
}

async function cropDialogFor(page: Page, language: Language, name: string) {
  await page
    .getByTestId('background-file')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await photo() });
  const crop = page.getByRole('dialog', { name: texts(language).studio.crop.title });
  await crop.waitFor();
  return crop;
}

/** The newest background of the signed-in person, as the server stored it. */
async function newestBackground(page: Page) {
  const answer = await page.request.get('/api/backgrounds');
  const { backgrounds } = (await answer.json()) as {
    backgrounds: { width: number; height: number; name: string }[];
  };
  return backgrounds[0];
}

describe('the crop dialog', () => {
  it('cuts to the story and the landscape hub on a worker and closes at once', async () => {
    await signedInJourney({ app, browser }, { person: 'crop-formats' }, async ({ page }) => {
      await page.addInitScript(watchPageThreadCanvas);
      await openPost(page, 'de');
      // The post is a story: the dialog opens on its frame.
      await page.getByRole('button', { name: 'Story', exact: true }).click();
      let crop = await cropDialogFor(page, 'de', 'halle.jpg');
      expect(
        await crop.getByRole('button', { name: 'Story', exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
      await crop.getByRole('button', { name: 'Übernehmen' }).click();
      await crop.waitFor({ state: 'hidden' });
      await page.getByText('Hintergrundbild hochgeladen').first().waitFor();
      // 9:16 of a 1000 px high photo: 563 x 1000.
      expect(await newestBackground(page)).toMatchObject({ width: 563, height: 1000 });

      crop = await cropDialogFor(page, 'de', 'tribuene.jpg');
      await crop.getByRole('button', { name: 'Quer', exact: true }).click();
      await crop.getByRole('button', { name: 'Übernehmen' }).click();
      await crop.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Sammlung (2)' }).waitFor();
      // 1100:800 of a 1600 x 1000 photo: the whole height, 1375 px wide.
      expect(await newestBackground(page)).toMatchObject({ width: 1375, height: 1000 });

      // Neither picture was drawn or encoded on the page's thread.
      expect(await pageThreadCanvas(page)).toEqual({ drawnPictures: 0, encodes: 0 });
    });
  }, 120_000);

  for (const [width, viewport] of phoneAndDesktop) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`offers every format at ${width} px (${colorScheme}), in each language`, async () => {
        await signedInJourney(
          { app, browser },
          { person: `crop-look-${width}-${colorScheme}`, viewport, colorScheme },
          async ({ page }) => {
            await openPost(page, 'de');
            for (const language of ['de', 'fr', 'it', 'en'] as const) {
              await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
                key: LANGUAGE_STORAGE_KEY,
                value: language,
              });
              await openPost(page, language);
              const crop = await cropDialogFor(page, language, 'halle.jpg');
              const words = texts(language).studio.crop;
              await crop.getByRole('button', { name: words.story, exact: true }).click();
              await crop.locator('img').evaluate((img) => (img as HTMLImageElement).decode());
              // Each format's word fits its segment; the dialog fits the window.
              const cramped = await crop.evaluate((dialog) =>
                [...dialog.querySelectorAll('[role=group] button')]
                  .map((button) => ({
                    label: button.textContent,
                    room: button.clientWidth - button.scrollWidth,
                  }))
                  .filter((segment) => segment.room < 0),
              );
              expect(cramped).toEqual([]);
              const box = await crop.boundingBox();
              expect(box!.x).toBeGreaterThanOrEqual(0);
              expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
              await animationsFinished(crop);
              await screenshot(page, `crop-story-${width}-${colorScheme}-${language}`);
              await crop.getByRole('button', { name: words.cancel }).click();
              await crop.waitFor({ state: 'hidden' });
            }
          },
        );
      }, 180_000);
    }
  }
});
