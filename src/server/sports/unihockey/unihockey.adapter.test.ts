import { describe, expect, it } from 'vitest';
import { SportsError } from '#server/sports/sports-error.ts';
import { fixture, routeKey } from '#server/sports/testing/fixture-server.ts';
import { fixtureUpstream } from '#server/sports/testing/fixture-upstream.ts';
import { expectInvalidResponse } from '#server/sports/testing/invalid-response.ts';
import { createUnihockeyAdapter } from '#server/sports/unihockey/unihockey.adapter.ts';

const recorded = (name: string) => fixture(new URL('./fixtures/', import.meta.url), name);

// Sunday 22 November 2026, noon in Zurich: "heute" is 22.11.2026, the season is 2026.
const now = () => new Date('2026-11-22T11:00:00Z');
const upstream = fixtureUpstream(
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
    '/api/games/1071905': { body: recorded('game-1071905.json') },
    [routeKey('/api/rankings', { season: '2026', team_id: '429283' })]: {
      body: recorded('rankings-429283.json'),
    },
    [routeKey('/api/rankings', { season: '2026', team_id: '429301' })]: {
      body: recorded('rankings-429301.json'),
    },
    // A shape this adapter does not know: regions renamed, entries missing.
    [routeKey('/api/rankings', { season: '2026', team_id: '666666' })]: {
      body: { type: 'table', data: { groups: [] } },
    },
    [routeKey('/api/teams', { mode: 'by_club', club_id: '666666', season: '2026' })]: {
      body: { type: 'dropdown', options: [{ label: 'Herren', value: 1 }] },
    },
    [routeKey('/api/games', {
      mode: 'team',
      team_id: '666666',
      season: '2026',
      games_per_page: '100',
    })]: {
      body: { data: { regions: [{ rows: [{ id: 1, home: 'A', away: 'B' }] }] } },
    },
  },
  {
    notFound: { status: 404, body: recorded('error-not-found.json') },
    connectTimeoutMs: 200,
    totalTimeoutMs: 300,
  },
);

function adapter(clock = now) {
  return createUnihockeyAdapter({ ...upstream.connection(), now: clock });
}

/** Köniz against Zug on 15 November, as both the team's games and the game's own page give it. */
const koenizZug = {
  id: '1071901',
  teamHome: 'Floorball Köniz Bern',
  teamAway: 'Zug United',
  date: '15.11.2026',
  time: '19:30',
  result: '5:3',
  location: 'Weissenstein',
  city: 'Bern',
};

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

  it('maps the games table: past, today, tomorrow, later, forfeit, postponed, no venue, cup games', async () => {
    const games = await adapter().games('429283', null, null);
    expect(games.map((game) => [game.id, game.date, game.time, game.result])).toEqual([
      ['1071905', '08.11.2026', '17:00', '0:5'],
      ['1071901', '15.11.2026', '19:30', '5:3'],
      ['1071902', '21.11.2026', '20:00', '4:4'],
      ['1071903', '22.11.2026', '16:00', null],
      ['1071904', '23.11.2026', '20:15', null],
      ['1071907', '12.12.2026', '19:00', null],
      // Postponed without a new date: the federation's word stands in for the date.
      ['1071906', 'verschoben', '', null],
      ['1080007', '05.12.2026', '17:00', null],
    ]);
    expect(games[5]).toMatchObject({ location: null, city: null });
    // The team's list carries neither period detail nor logos; the game's own page does.
    expect(games[1]).toEqual({
      ...koenizZug,
      resultDetail: null,
      teamHomeLogo: null,
      teamAwayLogo: null,
    });
    expect(games[7]?.teamHome).toBe('UHC Gümligen');
  });

  it('maps a forfeit with its detail and a missing home logo', async () => {
    expect(await adapter().game('1071905', [])).toMatchObject({
      result: '0:5',
      resultDetail: 'Forfait',
      teamHomeLogo: null,
      teamAwayLogo: expect.stringContaining('406151.png'),
    });
  });

  it("reads the team's table with overtime columns and marks the team's row", async () => {
    const table = await adapter().standings('429283', null, null);
    expect(table).toMatchObject({
      sport: 'unihockey',
      teamId: '429283',
      groupName: 'Herren GF L-UPL',
      scoreKind: 'goals',
      hasOvertime: true,
    });
    expect(table?.rows).toHaveLength(6);
    expect(table?.rows[0]).toEqual({
      rank: 1,
      teamId: '423403',
      teamName: 'Zug United',
      teamLogo:
        'https://res.cloudinary.com/swiss-unihockey/image/upload/t_club_logo/clubs/423403.png',
      games: 10,
      wins: 7,
      draws: 0,
      losses: 1,
      overtimeWins: 1,
      overtimeLosses: 1,
      scoreFor: 48,
      scoreAgainst: 27,
      points: 24,
      isTeam: false,
    });
    expect(table?.rows.filter((row) => row.isTeam).map((row) => row.rank)).toEqual([2]);
    // The federation's points agree with its own columns (3 / 2 / 1 / 0).
    for (const row of table!.rows) {
      expect(row.points).toBe(3 * row.wins + 2 * row.overtimeWins! + row.overtimeLosses!);
    }
    expect(upstream.requests.at(-1)?.path).toBe('/api/rankings?season=2026&team_id=429283');
  });

  it("reads a table with draws and no overtime, from the team's group among several", async () => {
    const table = await adapter().standings('429301', null, null);
    expect(table).toMatchObject({ groupName: 'Damen GF NLB Gruppe 2', hasOvertime: false });
    expect(table?.rows.map((row) => [row.rank, row.teamName, row.draws, row.points])).toEqual([
      [1, 'Floorball Köniz Bern', 2, 12],
      [2, 'UHC Laupen ZH', 1, 11],
      [3, 'Floorball Thurgau', 1, 1],
    ]);
    expect(table?.rows[0]).toMatchObject({ isTeam: true, overtimeWins: null });
  });

  it('answers no table (null) for a team the federation ranks nowhere', async () => {
    expect(await adapter().standings('430155', null, null)).toBeNull();
  });

  it('reports answers in a shape it does not know, with federation and path', async () => {
    for (const ask of [
      () => adapter().standings('666666', null, null),
      () => adapter().teams('666666', null),
      () => adapter().games('666666', null, null),
    ]) {
      await expectInvalidResponse(ask(), {
        federation: 'swissunihockey',
        path: expect.stringMatching(/^\/api\//),
      });
    }
  });

  it('maps one game with logos and period detail', async () => {
    expect(await adapter().game('1071901', [])).toEqual({
      ...koenizZug,
      resultDetail: '(1:0, 2:1, 2:2)',
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
