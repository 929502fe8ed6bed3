import { describe, expect, it } from 'vitest';
import { parseIfNoneMatch } from '#server/exports/export-conditions.ts';
import { apiCall } from '#server/testing/api-call.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { useExportFixture } from '#server/testing/export-fixture.ts';

/**
 * POST /api/exports with ETag and If-None-Match over real HTTP (ADR 017): the same post again is
 * answered 304 without rendering; another post, or another user's, gets its own tag and a file.
 */
const t = useExportFixture({ anna: 'anna@etag.ch', ben: 'ben@etag.ch' }, 2);

const body = (gameId: string, mode = 'result') => ({
  sport: 'unihockey',
  clubId: t.clubId,
  teamId: t.team.id,
  gameIds: [gameId],
  theme: 'default',
  mode,
  isHomeGame: true,
  showResultDetail: true,
});

async function exportPost(session: TestSession, post: object, ifNoneMatch?: string) {
  const response = await apiCall(
    t.server.url,
    session,
    'POST',
    '/api/exports',
    post,
    ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
  );
  const bytes = Buffer.from(await response.arrayBuffer());
  const timing = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    cacheControl: response.headers.get('cache-control'),
    type: response.headers.get('content-type'),
    renderMs: timing ? Number(timing[1]) : NaN,
    bytes,
  };
}

describe('conditional exports', () => {
  it('lays the post out on its render thread, and for a 304 draws nothing', async () => {
    const posts = () => t.server.ctx.services.renderer.stats().posts;
    const before = posts();
    const first = await exportPost(t.ben, body(t.games[1]!.id, 'preview'));
    expect(first.status).toBe(200);
    expect(posts()).toEqual({ ...before, laidOut: before.laidOut + 1, drawn: before.drawn + 1 });
    const again = await exportPost(t.ben, body(t.games[1]!.id, 'preview'), first.etag!);
    expect(again.status).toBe(304);
    expect(posts()).toEqual({
      ...before,
      laidOut: before.laidOut + 2,
      drawn: before.drawn + 1,
      held: before.held + 1,
    });
  });

  it('tags the PNG, then answers the same post with If-None-Match 304 without rendering it again', async () => {
    const first = await exportPost(t.anna, body(t.games[0]!.id));
    expect(first.status).toBe(200);
    expect(first.type).toBe('image/png');
    expect(first.cacheControl).toBe('private, no-cache');
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(first.renderMs).toBeGreaterThan(0);
    expect(first.bytes.length).toBeGreaterThan(1000);

    const again = await exportPost(t.anna, body(t.games[0]!.id), first.etag!);
    expect(again.status).toBe(304);
    expect(again.etag).toBe(first.etag);
    expect(again.cacheControl).toBe('private, no-cache');
    expect(again.bytes.length).toBe(0);
    expect(again.renderMs).toBe(0);

    // Weak and listed forms of the tag match too.
    const listed = await exportPost(t.anna, body(t.games[0]!.id), `"other", W/${first.etag!}`);
    expect(listed.status).toBe(304);
    expect(listed.renderMs).toBe(0);

    // Without If-None-Match the same post is rendered again, to the same bytes and tag.
    const fresh = await exportPost(t.anna, body(t.games[0]!.id));
    expect(fresh.status).toBe(200);
    expect(fresh.etag).toBe(first.etag);
    expect(fresh.renderMs).toBeGreaterThan(0);
    expect(Buffer.compare(fresh.bytes, first.bytes)).toBe(0);
  });

  it('gives another post another tag and renders it, even with the first post tag sent', async () => {
    const first = await exportPost(t.anna, body(t.games[0]!.id));
    for (const other of [body(t.games[1]!.id), body(t.games[0]!.id, 'preview')]) {
      const response = await exportPost(t.anna, other, first.etag!);
      expect(response.status).toBe(200);
      expect(response.etag).not.toBe(first.etag);
      expect(response.renderMs).toBeGreaterThan(0);
      expect(response.bytes.length).toBeGreaterThan(1000);
    }
  });

  it("never answers another user's tag for the same post: ben gets his own file", async () => {
    const annas = await exportPost(t.anna, body(t.games[0]!.id));
    const bens = await exportPost(t.ben, body(t.games[0]!.id), annas.etag!);
    expect(bens.status).toBe(200);
    expect(bens.etag).not.toBe(annas.etag);
    expect(bens.renderMs).toBeGreaterThan(0);
    expect(bens.bytes.length).toBeGreaterThan(1000);
    const bensAgain = await exportPost(t.ben, body(t.games[0]!.id), bens.etag!);
    expect(bensAgain.status).toBe(304);
  });

  it('tags each theme, file type and scale of a post apart, each stable when asked again', async () => {
    const base = body(t.games[0]!.id);
    const variants = [
      base,
      { ...base, theme: 'dark' },
      { ...base, fileType: 'jpeg' },
      { ...base, scale: 1 },
    ];
    const tags: string[] = [];
    for (const variant of variants) {
      const first = await exportPost(t.anna, variant);
      expect(first.status).toBe(200);
      tags.push(first.etag!);
      // The same post again, holding its tag: not modified, the same tag.
      const again = await exportPost(t.anna, variant, first.etag!);
      expect([again.status, again.etag]).toEqual([304, first.etag]);
    }
    expect(new Set(tags).size).toBe(variants.length);
  });

  it('reads If-None-Match lists, weak tags and the star', () => {
    expect(parseIfNoneMatch('"a", W/"b" ,"c"')).toEqual(['a', 'b', 'c']);
    expect(parseIfNoneMatch('*')).toEqual(['*']);
    expect(parseIfNoneMatch(undefined)).toEqual([]);
  });
});
