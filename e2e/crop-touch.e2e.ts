import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './support/app.ts';
import { pictureToCrop, signedInJourney, withAppAndBrowser } from './support/journey.ts';
import { phone } from './support/browser.ts';
import { plainPicture } from '#server/testing/pictures.ts';

/**
 * The crop dialog on a phone, with fingers: two fingers spread on the photo zoom in, pinched
 * together zoom out again, one finger moves the photo, and the crop is taken.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

type Point = { x: number; y: number };

/** Fingers on the screen through Chrome DevTools' touch events, as a touch screen sends them. */
function fingers(page: Page) {
  const session = page.context().newCDPSession(page);
  const send = async (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
    (await session).send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((point, id) => ({ x: point.x, y: point.y, id })),
    });
  return {
    /** Two fingers from `from` to `to` (pairs of points) in `steps` moves, then lifted. */
    async twoFingers(from: [Point, Point], to: [Point, Point], steps = 8) {
      await send('touchStart', from);
      for (let step = 1; step <= steps; step++) {
        const at = (i: 0 | 1) => ({
          x: from[i].x + ((to[i].x - from[i].x) * step) / steps,
          y: from[i].y + ((to[i].y - from[i].y) * step) / steps,
        });
        await send('touchMove', [at(0), at(1)]);
      }
      await send('touchEnd', []);
    },
    async oneFinger(from: Point, to: Point, steps = 6) {
      await send('touchStart', [from]);
      for (let step = 1; step <= steps; step++) {
        await send('touchMove', [
          {
            x: from.x + ((to.x - from.x) * step) / steps,
            y: from.y + ((to.y - from.y) * step) / steps,
          },
        ]);
      }
      await send('touchEnd', []);
    },
  };
}

describe('the crop dialog on a touch screen', () => {
  it('pinch-zooms with two fingers and moves the photo with one', async () => {
    const phoneWithFingers = { person: 'crop-touch', viewport: phone, hasTouch: true };
    await signedInJourney({ app, browser }, phoneWithFingers, async ({ page }) => {
      await page.goto('/studio/unihockey/demo-104/demo-104-1');
      await page.locator('[data-studio-step="games"][data-ready="true"]').waitFor();
      await page.getByTestId('game-row').first().click();
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.locator('[data-studio-step="post"][data-ready="true"]').waitFor();

      // A landscape photo with a left and a right half, so a move of the photo shows.
      const photo = await plainPicture(1600, 1000, { r: 20, g: 200, b: 60 })
        .composite([
          {
            input: await plainPicture(800, 1000, '#1d4ed8').png().toBuffer(),
            left: 800,
            top: 0,
          },
        ])
        .jpeg()
        .toBuffer();
      const crop = await pictureToCrop(page.getByTestId('background-file'), {
        name: 'halle.jpg',
        mimeType: 'image/jpeg',
        buffer: photo,
      });
      const zoom = crop.getByLabel('Zoom', { exact: true });
      const frame = crop.getByTestId('crop-frame');
      await expect.poll(() => zoom.inputValue()).toBe('1');
      const box = (await frame.boundingBox())!;
      const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const touch = fingers(page);

      // Spread: the fingers end twice as far apart as they began.
      await touch.twoFingers(
        [
          { x: middle.x - 30, y: middle.y },
          { x: middle.x + 30, y: middle.y },
        ],
        [
          { x: middle.x - 60, y: middle.y },
          { x: middle.x + 60, y: middle.y },
        ],
      );
      await expect.poll(async () => Number(await zoom.inputValue())).toBeGreaterThanOrEqual(1.8);
      const zoomedIn = Number(await zoom.inputValue());

      // Pinched together again: back out, never below the whole photo.
      await touch.twoFingers(
        [
          { x: middle.x - 60, y: middle.y },
          { x: middle.x + 60, y: middle.y },
        ],
        [
          { x: middle.x - 40, y: middle.y },
          { x: middle.x + 40, y: middle.y },
        ],
      );
      await expect.poll(async () => Number(await zoom.inputValue())).toBeLessThan(zoomedIn);
      expect(Number(await zoom.inputValue())).toBeGreaterThanOrEqual(1);

      // One finger drags the photo to the left: more of its right (blue) half comes in.
      const image = crop.locator('img');
      const left = async () => (await image.boundingBox())!.x;
      const before = await left();
      await touch.oneFinger(middle, { x: middle.x - 80, y: middle.y });
      await expect.poll(left).toBeLessThan(before - 20);

      await crop.getByRole('button', { name: 'Übernehmen' }).click();
      await page.getByText('Hintergrundbild zugeschnitten').waitFor();
      await page.getByText('Hintergrundbild hochgeladen').waitFor();
    });
  }, 120_000);
});
