import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '#server/sports/response-cache.ts';
import { SportsError } from '#server/sports/sports-error.ts';
import {
  fixture,
  routeKey,
  startFixtureServer,
  type FixtureServer,
} from '#server/sports/testing/fixture-server.ts';
import { createUnihockeyAdapter } from '#server/sports/unihockey/unihockey.adapter.ts';
import { createUpstreamClient } from '#server/sports/upstream/upstream-client.ts';

const recorded = (name: string) => fixture(new URL('./fixtures/', import.meta.url), name);

// Sunday 22 November 2026, noon in Zurich: "heute" is 22.11.2026, the season is 2026.
const now = () => new Date('2026-11-22T11:00:00Z');
let upstream: FixtureServer;

beforeAll(async () => {
  upstream = await startFixtureServer(
    {
      '/api/clubs': { body: recorded('clubs.json') },
      [routeKey('/api/teams', { mode: 'by_club', club_id: '406151', season: '2026' })]: {
        body: recorded('teams-406151.json'),
      },
      [routeKey('/api/games', {
        mode: 'team',
        team_id: '429283',
        season: '2026',
        games_per_page: '100',
      })]: {
        body: recorded('games-429283.json'),
      },
      [routeKey('/api/games', {
        mode: 'team',
        team_id: '500500',
        season: '2026',
        games_per_page: '100',
      })]: {
        status: 500,
        body: '<html>Internal Server Error</html>',
      },
      [routeKey('/api/games', {
        mode: 'team',
        team_id: '777777',
        season: '2026',
        games_per_page: '100',
      })]: {
        body: recorded('games-429283.json'),
        delayMs: 2_000,
      },
      '/api/games/1071901': { body: recorded('game-1071901.json') },
      '/api/games/1071903': { body: recorded('game-1071903.json') },
    },
    { notFound: { status: 404, body: recorded('error-not-found.json') } },
  );
});
afterAll(async () => {
  await upstream?.close();
});

function adapter(clock = now) {
  return createUnihockeyAdapter({
    baseUrl: upstream.url,
    client: createUpstreamClient({ connectTimeoutMs: 200, totalTimeoutMs: 300 }),
    cache: new ResponseCache(),
    now: clock,
  });
}

describe('unihockey adapter', () => {
  it('maps the club dropdown and skips entries without a club id', async () => {
    expect(await adapter().clubs()).toEqual([
      { id: '423403', name: 'Zug United' },
      { id: '402004', name: 'UHC Uster' },
      { id: '406151', name: 'Floorball Köniz Bern' },
      { id: '441021', name: 'Ägerital Unihockey' },
    ]);
  });

  it('asks for the teams of the current season', async () => {
    expect(await adapter().teams('406151', null)).toEqual([
      { id: '429283', name: 'Herren GF L-UPL', liga: null },
      { id: '429301', name: 'Damen GF NLB', liga: null },
      { id: '430155', name: 'Junioren U21 A', liga: null },
    ]);
    // In spring the season is the one that started the year before.
    const spring = () => new Date('2027-03-01T10:00:00Z');
    await adapter(spring).teams('406151', null);
    expect(upstream.requests.at(-1)?.path).toContain('season=2026');
  });

  it('maps the games table: relative dates, venues, no result for -:- or empty, cup games', async () => {
    const games = await adapter().games('429283', null, null);
    expect(games.map((game) => [game.id, game.date, game.time, game.result])).toEqual([
      ['1071901', '15.11.2026', '19:30', '5:3'],
      ['1071902', '21.11.2026', '20:00', '4:4'],
      ['1071903', '22.11.2026', '16:00', null],
      ['1071904', '23.11.2026', '20:15', null],
      ['1080007', '05.12.2026', '17:00', null],
    ]);
    expect(games[0]).toEqual({
      id: '1071901',
      teamHome: 'Floorball Köniz Bern',
      teamAway: 'Zug United',
      date: '15.11.2026',
      time: '19:30',
      result: '5:3',
      resultDetail: null,
      location: 'Weissenstein',
      city: 'Bern',
      teamHomeLogo: null,
      teamAwayLogo: null,
    });
    expect(games[4]?.teamHome).toBe('UHC Gümligen');
  });

  it('maps one game with logos and period detail', async () => {
    expect(await adapter().game('1071901', [])).toEqual({
      id: '1071901',
      teamHome: 'Floorball Köniz Bern',
      teamAway: 'Zug United',
      date: '15.11.2026',
      time: '19:30',
      result: '5:3',
      resultDetail: '(1:0, 2:1, 2:2)',
      location: 'Weissenstein',
      city: 'Bern',
      teamHomeLogo:
        'https://res.cloudinary.com/swiss-unihockey/image/upload/t_club_logo/clubs/406151.png',
      teamAwayLogo:
        'https://res.cloudinary.com/swiss-unihockey/image/upload/t_club_logo/clubs/423403.png',
    });
  });

  it('gives a game without away logo and without result nulls, and resolves "heute"', async () => {
    const game = await adapter().game('1071903', []);
    expect(game).toMatchObject({
      date: '22.11.2026',
      result: null,
      resultDetail: null,
      teamHomeLogo: expect.stringContaining('406151.png'),
      teamAwayLogo: null,
    });
  });

  it('answers an unknown team with no games and an unknown game with null', async () => {
    expect(await adapter().games('999999', null, null)).toEqual([]);
    expect(await adapter().teams('999999', null)).toEqual([]);
    expect(await adapter().game('999999', [])).toBeNull();
  });

  it('reports an upstream 500 as an upstream failure', async () => {
    await expect(adapter().games('500500', null, null)).rejects.toMatchObject({
      kind: 'upstream-status',
      upstreamStatus: 500,
    });
  });

  it('gives up on a slow upstream after the total timeout', async () => {
    const started = Date.now();
    const error = await adapter()
      .games('777777', null, null)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SportsError);
    expect((error as SportsError).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('caches answers and lets concurrent identical requests share one upstream call', async () => {
    const shared = adapter();
    const before = upstream.requests.length;
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => shared.games('429283', null, null)),
    );
    await shared.games('429283', null, null);
    expect(upstream.requests.length - before).toBe(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });
});
