import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Background } from '#shared/backgrounds/background.schema.ts';
import { isBackgroundPrepared } from '#server/render/prepared-background-cache.ts';
import { firstUnihockeyGame } from '#server/testing/export-fixture.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';

/**
 * A background photo the user deletes must not stay in the export's memory: over real HTTP, an
 * export prepares the photo, the deletion evicts it.
 */
const t = signedInServer({ anna: 'anna@uhc-thun.ch' });

function call(method: string, path: string, body?: FormData | string, type?: string) {
  return fetch(`${t.server.url}${path}`, {
    method,
    headers: {
      origin: t.server.url,
      cookie: t.anna.cookie,
      ...(type ? { 'content-type': type } : {}),
    },
    body,
  });
}

describe('deleting a background', () => {
  it('evicts its prepared pixels from the export cache', async () => {
    const jpeg = await sharp({
      create: { width: 800, height: 1000, channels: 3, background: '#2080c0' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'halle.jpg');
    const uploaded = await call('POST', '/api/backgrounds', form);
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const background = (await uploaded.json()) as Background;
    const storageKey = decodeURIComponent(
      new URL(background.url, t.server.url).pathname.slice('/api/files/'.length),
    );
    expect(storageKey).toMatch(/^backgrounds\//);

    const { clubId, teamId, gameId } = await firstUnihockeyGame(t.server.ctx.sports);
    const exported = await call(
      'POST',
      '/api/exports',
      JSON.stringify({
        sport: 'unihockey',
        clubId,
        teamId,
        gameIds: [gameId],
        theme: 'dark',
        mode: 'preview',
        backgroundId: background.id,
      }),
      'application/json',
    );
    expect(exported.status, await exported.clone().text()).toBe(200);
    expect(isBackgroundPrepared(storageKey)).toBe(true);

    const deleted = await call('DELETE', `/api/backgrounds/${background.id}`);
    expect(deleted.status).toBeLessThan(300);
    expect(isBackgroundPrepared(storageKey)).toBe(false);
  });
});
