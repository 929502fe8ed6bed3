import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '#server/testing/api-call.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';

/**
 * One user's burst of exports must not hold everyone up: beyond their share in flight the
 * export is refused at once with 429, Retry-After and the export error text, while another
 * user's export goes through.
 */
const t = signedInServer(
  { anna: 'anna@club.ch', beat: 'beat@club.ch' },
  { EXPORT_MAX_PER_USER: '2', EXPORT_QUEUE_MAX: '6' },
);
let exportBody: Record<string, unknown>;

beforeAll(async () => {
  const sport = 'unihockey';
  const [club] = await t.server.ctx.sports.clubs(sport, {});
  const [team] = await t.server.ctx.sports.teams(sport, club!.id, {});
  const [game] = await t.server.ctx.sports.games(sport, team!.id, club!.id, {});
  exportBody = {
    sport,
    clubId: club!.id,
    teamId: team!.id,
    gameIds: [game!.id],
    mode: 'preview',
    theme: 'default',
    format: '4:5',
  };
});

const exportAs = (session: TestSession) =>
  apiCall(t.server.url, session, 'POST', '/api/exports', exportBody, { 'accept-language': 'de' });

describe('export admission', () => {
  it("refuses one user's exports beyond their share with 429 and Retry-After, not another user's", async () => {
    expect((await exportAs(t.anna)).status).toBe(200);
    const burst = Array.from({ length: 8 }, () => exportAs(t.anna));
    const other = exportAs(t.beat);
    const answers = await Promise.all(burst);
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);

    const refused = answers.find((response) => response.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({
      error: {
        code: 'EXPORT_BUSY',
        message: expect.stringMatching(/^Beim Erstellen des Bildes ist ein Fehler aufgetreten/),
      },
    });
    expect((await other).status).toBe(200);

    // Once the burst is through, Anna exports again.
    expect((await exportAs(t.anna)).status).toBe(200);
  }, 120_000);
});
