import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { readMagicLink } from '#server/testing/auth.ts';
import type { TestApp } from './support/app.ts';
import { demoCheckoutShows, withAppAndBrowser } from './support/journey.ts';
import { openPage } from './support/browser.ts';

let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

async function journey(steps: (page: Page) => Promise<void>) {
  const { context, page, errors } = await openPage(browser, app.url);
  try {
    await steps(page).catch(async (error: unknown) => {
      // What the page showed, for whoever reads a failed run.
      const shot = path.join(tmpdir(), `matchpost-auth-e2e-failure-${Date.now()}.png`);
      await page.screenshot({ path: shot }).catch(() => undefined);
      throw new Error(`${String(error)}\n  at ${page.url()}, screenshot ${shot}`);
    });
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  } finally {
    await context.close();
  }
}

/** Asks for a link on /auth like a person, and answers the link from the outbox. */
async function requestLink(page: Page, email: string): Promise<string> {
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Login-Link senden' }).click();
  await page.getByRole('heading', { name: 'Schau in dein Postfach' }).waitFor();
  return readMagicLink(app.outboxDir, email);
}

async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  const link = await requestLink(page, email);
  await page.goto(link);
  await page.waitForURL((url) => !url.search.includes('signedIn'));
  await page.getByRole('button', { name: `Konto von ${email}` }).waitFor();
  return link;
}

describe('sign-in', () => {
  it('shows the validation text for an invalid address and clears it on edit', async () => {
    await journey(async (page) => {
      await page.goto('/auth');
      await page.getByLabel('E-Mail-Adresse').fill('anna@');
      await page.getByRole('button', { name: 'Login-Link senden' }).click();
      await page.getByText('Ungültige E-Mail-Adresse').waitFor();
      await page.getByLabel('E-Mail-Adresse').pressSequentially('uhc-thun.ch');
      expect(await page.getByText('Ungültige E-Mail-Adresse').count()).toBe(0);
    });
  });

  it('signs in through the mailed link and lands in the studio', async () => {
    await journey(async (page) => {
      await signIn(page, 'anna@uhc-thun.ch');
      expect(new URL(page.url()).pathname).toBe('/studio');
      expect(await page.getByRole('link', { name: 'Anmelden' }).count()).toBe(0);
    });
  });

  it('a used link does not sign in a second time', async () => {
    let link = '';
    await journey(async (page) => {
      link = await signIn(page, 'ben@vbc-zuerich.ch');
    });
    await journey(async (page) => {
      await page.goto(link);
      await page
        .getByText('Dieser Anmeldelink ist ungültig, abgelaufen oder wurde schon verwendet')
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth');
    });
  });

  it('an expired link does not sign in', async () => {
    await journey(async (page) => {
      await page.goto('/auth');
      const link = await requestLink(page, 'carla@club.ch');
      // Ten minutes pass.
      await app.server.ctx.database.db.execute(
        sql`update verifications set expires_at = now() - interval '1 second' where identifier like 'magic-link:%'`,
      );
      await page.goto(link);
      await page
        .getByText('Dieser Anmeldelink ist ungültig, abgelaufen oder wurde schon verwendet')
        .waitFor();
    });
  });

  it("after choosing a plan, sign-in leads on to the plan's checkout", async () => {
    await journey(async (page) => {
      await page.goto('/');
      await page.evaluate(() => {
        localStorage.setItem('selectedPlan', 'pro');
        localStorage.setItem('selectedBillingInterval', 'yearly');
      });
      await page.goto('/auth?redirect=subscription');
      await page.getByText('Gewählter Plan: pro').waitFor();
      const link = await requestLink(page, 'dora@club.ch');
      await page.goto(link);
      await demoCheckoutShows(page, 'Pro');
    });
  });
});

describe('profile and account', () => {
  it('asks for SUPPRIMER in French, and the server takes it', async () => {
    await journey(async (page) => {
      await signIn(page, 'hugo@club.ch');
      await page.evaluate(() => localStorage.setItem('matchpost-language', 'fr'));
      await page.goto('/profile/delete');
      await page.getByRole('button', { name: 'Supprimer le compte' }).click();
      await page.getByText('Tape SUPPRIMER pour continuer.', { exact: false }).waitFor();
      const confirm = page.getByRole('dialog').getByRole('button', { name: 'Supprimer le compte' });
      await page.getByLabel('Confirmation').fill('DELETE');
      expect(await confirm.isDisabled()).toBe(true);
      await page.getByLabel('Confirmation').fill('SUPPRIMER');
      await confirm.click();
      await page.waitForURL((url) => url.pathname === '/');
      const left = await app.server.ctx.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'hugo@club.ch'));
      expect(left).toEqual([]);
    });
  });

  it('keeps the profile out of reach when signed out', async () => {
    await journey(async (page) => {
      await page.goto('/profile');
      await page.waitForURL((url) => url.pathname === '/auth');
    });
  });

  it('edits the profile, keeps it over a reload, and shows the length rule', async () => {
    await journey(async (page) => {
      await signIn(page, 'emil@uhc-thun.ch');
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Mein Profil' }).waitFor();
      expect(await page.getByLabel('E-Mail').inputValue()).toBe('emil@uhc-thun.ch');
      await page.getByLabel('Vorname').fill('Emil');
      await page.getByLabel('Nachname').fill('Müller');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Profil aktualisiert').waitFor();
      await page.reload();
      await page.getByLabel('Vorname').waitFor();
      await expect.poll(() => page.getByLabel('Vorname').inputValue()).toBe('Emil');
      expect(await page.getByLabel('Nachname').inputValue()).toBe('Müller');
      await page.getByLabel('Vorname').fill('x'.repeat(101));
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Vorname zu lang').waitFor();
    });
  });

  it('signs out: the session ends and the profile asks for sign-in again', async () => {
    await journey(async (page) => {
      await signIn(page, 'fritz@club.ch');
      await page.getByRole('button', { name: 'Konto von fritz@club.ch' }).click();
      await page.getByRole('menuitem', { name: 'Abmelden' }).click();
      await page.getByRole('link', { name: 'Anmelden' }).first().waitFor();
      await page.goto('/profile');
      await page.waitForURL((url) => url.pathname === '/auth');
    });
  });

  it('deletes the account only after the word of the interface language is typed, then signs out and forgets what the browser kept for it', async () => {
    await journey(async (page) => {
      await signIn(page, 'gina@club.ch');
      await page.goto('/profile/delete');
      await page.getByText('Gefahrenzone').waitFor();
      // What the browser kept for her account (an unsaved template) goes with it.
      const kept = () =>
        page.evaluate(() =>
          Object.keys(window.localStorage).filter((key) => key.startsWith('matchpost-user:')),
        );
      await page.evaluate(() => {
        const account = window.localStorage.getItem('matchpost-signed-in') ?? '';
        window.localStorage.setItem(`matchpost-user:${account}:editor-draft:new`, '{}');
      });
      expect(await kept()).toHaveLength(1);
      await page.getByRole('button', { name: 'Account löschen' }).click();
      await page.getByRole('heading', { name: 'Bist du absolut sicher?' }).waitFor();
      await page
        .getByText(
          'Diese Aktion kann nicht rückgängig gemacht werden. Gib LÖSCHEN ein, um fortzufahren.',
        )
        .waitFor();
      const confirm = page.getByRole('dialog').getByRole('button', { name: 'Account löschen' });
      // The English word of the old dialog is not the German one.
      for (const typed of ['löschen', 'DELETE']) {
        await page.getByLabel('Bestätigung').fill(typed);
        expect(await confirm.isDisabled(), typed).toBe(true);
      }
      // The confirm button stays disabled; Enter says why.
      await page.getByLabel('Bestätigung').press('Enter');
      await page.getByText('Bestätigung fehlgeschlagen').waitFor();
      await page.getByText("Bitte gib 'LÖSCHEN' ein, um fortzufahren.").waitFor();
      await page.getByLabel('Bestätigung').fill('LÖSCHEN');
      await confirm.click();
      await page.getByText('Account gelöscht').waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      const left = await app.server.ctx.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'gina@club.ch'));
      expect(left).toEqual([]);
      expect(await kept()).toEqual([]);
      await page.goto('/profile');
      await page.waitForURL((url) => url.pathname === '/auth');
    });
  });
});
