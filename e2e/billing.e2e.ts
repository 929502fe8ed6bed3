import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '#server/db/schema.ts';
import type { TestApp } from './support/app.ts';
import { demoCheckoutShows, signedIn, withAppAndBrowser } from './support/journey.ts';
import { openPage } from './support/browser.ts';

/**
 * Upgrading through the demo billing provider (docs/product.md section 4, "Upgrade"): a free user starts
 * a checkout, pays on the demo checkout page, returns to the subscription screen as pro, then
 * cancels in the demo portal and keeps everything they made.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

/** A JSON call from inside the page: its cookie, its origin, as the app's own code calls. */
function pageCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-language': 'de' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}

const team = (n: number) => ({
  sport: 'unihockey',
  clubId: `club-${n}`,
  teamId: `team-${n}`,
  teamName: `UHC Team ${n}`,
});

describe('billing journey', () => {
  it('a free user upgrades to pro through the demo checkout, then cancels and keeps the data', async () => {
    const { context, page, errors } = await openPage(browser, app.url);
    try {
      const session = await signedIn(context, app, `billing-${Date.now()}@verein.ch`);
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });

      await page.goto('/profile');
      type Me = { entitlements: { tier: string; limits: { maxTeams: number } } };
      expect((await pageCall<Me>(page, 'GET', '/api/me')).entitlements.tier).toBe('free');
      await pageCall(page, 'POST', '/api/team-slots', team(1));

      // The subscription screen: Pro, billed monthly, opens the demo checkout.
      await page.goto('/profile/subscription');
      await page.getByRole('button', { name: 'Monatlich' }).click();
      await page.getByTestId('choose-pro').click();
      await demoCheckoutShows(page, 'Pro');
      const checkoutUrl = page.url();
      expect(await page.getByTestId('demo-checkout-price').textContent()).toBe('CHF 15.00');
      await page.getByText('Monatlich').waitFor();

      await page.getByRole('button', { name: 'Bezahlen' }).click();
      await page.waitForURL((url) => url.pathname === '/profile/subscription');
      expect(visited.some((url) => url.endsWith('/profile/subscription?success=true'))).toBe(true);
      await page.getByText('Abonnement erfolgreich').waitFor();
      await expect.poll(() => page.getByTestId('current-tier').textContent()).toBe('Pro');

      const me = await pageCall<Me>(page, 'GET', '/api/me');
      expect(me.entitlements.tier).toBe('pro');
      expect(me.entitlements.limits.maxTeams).toBe(6);
      // Pro's room is usable at once: more team slots than the free plan's one.
      await pageCall(page, 'POST', '/api/team-slots', team(2));
      await pageCall(page, 'POST', '/api/team-slots', team(3));
      // The studio offers Pro's three games per post, and the templates screen opens the editor.
      await page.goto('/studio/unihockey/demo-101/demo-101-1');
      await page.getByText('Wähle bis zu 3 Spiele vom selben Tag aus.').waitFor();
      await page.goto('/profile/templates');
      await page.getByRole('button', { name: 'Neue Vorlage' }).first().click();
      await page.waitForURL((url) => url.pathname === '/profile/templates/new');

      // The way back from paying asked for nothing that failed (no 409 of the paid checkout).
      expect(errors).toEqual([]);
      // Paying the same checkout again is refused on its page: that 409 is this step's, expected.
      await page.goto(checkoutUrl);
      await page.getByText('Dieser Kaufvorgang wurde bereits abgeschlossen.').waitFor();
      const refused = errors.splice(0);
      expect(refused.length).toBeGreaterThan(0);
      expect(
        refused.filter((error) => !/409.*\/api\/billing\/demo\/checkout\//.test(error)),
      ).toEqual([]);

      // 'Abo verwalten' opens the demo portal.
      await page.goto('/profile/subscription');
      await page.getByRole('button', { name: 'Abo verwalten' }).click();
      await page.waitForURL((url) => url.pathname === '/billing/demo/portal');
      await page.getByText('Demo-Kasse: Es wird nichts belastet.').waitFor();
      expect(await page.getByTestId('demo-portal-plan').textContent()).toBe('Pro');
      await page.getByRole('button', { name: 'Zum Laufzeitende kündigen' }).click();
      await page.getByRole('button', { name: 'Abo fortsetzen' }).waitFor();
      expect(await page.getByTestId('demo-portal-period').textContent()).toMatch(
        /^Endet am \d{2}\.\d{2}\.\d{4}$/,
      );
      // Until the period ends the plan stays, and the subscription screen says when it ends.
      const period = await page.getByTestId('demo-portal-period').textContent();
      const endDate = period?.replace('Endet am ', '') ?? '';
      await page.getByRole('link', { name: 'Zum Abonnement' }).first().click();
      await page.waitForURL((url) => url.pathname === '/profile/subscription');
      await expect.poll(() => page.getByTestId('current-tier').textContent()).toBe('Pro');
      expect((await pageCall<Me>(page, 'GET', '/api/me')).entitlements.tier).toBe('pro');
      const state = page.getByTestId('current-plan-state');
      await expect.poll(() => state.textContent()).toBe(`Endet am ${endDate}`);
      expect(await page.getByTestId('current-plan-note').textContent()).toContain(
        `Dein Abo endet am ${endDate}`,
      );
      // Resumed from the subscription screen: active again, nothing left to undo.
      await page.getByRole('button', { name: 'Abo fortsetzen' }).click();
      await page.getByText('Dein Abo läuft weiter').waitFor();
      await expect.poll(() => state.textContent()).toBe('Aktiv');
      expect(await page.getByRole('button', { name: 'Abo fortsetzen' }).count()).toBe(0);
      expect(await page.getByTestId('current-plan-note').textContent()).toBe(
        `Gültig bis ${endDate}`,
      );
      // And cancelled once more in the portal, to see the end of the period below.
      await page.getByRole('button', { name: 'Abo verwalten' }).click();
      await page.waitForURL((url) => url.pathname === '/billing/demo/portal');
      await page.getByRole('button', { name: 'Zum Laufzeitende kündigen' }).click();
      await page.getByRole('button', { name: 'Abo fortsetzen' }).waitFor();
      await page.getByRole('link', { name: 'Zum Abonnement' }).first().click();
      await page.waitForURL((url) => url.pathname === '/profile/subscription');
      await expect.poll(() => state.textContent()).toBe(`Endet am ${endDate}`);

      // The period ends: free again, and nothing the user made is gone.
      await app.server.ctx.database.db
        .update(subscriptions)
        .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
        .where(eq(subscriptions.workspaceId, session.userId));
      await page.reload();
      await expect.poll(() => page.getByTestId('current-tier').textContent()).toBe('Free');
      expect((await pageCall<Me>(page, 'GET', '/api/me')).entitlements.tier).toBe('free');
      const slots = await pageCall<{ slots: { teamId: string }[] }>(page, 'GET', '/api/team-slots');
      expect(slots.slots.map((slot) => slot.teamId)).toEqual(['team-1', 'team-2', 'team-3']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);

  it('cancelling the demo checkout returns with canceled and changes nothing', async () => {
    const { context, page, errors } = await openPage(browser, app.url, {
      viewport: { width: 340, height: 740 },
    });
    try {
      await signedIn(context, app, `cancel-${Date.now()}@verein.ch`);
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      await page.goto('/profile');
      const checkout = await pageCall<{ url: string }>(page, 'POST', '/api/billing/checkout', {
        tier: 'amateur',
        interval: 'yearly',
      });
      await page.goto(checkout.url);
      expect(await page.getByTestId('demo-checkout-price').textContent()).toBe('CHF 66.00');
      await page.getByRole('button', { name: 'Abbrechen' }).click();
      await page.waitForURL((url) => url.pathname === '/profile/subscription');
      expect(visited.some((url) => url.endsWith('/profile/subscription?canceled=true'))).toBe(true);
      type Me = { entitlements: { tier: string } };
      expect((await pageCall<Me>(page, 'GET', '/api/me')).entitlements.tier).toBe('free');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
