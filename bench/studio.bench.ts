import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startBenchServer } from './bench-server.ts';
import { timingSummary } from './stats.ts';

/**
 * The studio in Chromium against the built app on demo data (its targets):
 * - step: from a click to the next step ready (its data shown) once that data is cached, < 100 ms;
 * - option: from an option change to the preview redrawn, < 50 ms.
 * Both are timed inside the page (click to the first animation frame after the change), so
 * Playwright's own round trips do not count.
 */
const rounds = 15;

declare global {
  interface Window {
    __studioMeasure(click: { selector: string; text?: string }, until: string): Promise<number>;
  }
}

/**
 * Clicks an element and resolves with the ms until `until` holds (a selector that matches, or
 * 'preview-changed'). Plain JavaScript in a string: the TypeScript loader's helpers do not exist
 * in the page.
 */
const installMeasure = `
window.__studioMeasure = (click, until) => new Promise((resolve, reject) => {
  const candidates = [...document.querySelectorAll(click.selector)];
  const target = click.text
    ? candidates.find((el) => el.textContent.trim() === click.text)
    : candidates[0];
  if (!target) return reject(new Error('nothing to click: ' + click.selector + ' ' + (click.text || '')));
  const preview = document.querySelector('[data-testid="post-preview"]');
  let changed = false;
  const done = () => until === 'preview-changed' ? changed : document.querySelector(until) !== null;
  const started = performance.now();
  const finish = () => requestAnimationFrame(() => resolve(performance.now() - started));
  // A click that changes nothing must not hang the benchmark.
  setTimeout(() => reject(new Error('no change after a click on ' + click.selector)), 5000);
  const observer = new MutationObserver(() => {
    changed = true;
    if (done()) { observer.disconnect(); finish(); }
  });
  observer.observe(until === 'preview-changed' && preview ? preview : document.body,
    { subtree: true, childList: true, attributes: true, characterData: true });
  target.click();
  if (done()) { observer.disconnect(); finish(); }
});
`;

const step = (name: string) => `[data-studio-step="${name}"][data-ready="true"]`;

async function measure(page: Page, click: { selector: string; text?: string }, until: string) {
  return page.evaluate(([c, u]) => window.__studioMeasure(c, u), [click, until] as const);
}

const summary = (values: number[]) => timingSummary(values, 1);

export async function run(): Promise<Record<string, unknown>> {
  const server = await startBenchServer('studio');
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript({ content: installMeasure });
    const base = `http://127.0.0.1:${server.port}`;
    await page.goto(`${base}/studio`);
    await page.locator(step('sport')).waitFor();

    const steps: Record<string, number[]> = {
      club: [],
      team: [],
      games: [],
      preview: [],
      back: [],
    };
    // Round 0 fills the caches (and loads the lazy chunks); it is not counted.
    for (let i = 0; i <= rounds; i++) {
      const club = await measure(page, { selector: '[data-sport="unihockey"]' }, step('club'));
      const team = await measure(page, { selector: '[data-club-id="demo-101"]' }, step('team'));
      await page.getByRole('button', { name: 'Team auswählen' }).click();
      await page.getByRole('menuitem').first().waitFor();
      const games = await measure(page, { selector: '[role="menuitem"]' }, step('games'));
      await page.getByTestId('game-row').first().click();
      const preview = await measure(page, { selector: 'button', text: 'Weiter' }, step('preview'));
      const back = await measure(
        page,
        { selector: 'button', text: 'Spiele ändern' },
        step('games'),
      );
      const home = await measure(page, { selector: 'nav a', text: 'Studio' }, step('sport'));
      if (i === 0) continue;
      steps.club!.push(club);
      steps.team!.push(team);
      steps.games!.push(games);
      steps.preview!.push(preview);
      steps.back!.push(back, home);
    }

    // Option changes on the preview: tabs and the checkbox of each tab.
    await page.goto(`${base}/studio/unihockey/demo-101/demo-101-1`);
    await page.locator(step('games')).waitFor();
    // A played game, so that 'Details anzeigen' has a result detail to show.
    await page.getByLabel('Vergangene Spiele anzeigen').check();
    await page.getByTestId('game-row').first().click();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.locator(step('preview')).waitFor();
    await page.waitForTimeout(300);
    const options: number[] = [];
    for (let i = 0; i <= rounds * 2; i++) {
      const samples = [
        // The played game opened on the result tab; each step below changes the post.
        await measure(page, { selector: '[role="tab"]', text: 'Spielvorschau' }, 'preview-changed'),
        await measure(
          page,
          { selector: '[role="tabpanel"] input[type="checkbox"]' },
          'preview-changed',
        ),
        await measure(page, { selector: '[role="tab"]', text: 'Resultat' }, 'preview-changed'),
        await measure(
          page,
          { selector: '[role="tabpanel"] input[type="checkbox"]' },
          'preview-changed',
        ),
      ];
      if (i > 0) options.push(...samples);
    }

    const allSteps = Object.values(steps).flat();
    return {
      what: 'Chromium (headless) on the built app, demo data, 1280x900; click to next frame with the change',
      stepReadyCached: summary(allSteps),
      stepReadyByStep: Object.fromEntries(
        Object.entries(steps).map(([name, values]) => [name, summary(values)]),
      ),
      optionToPreview: summary(options),
      targets: { stepReadyCachedMs: 100, optionToPreviewMs: 50 },
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
