import type { Browser, BrowserContext, Download, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { setTestTier } from '#server/testing/tier.ts';
import type { Tier } from '#shared/plans.ts';
import { startTestApp, type TestApp } from './app.ts';
import {
  askToSaveData,
  openPage,
  releaseBrowser,
  workerBrowser,
  type PageOptions,
} from './browser.ts';
import { saveDemoTeamSlot, sessionCookies } from './session.ts';

/**
 * The steps most journeys begin with, as a person takes them: the app is there, they are signed
 * in, they open the studio on the demo team and pick a game. What a journey then checks stays in
 * the journey.
 */

/**
 * Starts this file's app (with `options`, as `startTestApp` takes them) and takes the worker's
 * browser before the file's journeys, hands both to `started`, and stops the app and gives the
 * browser back after them.
 */
export function withAppAndBrowser(
  started: (running: { app: TestApp; browser: Browser }) => void,
  options?: Parameters<typeof startTestApp>[0],
): void {
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp(options), workerBrowser()]);
    started({ app, browser });
  }, 120_000);
  afterAll(async () => {
    await releaseBrowser(browser);
    await app?.stop();
  });
}

/**
 * Signs `email` in through the real magic link, puts them on `tier` when given (as billing does)
 * and gives the browser context their session.
 */
export async function signedIn(
  context: BrowserContext,
  app: TestApp,
  email: string,
  tier?: Tier,
): Promise<TestSession> {
  const session = await signInTestUser(app.url, app.outboxDir, email);
  if (tier) await setTestTier(app.server.ctx.database.db, session.userId, tier);
  await context.addCookies(sessionCookies(session, app.url));
  return session;
}

/** The answer to the page's next export request (POST /api/exports); call before the click. */
export function exportAnswer(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => response.url().endsWith('/api/exports') && response.request().method() === 'POST',
  );
}

/**
 * Clicks 'export' on the post step and answers its download. With `saveTeam` the studio first
 * asks to save the team (its first export of a team not saved yet) and the person says yes.
 */
export async function exportDownload(page: Page, saveTeam: boolean): Promise<Download> {
  const downloaded = page.waitForEvent('download');
  await page.getByTestId('export-button').click();
  if (saveTeam) {
    const save = page.getByRole('dialog', { name: 'Team speichern?' });
    await save.waitFor();
    await save.getByRole('button', { name: 'Ja, speichern' }).click();
  }
  return downloaded;
}

/**
 * Waits until the demo checkout shows `plan` ('Pro'): where a sign-in with a plan chosen on the
 * landing page ends. The subscription screen opens it by loading a new page, so a journey that
 * stopped at the subscription screen would end in the middle of that load.
 */
export async function demoCheckoutShows(page: Page, plan: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/billing/demo/checkout');
  await page.getByText('Demo-Kasse: Es wird nichts belastet.').waitFor();
  await expect.poll(() => page.getByTestId('demo-checkout-plan').textContent()).toBe(plan);
}

/** The studio's URL of the demo team UHC Bärenfels Münsingen (unihockey, club demo-101). */
export const demoTeamStudio = '/studio/unihockey/demo-101/demo-101-1';

/** Waits until the studio's step (`games`, `post`, ...) says it is ready. */
export async function stepReady(page: Page, step: string): Promise<void> {
  await page.locator(`[data-studio-step="${step}"][data-ready="true"]`).waitFor();
}

/** The ids of the games listed on the page, or in a part of it such as a game day, in order. */
export function listedGameIds(within: Page | Locator): Promise<string[]> {
  return within
    .getByTestId('game-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-game-id') ?? ''));
}

/** Opens the studio on a club (its path: '/studio/handball/demo-301') and picks its first team. */
export async function pickFirstTeam(page: Page, club: string): Promise<void> {
  await page.goto(club);
  await stepReady(page, 'team');
  await page.getByRole('button', { name: 'Team auswählen' }).click();
  await page.getByRole('menuitem').first().click();
}

/**
 * Picks the first team of the handball demo club in the studio and waits until the profile
 * remembers it as the last team; answers the team's id.
 */
export async function pickRememberedHandballTeam(page: Page): Promise<string> {
  await pickFirstTeam(page, '/studio/handball/demo-303');
  await page.waitForURL(/\/studio\/handball\/demo-303\/demo-303-\d+$/);
  const teamId = page.url().split('/').pop() as string;
  await expect
    .poll(async () => (await (await page.request.get('/api/profile')).json()).lastTeamId)
    .toBe(teamId);
  return teamId;
}

/**
 * Chooses the picture `file` in the file input `input`, as a person picks a file, and answers the
 * crop dialog that opens for it.
 */
export async function pictureToCrop(
  input: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<Locator> {
  await input.setInputFiles(file);
  const crop = input.page().getByRole('dialog', { name: 'Bild zuschneiden' });
  await crop.waitFor();
  return crop;
}

/** Opens the studio on the demo team and waits for its games to be listed. */
export async function openDemoTeamGames(page: Page): Promise<void> {
  await page.goto(demoTeamStudio);
  await stepReady(page, 'games');
}

/**
 * Opens the demo team's games, picks one (the first, or the `row`th; among the played ones when
 * `played`) and goes on with the button `next` ('Weiter' in German) to its post.
 */
export async function openDemoTeamPost(
  page: Page,
  choice: { row?: number; played?: boolean; next?: string } = {},
): Promise<void> {
  await openDemoTeamGames(page);
  if (choice.played) await page.getByLabel('Vergangene Spiele anzeigen').check();
  await page
    .getByTestId('game-row')
    .nth(choice.row ?? 0)
    .click();
  await page.getByRole('button', { name: choice.next ?? 'Weiter' }).click();
  await stepReady(page, 'post');
}

/**
 * Takes a journey's `steps` on a page of `openPage` and then fails the journey on anything that
 * went wrong on the page meanwhile (its `errors`) but the failures `expected` names, those the
 * journey provokes on purpose; closes the page's context either way.
 */
export async function withoutPageErrors(
  opened: { context: BrowserContext; errors: string[] },
  steps: () => Promise<void>,
  expected: readonly RegExp[] = [],
): Promise<void> {
  try {
    await steps();
    expect(
      opened.errors.filter((error) => !expected.some((pattern) => pattern.test(error))),
    ).toEqual([]);
  } finally {
    await opened.context.close();
  }
}

/** What a journey's steps get: its page and the page's browser context. */
export interface JourneyPage {
  page: Page;
  context: BrowserContext;
}

/** What the steps of a signed-in person's journey get: also their session. */
export interface SignedInPage extends JourneyPage {
  session: TestSession;
}

/** The `openPage` options of a journey, and the failures it provokes on purpose (`expected`). */
export type JourneyOptions = PageOptions & { expected?: readonly RegExp[] };

/**
 * A journey on a fresh page of `running.app` (openPage with the `options` given): takes `steps`
 * and fails on anything that went wrong on the page but the failures `expected` names
 * (withoutPageErrors).
 */
export async function pageJourney(
  running: { app: TestApp; browser: Browser },
  options: JourneyOptions,
  steps: (opened: JourneyPage) => Promise<void>,
): Promise<void> {
  const { context, page, errors } = await openPage(running.browser, running.app.url, options);
  await withoutPageErrors({ context, errors }, () => steps({ page, context }), options.expected);
}

let people = 0;

/**
 * A pageJourney of a new person, `<person>-<n>-<now>@verein.ch`, signed in through the real
 * magic link (on `tier` when given) before the `steps`.
 */
export async function signedInJourney(
  running: { app: TestApp; browser: Browser },
  options: JourneyOptions & { person: string; tier?: Tier },
  steps: (opened: SignedInPage) => Promise<void>,
): Promise<void> {
  await pageJourney(running, options, async ({ page, context }) => {
    const email = `${options.person}-${++people}-${Date.now()}@verein.ch`;
    const session = await signedIn(context, running.app, email, options.tier);
    await steps({ page, context, session });
  });
}

/**
 * A journey of a new person with the demo team saved: a signedInJourney of `name` (with the
 * `openPage` options given; with `saveData` the browser asks to save data) that saves the demo
 * team in their teams before the `steps`.
 */
export async function demoTeamJourney(
  journey: { app: TestApp; browser: Browser; name: string; saveData?: boolean } & PageOptions,
  steps: (page: Page) => Promise<void>,
): Promise<void> {
  const { app, browser, name, saveData, ...options } = journey;
  await signedInJourney({ app, browser }, { ...options, person: name }, async (opened) => {
    if (saveData) await askToSaveData(opened.context);
    await saveDemoTeamSlot(opened.page, app.url);
    await steps(opened.page);
  });
}
