import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './support/app.ts';
import {
  withAppAndBrowser,
  openDemoTeamPost,
  signedIn,
  withoutPageErrors,
  stepReady,
} from './support/journey.ts';
import { openPage, phone } from './support/browser.ts';
import { saveDemoTeamSlot } from './support/session.ts';

/**
 * The post step's format choice and caption (docs/post-design.md): the story format
 * from the choice to the exported 1080x1920 file, and the caption below the preview in the post's
 * language, edited, copied and handed to the share sheet with the image. Demo data.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

let users = 0;

async function journey(
  options: { signedIn?: boolean; viewport?: { width: number; height: number } },
  steps: (page: Page) => Promise<void>,
) {
  const { context, page, errors } = await openPage(browser, app.url, options);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  // The device's share sheet is outside the app: a stand-in records what the page hands to it.
  await context.addInitScript(() => {
    const record = window as unknown as { shared?: { text: string | null; files: string[] } };
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        record.shared = {
          text: data.text ?? null,
          files: (data.files ?? []).map((file) => file.name),
        };
        return Promise.resolve();
      },
    });
  });
  if (options.signedIn) {
    await signedIn(context, app, `post-${++users}-${Date.now()}@verein.ch`);
    await saveDemoTeamSlot(page, app.url);
  }
  await withoutPageErrors({ context, errors }, () => steps(page));
}

const openFirstGame = (page: Page, played = false) => openDemoTeamPost(page, { played });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('post step: format and caption', () => {
  it('turns the post into a 9:16 story and exports it at 1080x1920 x2', async () => {
    await journey({ signedIn: true }, async (page) => {
      await openFirstGame(page);
      const preview = page.getByTestId('post-preview');
      const ratio = async () => {
        const box = await preview.boundingBox();
        return box ? Math.round((box.height / box.width) * 100) / 100 : 0;
      };
      expect(await ratio()).toBe(1.25);

      await page.getByRole('button', { name: 'Story' }).click();
      await page.waitForURL(/format=9x16/);
      await expect.poll(ratio).toBe(1.78);
      await page.getByText('Instagram 9:16 · Export 2160 × 3840 px').waitFor();

      // The choice survives a reload, as the URL holds it.
      await page.reload();
      await stepReady(page, 'post');
      await expect.poll(ratio).toBe(1.78);

      const exported = page.waitForRequest(
        (request) => request.url().endsWith('/api/exports') && request.method() === 'POST',
      );
      const download = page.waitForEvent('download');
      await page.getByTestId('export-button').click();
      expect(((await exported).postDataJSON() as { format?: string }).format).toBe('9:16');
      const file = await (await download).path();
      expect(pngSize(await readFile(file))).toEqual({ width: 2160, height: 3840 });
    });
  });

  it('writes a caption below the preview in the post language, copies the edited text and shares it with the image', async () => {
    await journey({ signedIn: true, viewport: phone }, async (page) => {
      await openFirstGame(page);
      const caption = page.getByTestId('post-caption-text');
      await caption.waitFor();
      const previewBox = await page.getByTestId('post-preview').boundingBox();
      const captionBox = await page.getByTestId('post-caption').boundingBox();
      expect(previewBox && captionBox && captionBox.y >= previewBox.y + previewBox.height).toBe(
        true,
      );

      const german = await caption.inputValue();
      expect(german.split('\n')[0]).toMatch(/^(Spielvorschau|Heimspiel) · Unihockey/);
      expect(german).toMatch(/\d{1,2}:\d{2} Uhr/);
      expect(german).toContain('Kommt vorbei und feuert uns an!');
      expect(german).toMatch(/#UHCBärenfelsMünsingen/);

      // The post language writes the caption too.
      await page.getByLabel('Sprache des Posts').selectOption('fr');
      await expect.poll(() => caption.inputValue()).toMatch(/^(Avant-match|Match à domicile)/);
      expect(await caption.inputValue()).toContain('Venez nous encourager\u00a0!');
      expect(await caption.inputValue()).toMatch(/\d{1,2}h\d{2}/);

      // An edit is what gets copied.
      await caption.fill(`${await caption.inputValue()}\nÀ samedi !`);
      const edited = await caption.inputValue();
      await page.getByTestId('copy-caption').click();
      await page.getByText('Text kopiert').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);

      // The share sheet gets the image and the caption.
      await page.getByTestId('export-button').click();
      await page.getByRole('dialog', { name: 'Instagram öffnen?' }).waitFor();
      await page.getByRole('button', { name: 'Teilen …' }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared?: unknown }).shared))
        .toEqual({ text: edited, files: [expect.stringMatching(/\.png$/)] });
    });
  });

  it('writes a result caption with the outcome and the periods', async () => {
    await journey({}, async (page) => {
      await openFirstGame(page, true);
      await page.waitForURL(/tab=result/);
      const text = await page.getByTestId('post-caption-text').inputValue();
      expect(text.split('\n')[0]).toMatch(/^Resultat · Unihockey/);
      expect(text).toMatch(/ \d+:\d+\n/);
      expect(text).toMatch(/Sieg|Niederlage|Unentschieden/);
      // The periods join the caption as they join the post: with 'Details anzeigen'.
      expect(text).not.toContain('Drittel');
      await page.getByLabel('Details anzeigen').check();
      await expect
        .poll(() => page.getByTestId('post-caption-text').inputValue())
        .toMatch(/(Sieg|Niederlage|Unentschieden) · Drittel: \d+:\d+, \d+:\d+/);
      expect(text).toContain('Danke für eure Unterstützung!');
    });
  });
});
