import { describe, expect, it } from 'vitest';
import { apiCall } from '#server/testing/api-call.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { useExportFixture } from '#server/testing/export-fixture.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';

/**
 * Background exports (pre-export, ADR 030) over real HTTP: a request marked `Purpose: prefetch`
 * is an export like any other, at most one per user runs at a time (a newer one takes the place
 * of one waiting, which is refused 429), and /api/metrics counts them made, used (a click's 304
 * for the same tag) and wasted (replaced by a newer file before any click used it).
 */
const t = useExportFixture({ anna: 'anna@pre-export.ch', ben: 'ben@pre-export.ch' }, 3);

const body = (gameId: string, fileType: 'png' | 'jpeg' = 'png') => ({
  sport: 'unihockey',
  clubId: t.clubId,
  teamId: t.team.id,
  gameIds: [gameId],
  theme: 'default',
  mode: 'preview',
  isHomeGame: true,
  fileType,
  scale: 1,
});

async function exportPost(
  session: TestSession,
  post: object,
  { background = false, ifNoneMatch }: { background?: boolean; ifNoneMatch?: string } = {},
) {
  const response = await apiCall(t.server.url, session, 'POST', '/api/exports', post, {
    ...(background ? { purpose: 'prefetch' } : {}),
    ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    type: response.headers.get('content-type'),
    retryAfter: response.headers.get('retry-after'),
    code:
      response.status >= 400
        ? (JSON.parse(bytes.toString()) as { error: { code: string } }).error.code
        : null,
    bytes,
  };
}

type Outcome = 'made' | 'used' | 'wasted' | 'cancelled';

async function counts(): Promise<Record<Outcome, number>> {
  const text = await (await fetch(`${t.server.url}/api/metrics`)).text();
  const result = { made: NaN, used: NaN, wasted: NaN, cancelled: NaN };
  for (const outcome of ['made', 'used', 'wasted', 'cancelled'] as const) {
    const series = `matchpost_background_exports_total{outcome="${outcome}"} `;
    const line = text.split('\n').find((l) => l.startsWith(series));
    result[outcome] = line === undefined ? NaN : Number(line.slice(series.length));
  }
  return result;
}

describe('background exports', () => {
  it('counts a background file made, then used by the click that asks for its tag', async () => {
    const before = await counts();
    expect(before).toEqual({ made: 0, used: 0, wasted: 0, cancelled: 0 });

    const made = await exportPost(t.anna, body(t.games[0]!.id, 'jpeg'), { background: true });
    expect(made.status).toBe(200);
    expect(made.type).toBe('image/jpeg');
    expect(made.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await counts()).toEqual({ made: 1, used: 0, wasted: 0, cancelled: 0 });

    // The click: the same post with the file's tag, answered 304 without rendering.
    const click = await exportPost(t.anna, body(t.games[0]!.id, 'jpeg'), {
      ifNoneMatch: made.etag as string,
    });
    expect(click.status).toBe(304);
    expect(await counts()).toEqual({ made: 1, used: 1, wasted: 0, cancelled: 0 });

    // The same tag again is no second use; another user's 304 never counts for anna's file.
    await exportPost(t.anna, body(t.games[0]!.id, 'jpeg'), { ifNoneMatch: made.etag as string });
    expect((await counts()).used).toBe(1);
  });

  it('counts a background file that a newer one replaced before any click as wasted', async () => {
    const before = await counts();
    const first = await exportPost(t.ben, body(t.games[1]!.id), { background: true });
    const second = await exportPost(t.ben, body(t.games[2]!.id), { background: true });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.etag).not.toBe(first.etag);
    // The first file's tag no longer counts: the click for it is answered 304 but not as a use.
    await exportPost(t.ben, body(t.games[1]!.id), { ifNoneMatch: first.etag as string });
    const after = await counts();
    expect(after.made - before.made).toBe(2);
    expect(after.wasted - before.wasted).toBe(1);
    expect(after.used - before.used).toBe(0);
  });

  it('runs one background export per user at a time: a newer one takes the place of the one waiting', async () => {
    const before = await counts();
    // Six at once: the first runs, and each later one takes the waiting place of the one before
    // it, which is refused; the last one to arrive is never refused. How many overlap depends on
    // how fast the first is drawn, so the figures are checked against the answers.
    const answers = await Promise.all(
      [0, 1, 2, 0, 1, 2].map((index) =>
        exportPost(t.anna, body(t.games[index]!.id), { background: true }),
      ),
    );
    const made = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(made.length + refused.length).toBe(answers.length);
    expect(made.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      expect([answer.code, answer.retryAfter]).toEqual(['EXPORT_BUSY', '1']);
    }
    const after = await counts();
    expect(after.cancelled - before.cancelled).toBe(refused.length);
    expect(after.made - before.made).toBe(made.length);
    expect(t.server.ctx.services.backgroundExports.running()).toBe(0);
  });

  it('leaves another user and the click alone: they are not background exports', async () => {
    const clicks = await Promise.all([
      exportPost(t.ben, body(t.games[0]!.id)),
      exportPost(t.ben, body(t.games[1]!.id)),
      exportPost(t.anna, body(t.games[2]!.id), { background: true }),
    ]);
    expect(clicks.map((answer) => answer.status)).toEqual([200, 200, 200]);
  });
});

describe('background exports in the admission limits', () => {
  const limited = signedInServer({ carla: 'carla@pre-export.ch' }, { EXPORT_MAX_PER_USER: '1' });

  it("takes the user's share like any export: with one export per user, the other is refused", async () => {
    const post = (gameId: string, headers: Record<string, string> = {}) =>
      limited.call(limited.carla, 'POST', '/api/exports', body(gameId), headers);
    const background = (gameId: string) => post(gameId, { purpose: 'prefetch' });
    const answers = await Promise.all([background(t.games[0]!.id), post(t.games[1]!.id)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('EXPORT_BUSY');
  });
});
