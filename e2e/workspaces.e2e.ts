import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { templates, userLogos } from '#server/db/schema.ts';
import { readInvitationToken } from '#server/testing/auth.ts';
import { setTestTier } from '#server/testing/tier.ts';
import type { Me } from '#shared/accounts/me.schema.ts';
import type { TestApp } from './support/app.ts';
import { openPage } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { saveDemoTeamSlot } from './support/session.ts';
import {
  exportAnswer,
  openDemoTeamPost,
  signedIn,
  stepReady,
  withAppAndBrowser,
  withoutPageErrors,
} from './support/journey.ts';

/**
 * A club workspace as its people use it (docs/workspaces.md): the owner creates it from the
 * header, invites an editor by mail; the editor opens the mailed link, accepts, and exports a
 * post with the club's template and logo; the owner removes the editor, whose next request acts
 * in their own workspace again. Demo data.
 */
let app: TestApp;
let browser: Browser;

withAppAndBrowser((running) => ({ app, browser } = running));

const stamp = Date.now();
const owner = `olga-${stamp}@uhc-thun.ch`;
const editor = `edi-${stamp}@uhc-thun.ch`;

async function me(page: Page): Promise<Me> {
  const answer = await page.request.get('/api/me');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Me;
}

/** A red square logo in the workspace's storage and logos, as an upload leaves it. */
async function storeClubLogo(workspaceId: string): Promise<string> {
  const filePath = `logos/${workspaceId}/${stamp}.svg`;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#c8102e"/></svg>';
  await app.server.ctx.storage.put(filePath, Buffer.from(svg), 'image/svg+xml');
  await app.server.ctx.database.db.insert(userLogos).values({
    workspaceId,
    name: 'Vereinslogo',
    logoType: 'club',
    filePath,
    fileUrl: `/api/files/${filePath}`,
  });
  return `/api/files/${filePath}`;
}

describe('a club workspace', () => {
  it('is shared with an invited editor, who exports with its template and logo until removed', async () => {
    const ownerPage = await openPage(browser, app.url, {});
    const editorPage = await openPage(browser, app.url, {});
    await withoutPageErrors(ownerPage, async () => {
      await withoutPageErrors(editorPage, async () => {
        const olga = ownerPage.page;
        await signedIn(ownerPage.context, app, owner);

        // The owner creates the club workspace from the header's switcher.
        await olga.goto('/profile');
        await olga.getByRole('button', { name: /Konto wechseln/ }).click();
        await olga.getByRole('menuitem', { name: 'Vereinskonto anlegen' }).click();
        const dialog = olga.getByRole('dialog', { name: 'Vereinskonto anlegen' });
        await dialog.getByLabel('Name des Vereinskontos').fill('UHC Thun');
        await dialog.getByRole('button', { name: 'Anlegen' }).click();
        await expect.poll(async () => (await me(olga)).workspace?.name).toBe('UHC Thun');
        const club = (await me(olga)).workspace!.id;
        await olga.getByRole('button', { name: /UHC Thun.*Konto wechseln/ }).waitFor();

        // Its plan, its team, its template with its logo (as billing, the studio and the
        // editor would leave them).
        await setTestTier(app.server.ctx.database.db, club, 'pro');
        await saveDemoTeamSlot(olga, app.url);
        const logo = await storeClubLogo(club);
        await app.server.ctx.database.db.insert(templates).values({
          workspaceId: club,
          name: 'Vereinslook',
          supportedGames: 1,
          format: '4:5',
          svgConfig: {
            format: '4:5',
            backgroundColor: '#0b3d91',
            elements: [
              { id: 'crest', type: 'image', x: 440, y: 120, width: 200, height: 200, href: logo },
              {
                id: 'home',
                type: 'api-text',
                apiField: 'teamHome',
                x: 540,
                y: 700,
                fontSize: 72,
                fill: '#ffffff',
                textAnchor: 'middle',
              },
            ],
          },
        });

        // The owner invites the editor in the profile.
        await olga.goto('/profile/workspace');
        await olga.getByLabel('E-Mail-Adresse').fill(editor);
        await olga.getByLabel('Rolle', { exact: true }).selectOption('editor');
        await olga.getByRole('button', { name: 'Einladen' }).click();
        await olga.getByText(`Einladung an ${editor} verschickt`).waitFor();
        await screenshot(olga, 'workspace-members-1280-light');

        // The editor opens the mailed link signed in, accepts, and acts in the club.
        const edi = editorPage.page;
        const token = await readInvitationToken(app.outboxDir, editor);
        const session = await signedIn(editorPage.context, app, editor);
        await edi.goto(`/invitations/${token}`);
        await edi.getByText('UHC Thun').first().waitFor();
        await edi.getByRole('button', { name: 'Einladung annehmen' }).click();
        await expect.poll(async () => (await me(edi)).workspace?.id).toBe(club);
        expect((await me(edi)).workspace?.role).toBe('editor');

        // The club's template with the club's logo draws the editor's post.
        await openDemoTeamPost(edi);
        await edi.getByTestId('template-picker').click();
        await edi.getByRole('menuitemradio', { name: /Vereinslook/ }).click();
        await edi.waitForURL((url) => url.searchParams.has('template'));
        await stepReady(edi, 'post');
        const exported = exportAnswer(edi);
        const downloaded = edi.waitForEvent('download');
        await edi.getByTestId('export-button').click();
        expect((await exported).status()).toBe(200);
        const png = await readFile((await (await downloaded).path())!);
        expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
        const sharp = (await import('sharp')).default;
        // The logo's red square sits where the template puts it (at 2x: 880..1280, 240..640).
        const { data } = await sharp(png)
          .extract({ left: 1000, top: 380, width: 10, height: 10 })
          .raw()
          .toBuffer({ resolveWithObject: true });
        expect([data[0], data[1], data[2]]).toEqual([0xc8, 0x10, 0x2e]);
        // Done with the post, the editor moves on (the studio would make its next file ahead).
        await edi.goto('/');

        // The owner removes the editor; the editor's next request is no longer the club's.
        await olga.goto('/profile/workspace');
        await olga.getByRole('button', { name: `Entfernen: ${editor}` }).click();
        await olga
          .getByRole('dialog', { name: 'Mitglied entfernen?' })
          .getByRole('button', { name: 'Entfernen' })
          .click();
        // The member's row goes.
        await olga
          .getByRole('button', { name: `Entfernen: ${editor}` })
          .waitFor({ state: 'detached' });
        const after = await me(edi);
        expect(after.workspace?.id).toBe(session.userId);
        const members = await edi.request.get(`/api/workspaces/${club}/members`);
        expect(members.status()).toBe(404);
      });
    });
  });
});
