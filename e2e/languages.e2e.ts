import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resources } from '#client/i18n/resources.ts';
import { languageNames, LANGUAGE_STORAGE_KEY, type Language } from '#client/i18n/languages.ts';
import { eq } from 'drizzle-orm';
import { profiles } from '#server/db/schema.ts';
import type { TestApp } from './support/app.ts';
import { pageJourney, withAppAndBrowser, signedIn } from './support/journey.ts';
import { phone, type PageOptions } from './support/browser.ts';

let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

const journey = (options: PageOptions, steps: (page: Page) => Promise<void>) =>
  pageJourney({ app, browser }, options, ({ page }) => steps(page));

const texts = (language: Language) => resources[language].translation;
const languagesToPick: Language[] = ['fr', 'it', 'en', 'de'];

/** Each public page with a text it shows in the chosen language. */
const pages: { path: string; known(language: Language): string }[] = [
  { path: '/', known: (l) => texts(l).landing.hero.cta },
  { path: '/auth', known: (l) => texts(l).auth.send },
  // The legal pages' own text keeps its language; the footer around it follows the reader.
  { path: '/impressum', known: (l) => texts(l).footer.tagline },
  { path: '/privacy-policy', known: (l) => texts(l).footer.tagline },
  { path: '/terms-and-conditions', known: (l) => texts(l).footer.tagline },
];

/** Opens the header's language menu and picks a language by its own name. */
async function pickLanguage(page: Page, from: Language, to: Language) {
  await page
    .getByRole('banner')
    .getByRole('button', {
      name: texts(from).language.menu.replace('{{language}}', languageNames[from]),
    })
    .click();
  await page.getByRole('menuitemradio', { name: languageNames[to] }).click();
}

describe('the language menu', () => {
  for (const { path, known } of pages) {
    for (const language of languagesToPick) {
      it(`${path} in ${language}: lang, texts and the choice after a reload`, async () => {
        await journey({}, async (page) => {
          await page.goto(path);
          // A fresh visitor reads German.
          await page.getByText(known('de'), { exact: true }).first().waitFor();
          expect(await page.locator('html').getAttribute('lang')).toBe('de');

          // From German to a language, except German itself: from English back to German.
          const from: Language = language === 'de' ? 'en' : 'de';
          if (from === 'en') await pickLanguage(page, 'de', 'en');
          await pickLanguage(page, from, language);
          await page.getByText(known(language), { exact: true }).first().waitFor();
          expect(await page.locator('html').getAttribute('lang')).toBe(language);
          // The button shows the code, and its name starts with it.
          const code = language.toUpperCase();
          await page
            .getByRole('banner')
            .getByRole('button', { name: new RegExp(`^${code} `) })
            .waitFor();

          await page.reload();
          await page.getByText(known(language), { exact: true }).first().waitFor();
          expect(await page.locator('html').getAttribute('lang')).toBe(language);
          expect(
            await page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_STORAGE_KEY),
          ).toBe(language);
          expect(LANGUAGE_STORAGE_KEY).toMatch(/^matchpost-.*language$/);
        });
      });
    }
  }

  it('works from the keyboard: open, move with the arrows, choose with Enter', async () => {
    await journey({}, async (page) => {
      await page.goto('/');
      await page.getByText(texts('de').landing.hero.cta).first().waitFor();
      // The hero text is there in the HTML already; keys reach the page once the app has taken
      // over from the inert drawing.
      await page.waitForFunction(() => document.querySelector('[data-prerendered]') === null);
      const button = page.getByRole('banner').getByTestId('language-menu');
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      // The options in their own names, the Swiss languages first.
      expect(await menu.getByRole('menuitemradio').allTextContents()).toEqual([
        'DeutschDE',
        'FrançaisFR',
        'ItalianoIT',
        'EnglishEN',
      ]);
      expect(
        await menu.getByRole('menuitemradio', { name: 'Deutsch' }).getAttribute('aria-checked'),
      ).toBe('true');
      // Focus starts on the first item: two steps down is Italiano.
      const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
      await expect.poll(focused).toBe('DeutschDE');
      await page.keyboard.press('ArrowDown');
      await expect.poll(focused).toBe('FrançaisFR');
      await page.keyboard.press('ArrowDown');
      await expect.poll(focused).toBe('ItalianoIT');
      await page.keyboard.press('Enter');
      await page.getByText(texts('it').landing.hero.cta).first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('it');
      await page.keyboard.press('Escape');
    });
  });

  it('is in the mobile menu on a phone', async () => {
    await journey({ viewport: phone }, async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: texts('de').nav.openMenu }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: texts('de').language.menu.replace('{{language}}', 'Deutsch') })
        .click();
      await page.getByRole('menuitemradio', { name: 'Français' }).click();
      await page
        .getByRole('dialog')
        .getByText(texts('fr').language.label, { exact: true })
        .waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    });
  });
});

describe('the legal pages for French and Italian readers', () => {
  for (const language of ['fr', 'it'] as const) {
    it(`say in ${language} which language the text is in`, async () => {
      await journey({}, async (page) => {
        await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
          LANGUAGE_STORAGE_KEY,
          language,
        ] as const);
        // The footer leads to the English documents.
        await page.goto('/');
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: texts(language).footer.privacy })
          .click();
        await page.waitForURL(`${app.url}/privacy-policy`);
        const note = page.getByTestId('legal-language-note');
        expect(await note.textContent()).toBe(texts(language).legal.untranslated.en);
        expect(await note.getAttribute('lang')).toBe(language);
        // The German version says it is German.
        await page.goto('/terms-and-conditions-de');
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.getByTestId('legal-language-note').textContent()).toBe(
          texts(language).legal.untranslated.de,
        );
        // The imprint only exists in German.
        await page.goto('/impressum');
        await page.getByText(texts(language).legal.onlyInGerman).waitFor();
      });
    });
  }

  it('shows no note to German and English readers', async () => {
    await journey({}, async (page) => {
      await page.goto('/privacy-policy-de');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByTestId('legal-language-note').count()).toBe(0);
      await page.goto('/privacy-policy');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByTestId('legal-language-note').count()).toBe(0);
    });
  });
});

describe('a signed-in user', () => {
  it('keeps the chosen language on the profile, for mails sent later', async () => {
    await journey({}, async (page) => {
      const session = await signedIn(page.context(), app, 'lea@hc-bienne.ch');
      const stored = async () => {
        const [row] = await app.server.ctx.database.db
          .select({ language: profiles.language })
          .from(profiles)
          .where(eq(profiles.id, session.userId));
        return row?.language;
      };
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'lea@hc-bienne.ch' }).waitFor();
      expect(await stored()).toBe('de');
      await pickLanguage(page, 'de', 'fr');
      await expect.poll(stored).toBe('fr');
      await pickLanguage(page, 'fr', 'it');
      await expect.poll(stored).toBe('it');
    });
  });
});
