import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium; never `playwright install` (it downloads a browser). See NOTES.md. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
}

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 375, height: 812 };

/**
 * A page in a fresh context (empty storage and cookies) that only talks to the app: any request
 * to another origin fails the test, so a journey can never depend on the internet.
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
    locale: 'de-CH',
  });
  const origin = new URL(baseURL).origin;
  const errors: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:')) return route.continue();
    errors.push(`request outside the app: ${url}`);
    return route.abort();
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  // Every journey runs under the app's Content-Security-Policy: a violation fails it.
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
      errors.push(`CSP violation: ${message.text()}`);
    }
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
