import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './support/app.ts';
import {
  demoTeamJourney,
  exportAnswer,
  openDemoTeamPost,
  withAppAndBrowser,
} from './support/journey.ts';

/**
 * Exporting the same post twice (ADR 017): the studio sends the ETag of its last export of that
 * post in If-None-Match, the server answers 304 without rendering, and the studio downloads the
 * file it already has, byte for byte. Another post is rendered anew. The browser asks to save
 * data, so no export is made before the click (ADR 030; that path is pre-export.e2e.ts): each
 * export here is the click's own. Demo data, real server.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

describe('export of an unchanged post', () => {
  it('asks with the last ETag, gets 304 and downloads the same file again', async () => {
    await demoTeamJourney({ app, browser, name: 'reuse', saveData: true }, async (page) => {
      const openGame = (row: number) => openDemoTeamPost(page, { row });
      const exportOnce = async () => {
        const answered = exportAnswer(page);
        const download = page.waitForEvent('download');
        await page.getByTestId('export-button').click();
        const response = await answered;
        const file = await readFile((await (await download).path()) as string);
        await page.getByRole('button', { name: 'Nein' }).click();
        return {
          status: response.status(),
          etag: response.headers().etag ?? null,
          ifNoneMatch: response.request().headers()['if-none-match'] ?? null,
          file,
        };
      };

      await openGame(0);
      const first = await exportOnce();
      expect(first.status).toBe(200);
      expect(first.ifNoneMatch).toBeNull();
      expect(first.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(first.file.subarray(1, 4).toString('latin1')).toBe('PNG');

      const again = await exportOnce();
      expect(again.ifNoneMatch).toBe(first.etag);
      expect(again.status).toBe(304);
      expect(Buffer.compare(again.file, first.file)).toBe(0);

      // Another game is another post: no tag of it yet, rendered anew.
      await openGame(1);
      const other = await exportOnce();
      expect(other.ifNoneMatch).toBeNull();
      expect(other.status).toBe(200);
      expect(other.etag).not.toBe(first.etag);
    });
  });
});
