import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readInvitationToken, signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { LANGUAGE_STORAGE_KEY, type Language } from '#client/i18n/languages.ts';
import { resources } from '#client/i18n/resources.ts';
import { deletionWords } from '#shared/accounts/deletion-confirmation.ts';
import type { TestApp } from './support/app.ts';
import { desktop, openPage, phoneAndDesktop, type PageOptions } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { sessionCookies } from './support/session.ts';
import { withAppAndBrowser, withoutPageErrors } from './support/journey.ts';

/**
 * The club workspace's screens in each language, as its people see them (docs/workspaces.md):
 * the header's switcher, the profile's 'Vereinskonto' for the owner and for an editor, the
 * invitation page signed out and signed in, the dialog that creates one, and the account
 * deletion the owner of a club workspace is refused. A club with a long name, two members and
 * two pending invitations. With SCREENSHOTS_DIR the journeys leave every screen in both colour
 * schemes for people to look at.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

const clubName = 'UHC Thun-Steffisburg';
const stamp = Date.now();
const texts = (language: Language) => resources[language].translation;

let owner: TestSession;
let editor: TestSession;
let invitee: TestSession;
let inviteToken: string;

/** The API as the signed-in `session`, the way the app's own requests reach it. */
async function call(session: TestSession, method: string, path: string, data?: unknown) {
  const answer = await fetch(`${app.url}${path}`, {
    method,
    headers: { cookie: session.cookie, origin: app.url, 'content-type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return answer.status === 204 ? null : ((await answer.json()) as unknown);
}

beforeAll(async () => {
  owner = await signInTestUser(app.url, app.outboxDir, `olga-${stamp}@uhc-thun.ch`);
  editor = await signInTestUser(app.url, app.outboxDir, `edi-${stamp}@uhc-thun.ch`);
  invitee = await signInTestUser(app.url, app.outboxDir, `pia-${stamp}@uhc-thun.ch`);
  const club = (await call(owner, 'POST', '/api/workspaces', { name: clubName })) as { id: string };
  await setTestTier(app.server.ctx.database.db, club.id, 'pro');
  await call(owner, 'PUT', '/api/me/workspace', { workspaceId: club.id });
  await call(owner, 'POST', `/api/workspaces/${club.id}/invitations`, {
    email: editor.email,
    role: 'editor',
  });
  const editorToken = await readInvitationToken(app.outboxDir, editor.email);
  await call(editor, 'POST', `/api/invitations/${editorToken}/accept`);
  await call(owner, 'POST', `/api/workspaces/${club.id}/invitations`, {
    email: invitee.email,
    role: 'admin',
  });
  inviteToken = await readInvitationToken(app.outboxDir, invitee.email);
  await call(owner, 'POST', `/api/workspaces/${club.id}/invitations`, {
    email: `tom-${stamp}@uhc-thun.ch`,
    role: 'editor',
  });
}, 60_000);

/** A page in `language` at `viewport`, signed in as `session` (or signed out). */
async function journey(
  language: Language,
  options: PageOptions,
  session: TestSession | null,
  steps: (page: Page) => Promise<void>,
) {
  const opened = await openPage(browser, app.url, {
    ...options,
    storage: { [LANGUAGE_STORAGE_KEY]: language },
  });
  if (session) await opened.context.addCookies(sessionCookies(session, app.url));
  await withoutPageErrors(opened, () => steps(opened.page), [
    /409 POST \/api\/account\/delete/,
    /status of 409/,
  ]);
}

/** Two frames on, once the page's transitions (colours after a scheme change) are over. */
async function settled(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** Screenshots of the page in the light and the dark scheme, as `<name>-light` and `-dark`. */
async function bothSchemes(page: Page, name: string) {
  await settled(page);
  await screenshot(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  // Colours change with a transition: the picture waits until they are done.
  await settled(page);
  await screenshot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
  await settled(page);
}

/** The page is no wider than its window: nothing sticks out sideways. */
async function noSidewaysOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.window);
}

describe('the header at 1280 px', () => {
  for (const language of ['de', 'fr', 'it', 'en'] as const) {
    it(`shows the club's name in full and stays one row in ${language}`, async () => {
      await journey(language, { viewport: desktop }, owner, async (page) => {
        await page.goto('/profile/workspace');
        const banner = page.getByRole('banner');
        const switcher = banner.getByTestId('workspace-menu');
        await switcher.getByText(clubName, { exact: true }).waitFor();
        // The name's element holds all of it: nothing cut off with an ellipsis.
        const name = await switcher
          .getByText(clubName, { exact: true })
          .evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
        expect(name.scroll).toBeLessThanOrEqual(name.client);
        // The switcher's tooltip and name hold the full name too.
        expect(await switcher.getAttribute('title')).toBe(clubName);
        // One row: every control of the header sits within its bar, side by side.
        const boxes = await banner
          .locator('a:visible, button:visible')
          .evaluateAll((elements) =>
            elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
          );
        const bar = (await banner.boundingBox())!;
        for (const box of boxes) {
          expect(box.top).toBeGreaterThanOrEqual(bar.y);
          expect(box.bottom).toBeLessThanOrEqual(bar.y + bar.height);
          expect(box.right).toBeLessThanOrEqual(desktop.width);
        }
        expect(bar.height).toBeLessThanOrEqual(65);
        // The user menu beside it shows its initial, not a sliver of the address.
        const address = banner.getByRole('button', { name: new RegExp(owner.email) });
        expect(await address.getAttribute('title')).toBe(owner.email);
        expect(await address.getByText(owner.email, { exact: true }).isVisible()).toBe(false);
        await screenshot(banner, `workspace-header-1280-${language}`);
      });
    });
  }
});

describe('the club workspace screens', () => {
  for (const language of ['it', 'en'] as const) {
    for (const [width, viewport] of phoneAndDesktop) {
      it(`in ${language} at ${width} px`, async () => {
        const text = texts(language);
        const shot = (name: string) => `workspace-${name}-${width}-${language}`;
        const wide = width === '1280';

        await journey(language, { viewport }, owner, async (page) => {
          await page.goto('/profile/workspace');
          await page.getByRole('heading', { name: text.workspace.members.title }).waitFor();
          await page
            .getByTestId('workspace-members')
            .getByText(`tom-${stamp}@uhc-thun.ch`)
            .waitFor();
          await noSidewaysOverflow(page);
          await bothSchemes(page, shot('owner'));
          await screenshot(page, `${shot('owner')}-full-light`, { fullPage: true });

          // The switcher, open.
          if (wide) {
            await page
              .getByRole('banner')
              .getByRole('button', { name: new RegExp(text.workspace.switcher.label) })
              .click();
            await page.getByRole('menuitem', { name: text.workspace.switcher.create }).waitFor();
          } else {
            await page.getByRole('banner').getByRole('button').last().click();
            await page.getByRole('button', { name: text.workspace.switcher.create }).waitFor();
          }
          await bothSchemes(page, shot('switcher'));

          // The dialog that creates a club workspace.
          if (wide) {
            await page.getByRole('menuitem', { name: text.workspace.switcher.create }).click();
          } else {
            await page.getByRole('button', { name: text.workspace.switcher.create }).click();
          }
          const create = page.getByRole('dialog', { name: text.workspace.create.title });
          await create.waitFor();
          await bothSchemes(page, shot('create'));
          await page.keyboard.press('Escape');
          await create.waitFor({ state: 'detached' });

          // Deleting the account: refused while the person owns a club workspace.
          await page.goto('/profile/delete');
          await page.getByRole('button', { name: text.profile.deleteAccount }).click();
          const dialog = page.getByRole('dialog', { name: text.profile.deleteConfirmTitle });
          await dialog.getByLabel(text.profile.deleteConfirmLabel).fill(deletionWords[language]);
          await dialog.getByTestId('confirm-delete-account').click();
          await dialog.getByTestId('delete-account-refusal').waitFor();
          await bothSchemes(page, shot('delete-refused'));
        });

        await journey(language, { viewport }, editor, async (page) => {
          await page.goto('/profile/workspace');
          await page.getByRole('heading', { name: text.workspace.members.title }).waitFor();
          await noSidewaysOverflow(page);
          await bothSchemes(page, shot('editor'));
          await screenshot(page, `${shot('editor')}-full-light`, { fullPage: true });
        });

        await journey(language, { viewport }, null, async (page) => {
          await page.goto(`/invitations/${inviteToken}`);
          await page.getByRole('link', { name: text.invitation.signIn }).waitFor();
          await noSidewaysOverflow(page);
          await bothSchemes(page, shot('invitation-signed-out'));
        });

        await journey(language, { viewport }, invitee, async (page) => {
          await page.goto(`/invitations/${inviteToken}`);
          await page.getByRole('button', { name: text.invitation.accept }).waitFor();
          await noSidewaysOverflow(page);
          await bothSchemes(page, shot('invitation-signed-in'));
        });
      });
    }
  }
});
