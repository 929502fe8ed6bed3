import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '#shared/sports/sports.ts';
import { maxBatchPosts } from '#shared/exports/export-batch.ts';
import { ZipEntryReader, type ZipEntry } from '#shared/exports/zip-entries.ts';
import { formats } from '#shared/templates/formats.ts';
import { themeIds } from '#shared/themes/theme-colors.ts';
import { gameInWindow } from '#shared/weekend/weekend.schema.ts';
import { userTeamSlots } from '#server/db/schema.ts';
import { apiCall } from '#server/testing/api-call.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { ruetiJona, ruetiJonaGames, ruetiJonaSlot } from '#server/testing/export-fixture.ts';
import { setTestTier } from '#server/testing/tier.ts';

/**
 * POST /api/exports/batch over real HTTP on the demo data: the posts as one ZIP in their order,
 * streamed, a failing post left out and named in errors.txt, the batch's limits, and the render
 * slots shared fairly: another user's single export is not held behind one user's batch.
 */
const t = signedInServer({ anna: 'anna@rueti.ch', ben: 'ben@rueti.ch' });
const { clubId } = ruetiJona;
const [first, second] = [ruetiJona.first.teamId, ruetiJona.second.teamId];
let firstGames: Game[];
let secondGames: Game[];
let day: string;

beforeAll(async () => {
  const db = t.server.ctx.database.db;
  await setTestTier(db, t.anna.userId, 'pro');
  await db
    .insert(userTeamSlots)
    .values([ruetiJonaSlot(t.anna.userId, 'first'), ruetiJonaSlot(t.anna.userId, 'second')]);
  ({ firstGames, secondGames, day } = await ruetiJonaGames(t.server.ctx.sports));
}, 180_000);

const gamePost = (teamId: string, game: Game) => ({
  sport: 'unihockey',
  clubId,
  teamId,
  gameIds: [game.id],
  mode: 'result',
  theme: 'default',
});

const batch = (session: TestSession | null, body: unknown) =>
  apiCall(t.server.url, session, 'POST', '/api/exports/batch', body, { 'x-language': 'de' });

/** Reads the ZIP as it streams: each entry with the time it was complete. */
async function entriesOf(response: Response, seen: { name: string; at: number }[] = []) {
  const reader = new ZipEntryReader();
  const entries: ZipEntry[] = [];
  const stream = response.body!.getReader();
  for (;;) {
    const { done, value } = await stream.read();
    if (done) break;
    for (const entry of reader.push(value)) {
      entries.push(entry);
      seen.push({ name: entry.name, at: performance.now() });
    }
  }
  return entries;
}

describe('POST /api/exports/batch', () => {
  it('answers the posts as a ZIP in their order, a failing post named in errors.txt', async () => {
    const dayGames = [
      ...firstGames.filter((g) => gameInWindow(g, day, day)).map((g) => ({ teamId: first, g })),
      ...secondGames.filter((g) => gameInWindow(g, day, day)).map((g) => ({ teamId: second, g })),
    ];
    const response = await batch(t.anna, {
      posts: [
        gamePost(first, dayGames[0]!.g),
        {
          mode: 'weekend',
          sport: 'unihockey',
          clubId,
          teams: [
            { teamId: first, gameIds: [dayGames[0]!.g.id] },
            { teamId: second, gameIds: [dayGames[1]!.g.id] },
          ],
          from: day,
          to: day,
          theme: 'light',
          format: '9:16',
          language: 'de',
        },
        // Another team's game: refused, left out, named.
        gamePost(first, secondGames[0]!),
        gamePost(second, dayGames[1]!.g),
        // The team under another club than its own: refused, left out, named.
        { ...gamePost(first, dayGames[0]!.g), clubId: 'demo-101' },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    // Named after the window of its overview, in the language of the person (x-language: de).
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="matchpost_${day}_wochenende-resultate.zip"`,
    );
    const entries = await entriesOf(response);
    expect(entries.map((e) => e.name)).toEqual([
      expect.stringMatching(
        new RegExp(`^01-${day}_resultat_stv-rueti-jona-unihockey-vs-[a-z0-9-]+\\.png$`),
      ),
      `02-${day}_wochenende-resultate_stv-rueti-jona-unihockey.png`,
      expect.stringMatching(
        new RegExp(`^04-${day}_resultat_stv-rueti-jona-unihockey-u16-c-vs-[a-z0-9-]+\\.png$`),
      ),
      'errors.txt',
    ]);
    const sizes = await Promise.all(
      entries.slice(0, 3).map(async (e) => {
        const meta = await sharp(Buffer.from(e.bytes)).metadata();
        return [meta.format, meta.width, meta.height];
      }),
    );
    expect(sizes).toEqual([
      ['png', 2160, 2700],
      ['png', 2160, 3840],
      ['png', 2160, 2700],
    ]);
    const errors = new TextDecoder().decode(entries[3]!.bytes);
    expect(errors).toMatch(
      /^03-[\d-]+_resultat_stv-rueti-jona-unihockey-[a-z0-9-]*vs-[a-z0-9-]+: .+ \(GAME_NOT_OF_TEAM\)\n05-[\w-]+: Dieses Team gehört nicht zum gewählten Club \(TEAM_NOT_OF_CLUB\)\n$/,
    );
  }, 120_000);

  it('names the ZIP after the window it is of and its entries in the language of the person', async () => {
    const post = gamePost(first, firstGames[0]!);
    const french = await apiCall(
      t.server.url,
      t.anna,
      'POST',
      '/api/exports/batch',
      { posts: [{ ...post, mode: 'preview' }], window: { from: '2026-12-05', to: '2026-12-06' } },
      { 'x-language': 'fr' },
    );
    expect(french.headers.get('content-disposition')).toBe(
      'attachment; filename="matchpost_2026-12-05_2026-12-06_week-end-avant-match.zip"',
    );
    const [entry] = await entriesOf(french);
    expect(entry!.name).toMatch(/^01-[\d-]+_avant-match_stv-rueti-jona-unihockey-vs-/);
    // A window that is none is refused as the weekend screen's is.
    const backwards = await batch(t.anna, {
      posts: [post],
      window: { from: '2026-12-06', to: '2026-12-05' },
    });
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { error: { code: string } }).error.code).toBe(
      'WEEKEND_DATES_INVALID',
    );
  }, 120_000);

  it('refuses no posts, more than 20, a body that is no batch, and strangers', async () => {
    for (const body of [{ posts: [] }, { posts: Array.from({ length: 21 }, () => ({})) }, {}, []]) {
      const response = await batch(t.anna, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'EXPORT_BATCH_INVALID',
      );
    }
    expect((await batch(null, { posts: [{}] })).status).toBe(401);
  });

  it('holds each post to the plan: a team beyond the free slot is left out', async () => {
    await t.server.ctx.database.db
      .insert(userTeamSlots)
      .values(ruetiJonaSlot(t.ben.userId, 'first'));
    const response = await batch(t.ben, {
      posts: [gamePost(first, firstGames[0]!), gamePost(second, secondGames[0]!)],
    });
    const entries = await entriesOf(response);
    expect(entries.map((e) => e.name)).toEqual([
      expect.stringMatching(/^01-[\d-]+_resultat_stv-rueti-jona-unihockey-vs-/),
      'errors.txt',
    ]);
    expect(new TextDecoder().decode(entries[1]!.bytes)).toContain('(TEAM_SLOT_LIMIT)');
  }, 120_000);

  it('frees its place the moment the client goes away: the next batch at once is accepted, and the old one makes nothing more', async () => {
    const made = async () => {
      const text = await (await fetch(`${t.server.url}/api/metrics`)).text();
      return {
        ok: Number(
          /^matchpost_export_duration_seconds_count\{outcome="ok"\} (\d+)/m.exec(text)?.[1] ?? 0,
        ),
        running: Number(/^matchpost_export_queue_depth (\d+)/m.exec(text)?.[1] ?? 0),
      };
    };
    const before = (await made()).ok;
    // A full batch of previews, each another game, look or format (none the same post, so each
    // is drawn): long enough that a free slot shows, however fast the machine draws.
    const posts = Array.from({ length: maxBatchPosts }, (_, i) => ({
      ...gamePost(first, firstGames[i % firstGames.length]!),
      mode: 'preview',
      theme: themeIds[i % themeIds.length],
      format: formats[(i + Math.floor(i / themeIds.length)) % formats.length],
    }));
    const leaving = new AbortController();
    const response = await fetch(`${t.server.url}/api/exports/batch`, {
      method: 'POST',
      headers: { origin: t.server.url, 'content-type': 'application/json', cookie: t.anna.cookie },
      body: JSON.stringify({ posts }),
      signal: leaving.signal,
    });
    expect(response.status).toBe(200);
    // The client reads until its first image has come, then goes away and starts again.
    const reader = new ZipEntryReader();
    const stream = response.body!.getReader();
    while (reader.push((await stream.read()).value!).length === 0);
    leaving.abort();
    const next = await batch(t.anna, { posts: posts.slice(0, 1) });
    expect(next.status).toBe(200);
    expect((await entriesOf(next)).map((e) => e.name)).toEqual([
      expect.stringMatching(/^01-[\d-]+_vorschau_stv-rueti-jona-unihockey-vs-/),
    ]);
    // The old batch started nothing after the client went: once every export has ended, it
    // made its first image, at most the two in flight beyond it and one more that could have
    // been done, never the eight; the new batch made one.
    await expect.poll(async () => (await made()).running, { timeout: 60_000 }).toBe(0);
    expect((await made()).ok - before).toBeLessThanOrEqual(4 + 1);
  }, 180_000);

  it("starts another user's export beside one user's batch, not after it", async () => {
    const seen: { name: string; at: number }[] = [];
    // A full batch of previews, each another game, look or format (none the same post, so each
    // is drawn): long enough that a free slot shows, however fast the machine draws.
    const posts = Array.from({ length: maxBatchPosts }, (_, i) => ({
      ...gamePost(first, firstGames[i % firstGames.length]!),
      mode: 'preview',
      theme: themeIds[i % themeIds.length],
      format: formats[(i + Math.floor(i / themeIds.length)) % formats.length],
    }));
    const annas = batch(t.anna, { posts }).then((response) => entriesOf(response, seen));
    // Once Anna's batch is drawing, Ben asks for one post.
    while (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const bens = await apiCall(
      t.server.url,
      t.ben,
      'POST',
      '/api/exports',
      gamePost(first, firstGames[1]!),
    );
    expect(bens.status).toBe(200);
    await bens.arrayBuffer();
    const benDone = performance.now();
    const entries = await annas;
    expect(entries).toHaveLength(maxBatchPosts);
    // Ben's post took a free slot: part of Anna's batch was still to come when his was done.
    // Had it waited for her batch, all of it would have come first. How many came before it
    // depends on how fast the machine draws, so only that is checked.
    const annasBefore = seen.filter((s) => s.at < benDone).length;
    expect(annasBefore).toBeLessThan(posts.length);
  }, 180_000);
});
