import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * Journeys leave screenshots for people to look at (screens in both colour schemes, at a
 * phone's and a desktop's width, in every language), in the folder `SCREENSHOTS_DIR` names:
 * `SCREENSHOTS_DIR=/tmp/screens npm test`. Without it they take none: nobody looks at a CI
 * run's pictures, and drawing them is work for its two cores. What a journey checks does not
 * depend on them; a journey that compares pixels takes its own picture.
 */
const folder = process.env.SCREENSHOTS_DIR;

/** Keeps `bytes` as `fileName` in the screenshots folder, when one is named. */
export async function keepForLook(fileName: string, bytes: string | Uint8Array): Promise<void> {
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, fileName), bytes);
}

/**
 * A screenshot of the page (its viewport, or with `fullPage` all of it) or of one element, as
 * `name`.png in the screenshots folder, when one is named.
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage: options.fullPage });
  else await target.screenshot({ path: file });
}
