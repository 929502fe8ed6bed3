import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readMagicLink, requestMagicLink } from '#server/testing/auth.ts';
import { setTestTier } from '#server/testing/tier.ts';
import type { TestApp } from './support/app.ts';
import { pageJourney, withAppAndBrowser } from './support/journey.ts';
import { phone, type PageOptions } from './support/browser.ts';

let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

/**
 * A fresh page per journey; fails the journey on page errors, failed requests or requests leaving
 * the app, except those it provokes on purpose (`expected`: a page that is not there).
 */
const journey = (
  options: PageOptions,
  steps: (page: Page) => Promise<void>,
  expected: readonly RegExp[] = [],
) => pageJourney({ app, browser }, { ...options, expected }, ({ page }) => steps(page));

describe('landing page', () => {
  it('loads with the hero, the phone mockup and the pricing section', async () => {
    await journey({}, async (page) => {
      await page.goto('/');
      const hero = page.getByRole('heading', { level: 1 });
      await hero.waitFor();
      expect(await hero.textContent()).toContain('Dein Matchtag als Post.');
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      expect(await page.title()).toBe('Matchpost');
      await page.getByRole('link', { name: 'Jetzt im Studio starten' }).waitFor();
      expect(await page.getByTestId('phone-date').textContent()).toMatch(
        /^\d{1,2}\. \p{L}+ \d{4}$/u,
      );
      // Yearly billing is preselected: Pro costs 144 / 12 per month.
      expect(await page.getByTestId('price-pro').textContent()).toBe('12.00');
      // The header turns opaque once the page is scrolled past 10 px.
      const header = page.getByRole('banner');
      expect(await header.getAttribute('data-scrolled')).toBe('false');
      await page.evaluate(() => window.scrollTo(0, 11));
      await page.waitForFunction(
        () => document.querySelector('header')?.getAttribute('data-scrolled') === 'true',
      );
    });
  });

  it('stores the chosen plan and goes to sign-in', async () => {
    await journey({}, async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Monatlich' }).click();
      expect(await page.getByTestId('price-amateur').textContent()).toBe('6.90');
      await page.getByRole('button', { name: 'Amateur wählen' }).click();
      await page.waitForURL('**/auth?redirect=subscription');
      const stored = await page.evaluate(() => [
        localStorage.getItem('selectedPlan'),
        localStorage.getItem('selectedBillingInterval'),
      ]);
      expect(stored).toEqual(['amateur', 'monthly']);
      await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    });
  });

  it('says on each plan card what the plan gives, own backgrounds on the free plan too', async () => {
    await journey({}, async (page) => {
      await page.goto('/');
      const lines = (tier: string) =>
        page.locator(`#pricing [data-plan="${tier}"] li`).allTextContents();
      await page.locator('#pricing [data-plan="free"] li').first().waitFor();
      expect(await lines('free')).toEqual([
        '1 Team',
        'Standard-Vorlagen',
        '1 Spiel pro Post',
        'Bis zu 100 eigene Hintergrundbilder',
        '1 Person',
      ]);
      expect(await lines('amateur')).toEqual([
        '3 Teams',
        '2 eigene Vorlagen',
        'Bis zu 2 Spiele pro Post',
        'Fertiger Post per Mail vor dem Spieltag, Resultat am Morgen danach',
        'Bis zu 5 Sponsoren mit Logo, Stufe und Teams',
        'Bis zu 100 eigene Hintergrundbilder',
        'Bis zu 3 Mitglieder im Vereinskonto',
      ]);
      expect(await lines('pro')).toContain('Eigene Logos für Sponsoren, Teams und Clubs');
    });
  });

  it('shows the 404 page for an unknown route, answered 404, in each language, with a link home', async () => {
    await journey(
      {},
      async (page) => {
        const pages = [
          ['de', 'Hoppla! Seite nicht gefunden', 'Zur Startseite'],
          ['fr', 'Oups ! Page introuvable', 'Retour à l’accueil'],
          ['it', 'Ops! Pagina non trovata', 'Torna alla pagina iniziale'],
          ['en', 'Oops! Page not found', 'Back to home'],
          ['de', 'Hoppla! Seite nicht gefunden', 'Zur Startseite'],
        ] as const;
        await page.goto('/');
        await page.getByRole('link', { name: 'Jetzt im Studio starten' }).waitFor();
        for (const [language, heading, home] of pages) {
          // Chosen once the page shows its language (the app writes the one it shows back).
          await page.evaluate(
            (chosen) => localStorage.setItem('matchpost-language', chosen),
            language,
          );
          const answer = await page.goto('/this/does/not/exist');
          expect(answer?.status(), language).toBe(404);
          await page.getByRole('heading', { name: heading }).waitFor();
          await page.getByRole('link', { name: home }).waitFor();
        }
        await page.getByRole('link', { name: 'Zur Startseite' }).click();
        await page.waitForURL(`${app.url}/`);
        await page.getByRole('heading', { level: 1, name: /Dein Matchtag/ }).waitFor();
      },
      [
        /^failed request: 404 GET \/(no-such-page|this\/does\/not\/exist|[a-z-]+)$/,
        /^console error: .*status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/[^)]*\)$/,
      ],
    );
  });

  it('switches the language to English and keeps it after a reload', async () => {
    await journey({}, async (page) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Jetzt im Studio starten' }).waitFor();
      await page.getByRole('button', { name: 'Sprache wählen, aktuell Deutsch' }).click();
      await page.getByRole('menuitemradio', { name: 'English' }).click();
      await page.getByRole('link', { name: 'Open the studio' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: /Your match day as a post/ }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    });
  });

  it('arrives with the hero already drawn in the HTML, inert until the app takes over', async () => {
    await journey({}, async (page) => {
      const html = await (await page.request.get('/')).text();
      expect(html).toContain('<div data-prerendered inert>');
      expect(html).toContain('Dein Matchtag als Post.');
      expect(html).toContain('Jetzt im Studio starten');
      // Other routes get the empty shell.
      expect(await (await page.request.get('/studio')).text()).toContain('<div id="root"></div>');
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The app has replaced the drawing: nothing inert is left.
      await page.waitForFunction(() => document.querySelector('[data-prerendered]') === null);
    });
  });

  it('keeps the place of whoever scrolled the drawn page before the app took over', async () => {
    await journey({}, async (page) => {
      // The app's scripts wait until the visitor has scrolled the drawn page.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await held;
        await route.continue();
      });
      // Module scripts hold DOMContentLoaded back: wait for the response, then the drawing.
      await page.goto('/', { waitUntil: 'commit' });
      await page.locator('[data-prerendered]').waitFor({ state: 'attached' });
      await page.evaluate(() => window.scrollTo(0, 400));
      release();
      await page.waitForFunction(() => document.querySelector('[data-prerendered]') === null);
      await page.waitForFunction(
        () => document.querySelector('header')?.getAttribute('data-scrolled') === 'true',
      );
      expect(await page.evaluate(() => window.scrollY)).toBe(400);
    });
  });

  it("draws the phone's post with the product's renderer, in the interface language", async () => {
    // With reduced motion the phone keeps its first post: the words read are that post's, not
    // the next sample's four seconds later on a slow machine.
    await journey({ reducedMotion: 'reduce' }, async (page) => {
      await page.goto('/');
      const post = page.locator('[data-testid="sample-post"][data-ready="true"] svg');
      await post.waitFor();
      // The renderer's result post in German: its words, the teams, the period scores.
      const german = await post.locator('text').allTextContents();
      expect(german).toEqual(expect.arrayContaining(['RESULTAT', 'SIEG', 'UHC Alpenblick', '7']));
      await page.getByRole('button', { name: 'Sprache wählen, aktuell Deutsch' }).click();
      await page.getByRole('menuitemradio', { name: 'Français' }).click();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid="sample-post"] svg text')].some(
          (text) => text.textContent === 'VICTOIRE',
        ),
      );
      expect(await post.locator('text').allTextContents()).toEqual(
        expect.arrayContaining(['RÉSULTAT', 'VICTOIRE', 'UHC Alpenblick']),
      );
    });
  });

  it('names each page in the browser tab, in the interface language', async () => {
    await journey(
      {},
      async (page) => {
        const titled = async (url: string, title: string) => {
          await page.goto(url);
          await page.waitForFunction((expected) => document.title === expected, title);
        };
        await titled('/', 'Matchpost');
        await titled('/studio', 'Studio · Matchpost');
        await titled('/auth', 'Anmelden · Matchpost');
        await titled('/impressum', 'Impressum · Matchpost');
        await titled('/privacy-policy-de', 'Datenschutz · Matchpost');
        await titled('/no-such-page', 'Hoppla! Seite nicht gefunden · Matchpost');
        // A client-side navigation changes it too.
        await page.goto('/');
        await page.getByRole('link', { name: 'Jetzt im Studio starten' }).click();
        await page.waitForFunction(() => document.title === 'Studio · Matchpost');
        await page.evaluate(() => localStorage.setItem('matchpost-language', 'en'));
        await titled('/auth', 'Sign in · Matchpost');
        await titled('/privacy-policy', 'Privacy policy · Matchpost');
      },
      [
        /^failed request: 404 GET \/(no-such-page|this\/does\/not\/exist)$/,
        /^console error: .*status of 404 .*\/(no-such-page|this\/does\/not\/exist)\)$/,
      ],
    );
  });

  it('switches to the dark theme and remembers it', async () => {
    await journey({}, async (page) => {
      await page.goto('/');
      const html = page.locator('html');
      expect((await html.getAttribute('class')) ?? '').not.toContain('dark');
      await page.getByRole('button', { name: 'Darstellung wechseln' }).click();
      await page.getByRole('menuitemradio', { name: 'Dunkel' }).click();
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
      expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('dark');
      await page.reload();
      expect((await html.getAttribute('class')) ?? '').toContain('dark');
    });
  });

  it('follows the system theme by default', async () => {
    await journey({ colorScheme: 'dark' }, async (page) => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect((await page.locator('html').getAttribute('class')) ?? '').toContain('dark');
    });
  });

  it('shows the mobile menu on a 375 px wide phone and closes it on navigation', async () => {
    await journey({ viewport: phone }, async (page) => {
      await page.goto('/');
      const desktopNav = page.getByRole('banner').getByRole('link', { name: 'Studio' });
      expect(await desktopNav.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      const sheet = page.getByRole('dialog', { name: 'Menü' });
      await sheet.waitFor();
      await sheet.getByRole('link', { name: 'Anmelden' }).waitFor();
      await sheet.getByRole('link', { name: 'Studio' }).click();
      await page.waitForURL('**/studio');
      await sheet.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1, name: 'Sportart auswählen' }).waitFor();
    });
  });

  it('scrolls to a landing section from another page', async () => {
    await journey({}, async (page) => {
      await page.goto('/impressum');
      await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
      await page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Preise' })
        .click();
      await page.waitForURL(`${app.url}/`);
      await page.waitForFunction(() => {
        const top = document.getElementById('pricing')?.getBoundingClientRect().top ?? 9999;
        // The section stops right below the 64 px header.
        return window.scrollY > 200 && Math.abs(top - 64) < 2;
      });
    });
  });
});

describe('routes', () => {
  /** Signs in through the mailed link, as a person does. */
  async function signIn(page: Page, email: string) {
    await requestMagicLink(app.url, email);
    await page.goto(await readMagicLink(app.outboxDir, email));
    await page.getByRole('button', { name: `Konto von ${email}` }).waitFor();
  }

  it('sends signed-out visitors of the profile area and the editor to sign-in', async () => {
    await journey({}, async (page) => {
      for (const [route, next] of [
        ['/profile', '/profile'],
        ['/profile/settings', '/profile/settings'],
        ['/templates/new', '/profile/templates/new'],
        ['/templates/edit/abc', '/profile/templates/edit/abc'],
      ] as const) {
        await page.goto(route);
        // The sign-in page leads back there afterwards.
        await page.waitForURL(
          (url) => url.pathname === '/auth' && url.searchParams.get('next') === next,
        );
      }
    });
  });

  it('redirects the old template routes into the profile area; the editor is for paid plans', async () => {
    await journey(
      {},
      async (page) => {
        await signIn(page, 'routes@club.ch');
        // A free plan has no editor: the template list instead.
        await page.goto('/templates/new');
        await page.waitForURL('**/profile/templates');
        const userId = await page.evaluate(
          async () => ((await (await fetch('/api/me')).json()) as { user: { id: string } }).user.id,
        );
        await setTestTier(app.server.ctx.database.db, userId, 'amateur');
        // A template that is not there: 'Fehler beim Laden', then back to the list (docs/product.md section 8).
        await page.goto('/templates/edit/abc');
        await page.getByText('Fehler beim Laden').waitFor();
        await page.waitForURL('**/profile/templates');
        const templateId = await page.evaluate(async () => {
          const response = await fetch('/api/templates', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: 'Matchday',
              supportedGames: 1,
              svgConfig: { elements: [] },
            }),
          });
          return ((await response.json()) as { id: string }).id;
        });
        await page.goto(`/templates/edit/${templateId}`);
        await page.waitForURL(`**/profile/templates/edit/${templateId}`);
        await page.getByRole('heading', { level: 1, name: 'Template bearbeiten' }).waitFor();
        await page.goto('/templates/new');
        await page.waitForURL('**/profile/templates/new');
        await page.getByRole('heading', { level: 1, name: 'Neues Template' }).waitFor();
      },
      [
        /^failed request: 404 GET \/api\/templates\/abc$/,
        /^console error: .*status of 404 .*\/api\/templates\/abc\)$/,
      ],
    );
  });

  it('sends unknown profile sub-routes to /profile', async () => {
    await journey({}, async (page) => {
      await signIn(page, 'routes2@club.ch');
      await page.goto('/profile/nothing-here');
      await page.waitForURL(/\/profile$/);
      await page.getByRole('heading', { level: 1, name: 'Mein Profil' }).waitFor();
    });
  });
});
