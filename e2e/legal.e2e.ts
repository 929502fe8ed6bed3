import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMagicLink } from '#server/testing/auth.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { withAppAndBrowser } from './support/journey.ts';
import { openPage, type PageOptions } from './support/browser.ts';

const operator = {
  OPERATOR_NAME: 'Unihockey Verein Thun',
  OPERATOR_ADDRESS: 'Seestrasse 12, 3600 Thun, Schweiz',
  OPERATOR_EMAIL: 'kontakt@uhc-thun.ch',
};

let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running), { env: operator });

async function journey(
  steps: (page: Page) => Promise<void>,
  options: PageOptions & { baseUrl?: string } = {},
) {
  const { context, page, errors } = await openPage(browser, options.baseUrl ?? app.url, options);
  try {
    await steps(page).catch(async (error: unknown) => {
      const shot = path.join(tmpdir(), `matchpost-legal-e2e-failure-${Date.now()}.png`);
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      throw new Error(`${String(error)}\n  at ${page.url()}, screenshot ${shot}`);
    });
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  } finally {
    await context.close();
  }
}

/** The levels of the page's headings in the main content, in order. */
function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator('main h1, main h2, main h3, main h4')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))));
}

const pages = [
  {
    path: '/privacy-policy',
    lang: 'en',
    title: 'Privacy Policy',
    version: 'Version: October 2025',
    age: 'aged 18 and over',
    notice: 'at least 30 days',
    facts: ['Stripe', 'S3-compatible', 'ui-theme', 'selectedPlan', 'FADP', 'GDPR', 'HttpOnly'],
    other: { name: 'Deutsche Fassung', path: '/privacy-policy-de' },
  },
  {
    path: '/privacy-policy-de',
    lang: 'de',
    title: 'Datenschutzerklärung',
    version: 'Stand: Oktober 2025',
    age: 'ab 18 Jahren',
    notice: 'mindestens 30 Tage',
    facts: ['Stripe', 'S3-kompatibler', 'matchpost-language', 'revDSG', 'DSGVO', 'HttpOnly'],
    other: { name: 'English version', path: '/privacy-policy' },
  },
  {
    path: '/terms-and-conditions',
    lang: 'en',
    title: 'Terms and Conditions',
    version: 'Version: October 2025',
    age: 'at least 18 years old',
    notice: 'at least 30 days',
    facts: ['Swiss francs (CHF)', 'Swiss law'],
    other: { name: 'Deutsche Fassung', path: '/terms-and-conditions-de' },
  },
  {
    path: '/terms-and-conditions-de',
    lang: 'de',
    title: 'Allgemeine Geschäftsbedingungen',
    version: 'Stand: Oktober 2025',
    age: 'mindestens 18 Jahre alt',
    notice: 'mindestens 30 Tage',
    facts: ['Schweizer Franken (CHF)', 'Schweizer Recht'],
    other: { name: 'English version', path: '/terms-and-conditions' },
  },
] as const;

describe('the legal pages', () => {
  for (const doc of pages) {
    it(`${doc.path} shows the whole text with the operator from the configuration`, async () => {
      await journey(async (page) => {
        await page.goto(doc.path);
        const article = page.locator('article');
        await page.getByRole('heading', { level: 1, name: doc.title }).waitFor();
        expect(await article.getAttribute('lang')).toBe(doc.lang);
        const text = await article.innerText();
        for (const fact of [doc.version, doc.age, doc.notice, ...doc.facts]) {
          expect(text, fact).toContain(fact);
        }
        // Operator: name, every address line and the e-mail, from the server's configuration.
        const address = page.getByTestId('operator').first();
        for (const part of ['Unihockey Verein Thun', 'Seestrasse 12', '3600 Thun', 'Schweiz']) {
          expect(await address.innerText()).toContain(part);
        }
        expect(await address.getByRole('link').getAttribute('href')).toBe(
          'mailto:kontakt@uhc-thun.ch',
        );
        // One h1, then h2 only: no skipped level.
        const levels = await headingLevels(page);
        expect(levels[0]).toBe(1);
        expect(levels.filter((level) => level === 1)).toHaveLength(1);
        expect(levels.every((level) => level <= 2)).toBe(true);
        // A table of contents linking every section.
        const contents = page.getByRole('navigation', { name: /^(Contents|Inhalt)$/ });
        const entries = contents.getByRole('link');
        expect(await entries.count()).toBe(levels.length - 1);
        await entries.last().click();
        await page.waitForURL((url) => url.hash.length > 1);
        const target = page.locator(new URL(page.url()).hash);
        expect(await target.evaluate((node) => node.tagName)).toBe('H2');
        // The same document in the other language.
        await page.getByRole('link', { name: doc.other.name }).click();
        await page.waitForURL((url) => url.pathname === doc.other.path);
      });
    });
  }

  it('/impressum is in German with the operator, the contact and the version', async () => {
    await journey(async (page) => {
      await page.goto('/impressum');
      await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
      expect(await page.locator('article').getAttribute('lang')).toBe('de');
      const text = await page.locator('article').innerText();
      expect(text).toContain('Stand: Oktober 2025');
      expect(text).toContain('Unihockey Verein Thun');
      expect(text).toContain('kontakt@uhc-thun.ch');
      expect(text).toContain('CC BY-SA 4.0');
      // The footer names the same one address, from the same configuration.
      const footerEmail = page.locator('footer').getByTestId('contact-email');
      await footerEmail.waitFor();
      expect(await footerEmail.textContent()).toBe('kontakt@uhc-thun.ch');
      expect(await footerEmail.getAttribute('href')).toBe('mailto:kontakt@uhc-thun.ch');
      const levels = await headingLevels(page);
      expect(levels).toEqual([1, ...levels.slice(1).map(() => 2)]);
    });
  });

  it('/impressum tells an English reader that it is in German', async () => {
    await journey(
      async (page) => {
        await page.goto('/impressum');
        await page.getByText('The imprint is published in German').waitFor();
      },
      { storage: { 'matchpost-language': 'en' } },
    );
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`reads at 340 px without sideways scrolling (${colorScheme})`, async () => {
      await journey(
        async (page) => {
          for (const doc of ['/privacy-policy-de', '/terms-and-conditions', '/impressum']) {
            await page.goto(doc);
            await page.getByRole('heading', { level: 1 }).waitFor();
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            expect(overflow, doc).toBeLessThanOrEqual(0);
            // The text keeps a readable measure on a wide screen, too (checked below).
          }
        },
        { viewport: { width: 340, height: 740 }, colorScheme },
      );
    });
  }

  it('keeps a readable measure of about 70 characters on a desktop', async () => {
    await journey(async (page) => {
      await page.goto('/privacy-policy');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const { width, fontSize } = await page.locator('article').evaluate((node) => ({
        width: node.getBoundingClientRect().width,
        fontSize: parseFloat(getComputedStyle(node).fontSize),
      }));
      // ch is about half an em in the body font: 70ch is roughly 35 to 45 em.
      expect(width / fontSize).toBeLessThan(45);
      expect(width / fontSize).toBeGreaterThan(25);
    });
  });
});

describe('the sign-in page', () => {
  it('links the terms in the reader language', async () => {
    await journey(async (page) => {
      await page.goto('/auth');
      await page.getByRole('main').getByRole('link', { name: 'AGB', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/terms-and-conditions-de');
      await page
        .getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })
        .waitFor();
    });
    await journey(
      async (page) => {
        await page.goto('/auth');
        expect(
          await page
            .getByRole('main')
            .getByRole('link', { name: 'terms', exact: true })
            .getAttribute('href'),
        ).toBe('/terms-and-conditions');
        expect(
          await page
            .getByRole('link', { name: 'privacy policy', exact: true })
            .getAttribute('href'),
        ).toBe('/privacy-policy');
      },
      { storage: { 'matchpost-language': 'en' } },
    );
  });

  it("names the chosen plan properly ('Pro', not 'pro')", async () => {
    await journey(
      async (page) => {
        await page.goto('/auth?redirect=subscription');
        const note = page.getByTestId('plan-note');
        await note.waitFor();
        expect(await note.innerText()).toContain('Gewählter Plan: Pro.');
      },
      { storage: { selectedPlan: 'pro', selectedBillingInterval: 'yearly' } },
    );
  });
});

describe('a first run at 127.0.0.1 when APP_URL says localhost', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await startTestApp({ host: 'localhost' });
  });
  afterAll(async () => {
    await local?.stop();
  });

  it('signs in all the same and stays on 127.0.0.1', async () => {
    const loopback = local.url.replace('localhost', '127.0.0.1');
    const email = 'erste@uhc-thun.ch';
    await journey(
      async (page) => {
        await page.goto('/auth');
        await page.getByLabel('E-Mail-Adresse').fill(email);
        await page.getByRole('button', { name: 'Login-Link senden' }).click();
        await page.getByRole('heading', { name: 'Schau in dein Postfach' }).waitFor();
        const link = await readMagicLink(local.outboxDir, email);
        expect(new URL(link).origin).toBe(new URL(loopback).origin);
        await page.goto(link);
        await page.waitForURL((url) => !url.search.includes('signedIn'));
        await page.getByRole('button', { name: `Konto von ${email}` }).waitFor();
        expect(new URL(page.url()).origin).toBe(new URL(loopback).origin);
      },
      { baseUrl: loopback },
    );
  });
});
