import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Tier } from '#shared/plans.ts';
import { createTeamSlotRepository } from '#server/team-slots/team-slot.repository.ts';

import { setTestTier } from '#server/testing/tier.ts';
import type { TestApp } from './support/app.ts';
import {
  demoCheckoutShows,
  signedInJourney,
  withAppAndBrowser,
  type JourneyOptions,
  type SignedInPage,
} from './support/journey.ts';

import { toastsSettled } from './support/settle.ts';
import { saveTemplate } from './support/templates.ts';
import { plainPicture } from '#server/testing/pictures.ts';
import { screenshot } from './support/screenshots.ts';

/**
 * The profile area's plan screens (docs/product.md sections 2, 4, 5, 8): subscription, team slots,
 * templates, logos and backgrounds, on the real app in Chromium. Users are put on a plan the way
 * billing does (setTestTier); their data is arranged through the repositories.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

/**
 * A fresh page with a user signed in through the real magic link, on `tier`, in `language`. A
 * journey fails on any error the page shows or logs; `expected` names the failures a journey
 * provokes on purpose (a refused delete, a screen whose data fails), so nothing else slips through.
 */
const journey = (
  options: JourneyOptions & { tier?: Tier; language?: 'de' | 'en' },
  steps: (j: SignedInPage) => Promise<void>,
) =>
  signedInJourney(
    { app, browser },
    {
      ...options,
      person: 'profile',
      storage: options.language ? { 'matchpost-language': options.language } : undefined,
    },
    steps,
  );

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

const DAY = 24 * 60 * 60 * 1000;

async function saveSlot(userId: string, teamName: string, changedDaysAgo: number) {
  const slots = createTeamSlotRepository(app.server.ctx.database.db);
  await slots.insert(
    userId,
    { sport: 'unihockey', clubId: 'demo-101', teamId: `demo-${teamName}`, teamName },
    new Date(Date.now() - changedDaysAgo * DAY),
  );
}

function photo(color: { r: number; g: number; b: number }, format: 'jpeg' | 'png' = 'jpeg') {
  const image = plainPicture(800, 1000, color);
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
}

describe('subscription', () => {
  it('shows the tier card and the plans, acts on success once and clears it', async () => {
    await journey({ tier: 'pro' }, async ({ page }) => {
      await page.goto('/profile/subscription?success=true');
      await toast(page, 'Abonnement erfolgreich').waitFor();
      await page.waitForURL((url) => url.pathname === '/profile/subscription' && !url.search);

      expect(await page.getByTestId('current-tier').textContent()).toBe('Pro');
      const end = new Intl.DateTimeFormat('de-CH', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date(Date.now() + 365 * DAY));
      expect(await page.getByTestId('current-plan-note').textContent()).toBe(`Gültig bis ${end}`);
      expect(await page.getByRole('button', { name: 'Abo verwalten' }).isVisible()).toBe(true);

      const cards = page.locator('article[data-plan]');
      expect(await cards.count()).toBe(4);
      // No call-to-action on the free plan and on the user's own.
      expect(await page.getByTestId('choose-free').count()).toBe(0);
      expect(await page.getByTestId('choose-pro').count()).toBe(0);
      expect(await page.locator('article[data-plan="pro"]').getAttribute('data-current')).toBe(
        'true',
      );
      expect(await page.getByTestId('choose-amateur').textContent()).toContain(
        'Zu Amateur wechseln',
      );
      expect(await page.getByTestId('choose-premium').textContent()).toContain('Kontakt aufnehmen');

      // Yearly by default, with its -20% badge; monthly shows the monthly price.
      expect(await page.getByTestId('profile-price-pro').textContent()).toBe('12.00');
      await page.getByRole('button', { name: 'Monatlich' }).click();
      expect(await page.getByTestId('profile-price-pro').textContent()).toBe('15.00');

      // Acted on once: a reload shows no second toast.
      await page.reload();
      await page.getByTestId('current-tier').waitFor();
      await toastsSettled(page);
      expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    });
  });

  it('says a cancelled checkout was cancelled, and a free user can choose a plan', async () => {
    await journey({}, async ({ page }) => {
      await page.goto('/profile/subscription?canceled=true');
      const cancelled = toast(page, 'Abonnement abgebrochen');
      await cancelled.waitFor();
      expect(await cancelled.textContent()).toContain('Der Kaufvorgang wurde abgebrochen');
      await page.waitForURL((url) => !url.search);

      expect(await page.getByTestId('current-tier').textContent()).toBe('Free');
      expect(await page.getByRole('button', { name: 'Abo verwalten' }).count()).toBe(0);
      expect(await page.getByTestId('choose-free').count()).toBe(0);
      expect(await page.getByTestId('choose-amateur').textContent()).toContain('Amateur wählen');
      expect(await page.getByTestId('choose-pro').textContent()).toContain('Pro wählen');
    });
  });

  it('applies a plan chosen on the landing page once: its checkout opens and the choice is gone', async () => {
    await journey({}, async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => {
        window.localStorage.setItem('selectedPlan', 'pro');
        window.localStorage.setItem('selectedBillingInterval', 'monthly');
      });
      await page.goto('/profile/subscription');
      await demoCheckoutShows(page, 'Pro');
      expect(await page.evaluate(() => window.localStorage.getItem('selectedPlan'))).toBeNull();
      expect(
        await page.evaluate(() => window.localStorage.getItem('selectedBillingInterval')),
      ).toBeNull();
    });
  });
});

describe('team slots', () => {
  it('shows the usage, keeps a slot changed this week locked with its days, deletes an older one', async () => {
    await journey({ tier: 'amateur' }, async ({ page, session }) => {
      await saveSlot(session.userId, 'Herren I', 10);
      await saveSlot(session.userId, 'Damen U21', 0.5);
      await page.goto('/profile/teams');
      const slots = page.getByTestId('team-slot');
      await slots.first().waitFor();
      expect(await page.getByTestId('usage-badge').textContent()).toContain('2 / 3');

      const recent = slots.filter({ hasText: 'Damen U21' });
      const lockedButton = recent.getByTestId('delete-slot');
      expect(await lockedButton.isDisabled()).toBe(true);
      expect(await lockedButton.textContent()).toBe('Noch 7 Tage');
      expect(await recent.getByTestId('slot-lock-note').textContent()).toBe(
        'Löschen nicht möglich: Team-Slots können nur 1x pro Woche geändert werden (noch 7 Tage)',
      );
      expect(await recent.getByRole('link', { name: 'Zum Studio' }).getAttribute('href')).toBe(
        '/studio/unihockey/demo-101/demo-Damen%20U21',
      );

      const older = slots.filter({ hasText: 'Herren I' });
      await older.getByTestId('delete-slot').click();
      await page.getByTestId('confirm-delete').click();
      await toast(page, 'Team-Slot gelöscht').waitFor();
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="team-slot"]').length === 1,
      );
      expect(await page.getByTestId('usage-badge').textContent()).toContain('1 / 3');
    });
  });
});

describe('logos', () => {
  it('checks the form, uploads a logo of a kind and lists it under its tab', async () => {
    await journey({ tier: 'pro' }, async ({ page }) => {
      await page.goto('/profile/logos');
      await page.getByTestId('logo-form').waitFor();

      await page.getByTestId('logo-name-input').fill('   ');
      await page.getByTestId('logo-submit').click();
      await page.getByText('Bitte gib einen Namen für das Logo ein').first().waitFor();

      await page.getByTestId('logo-name-input').fill('  Bäckerei Müller  ');
      await page.getByRole('button', { name: 'Verein', exact: true }).click();
      await page.getByTestId('logo-file').setInputFiles({
        name: 'baeckerei.png',
        mimeType: 'image/png',
        buffer: await photo({ r: 200, g: 30, b: 40 }, 'png'),
      });
      await page.getByTestId('logo-submit').click();
      await toast(page, 'Logo hochgeladen').waitFor();

      const clubTab = page.getByTestId('logo-tab-club');
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="logo-tab-club"]')?.getAttribute('data-state') ===
          'active',
      );
      expect(await clubTab.textContent()).toContain('1');
      const tile = page.getByTestId('logo-tile');
      await tile.first().waitFor();
      expect(await tile.getByTestId('logo-name').textContent()).toBe('Bäckerei Müller');
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('[data-testid="logo-tile"] img');
        return image?.complete && image.naturalWidth > 0;
      });

      await page.getByTestId('logo-tab-sponsor').click();
      await page.getByText('Noch keine Logos in «Sponsoren»').waitFor();

      await page.getByTestId('logo-tab-club').click();
      await page.getByTestId('delete-logo').click();
      await page.getByTestId('confirm-delete').click();
      await toast(page, 'Logo gelöscht').waitFor();
      await page.getByText('Noch keine Logos in «Verein»').waitFor();
    });
  });

  it('uploads an SVG crest, shows it and keeps it as SVG', async () => {
    await journey({ tier: 'pro' }, async ({ page }) => {
      await page.goto('/profile/logos');
      await page.getByTestId('logo-form').waitFor();
      await page.getByTestId('logo-name-input').fill('Wappen');
      await page.getByRole('button', { name: 'Verein', exact: true }).click();
      await page.getByTestId('logo-file').setInputFiles({
        name: 'wappen.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 140" onload="alert(1)">' +
            '<path d="M10 10h100v70c0 30-25 50-50 55C35 130 10 110 10 80z" fill="#b91c1c"/>' +
            '<path d="M60 30v70M35 60h50" stroke="#fff" stroke-width="14"/></svg>',
        ),
      });
      await page.getByTestId('logo-submit').click();
      await toast(page, 'Logo hochgeladen').waitFor();
      const tile = page.getByTestId('logo-tile');
      await tile.first().waitFor();
      const shown = await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('[data-testid="logo-tile"] img');
        return image?.complete && image.naturalWidth > 0 ? image.src : null;
      });
      const stored = await page.evaluate(
        async (src: string) => {
          const response = await fetch(src);
          return { type: response.headers.get('content-type'), text: await response.text() };
        },
        String(await shown.jsonValue()),
      );
      expect(stored.type).toBe('image/svg+xml');
      expect(stored.text).toContain('<path d="M10 10h100v70');
      expect(stored.text).not.toContain('onload');
    });
  });

  it('shows an upgrade notice and no upload to a plan without logos', async () => {
    await journey({ tier: 'amateur' }, async ({ page }) => {
      await page.goto('/profile/logos');
      await page.getByTestId('upgrade-notice').waitFor();
      expect(await page.getByTestId('logo-form').count()).toBe(0);
    });
  });
});

describe('backgrounds', () => {
  it('uploads into the grid newest first and deletes at once, putting the photo back on failure', async () => {
    // The delete that fails is made to fail by the journey.
    const refused = [
      /^failed request: 500 DELETE \/api\/backgrounds\/[0-9a-f-]+$/,
      /^console error: .*status of 500 .*\/api\/backgrounds\/[0-9a-f-]+\)$/,
    ];
    await journey({ expected: refused }, async ({ page }) => {
      await page.goto('/profile/backgrounds');
      await page.getByTestId('empty-state').waitFor();

      let uploaded = 0;
      for (const [name, color] of [
        ['halle.jpg', { r: 20, g: 80, b: 160 }],
        ['jubel.jpg', { r: 160, g: 40, b: 20 }],
      ] as const) {
        await page.getByTestId('background-file').setInputFiles({
          name,
          mimeType: 'image/jpeg',
          buffer: await photo(color),
        });
        uploaded += 1;
        await page.waitForFunction(
          (count) => document.querySelectorAll('[data-testid="background-tile"]').length === count,
          uploaded,
        );
      }
      await toast(page, 'Hintergrundbild hochgeladen').waitFor();
      const tiles = page.getByTestId('background-tile');
      expect(
        await tiles
          .locator('img')
          .evaluateAll((images) => images.map((i) => i.getAttribute('alt'))),
      ).toEqual(['jubel.jpg', 'halle.jpg']);
      // The grid shows the 400 px thumbnails.
      await page.waitForFunction(() =>
        [
          ...document.querySelectorAll<HTMLImageElement>('[data-testid="background-tile"] img'),
        ].every((image) => image.complete && image.naturalWidth === 400),
      );
      expect(await page.getByTestId('usage-badge').textContent()).toContain('2 / 100');

      // The server refuses, slowly: the photo leaves the grid at once and comes back.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/backgrounds/*', async (route) => {
        if (route.request().method() !== 'DELETE') return route.continue();
        await held;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Serverfehler' } }),
        });
      });
      await tiles.first().getByTestId('delete-background').click();
      await page.getByTestId('confirm-delete').click();
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="background-tile"]').length === 1,
      );
      release();
      await toast(page, 'Serverfehler').waitFor();
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="background-tile"]').length === 2,
      );

      await page.unroute('**/api/backgrounds/*');
      await tiles.first().getByTestId('delete-background').click();
      await page.getByTestId('confirm-delete').click();
      await toast(page, 'Hintergrundbild gelöscht').waitFor();
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="background-tile"]').length === 1,
      );
      await page.reload();
      await tiles.first().waitFor();
      expect(await tiles.count()).toBe(1);
      expect(await tiles.locator('img').getAttribute('alt')).toBe('halle.jpg');
    });
  });
});

describe('templates', () => {
  it('lists templates newest first with previews, refuses a copy at the limit, copies below it', async () => {
    await journey({ tier: 'amateur' }, async ({ page, session }) => {
      const older = await saveTemplate(app, session.userId, 'Matchday Blau');
      // The next one is stored later than this one, so the order is the one its time gives.
      await expect.poll(() => Date.now()).toBeGreaterThan(older.createdAt.getTime());
      const newest = await saveTemplate(app, session.userId, 'Resultat Rot', '#9b1c1c');
      await page.goto('/profile/templates');
      const cards = page.getByTestId('template-card');
      await cards.first().waitFor();
      expect(await cards.getByTestId('template-name').allTextContents()).toEqual([
        'Resultat Rot',
        'Matchday Blau',
      ]);
      expect(await page.getByTestId('usage-badge').textContent()).toContain('2 / 2');
      // Each preview is the shared renderer's drawing with the template's data fields filled.
      expect(
        await cards.first().locator('svg[data-testid="post-preview"] text').first().textContent(),
      ).toBe('UHC Thun');
      expect(await cards.first().getByRole('link').first().getAttribute('href')).toBe(
        `/profile/templates/edit/${newest.id}`,
      );

      // At the plan's limit (amateur: 2) the copy is refused, here and on the server.
      await cards.first().getByTestId('copy-template').click();
      const refused = toast(page, 'Limit erreicht');
      await refused.waitFor();
      expect(await refused.textContent()).toContain(
        'Du hast die maximale Anzahl an Vorlagen erreicht',
      );
      const response = await page.request.post(`/api/templates/${newest.id}/copy`, {
        headers: { origin: app.url },
      });
      expect(response.status()).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'TEMPLATE_LIMIT',
      );
      expect(await cards.count()).toBe(2);

      // Deleting one makes room; the copy then carries '(Kopie)'.
      await cards.filter({ hasText: 'Matchday Blau' }).getByTestId('delete-template').click();
      await page
        .getByRole('dialog')
        .getByText('«Matchday Blau» wird endgültig gelöscht.')
        .waitFor();
      await page.getByTestId('confirm-delete').click();
      await toast(page, 'Vorlage gelöscht').waitFor();
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="template-card"]').length === 1,
      );
      await cards.first().getByTestId('copy-template').click();
      await toast(page, 'Vorlage kopiert').waitFor();
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="template-card"]').length === 2,
      );
      expect(await cards.getByTestId('template-name').allTextContents()).toContain(
        'Resultat Rot (Kopie)',
      );
    });
  });

  it('shows an upgrade notice to a plan without custom templates', async () => {
    await journey({}, async ({ page }) => {
      await page.goto('/profile/templates');
      await page.getByTestId('upgrade-notice').waitFor();
      expect(await page.getByTestId('create-template').count()).toBe(0);
    });
  });
});

const file = (name: string, buffer: Buffer) => ({
  name,
  mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
  buffer,
});

/** The sponsor logo of the screens' pictures, uploaded through the API. */
async function uploadSponsorLogo(page: Page) {
  await upload(page, '/api/logos', {
    file: file('sponsor.png', await photo({ r: 230, g: 180, b: 20 }, 'png')),
    name: 'Bäckerei Müller',
    logoType: 'sponsor',
  });
}

async function upload(
  page: Page,
  url: string,
  multipart: Record<string, string | ReturnType<typeof file>>,
) {
  const response = await page.request.post(url, { multipart, headers: { origin: app.url } });
  expect(response.status()).toBe(201);
}

/** A profile screen has drawn its content: its heading is there and nothing is loading. */
async function screenReady(page: Page) {
  await page.locator('main h2').first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('main [role="status"]').length === 0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
  );
}

const screens = ['subscription', 'teams', 'templates', 'logos', 'backgrounds'] as const;

describe('layout', () => {
  it('fits every plan screen into a 340 px wide phone, in German and English', async () => {
    for (const language of ['de', 'en'] as const) {
      await journey(
        { tier: 'pro', language, viewport: { width: 340, height: 740 } },
        async ({ page, session }) => {
          await saveSlot(session.userId, 'Unihockey Club Langenthal Aarwangen Herren I', 0);
          await saveTemplate(
            app,
            session.userId,
            'Eine Vorlage mit einem sehr langen Namen für Tests',
          );
          for (const screen of screens) {
            await page.goto(`/profile/${screen}`);
            await screenReady(page);
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            expect(overflow, `${screen} (${language})`).toBeLessThanOrEqual(0);
          }
        },
      );
    }
  });

  it('draws every screen in both colour schemes, locked after a downgrade, failing and empty', async () => {
    // One user with teams, templates, backgrounds and a logo; each screen drawn at both widths
    // in both colour schemes, switched on the page as a person's system switches them.
    await journey(
      { tier: 'pro', viewport: { width: 375, height: 900 } },
      async ({ page, session }) => {
        await saveSlot(session.userId, 'Herren I', 10);
        await saveSlot(session.userId, 'Damen U21', 2);
        await saveTemplate(app, session.userId, 'Matchday Blau');
        await saveTemplate(app, session.userId, 'Resultat Rot', '#9b1c1c');
        await page.goto('/');
        for (const [name, color] of [
          ['halle.jpg', { r: 20, g: 80, b: 160 }],
          ['jubel.jpg', { r: 160, g: 40, b: 20 }],
          ['tribuene.jpg', { r: 30, g: 120, b: 60 }],
        ] as const) {
          await upload(page, '/api/backgrounds', { file: file(name, await photo(color)) });
        }
        await uploadSponsorLogo(page);
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          for (const width of [375, 1280]) {
            await page.setViewportSize({ width, height: 900 });
            for (const screen of screens) {
              await page.goto(`/profile/${screen}`);
              await screenReady(page);
              await screenshot(page, `${screen}-${width}-${colorScheme}`, { fullPage: true });
            }
          }
        }
      },
    );
    // After a downgrade from Pro to Free: everything kept, shown locked.
    await journey(
      { tier: 'pro', viewport: { width: 1280, height: 900 } },
      async ({ page, session }) => {
        await saveSlot(session.userId, 'Herren I', 10);
        await saveSlot(session.userId, 'Damen U21', 9);
        await saveTemplate(app, session.userId, 'Matchday Blau');
        await page.goto('/');
        await uploadSponsorLogo(page);
        await setTestTier(app.server.ctx.database.db, session.userId, 'free');
        for (const screen of ['teams', 'templates', 'logos'] as const) {
          await page.goto(`/profile/${screen}`);
          await screenReady(page);
          await screenshot(page, `${screen}-1280-locked`, { fullPage: true });
        }
      },
    );
    // Lists the server cannot answer: their 500s are made here.
    const failing = [
      /^failed request: 500 GET \/api\/(team-slots|templates|logos|backgrounds)$/,
      /^console error: .*status of 500 .*\/api\/(team-slots|templates|logos|backgrounds)\)$/,
    ];
    await journey(
      { viewport: { width: 375, height: 900 }, expected: failing },
      async ({ page }) => {
        await page.route(/\/api\/(team-slots|templates|logos|backgrounds)$/, (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
        );
        for (const screen of ['teams', 'backgrounds'] as const) {
          await page.goto(`/profile/${screen}`);
          await page.getByRole('alert').waitFor();
          await screenshot(page, `${screen}-375-error`, { fullPage: true });
        }
      },
    );
    // Empty lists and upgrade notices, in English.
    await journey({ language: 'en', viewport: { width: 375, height: 900 } }, async ({ page }) => {
      for (const screen of screens) {
        await page.goto(`/profile/${screen}`);
        await screenReady(page);
        await screenshot(page, `${screen}-375-en-free`, { fullPage: true });
      }
    });
  }, 240_000);
});
