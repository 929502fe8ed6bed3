import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSession } from '#server/testing/auth.ts';
import { setTestTier } from '#server/testing/tier.ts';
import type { FixtureServer } from '#server/sports/testing/fixture-server.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import {
  clubToken,
  liveHandballFrom,
  startHandballFederation,
} from './support/handball-federation.ts';
import { askToSaveData, releaseBrowser, workerBrowser } from './support/browser.ts';
import { saveDemoTeamSlot } from './support/session.ts';
import { afterEffects, animationsFinished } from './support/settle.ts';
import {
  stepReady,
  listedGameIds,
  pickRememberedHandballTeam,
  openDemoTeamPost,
  openDemoTeamGames,
  pageJourney,
  signedInJourney,
  type JourneyOptions,
  type JourneyPage,
} from './support/journey.ts';

/**
 * How the studio behaves around its steps (docs/product.md section 4, "Studio selection"): the result tab of a
 * deep link, the remembered selection, names while loading, the post above the export bar, plan
 * limits before the export, toasts beside the header, an offline export, account deletion's
 * confirmation and a handball key the federation refuses. Demo data, except the handball key.
 */

let app: TestApp;
let handballApp: TestApp;
let federation: FixtureServer;
let browser: Browser;

beforeAll(async () => {
  federation = await startHandballFederation();
  [app, handballApp, browser] = await Promise.all([
    startTestApp(),
    startTestApp({ env: liveHandballFrom(federation) }),
    workerBrowser(),
  ]);
}, 120_000);

afterAll(async () => {
  await releaseBrowser(browser);
  await app?.stop();
  await handballApp?.stop();
  await federation?.close();
});

/**
 * A journey fails on any error the page shows or logs; `expected` names the failures a journey
 * provokes on purpose (an offline export, a refused key), so nothing else slips through.
 */
function journey(
  options: JourneyOptions & { signedIn?: boolean; english?: boolean; target?: TestApp },
  steps: (j: JourneyPage & { session: TestSession | null }) => Promise<void>,
) {
  const running = { app: options.target ?? app, browser };
  const page = {
    ...options,
    storage: options.english ? { 'matchpost-language': 'en' } : undefined,
  };
  return options.signedIn
    ? signedInJourney(running, { ...page, person: 'behaviour' }, steps)
    : pageJourney(running, page, (opened) => steps({ ...opened, session: null }));
}

/** A gate for held requests: they go on once `open` is called. */
function gate(): { passed: Promise<void>; open: () => void } {
  let open!: () => void;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('studio behaviour', () => {
  it("opens a deep link to played games on 'Resultat', as 'Weiter' does, and keeps a later choice", async () => {
    await journey({}, async ({ page }) => {
      await openDemoTeamGames(page);
      const upcoming = (await listedGameIds(page))[0] as string;
      await page.getByLabel('Vergangene Spiele anzeigen').check();
      const played = (await listedGameIds(page))[0] as string;
      expect(played).not.toBe(upcoming);

      // A shared link without a tab, loaded afresh: the post step switches to the result.
      await page.goto(`/studio/unihockey/demo-101/demo-101-1/${played}`);
      await page.waitForURL(`**/${played}?tab=result`);
      await stepReady(page, 'post');
      const resultTab = page.getByRole('tab', { name: 'Resultat' });
      expect(await resultTab.getAttribute('aria-selected')).toBe('true');
      await page.getByLabel('Details anzeigen').waitFor();

      // Choosing 'Spielvorschau' afterwards sticks.
      await page.getByRole('tab', { name: 'Spielvorschau' }).click();
      await page.waitForURL(`**/${played}`);
      await afterEffects(page);
      expect(new URL(page.url()).search).toBe('');
      expect(
        await page.getByRole('tab', { name: 'Spielvorschau' }).getAttribute('aria-selected'),
      ).toBe('true');

      // A game still to be played stays on the preview.
      await page.goto(`/studio/unihockey/demo-101/demo-101-1/${upcoming}`);
      await stepReady(page, 'post');
      await afterEffects(page);
      expect(new URL(page.url()).search).toBe('');
      expect(
        await page.getByRole('tab', { name: 'Spielvorschau' }).getAttribute('aria-selected'),
      ).toBe('true');
    });
  });

  it("says on 'Resultat' that a game not played yet has no result to post, and leads to the preview", async () => {
    await journey({ signedIn: true }, async ({ page }) => {
      await openDemoTeamGames(page);
      const upcoming = (await listedGameIds(page))[0] as string;
      await page.getByTestId('game-row').first().click();
      await page.getByRole('button', { name: 'Weiter' }).click();
      await stepReady(page, 'post');
      // Exports asked for a result post (the file made before the click included).
      const resultExports: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname !== '/api/exports') return;
        if ((request.postDataJSON() as { mode?: string } | null)?.mode === 'result') {
          resultExports.push(request.url());
        }
      });

      // The person asks for the result of a game to come: no post to make, and why.
      await page.getByRole('tab', { name: 'Resultat' }).click();
      await page.waitForURL(`**/${upcoming}?tab=result`);
      const note = page.getByTestId('no-result');
      await note.waitFor();
      expect(await note.textContent()).toContain(
        'Noch kein Resultat. Ein Resultat-Post braucht das Resultat jedes Spiels.',
      );
      expect(await page.getByTestId('post-preview').count()).toBe(0);
      expect(await page.getByTestId('export-button').isDisabled()).toBe(true);
      expect(await page.getByRole('textbox', { name: 'Text zum Post' }).count()).toBe(0);

      // The way to what can be made: the preview, drawn and ready to download.
      await note.getByRole('button', { name: 'Zur Spielvorschau' }).click();
      await page.waitForURL(`**/${upcoming}`);
      expect(
        await page.getByRole('tab', { name: 'Spielvorschau' }).getAttribute('aria-selected'),
      ).toBe('true');
      await page.getByTestId('post-preview').waitFor();
      await page.locator('[data-testid="export-button"]:not([disabled])').waitFor();
      // Nothing was asked of the server for the result that is not there.
      expect(resultExports).toEqual([]);
    });
  });

  it('jumps to the remembered team once per visit, never over the URL, breadcrumb or header link', async () => {
    await journey({ signedIn: true }, async ({ page }) => {
      const teamId = await pickRememberedHandballTeam(page);

      const headerStudio = page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Studio' });

      // Entering from outside, through the header link: the jump.
      await page.goto('/');
      await headerStudio.click();
      await page.waitForURL(`**/studio/handball/demo-303/${teamId}`);
      await stepReady(page, 'games');

      // The header link clicked inside the studio: the sports, no second jump.
      await headerStudio.click();
      await page.waitForURL(/\/studio$/);
      await page.getByRole('heading', { level: 1, name: 'Sportart auswählen' }).waitFor();
      // The studio shows a step only once it has decided against the jump; its effects have run.
      await stepReady(page, 'sport');
      await afterEffects(page);
      expect(new URL(page.url()).pathname).toBe('/studio');

      // A link that names a sport opens that sport, not the remembered one.
      await page.goto('/');
      await page.goto('/studio/volleyball');
      await page.getByRole('heading', { level: 1, name: 'Volleyball Club auswählen' }).waitFor();
      await stepReady(page, 'club');
      await afterEffects(page);
      expect(new URL(page.url()).pathname).toBe('/studio/volleyball');

      // The breadcrumb's 'Studio' shows the sports, and stays there.
      await page
        .getByRole('navigation', { name: 'Deine Auswahl' })
        .getByRole('link', { name: 'Studio' })
        .click();
      await page.waitForURL(/\/studio$/);
      await page.getByRole('heading', { level: 1, name: 'Sportart auswählen' }).waitFor();
      // The studio shows a step only once it has decided against the jump; its effects have run.
      await stepReady(page, 'sport');
      await afterEffects(page);
      expect(new URL(page.url()).pathname).toBe('/studio');
    });
  });

  it('shows club and team names in the breadcrumb and heading, and a skeleton, never an id, while they load', async () => {
    await journey({}, async ({ page }) => {
      await openDemoTeamGames(page);
      const id = (await listedGameIds(page))[0] as string;

      // Club and team lists answer only once the skeletons have been seen; the games at once.
      let held = 0;
      const lists = gate();
      await page.route('**/api/swissunihockey?**', async (route) => {
        const query = new URL(route.request().url()).searchParams.get('query') ?? '';
        if (/\bclubs\b|\bteams\(/.test(query)) {
          held += 1;
          await lists.passed;
        }
        await route.continue();
      });
      // Every text the page's main part shows, recorded by the page at each change.
      await page.addInitScript(() => {
        const texts: string[] = [];
        Object.assign(window, { shownTexts: texts });
        new MutationObserver(() => {
          const text = document.querySelector('main')?.innerText;
          if (text !== undefined && text !== texts.at(-1)) texts.push(text);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.goto(`/studio/unihockey/demo-101/demo-101-1/${id}`);
      await page.getByTestId('breadcrumb-skeleton').first().waitFor();
      await page.getByTestId('post-heading-skeleton').waitFor();
      const breadcrumb = page.getByRole('navigation', { name: 'Deine Auswahl' });
      expect(await breadcrumb.innerText()).not.toContain('demo-101');
      lists.open();
      // Club and team (the team is named as its club) once the lists are there.
      await expect
        .poll(() => breadcrumb.getByRole('link').allInnerTexts(), { timeout: 10_000 })
        .toEqual(['Studio', 'Unihockey', 'UHC Bärenfels Münsingen', 'UHC Bärenfels Münsingen']);
      await expect
        .poll(() => page.getByTestId('post-heading').textContent())
        .toBe('Unihockey · UHC Bärenfels Münsingen');
      await expect.poll(() => page.getByTestId('breadcrumb-skeleton').count()).toBe(0);
      const seen = await page.evaluate(
        () => (window as unknown as { shownTexts: string[] }).shownTexts,
      );
      expect(held).toBeGreaterThan(0);
      // The record holds the page while it loaded and once the names were there, and no id.
      expect(seen.length).toBeGreaterThan(1);
      expect(seen.some((text) => text.includes('UHC Bärenfels Münsingen'))).toBe(true);
      expect(seen.filter((text) => text.includes('demo-101'))).toEqual([]);
    });
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 667 },
    { width: 390, height: 844 },
  ]) {
    it(`shows the whole post above the export bar at ${viewport.width}x${viewport.height} when the page opens`, async () => {
      for (const signedIn of [false, true]) {
        await journey({ viewport, signedIn }, async ({ page }) => {
          await openDemoTeamGames(page);
          const id = (await listedGameIds(page))[0] as string;
          await page.goto(`/studio/unihockey/demo-101/demo-101-1/${id}`);
          await stepReady(page, 'post');
          await page.getByTestId(signedIn ? 'export-button' : 'export-notice').waitFor();
          // Measured once the fonts are there and the page has run what it drew (a scroll, a fit).
          await page.evaluate(() => document.fonts.ready);
          await afterEffects(page);
          const measured = await page.evaluate(() => {
            const post = document.querySelector('[data-testid="post-preview"]') as Element;
            const bar = document.querySelector('[data-bottom-bar]') as Element;
            const header = document.querySelector('header') as Element;
            return {
              scrollY: window.scrollY,
              post: post.getBoundingClientRect().toJSON() as DOMRect,
              barTop: bar.getBoundingClientRect().top,
              headerBottom: header.getBoundingClientRect().bottom,
            };
          });
          expect(measured.scrollY).toBe(0);
          expect(measured.post.top).toBeGreaterThanOrEqual(measured.headerBottom);
          expect(measured.post.bottom).toBeLessThanOrEqual(measured.barTop);
          // As large as the room allows, up to the size by width (docs/product.md section 2), 4:5.
          const widthBySpec = viewport.width < 480 ? 340 : 560;
          expect(measured.post.width).toBeLessThanOrEqual(widthBySpec);
          expect(measured.post.width).toBeGreaterThan(widthBySpec * 0.6);
          expect(Math.abs(measured.post.height / measured.post.width - 1.25)).toBeLessThan(0.02);
        });
      }
    });
  }

  it('says before the export that the plan allows fewer games, offers the upgrade, and follows /api/me', async () => {
    await journey({ signedIn: true }, async ({ page, session }) => {
      await page.goto('/studio/unihockey/demo-102/demo-102-2');
      await stepReady(page, 'games');
      const day = page.locator('[data-testid="game-day"][data-multi="true"]').first();
      const ids = await listedGameIds(day);
      expect(ids).toHaveLength(2);

      // An old link with two games, opened on the free plan (one game per post).
      await page.goto(`/studio/unihockey/demo-102/demo-102-2/${ids.join(',')}`);
      await stepReady(page, 'post');
      const notice = page.getByTestId('export-notice');
      await notice.getByText('Maximum erreicht').waitFor();
      expect(await notice.textContent()).toContain('Ihr Abo erlaubt maximal 1 Spiel');
      expect(await notice.getByRole('link').getAttribute('href')).toBe('/profile/subscription');
      expect(await page.getByTestId('export-button').isDisabled()).toBe(true);

      // The plan that allows two: the same link exports.
      await setTestTier(app.server.ctx.database.db, session!.userId, 'amateur');
      await page.reload();
      await stepReady(page, 'post');
      await expect.poll(() => page.getByTestId('export-button').isDisabled()).toBe(false);
      expect(await page.getByText('Maximum erreicht').count()).toBe(0);
    });
    await journey({ signedIn: true, english: true }, async ({ page }) => {
      await page.goto('/studio/unihockey/demo-102/demo-102-2');
      await stepReady(page, 'games');
      const day = page.locator('[data-testid="game-day"][data-multi="true"]').first();
      const ids = await listedGameIds(day);
      await page.goto(`/studio/unihockey/demo-102/demo-102-2/${ids.join(',')}`);
      await stepReady(page, 'post');
      const notice = page.getByTestId('export-notice');
      await notice.getByText('Maximum reached').waitFor();
      expect(await notice.textContent()).toContain('Your plan allows at most 1 game');
      expect(await page.getByTestId('export-button').isDisabled()).toBe(true);
    });
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 667 },
  ]) {
    it(`keeps toasts off the header's controls at ${viewport.width} px`, async () => {
      await journey({ viewport, signedIn: true }, async ({ page }) => {
        await openDemoTeamGames(page);
        await page.getByRole('button', { name: 'Weiter' }).click();
        const toast = page.locator('[data-sonner-toast]').first();
        await toast.getByText('Bitte wähle mindestens ein Spiel aus').waitFor();
        // Measured where the toast ends its entry.
        await page.locator('[data-sonner-toast][data-mounted="true"]').first().waitFor();
        await animationsFinished(toast);
        const toastBox = (await toast.boundingBox()) as Box;
        const header = page.locator('header');
        const headerBox = (await header.boundingBox()) as Box;
        expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
        const controls = header.locator('button:visible, a:visible');
        const count = await controls.count();
        expect(count).toBeGreaterThan(1);
        for (let index = 0; index < count; index++) {
          const box = await controls.nth(index).boundingBox();
          if (box) expect(overlaps(toastBox, box)).toBe(false);
        }
      });
    });
  }

  it('says an export failed because the device is offline, and its retry exports', async () => {
    const offline = [
      /^request failed: POST \/api\/exports$/,
      /^console error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(.*\/api\/exports\)$/,
      /^console error: export failed TypeError: Failed to fetch/,
    ];
    /**
     * Saves the demo team, opens its post and clicks export with the device offline; answers the
     * toast that says so (`words` of the interface language). No file is made before the click
     * (ADR 030): the click's own export meets the offline device.
     */
    const exportOffline = async (
      { page, context }: JourneyPage,
      words: { next?: string; saved: string; offline: string },
    ) => {
      await askToSaveData(context);
      await saveDemoTeamSlot(page, app.url);
      await openDemoTeamPost(page, { next: words.next });
      await page.getByText(words.saved).waitFor();
      await context.setOffline(true);
      await page.getByTestId('export-button').click();
      return page.locator('[data-sonner-toast]').filter({ hasText: words.offline });
    };
    await journey({ signedIn: true, expected: offline }, async (opened) => {
      const { page, context } = opened;
      const toast = await exportOffline(opened, {
        saved: 'In deinen Teams gespeichert',
        offline: 'Keine Internetverbindung',
      });
      await toast
        .getByText(
          'Dein Gerät ist offline, darum konnte das Bild nicht erstellt werden. Prüfe die Verbindung und versuche es nochmals.',
        )
        .waitFor();
      expect(
        await page.getByText('Beim Erstellen des Bildes ist ein Fehler aufgetreten').count(),
      ).toBe(0);

      await context.setOffline(false);
      const downloaded = page.waitForEvent('download');
      await toast.getByRole('button', { name: 'Nochmals versuchen' }).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toMatch(/\.png$/);
      await page.getByText('Erfolgreich!').first().waitFor();
      await page.getByRole('dialog', { name: 'Instagram öffnen?' }).waitFor();
    });
    await journey({ signedIn: true, english: true, expected: offline }, async (opened) => {
      const toast = await exportOffline(opened, {
        next: 'Next',
        saved: 'Saved in your teams',
        offline: 'No internet connection',
      });
      await toast.getByRole('button', { name: 'Try again' }).waitFor();
      await opened.context.setOffline(false);
    });
  });

  it("keeps account deletion's confirm button disabled until LÖSCHEN is typed exactly", async () => {
    await journey({ signedIn: true }, async ({ page }) => {
      await page.goto('/profile/delete');
      await page.getByRole('button', { name: 'Account löschen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bist du absolut sicher?' });
      await dialog.waitFor();
      const confirm = dialog.getByTestId('confirm-delete-account');
      const input = dialog.getByLabel('Bestätigung');
      expect(await confirm.isDisabled()).toBe(true);
      for (const typed of ['löschen', 'LÖSCHE', 'LÖSCHEN ', ' LÖSCHEN', 'Löschen', 'LOESCHEN']) {
        await input.fill(typed);
        expect(await confirm.isDisabled()).toBe(true);
      }
      // Enter in the field does not delete either: it says what is missing (docs/product.md section 5).
      await input.press('Enter');
      await page.getByText('Bestätigung fehlgeschlagen').waitFor();
      await page.getByText("Bitte gib 'LÖSCHEN' ein, um fortzufahren.").waitFor();
      expect(await dialog.isVisible()).toBe(true);

      // The deletion answers only once 'Wird gelöscht...' has been seen.
      const deletion = gate();
      await page.route('**/api/account/delete', async (route) => {
        await deletion.passed;
        await route.continue();
      });
      await input.fill('LÖSCHEN');
      expect(await confirm.isDisabled()).toBe(false);
      await confirm.click();
      await dialog.getByRole('button', { name: 'Wird gelöscht...' }).waitFor();
      expect(await confirm.isDisabled()).toBe(true);
      deletion.open();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText('Account gelöscht').waitFor();
    });
  });

  it('stores a handball key only after the federation accepted it, and says so when it refuses', async () => {
    const refused = [
      /^failed request: 403 GET \/api\/swisshandball$/,
      /^console error: .*status of 403 .*\/api\/swisshandball\?/,
      /^failed request: 422 PUT \/api\/club-api-keys\/handball\/140002$/,
      /^console error: .*status of 422 .*\/api\/club-api-keys\/handball\/140002\)$/,
    ];
    await journey({ target: handballApp, signedIn: true, expected: refused }, async ({ page }) => {
      await page.goto('/studio/handball/140002');
      const notice = page.getByTestId('club-api-key-notice');
      await notice.getByText('API-Schlüssel erforderlich').waitFor();
      const field = page.getByLabel('API-Schlüssel');
      await field.fill('bm90LnRoZS5yaWdodC50b2tlbg==');
      await page.getByRole('button', { name: 'Schlüssel speichern' }).click();
      const problem = page.getByTestId('club-api-key-problem');
      await problem.waitFor();
      expect(await problem.textContent()).toBe(
        'Der Verband hat diesen API-Schlüssel abgelehnt. Er wurde nicht gespeichert. Prüfe den Schlüssel und versuche es nochmals.',
      );
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByText('API-Schlüssel gespeichert').count()).toBe(0);
      expect(federation.requests.at(-1)?.authorization).toBe('Basic bm90LnRoZS5yaWdodC50b2tlbg==');
      const none = await page.evaluate(async () => (await fetch('/api/club-api-keys')).json());
      expect(none).toEqual({ keys: [] });

      await field.fill(clubToken);
      expect(await problem.count()).toBe(0);
      await page.getByRole('button', { name: 'Schlüssel speichern' }).click();
      await page.getByText('API-Schlüssel gespeichert').waitFor();
      await page.getByRole('button', { name: 'Team auswählen' }).click();
      await page.getByRole('menuitem', { name: /^Pfadi Winterthur U19/ }).waitFor();
      const stored = await page.evaluate(async () => (await fetch('/api/club-api-keys')).json());
      expect(stored).toEqual({ keys: [{ sport: 'handball', clubId: '140002', lastFour: 'a2Vu' }] });
    });
  });

  it("writes the post in the language chosen under 'Sprache des Posts' and remembers it for the team's slot", async () => {
    await journey({ signedIn: true }, async ({ page }) => {
      await saveDemoTeamSlot(page, app.url);
      await openDemoTeamPost(page);
      const select = page.getByLabel('Sprache des Posts');
      expect(await select.inputValue()).toBe('de');
      expect(await select.locator('option').allTextContents()).toEqual([
        'Deutsch',
        'Français',
        'Italiano',
        'English',
      ]);
      const words = () => page.getByTestId('post-preview').getAttribute('aria-description');
      expect(await words()).toMatch(/spielvorschau|spieltag/i);

      await select.selectOption('fr');
      await expect.poll(words).toMatch(/avant-match|jour de match/i);
      expect(await words()).not.toMatch(/spielvorschau|spieltag/i);
      await expect
        .poll(async () => {
          const list = (await (await page.request.get('/api/team-slots')).json()) as {
            slots: { teamId: string; postLanguage: string | null }[];
          };
          return list.slots.map((slot) => [slot.teamId, slot.postLanguage]);
        })
        .toEqual([['demo-101-1', 'fr']]);

      // Remembered for the team: a new visit opens in French, and the export is French too.
      await page.reload();
      await stepReady(page, 'post');
      await expect.poll(() => select.inputValue()).toBe('fr');
      await expect.poll(words).toMatch(/avant-match|jour de match/i);
      const exported = page.waitForRequest(
        (request) => request.url().endsWith('/api/exports') && request.method() === 'POST',
      );
      const downloaded = page.waitForEvent('download');
      await page.getByTestId('export-button').click();
      expect(((await exported).postDataJSON() as { language?: string }).language).toBe('fr');
      await downloaded;
      await page.getByRole('dialog', { name: 'Instagram öffnen?' }).waitFor();
    });
  });
});
