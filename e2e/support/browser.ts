import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium; never `playwright install` (it downloads a browser). See README.md. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless Chromium opens a real browser window for every page, and each window loaded the
 * address bar's suggestion popups (two WebUI pages, `chrome://omnibox-popup.top-chrome/`) in a
 * renderer of their own: about 0.5 s of CPU per page that no journey sees (ADR 048). Chromium
 * takes only the last `--disable-features` of its command line, so this one keeps the features
 * Playwright switches off in its own (`PLAYWRIGHT_DISABLED_FEATURES`, as Playwright 1.65 launches
 * it), which it replaces; `e2e/outside-requests.e2e.ts` fails when one of those is missing.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const DISABLED_FEATURES = [
  ...PLAYWRIGHT_DISABLED_FEATURES,
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
  // Every address but loopback goes to a proxy where nothing listens, so a request outside the
  // app fails in the browser itself (openPage counts it). Not a route on each context: while a
  // route is set Playwright turns the browser's cache off and holds every request for the test
  // process, which made page loads about twice as slow (ADR 043).
  '--proxy-server=http://127.0.0.1:9',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

let workerChromium: Promise<Browser> | undefined;

/**
 * The Chromium of this test worker. Journey files run one after the other in their worker's
 * process (ADR 035): the first launches it, the next ones use it, each with contexts of its own
 * (a context is a fresh profile: no cookies, storage or cache of another file). A file gives it
 * back with `releaseBrowser` in its `afterAll`; Playwright ends it when the worker's process
 * ends. A browser that went away (crashed) is launched anew for the next file.
 */
export function workerBrowser(): Promise<Browser> {
  if (!workerChromium) {
    const launching = launchBrowser();
    workerChromium = launching;
    launching.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (workerChromium === launching) workerChromium = undefined;
        }),
      () => {
        if (workerChromium === launching) workerChromium = undefined;
      },
    );
  }
  return workerChromium;
}

/**
 * Closes what a journey file left open in the worker's browser (a context a failed test did not
 * get to close), so that the next file starts with none.
 */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** A touch screen: taps and fingers (Chrome DevTools' touch events) reach the page. */
  hasTouch?: boolean;
  /** The visitor asks for reduced motion (`prefers-reduced-motion: reduce`). */
  reducedMotion?: 'reduce';
  /** What the page's local storage holds before the app starts, as a returning visitor has it. */
  storage?: Record<string, string>;
  /**
   * The browser's time zone (the machine's unless set). A journey that counts days the way the
   * demo data does (Swiss days) sets 'Europe/Zurich', as a Swiss volunteer's browser is.
   */
  timezoneId?: string;
}

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 375, height: 812 };
/** The phone and the desktop, each with its width as a name ('375', '1280') for screenshots. */
export const phoneAndDesktop = [
  ['375', phone],
  ['1280', desktop],
] as const;

/**
 * A page in a fresh context (empty storage and cookies) that only talks to the app: any request
 * to another origin fails the test, so a journey can never depend on the internet. `errors`
 * collects what fails a journey: page errors, console errors, CSP violations, responses with a
 * status of 400 or above ('failed request: 403 GET /api/files/...') and requests that failed.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? desktop,
    colorScheme: options.colorScheme ?? 'light',
    hasTouch: options.hasTouch ?? false,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    locale: 'de-CH',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  if (options.storage) {
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, options.storage);
  }
  const origin = new URL(baseURL).origin;
  const errors: string[] = [];
  const page = await context.newPage();
  // A control that never becomes clickable (covered, disabled) fails with its name, not a timeout.
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  // Every journey runs under the app's Content-Security-Policy: a violation fails it, and so
  // does any other error the page logs.
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
      errors.push(`CSP violation: ${message.text()}`);
    } else if (message.type() === 'error') {
      errors.push(`console error: ${message.text()} (${message.location().url})`);
    }
  });
  // A failed request (status 400 or above) on a person's path is a defect: a journey that
  // expects one says so by filtering its errors for that status and path.
  page.on('response', (response) => {
    if (response.status() >= 400) {
      const url = new URL(response.url());
      errors.push(
        `failed request: ${response.status()} ${response.request().method()} ${url.pathname}`,
      );
    }
  });
  page.on('requestfailed', (request) => {
    const url = request.url();
    // Outside the app: the browser's proxy (CHROMIUM_ARGS) refused it, and the journey fails.
    if (!url.startsWith(origin) && !url.startsWith('data:')) {
      errors.push(`request outside the app: ${url}`);
      return;
    }
    // Cut off by navigating away: not the app's failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    errors.push(`request failed: ${request.method()} ${new URL(url).pathname}`);
  });
  return { context, page, errors };
}

/**
 * Everything that went wrong on a page that a person would not notice at once: console errors,
 * requests that failed, and answers of 400 or more. A journey that must see none of them expects
 * the list to be empty; `allowed` names the ones it expects (a 404 page answers 404). A request
 * cut off because the page moved on (net::ERR_ABORTED) is no failure.
 */
export function watchFailures(page: Page, allowed: readonly RegExp[] = []): string[] {
  const failures: string[] = [];
  const note = (text: string) => {
    if (!allowed.some((pattern) => pattern.test(text))) failures.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') note(`request failed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) note(`HTTP ${response.status()}: ${response.url()}`);
  });
  return failures;
}

/**
 * The browser reports that its person asked to save data (Save-Data, through the Network
 * Information API), as Chromium does when the setting is on: the studio then makes no export in
 * the background before the click (ADR 030), and every export is the click's own. For journeys
 * of the click's own export path (the ETag of the last export, the offline notice).
 */
export async function askToSaveData(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g' }),
    });
  });
}
