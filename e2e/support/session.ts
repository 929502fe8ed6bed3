import type { Page } from 'playwright-core';
import { plainPicture, type PictureColour } from '#server/testing/pictures.ts';
import { phoneAndDesktop } from './browser.ts';

export { sessionCookies } from '#server/testing/auth.ts';

/**
 * Puts the demo team UHC Bärenfels Münsingen into the signed-in user's slots through the API,
 * so an export of its games asks nothing first. Fails unless the slot is saved (201); for the
 * journeys and the benchmarks alike, so it asks no test runner.
 */
export async function saveDemoTeamSlot(page: Page, url: string): Promise<void> {
  const saved = await page.request.post('/api/team-slots', {
    headers: { origin: url },
    data: {
      sport: 'unihockey',
      clubId: 'demo-101',
      teamId: 'demo-101-1',
      teamName: 'UHC Bärenfels Münsingen',
    },
  });
  if (saved.status() !== 201) throw new Error(`team slot not saved: ${saved.status()}`);
}

/**
 * Adds a sponsor to the signed-in person's workspace through the API, for every team, its logo a
 * 300x120 PNG of one colour (a journey finds the colour again in the post). Fails unless it is
 * saved (201).
 */
export async function addSponsor(
  page: Page,
  url: string,
  sponsor: { name: string; level: 'main' | 'partner' | 'supporter'; colour: PictureColour },
): Promise<void> {
  const logo = await plainPicture(300, 120, sponsor.colour).png().toBuffer();
  const saved = await page.request.post('/api/sponsors', {
    headers: { origin: url },
    multipart: {
      name: sponsor.name,
      level: sponsor.level,
      url: 'https://example.ch',
      teamSlotIds: '[]',
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: logo },
    },
  });
  if (saved.status() !== 201) throw new Error(`sponsor not saved: ${saved.status()}`);
}

/**
 * Sets the signed-in person's language as the language menu saves it (their profile's), and the
 * page's own choice until it reads the profile again.
 */
export async function chooseLanguage(page: Page, url: string, language: string): Promise<void> {
  const saved = await page.request.patch('/api/profile', {
    headers: { origin: url },
    data: { language },
  });
  if (saved.status() !== 200) throw new Error(`language not saved: ${saved.status()}`);
  await page.evaluate((value) => localStorage.setItem('matchpost-language', value), language);
}

/** Runs `look` in each of `languages`, at 375 and 1280 px, light and dark. */
export async function inEveryLook<const Language extends string>(
  page: Page,
  url: string,
  languages: readonly Language[],
  look: (language: Language, size: '375' | '1280', colorScheme: 'light' | 'dark') => Promise<void>,
): Promise<void> {
  for (const language of languages) {
    await chooseLanguage(page, url, language);
    for (const [size, viewport] of phoneAndDesktop) {
      await page.setViewportSize(viewport);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await look(language, size, colorScheme);
      }
    }
  }
}

/**
 * On 'Kanäle': clicks a connect button, allows on the demo Meta double's consent page and comes
 * back with the channel connected.
 */
export async function connectDemoChannel(page: Page, button: string, consent: string) {
  await page.getByRole('link', { name: button }).click();
  await page.getByRole('heading', { name: consent }).waitFor();
  await page.getByRole('button', { name: 'Zulassen' }).click();
  await page.waitForURL((url) => url.pathname === '/profile/channels');
  await page.getByTestId('channels-connected').waitFor();
}
