import { describe, expect, it } from 'vitest';
import { fixture, routeKey } from '#server/sports/testing/fixture-server.ts';
import { fixtureUpstream } from '#server/sports/testing/fixture-upstream.ts';
import { expectInvalidResponse } from '#server/sports/testing/invalid-response.ts';
import { createVolleyballAdapter } from '#server/sports/volleyball/volleyball.adapter.ts';

const recorded = (name: string) => fixture(new URL('./fixtures/', import.meta.url), name);
const clubKey = 'vm-key-koeniz-4c1d9e';
const operatorKey = 'vm-operator-7f20aa51';
const upstream = fixtureUpstream(
  {
    '/indoor/clubs': { body: recorded('clubs.json'), authorization: operatorKey },
    [routeKey('/indoor/teams', { clubId: '912011' })]: {
      body: recorded('teams-912011.json'),
      authorization: clubKey,
    },
    // A club without a key of its own: the operator's key serves it.
    [routeKey('/indoor/teams', { clubId: '913305' })]: {
      body: [{ teamId: 6601, caption: 'Volley Amriswil', league: { caption: 'NLA Männer' } }],
      authorization: operatorKey,
    },
    [routeKey('/indoor/games', { teamId: '5511', includeCup: '1' })]: {
      body: recorded('games-5511.json'),
      authorization: clubKey,
    },
    // Championship games only (no includeCup): where the team's group comes from.
    [routeKey('/indoor/games', { teamId: '5511' })]: {
      body: recorded('games-5511.json'),
      authorization: clubKey,
    },
    '/indoor/ranking/24319': { body: recorded('ranking-24319.json'), authorization: clubKey },
    [routeKey('/indoor/games', { teamId: '5512', includeCup: '1' })]: {
      body: [],
      authorization: clubKey,
    },
    [routeKey('/indoor/games', { teamId: '5590', includeCup: '1' })]: {
      body: [],
      authorization: clubKey,
    },
    [routeKey('/indoor/games', { teamId: '5590' })]: { body: [], authorization: clubKey },
    [routeKey('/indoor/games', { teamId: '5599', includeCup: '1' })]: {
      status: 500,
      body: { message: 'Server Error' },
      authorization: clubKey,
    },
    [routeKey('/indoor/games', { teamId: '8888', includeCup: '1' })]: {
      body: [],
      delayMs: 2_000,
    },
    // Shapes this adapter does not know: an object for a list, renamed fields.
    [routeKey('/indoor/teams', { clubId: '666666' })]: {
      body: { teams: recorded('teams-912011.json') },
      authorization: clubKey,
    },
    [routeKey('/indoor/games', { teamId: '6666', includeCup: '1' })]: {
      body: [{ id: 1, date: '2026-11-22T16:00:00Z', home: 'A', guest: 'B' }],
      authorization: clubKey,
    },
  },
  {
    unauthorized: { status: 401, body: recorded('invalid-key.json') },
    connectTimeoutMs: 500,
    totalTimeoutMs: 1_000,
  },
);

function adapter(operator: string | null = operatorKey) {
  return createVolleyballAdapter({ ...upstream.connection(), operatorKey: operator });
}

const lastRequest = () => upstream.requests.at(-1);

describe('volleyball adapter: keys', () => {
  it("asks for the club list with the operator's key", async () => {
    expect(await adapter().clubs()).toEqual([
      { id: '912011', name: 'Volley Köniz' },
      { id: '912044', name: 'VBC Züri Unterland' },
      { id: '913305', name: 'Volley Amriswil' },
    ]);
    expect(lastRequest()).toEqual({ path: '/indoor/clubs', authorization: operatorKey });
  });

  it("uses a club's own key before the operator's, and the operator's for clubs without one", async () => {
    await adapter().teams('912011', clubKey);
    expect(lastRequest()?.authorization).toBe(clubKey);
    expect(await adapter().teams('913305', null)).toEqual([
      { id: '6601', name: 'Volley Amriswil', liga: 'NLA Männer' },
    ]);
    expect(lastRequest()?.authorization).toBe(operatorKey);
  });

  it('asks nothing without any key and says that volleyball needs one', async () => {
    const before = upstream.requests.length;
    for (const ask of [
      () => adapter(null).clubs(),
      () => adapter(null).teams('912011', null),
      () => adapter(null).games('5511', '912011', null),
      () => adapter(null).standings('5511', '912011', null),
    ]) {
      await expect(ask()).rejects.toMatchObject({ kind: 'api-key-missing' });
    }
    expect(upstream.requests.length).toBe(before);
  });

  it("tells a rejected club key (the user's to fix) from a rejected operator key", async () => {
    await expect(adapter().teams('912011', 'wrong-key-0000')).rejects.toMatchObject({
      kind: 'club-api-key-invalid',
      upstreamStatus: 401,
    });
    await expect(adapter('wrong-operator-key').clubs()).rejects.toMatchObject({
      kind: 'upstream-status',
      upstreamStatus: 401,
    });
  });
});

describe('volleyball adapter: data', () => {
  it("maps a club's teams with their league", async () => {
    expect(await adapter().teams('912011', clubKey)).toEqual([
      { id: '5511', name: 'Volley Köniz', liga: 'NLA Frauen' },
      { id: '5512', name: 'Volley Köniz II', liga: '1. Liga Frauen' },
      { id: '5590', name: 'Volley Köniz U23', liga: null },
    ]);
  });

  it('maps games: past, today, tomorrow, later, set scores in both forms, forfeit, no venue, no logos', async () => {
    const games = await adapter().games('5511', '912011', clubKey);
    expect(games.map((game) => [game.id, game.date, game.time, game.result])).toEqual([
      ['201095', '07.11.2026', '17:30', '0:3'],
      ['201101', '14.11.2026', '17:00', '3:1'],
      ['201102', '18.11.2026', '19:30', '3:2'],
      ['201104', '22.11.2026', '16:00', null],
      ['201105', '23.11.2026', '20:00', null],
      ['209877', '26.11.2026', '20:00', null],
      ['201110', '29.11.2026', '17:00', null],
      // 201099 is postponed without a new date: no date, no game to post.
    ]);
    expect(games[1]).toEqual({
      id: '201101',
      teamHome: 'Volley Köniz',
      teamAway: 'Viteos NUC',
      date: '14.11.2026',
      time: '17:00',
      result: '3:1',
      resultDetail: '(25:21, 23:25, 25:19, 27:25)',
      location: 'Weissenstein',
      city: 'Bern',
      teamHomeLogo: 'https://volleymanager.volleyball.ch/logos/912011.png',
      teamAwayLogo: 'https://volleymanager.volleyball.ch/logos/914100.png',
    });
    // A forfeit is awarded without set scores.
    expect(games[0]).toMatchObject({ result: '0:3', resultDetail: null });
    expect(games[2]).toMatchObject({
      resultDetail: '(25:23, 18:25, 25:20, 22:25, 15:12)',
      teamHomeLogo: null,
    });
    expect(games[3]).toMatchObject({ teamAwayLogo: null, location: 'Weissenstein' });
    expect(games[4]).toMatchObject({ location: null, city: null, teamHomeLogo: null });
    expect(games[5]).toMatchObject({ teamAway: 'VBC Cheseaux', teamAwayLogo: null });
  });

  it('finds one game among the teams of the clubs the user holds keys for', async () => {
    const game = await adapter().game('209877', [{ clubId: '912011', apiKey: clubKey }]);
    expect(game?.teamHome).toBe('Volley Köniz');
    expect(await adapter().game('209877', [])).toBeNull();
    expect(await adapter().game('1', [{ clubId: '912011', apiKey: clubKey }])).toBeNull();
  });

  it("reads the ranking of the team's current group, with sets and the team's row", async () => {
    const table = await adapter().standings('5511', '912011', clubKey);
    expect(table).toMatchObject({
      sport: 'volleyball',
      teamId: '5511',
      groupName: 'NLA Frauen Qualifikation',
      scoreKind: 'sets',
      hasOvertime: false,
    });
    expect(table?.rows).toHaveLength(6);
    expect(table?.rows[1]).toEqual({
      rank: 2,
      teamId: '5630',
      teamName: "Sm'Aesch Pfeffingen",
      games: 6,
      wins: 4,
      draws: 0,
      losses: 2,
      overtimeWins: null,
      overtimeLosses: null,
      scoreFor: 14,
      scoreAgainst: 8,
      points: 13,
      isTeam: false,
    });
    expect(table?.rows.filter((row) => row.isTeam).map((row) => row.teamName)).toEqual([
      'Volley Köniz',
    ]);
    expect(lastRequest()).toEqual({ path: '/indoor/ranking/24319', authorization: clubKey });
  });

  it('answers no table (null) for a team without a championship group', async () => {
    expect(await adapter().standings('5590', '912011', clubKey)).toBeNull();
  });

  it('answers an unknown team with no games', async () => {
    expect(await adapter().games('404404', null, clubKey)).toEqual([]);
  });

  it('reports answers in a shape it does not know, with federation and path', async () => {
    for (const [ask, path] of [
      [() => adapter().teams('666666', clubKey), '/indoor/teams'],
      [() => adapter().games('6666', null, clubKey), '/indoor/games'],
    ] as const) {
      await expectInvalidResponse(ask(), { federation: 'swissvolley', path });
    }
  });

  it('reports an upstream 500 and a slow upstream as failures', async () => {
    await expect(adapter().games('5599', '912011', clubKey)).rejects.toMatchObject({
      kind: 'upstream-status',
      upstreamStatus: 500,
    });
    await expect(adapter().games('8888', null, clubKey)).rejects.toMatchObject({ kind: 'timeout' });
  });
});
