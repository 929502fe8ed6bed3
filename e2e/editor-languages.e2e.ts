import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resources } from '#client/i18n/resources.ts';
import { LANGUAGE_STORAGE_KEY, type Language } from '#client/i18n/languages.ts';
import type { TestApp } from './support/app.ts';
import { desktop, phone, type PageOptions } from './support/browser.ts';
import { signedInJourney, withAppAndBrowser } from './support/journey.ts';
import { screenshot } from './support/screenshots.ts';

/**
 * The template editor in the person's language: a new text says 'Neuer Text', 'New text',
 * 'Nouveau texte' or 'Nuovo testo', as the interface does; on a phone it explains itself.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

const texts = (language: Language) => resources[language].translation;
const languages: Language[] = ['de', 'fr', 'it', 'en'];

const journey = (language: Language, options: PageOptions, steps: (page: Page) => Promise<void>) =>
  signedInJourney(
    { app, browser },
    {
      ...options,
      storage: { [LANGUAGE_STORAGE_KEY]: language },
      person: `editor-${language}`,
      tier: 'pro',
    },
    ({ page }) => steps(page),
  );

describe('a new text in the editor', () => {
  for (const language of languages) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`says the new text's word in ${language} (${colorScheme})`, async () => {
        await journey(language, { viewport: desktop, colorScheme }, async (page) => {
          const words = texts(language).editor;
          await page.goto('/profile/templates/new');
          await page.getByTestId('template-editor').waitFor();
          await page.getByTestId('editor-post').waitFor();
          await page.getByRole('button', { name: words.toolbar.text, exact: true }).click();
          const content = page.getByTestId('prop-content');
          await content.waitFor();
          expect(await content.inputValue()).toBe(words.toolbar.newText);
          // The canvas shows it too (in the look's capitals).
          await page
            .getByTestId('editor-post')
            .getByText(words.toolbar.newText, { exact: true })
            .waitFor();
          await screenshot(page, `editor-new-text-1280-${colorScheme}-${language}`);
        });
      });
    }
  }
});

describe('the editor on a phone', () => {
  for (const language of languages) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`explains itself and shows the template in ${language} (${colorScheme})`, async () => {
        await journey(language, { viewport: phone, colorScheme }, async (page) => {
          await page.goto('/profile/templates/new');
          await page.getByText(texts(language).editor.phone.title).waitFor();
          await page.getByTestId('editor-post').waitFor();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBe(0);
          await screenshot(page, `editor-phone-375-${colorScheme}-${language}`);
        });
      });
    }
  }
});
