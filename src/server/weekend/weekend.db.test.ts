import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeekendGames } from '#shared/weekend/weekend.schema.ts';
import { userTeamSlots } from '#server/db/schema.ts';
import { startFixtureServer, type FixtureServer } from '#server/sports/testing/fixture-server.ts';
import {
  unihockeyGamesRoute,
  unihockeyGamesTable,
} from '#server/sports/testing/unihockey-games.ts';
import { apiCall } from '#server/testing/api-call.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';

/**
 * GET /api/weekend over real HTTP, against a stand-in of the unihockey federation that answers in
 * its recorded shape: the games of the user's saved teams in the window, sorted by day and time,
 * only the user's own teams, a failing team named while the others still come, and a window that
 * is no window refused with its code.
 */
let upstream: FixtureServer;

beforeAll(async () => {
  upstream = await startFixtureServer({
    [unihockeyGamesRoute('429283')]: {
      body: unihockeyGamesTable([
        { id: 9001, date: '14.11.2026', time: '19:30', home: 'Köniz', away: 'Zug', result: '5:3' },
        {
          id: 9002,
          date: '22.11.2026',
          time: '16:00',
          home: 'Köniz',
          away: 'Uster',
          result: '2:4',
        },
        { id: 9003, date: '21.11.2026', time: '20:00', home: 'Thun', away: 'Köniz', result: '1:1' },
        { id: 9004, date: '29.11.2026', time: '17:00', home: 'Köniz', away: 'Chur', result: '-:-' },
      ]),
    },
    [unihockeyGamesRoute('429301')]: {
      body: unihockeyGamesTable([
        {
          id: 9101,
          date: '21.11.2026',
          time: '14:00',
          home: 'Köniz U21',
          away: 'Bern',
          result: '7:2',
        },
        {
          id: 9102,
          date: '22.11.2026',
          time: '16:00',
          home: 'Zug U21',
          away: 'Köniz U21',
          result: '3:3',
        },
      ]),
    },
    [unihockeyGamesRoute('500500')]: { status: 500, body: '<html>Internal Server Error</html>' },
  });
});
afterAll(async () => {
  await upstream?.close();
});

// Started after the stand-in federation, closed before it.
const t = signedInServer({ anna: 'anna@koeniz.ch', ben: 'ben@koeniz.ch' }, () => ({
  SPORTS_DATA: 'live',
  SWISSUNIHOCKEY_API_URL: upstream.url,
}));

beforeAll(async () => {
  const db = t.server.ctx.database.db;
  await setTestTier(db, t.anna.userId, 'pro');
  const slot = (workspaceId: string, teamId: string, teamName: string, at: string) => ({
    workspaceId,
    sport: 'unihockey' as const,
    clubId: '406151',
    teamId,
    teamName,
    createdAt: new Date(at),
    lastChangedAt: new Date(at),
  });
  await db
    .insert(userTeamSlots)
    .values([
      slot(t.anna.userId, '429283', 'Floorball Köniz Bern', '2026-01-01T00:00:00Z'),
      slot(t.anna.userId, '429301', 'Köniz U21', '2026-01-02T00:00:00Z'),
      slot(t.ben.userId, '500500', 'Ben Herren', '2026-01-01T00:00:00Z'),
    ]);
});

const weekend = (
  session: TestSession | null,
  query: string,
  headers: Record<string, string> = {},
) => apiCall(t.server.url, session, 'GET', `/api/weekend${query}`, undefined, headers);

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe('GET /api/weekend', () => {
  it("answers the window's games of the user's saved teams, by day, time and slot", async () => {
    const response = await weekend(t.anna, '?from=2026-11-21&to=2026-11-22');
    expect(response.status).toBe(200);
    const body = (await response.json()) as WeekendGames;
    expect([body.from, body.to, body.failures]).toEqual(['2026-11-21', '2026-11-22', []]);
    expect(body.games.map((g) => [g.day, g.game.time, g.teamId, g.game.id])).toEqual([
      ['2026-11-21', '14:00', '429301', '9101'],
      ['2026-11-21', '20:00', '429283', '9003'],
      // Same day and time: the older slot first.
      ['2026-11-22', '16:00', '429283', '9002'],
      ['2026-11-22', '16:00', '429301', '9102'],
    ]);
    expect(body.games[0]).toMatchObject({
      sport: 'unihockey',
      clubId: '406151',
      teamName: 'Köniz U21',
      game: { teamHome: 'Köniz U21', teamAway: 'Bern', result: '7:2', date: '21.11.2026' },
    });
  });

  it('takes a single day and answers an empty list for a window without games', async () => {
    const one = (await (
      await weekend(t.anna, '?from=2026-11-29&to=2026-11-29')
    ).json()) as WeekendGames;
    expect(one.games.map((g) => g.game.id)).toEqual(['9004']);
    const none = (await (
      await weekend(t.anna, '?from=2026-12-05&to=2026-12-06')
    ).json()) as WeekendGames;
    expect(none.games).toEqual([]);
  });

  it("never shows another user's teams; a failing federation is named, not a 500", async () => {
    const response = await weekend(t.ben, '?from=2026-11-21&to=2026-11-22', { 'x-language': 'fr' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as WeekendGames;
    expect(body.games).toEqual([]);
    expect(body.failures).toEqual([
      expect.objectContaining({
        teamId: '500500',
        teamName: 'Ben Herren',
        code: 'UPSTREAM_UNAVAILABLE',
      }),
    ]);
    expect(body.failures[0]!.message).not.toBe('');
  });

  it('lists only the slots the plan lets the user use', async () => {
    await setTestTier(t.server.ctx.database.db, t.anna.userId, 'free');
    const body = (await (
      await weekend(t.anna, '?from=2026-11-21&to=2026-11-22')
    ).json()) as WeekendGames;
    // Free keeps the oldest slot; the second is locked until an upgrade.
    expect(new Set(body.games.map((g) => g.teamId))).toEqual(new Set(['429283']));
    await setTestTier(t.server.ctx.database.db, t.anna.userId, 'pro');
  });

  it('refuses a window that is no window with 400 and the catalogue code', async () => {
    for (const [query, code] of [
      ['', 'WEEKEND_DATES_INVALID'],
      ['?from=2026-11-21', 'WEEKEND_DATES_INVALID'],
      ['?from=21.11.2026&to=22.11.2026', 'WEEKEND_DATES_INVALID'],
      ['?from=2026-02-30&to=2026-03-01', 'WEEKEND_DATES_INVALID'],
      ['?from=2026-11-22&to=2026-11-21', 'WEEKEND_DATES_INVALID'],
      ['?from=2026-11-21T00:00&to=2026-11-22', 'WEEKEND_DATES_INVALID'],
      ['?from=2026-11-01&to=2026-11-15', 'WEEKEND_WINDOW_TOO_LONG'],
      ['?from=2026-01-01&to=2026-12-31', 'WEEKEND_WINDOW_TOO_LONG'],
    ] as const) {
      const response = await weekend(t.anna, query, { 'x-language': 'en' });
      expect([query, response.status]).toEqual([query, 400]);
      const error = await errorOf(response);
      expect([query, error.code]).toEqual([query, code]);
    }
    const tooLong = await errorOf(
      await weekend(t.anna, '?from=2026-11-01&to=2026-11-15', { 'x-language': 'de' }),
    );
    expect(tooLong.message).toBe('Der Zeitraum ist zu lang: höchstens 14 Tage');
    // Fourteen days with both ends is the longest window.
    expect((await weekend(t.anna, '?from=2026-11-01&to=2026-11-14')).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const response = await weekend(null, '?from=2026-11-21&to=2026-11-22');
    expect(response.status).toBe(401);
  });
});
