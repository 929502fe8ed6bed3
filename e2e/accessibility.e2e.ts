import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createTemplateRepository } from '#server/templates/template.repository.ts';
import type { TestSession } from '#server/testing/auth.ts';
import type { TestApp } from './support/app.ts';
import { openDemoTeamGames, signedIn, stepReady, withAppAndBrowser } from './support/journey.ts';
import { allViolations, describeViolations } from './support/axe.ts';
import { desktop, openPage, phone } from './support/browser.ts';
import { afterEffects } from './support/settle.ts';

/**
 * Accessibility: axe finds no serious or critical violation on the landing page,
 * /auth, every studio step on the demo data, every profile screen and the template editor, in
 * both colour schemes, at 375 and 1280 px. One page per viewport, signed in once as a paid user
 * after the public screens; each screen is loaded once and scanned in both schemes, the system's
 * scheme switched in between (the app follows it live, as it does when a phone turns dark).
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

let users = 0;

/** Signs a fresh paid user in on `context` through the real magic link. */
function signIn(context: BrowserContext): Promise<TestSession> {
  return signedIn(context, app, `a11y-${++users}-${Date.now()}@verein.ch`, 'pro');
}

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. As a
 * person does, it waits for the control to show first: a list that arrives after the page
 * (the profile's templates) would otherwise be tabbed past before it is there.
 */
async function tabTo(page: Page, target: Locator, max = 40, key = 'Tab') {
  await target.first().waitFor();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target.first())) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${max} presses of ${key} did not reach ${String(target)}`);
}

/** What has the focus, in a few words: tag, name and where it sits. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { tag: 'body', text: '', inMain: false };
    return {
      tag: element.tagName.toLowerCase(),
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      inMain: element.closest('main') !== null,
    };
  });

/** Waits until the screen has its data: no request in flight and no loading spinner. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('main [role="status"]').first().waitFor({ state: 'detached' });
  // The entrance animations and the colours' transitions end before the colours are measured:
  // each is taken to its end at once (`finish()`: the styles it ends with), not waited out.
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations().map((animation) => {
        animation.finish();
        return animation.finished.catch(() => {});
      }),
    ),
  );
}

const profileScreens = [
  '/profile',
  '/profile/subscription',
  '/profile/teams',
  '/profile/templates',
  '/profile/logos',
  '/profile/backgrounds',
  '/profile/channels',
  '/profile/settings',
  '/profile/delete',
  // Not in the profile's menu, but a screen of the signed-in person's all the same.
  '/publications',
];

/** The other colour scheme. */
const other = (scheme: 'light' | 'dark') => (scheme === 'light' ? 'dark' : 'light');

describe('axe on every screen', () => {
  for (const [size, viewport] of [
    ['375 px', phone],
    ['1280 px', desktop],
  ] as const) {
    it(`finds no serious or critical violation at ${size} in light and in dark`, async () => {
      let colorScheme: 'light' | 'dark' = 'light';
      const { context, page, errors } = await openPage(browser, app.url, {
        viewport,
        colorScheme,
      });
      const found: string[] = [];
      const checked: string[] = [];
      const scan = async (where: string) => {
        await settled(page);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          colorScheme === 'dark',
        );
        checked.push(`${where} in ${colorScheme}`);
        found.push(...describeViolations(`${where} in ${colorScheme}`, await allViolations(page)));
      };
      /**
       * The screen as loaded, then in the other scheme: the system switches, the page follows.
       * `reload`: the screen changes by itself on a clock (the landing's phone fades to its next
       * sample every 4 s), so the other scheme gets a fresh load too, scanned before that fade.
       */
      const check = async (where: string, { reload = false } = {}) => {
        await scan(where);
        colorScheme = other(colorScheme);
        await page.emulateMedia({ colorScheme });
        if (reload) await page.reload();
        await page.waitForFunction(
          (dark) => document.documentElement.classList.contains('dark') === dark,
          colorScheme === 'dark',
        );
        // The colours' transitions start with the next frame's styles; `settled` ends them.
        await afterEffects(page);
        await scan(where);
      };
      try {
        await page.goto('/');
        await check('landing', { reload: true });
        await page.goto('/auth');
        await check('/auth');

        await signIn(context);

        await page.goto('/studio');
        await stepReady(page, 'sport');
        await check('studio: sport');
        await page.goto('/studio/unihockey');
        await stepReady(page, 'club');
        await check('studio: club');
        await page.goto('/studio/unihockey/demo-101');
        await stepReady(page, 'team');
        await check('studio: team');
        await openDemoTeamGames(page);
        await check('studio: games');
        await page.getByTestId('game-row').first().click();
        await page.getByRole('button', { name: 'Weiter' }).click();
        await stepReady(page, 'post');
        await check('studio: preview');

        for (const screen of profileScreens) {
          await page.goto(screen);
          await check(screen);
        }

        await page.goto('/profile/templates/new');
        await page.getByTestId('editor-post').waitFor();
        await check('editor');

        // Eighteen screens, each in both schemes: nothing skipped.
        expect(checked).toHaveLength(36);
        for (const scheme of ['light', 'dark']) {
          expect(checked.filter((where) => where.endsWith(` in ${scheme}`))).toHaveLength(18);
        }
        expect(found, `\n${found.join('\n')}`).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
      // Every screen through axe twice: minutes while other journey files run beside it.
    }, 300_000);
  }
});

describe('keyboard', () => {
  it('a skip link is the first stop of the Tab key and moves the focus into the main content', async () => {
    for (const viewport of [phone, desktop]) {
      const { context, page, errors } = await openPage(browser, app.url, { viewport });
      try {
        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).waitFor();
        // The heading is there in the HTML already; the Tab key reaches the page once the app has
        // taken over from the inert drawing.
        await page.waitForFunction(() => document.querySelector('[data-prerendered]') === null);
        const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
        // Out of sight until it has the focus.
        expect((await skip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
        await page.keyboard.press('Tab');
        expect(await isFocused(skip)).toBe(true);
        const box = await skip.boundingBox();
        expect(box && box.width > 40 && box.y >= 0 && box.y < 100).toBe(true);
        // The focus ring shows.
        expect(await skip.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe(
          'solid',
        );
        await page.keyboard.press('Enter');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
        // The next Tab goes on inside the page's content, not in the header.
        await page.keyboard.press('Tab');
        expect((await focused(page)).inMain).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('the studio moves the focus to the heading of each new step, not on the first load', async () => {
    const { context, page, errors } = await openPage(browser, app.url);
    try {
      await page.goto('/studio');
      await stepReady(page, 'sport');
      expect((await focused(page)).tag).toBe('body');

      await page.locator('[data-sport="unihockey"]').click();
      await stepReady(page, 'club');
      expect(await focused(page)).toMatchObject({ tag: 'h1', text: 'Unihockey Club auswählen' });

      await page.locator('[data-club-id="demo-101"]').click();
      await stepReady(page, 'team');
      expect(await focused(page)).toMatchObject({ tag: 'h1', text: 'Team auswählen' });

      // Back to the clubs: that step's heading again.
      await page.getByRole('button', { name: 'Zurück' }).first().click();
      await stepReady(page, 'club');
      expect(await focused(page)).toMatchObject({ tag: 'h1', text: 'Unihockey Club auswählen' });

      // A reload is a first load: the focus stays at the page's start.
      await page.reload();
      await stepReady(page, 'club');
      expect((await focused(page)).tag).toBe('body');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('goes through the studio to the preview and its export button with the keyboard alone', async () => {
    for (const viewport of [phone, desktop]) {
      const { context, page, errors } = await openPage(browser, app.url, { viewport });
      try {
        // Signed in: the export button is enabled only then.
        await signIn(context);
        await page.goto('/studio');
        await stepReady(page, 'sport');
        await tabTo(page, page.locator('[data-sport="unihockey"]'));
        await page.keyboard.press('Enter');
        await stepReady(page, 'club');

        await tabTo(page, page.locator('[data-club-id="demo-101"]'));
        await page.keyboard.press('Enter');
        await stepReady(page, 'team');

        const picker = page.getByRole('button', { name: 'Team auswählen' });
        await tabTo(page, picker);
        await page.keyboard.press('Enter');
        await page.getByRole('menu').waitFor();
        // The menu takes the focus; the arrow keys move through the teams.
        await page.keyboard.press('ArrowDown');
        const team = await page.evaluate(() => document.activeElement?.textContent ?? '');
        expect(team).not.toBe('');
        await page.keyboard.press('Enter');
        await stepReady(page, 'games');
        expect(await focused(page)).toMatchObject({ tag: 'h1' });

        const firstGame = page.getByTestId('game-row').first().locator('input');
        await tabTo(page, firstGame);
        await page.keyboard.press('Space');
        expect(await firstGame.isChecked()).toBe(true);
        await tabTo(page, page.getByRole('button', { name: 'Weiter' }));
        await page.keyboard.press('Enter');
        await stepReady(page, 'post');
        expect(await focused(page)).toMatchObject({ tag: 'h1' });
        await page.getByTestId('post-preview').waitFor();
        // And on to the export button.
        await tabTo(page, page.getByTestId('export-button'), 80);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('a dialog keeps the focus inside while open and gives it back to its opener on close', async () => {
    const { context, page, errors } = await openPage(browser, app.url);
    try {
      const session = await signIn(context);
      await createTemplateRepository(app.server.ctx.database.db).insert(session.userId, {
        name: 'Heimspiel',
        supportedGames: 1,
        format: '4:5',
        svgConfig: { backgroundColor: '#0b3d91', format: '4:5', elements: [] },
      });
      await page.goto('/profile/templates');
      const opener = page.getByTestId('delete-template');
      await tabTo(page, opener, 60);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const insideDialog = () =>
        page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
      // The dialog takes the focus as it mounts, which may be a frame after it shows.
      await expect.poll(insideDialog).toBe(true);
      // Around the dialog's three controls and more, both ways: the focus never leaves it.
      for (const key of [
        'Tab',
        'Tab',
        'Tab',
        'Tab',
        'Tab',
        'Shift+Tab',
        'Shift+Tab',
        'Shift+Tab',
      ]) {
        await page.keyboard.press(key);
        expect(await insideDialog()).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Radix hands the focus back in a task after the dialog is gone.
      await expect.poll(() => isFocused(opener)).toBe(true);

      // The same after closing with its cancel button.
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(opener)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/**
 * Whether the focused element shows that it has the focus: its own outline (the app's
 * :focus-visible style), or a ring (a box-shadow of spread only) on it, on its label or box up to
 * two levels out (a visually hidden checkbox), or on a part inside it.
 */
const focusIndicator = (page: Page) =>
  page.evaluate(async () => {
    // Rings fade in: measure them once their transitions are over.
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((a) => a.finished.catch(() => {})));
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return { again: false, problem: null };
    }
    // Back at the first stop: the whole page has been walked.
    const again = element.hasAttribute('data-first-stop');
    if (!document.querySelector('[data-first-stop]')) element.setAttribute('data-first-stop', '');
    const big = (node: Element) => {
      const box = node.getBoundingClientRect();
      return box.width > 2 && box.height > 2;
    };
    const outline = (node: Element) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    };
    const shows = (node: Element) =>
      big(node) &&
      (outline(node) ||
        getComputedStyle(node)
          .boxShadow.split(/,(?![^(]*\))/)
          .some((layer) => {
            const spread = /0px 0px 0px ([\d.]+)px/.exec(layer);
            return (
              spread !== null &&
              parseFloat(spread[1] ?? '0') >= 1 &&
              !/transparent|,\s*0\)|\/\s*0\)/.test(layer)
            );
          }));
    const around = [element, element.parentElement, element.parentElement?.parentElement];
    if ([...around, ...element.querySelectorAll('*')].some((node) => node && shows(node))) {
      return { again, problem: null };
    }
    const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return {
      again,
      problem: `${element.tagName.toLowerCase()} '${name.trim().slice(0, 40)}' shows no focus`,
    };
  });

describe('focus', () => {
  it(
    'every Tab stop on the main screens shows where the focus is',
    { timeout: 150_000 },
    async () => {
      // The focus styles are the same rules in both schemes: one walk, in light, keeps it short.
      // With reduced motion the rings are there at once (transitions of 1 ms, styles.css), as
      // after their fade-in: the walk does not wait out a fade at each of its 200-odd stops.
      for (const colorScheme of ['light'] as const) {
        const { context, page, errors } = await openPage(browser, app.url, {
          colorScheme,
          reducedMotion: 'reduce',
        });
        const missing: string[] = [];
        const walk = async (where: string, stops = 50) => {
          await settled(page);
          for (let i = 0; i < stops; i++) {
            await page.keyboard.press('Tab');
            const { again, problem } = await focusIndicator(page);
            if (again) break;
            if (problem) missing.push(`${where}: ${problem}`);
          }
        };
        try {
          await page.goto('/');
          await walk('landing');
          await page.goto('/auth');
          await walk('/auth');
          await signIn(context);
          await openDemoTeamGames(page);
          await walk('studio: games');
          await page.goto('/profile/templates');
          await walk('/profile/templates');
          await page.goto('/profile/settings');
          await walk('/profile/settings');
          await page.goto('/profile/templates/new');
          await page.getByTestId('editor-post').waitFor();
          await walk('editor', 80);
          expect(missing, `\n${missing.join('\n')}`).toEqual([]);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      }
    },
  );
});

describe('colour scheme before the first paint', () => {
  /**
   * The app's script is held back: what the page shows then is what the first paint shows. The
   * small script in index.html must already have set the stored scheme.
   */
  async function firstPaint(
    stored: string | null,
    system: 'light' | 'dark',
  ): Promise<{ dark: boolean; background: string }> {
    const { context, page, errors } = await openPage(browser, app.url, { colorScheme: system });
    try {
      if (stored) {
        await context.addInitScript(
          (value) => window.localStorage.setItem('ui-theme', value),
          stored,
        );
      }
      let held = 0;
      await page.route(/\/assets\/.*\.js$/, (route) => {
        held++;
        return route.abort();
      });
      await page.goto('/');
      expect(held).toBeGreaterThan(0);
      // The app never ran: the root holds at most the landing page rendered at build time.
      expect(await page.locator('#root > :not([data-prerendered])').count()).toBe(0);
      const state = await page.evaluate(() => ({
        dark: document.documentElement.classList.contains('dark'),
        // The body's colour as sRGB, through a canvas (the style may be given in oklch).
        background: (() => {
          const canvas = document.createElement('canvas');
          canvas.width = canvas.height = 1;
          const paint = canvas.getContext('2d');
          if (!paint) return '';
          paint.fillStyle = getComputedStyle(document.body).backgroundColor;
          paint.fillRect(0, 0, 1, 1);
          return [...paint.getImageData(0, 0, 1, 1).data.slice(0, 3)].join(',');
        })(),
      }));
      // The scripts held back on purpose fail to load; nothing else may.
      const heldBack =
        /^(request failed: GET \/assets\/[^/]+\.js|console error: Failed to load resource: net::ERR_FAILED \(http:\/\/127\.0\.0\.1:\d+\/assets\/[^/)]+\.js\))$/;
      expect(errors.filter((error) => !heldBack.test(error))).toEqual([]);
      return state;
    } finally {
      await context.close();
    }
  }

  const isDarkColour = (colour: string) => {
    const [r = 255, g = 255, b = 255] = colour.split(',').map(Number);
    return r + g + b < 3 * 60;
  };

  it('dark stored on a light system paints dark at once', async () => {
    const state = await firstPaint('dark', 'light');
    expect(state.dark).toBe(true);
    expect(isDarkColour(state.background)).toBe(true);
  });

  it('light stored on a dark system paints light at once', async () => {
    const state = await firstPaint('light', 'dark');
    expect(state.dark).toBe(false);
    expect(isDarkColour(state.background)).toBe(false);
  });

  it('system (nothing stored) follows the system from the first paint', async () => {
    expect((await firstPaint(null, 'dark')).dark).toBe(true);
    expect((await firstPaint('system', 'dark')).dark).toBe(true);
    expect((await firstPaint(null, 'light')).dark).toBe(false);
  });
});
