import { describe, expect, it } from 'vitest';
import type { Background } from '#shared/backgrounds/background.schema.ts';
import { postForm } from '#server/testing/form-upload.ts';
import { plainJpeg } from '#server/testing/pictures.ts';
import { firstUnihockeyGame } from '#server/testing/export-fixture.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';

/**
 * A background photo the user deletes must not stay in the export's memory: over real HTTP, an
 * export prepares the photo, the deletion evicts it.
 */
const t = signedInServer({ anna: 'anna@uhc-thun.ch' });

describe('deleting a background', () => {
  it("evicts its prepared pixels and the files drawn over it from the renderer's memory", async () => {
    const jpeg = await plainJpeg(800, 1000, '#2080c0');
    const uploaded = await postForm(t.server.url, t.anna.cookie, '/api/backgrounds', {
      bytes: jpeg,
      name: 'halle.jpg',
      type: 'image/jpeg',
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const background = (await uploaded.json()) as Background;
    const storageKey = decodeURIComponent(
      new URL(background.url, t.server.url).pathname.slice('/api/files/'.length),
    );
    expect(storageKey).toMatch(/^backgrounds\//);

    const { clubId, teamId, gameId } = await firstUnihockeyGame(t.server.ctx.sports);
    const exported = await t.call(t.anna, 'POST', '/api/exports', {
      sport: 'unihockey',
      clubId,
      teamId,
      gameIds: [gameId],
      theme: 'dark',
      mode: 'preview',
      backgroundId: background.id,
    });
    expect(exported.status, await exported.clone().text()).toBe(200);
    const renderer = t.server.ctx.services.renderer;
    expect(renderer.holdsStored(storageKey)).toBe(true);

    const deleted = await t.call(t.anna, 'DELETE', `/api/backgrounds/${background.id}`);
    expect(deleted.status).toBeLessThan(300);
    expect(renderer.holdsStored(storageKey)).toBe(false);
  });
});
