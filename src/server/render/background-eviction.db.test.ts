import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Background } from '#shared/backgrounds/background.schema.ts';
import { isBackgroundPrepared } from '#server/render/prepared-background-cache.ts';
import { firstUnihockeyGame } from '#server/testing/export-fixture.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { startTestServer, type TestServer } from '#server/testing/test-server.ts';

/**
 * A background photo the user deletes must not stay in the export's memory: over real HTTP, an
 * export prepares the photo, the deletion evicts it.
 */
let server: TestServer;
let anna: TestSession;

beforeAll(async () => {
  server = await startTestServer();
  anna = await signInTestUser(server.url, server.outboxDir, 'anna@uhc-thun.ch');
});

afterAll(async () => {
  await server?.close();
});

function call(method: string, path: string, body?: FormData | string, type?: string) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      origin: server.url,
      cookie: anna.cookie,
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
      new URL(background.url, server.url).pathname.slice('/api/files/'.length),
    );
    expect(storageKey).toMatch(/^backgrounds\//);

    const { clubId, teamId, gameId } = await firstUnihockeyGame(server.ctx.sports);
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
