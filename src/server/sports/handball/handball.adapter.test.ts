import { describe, expect, it } from 'vitest';
import { createHandballAdapter } from '#server/sports/handball/handball.adapter.ts';
import { handballClubs } from '#server/sports/handball/handball-clubs.ts';
import { fixture } from '#server/sports/testing/fixture-server.ts';
import { fixtureUpstream } from '#server/sports/testing/fixture-upstream.ts';
import { expectInvalidResponse } from '#server/sports/testing/invalid-response.ts';

const recorded = (name: string) => fixture(new URL('./fixtures/', import.meta.url), name);
const clubToken = 'cGZhZGk6c2VjcmV0LXRva2Vu';
const basic = `Basic ${clubToken}`;
const upstream = fixtureUpstream(
  {
    '/rest/v1/clubs/140002/teams': { body: recorded('teams-140002.json'), authorization: basic },
    '/rest/v1/teams/28450/games': { body: recorded('games-28450.json'), authorization: basic },
    '/rest/v1/clubs/140002/games': {
      body: recorded('games-club-140002.json'),
      authorization: basic,
    },
    '/rest/v1/teams/28461/games': {
      status: 503,
      body: { message: 'Service Unavailable' },
      authorization: basic,
    },
    '/rest/v1/teams/28490/games': { body: [], delayMs: 2_000, authorization: basic },
    '/rest/v1/teams/28450/group': { body: recorded('group-28450.json'), authorization: basic },
    // A cup-only team: the federation knows no group for it.
    '/rest/v1/teams/28490/group': {
      status: 404,
      body: { message: 'Team is not assigned to a group' },
      authorization: basic,
    },
    '/rest/v1/teams/28461/group': {
      body: { groupId: 3188, groupText: 'U19 Elite - Finalrunde', ranking: [] },
      authorization: basic,
    },
    // Shapes this adapter does not know.
    '/rest/v1/teams/66666/group': {
      body: { groupId: 1, ranking: { rows: [] } },
      authorization: basic,
    },
    '/rest/v1/teams/66666/games': {
      body: { games: [] },
      authorization: basic,
    },
    '/rest/v1/clubs/666666/teams': {
      body: [{ id: 1, name: 'Renamed' }],
      authorization: basic,
    },
  },
  { connectTimeoutMs: 500, totalTimeoutMs: 1_000 },
);

function adapter() {
  return createHandballAdapter(upstream.connection('/rest/v1'));
}

describe('handball adapter', () => {
  it('answers the shipped club list without asking upstream', async () => {
    const before = upstream.requests.length;
    const clubs = await adapter().clubs();
    expect(clubs).toEqual(handballClubs);
    expect(clubs.length).toBeGreaterThanOrEqual(8);
    expect(upstream.requests.length).toBe(before);
  });

  it("lists a club's teams once each, names cleaned, with the current group's league, sending the token as Basic", async () => {
    expect(await adapter().teams('140002', clubToken)).toEqual([
      { id: '28450', name: 'Pfadi Winterthur', liga: 'Quickline Handball League' },
      // Listed for its first round and its final round: once, with the final round's league.
      { id: '28461', name: 'Pfadi Winterthur U19', liga: 'U19 Elite Finalrunde' },
      {
        id: '28490',
        name: 'SG Pfadi Winterthur / Seen Tigers Junioren U15 Promotion',
        liga: 'U15 Promotion',
      },
      { id: '28495', name: 'Pfadi Winterthur U17', liga: 'FU17 Inter' },
      { id: '28499', name: 'Pfadi Winterthur 2', liga: '3. Liga Männer' },
    ]);
    expect(upstream.requests.at(-1)?.authorization).toBe(basic);
  });

  it('maps games: past with half-time, forfeit, today, tomorrow without venue, later, postponed', async () => {
    const games = await adapter().games('28450', '140002', clubToken);
    expect(games.map((game) => [game.id, game.date, game.time, game.result])).toEqual([
      ['640101', '14.11.2026', '18:00', '31:29'],
      ['640115', '21.11.2026', '18:00', '24:33'],
      ['640125', '22.11.2026', '17:00', null],
      ['640127', '23.11.2026', '20:00', null],
      ['640130', '28.11.2026', '19:30', null],
      ['640144', '05.12.2026', '18:00', null],
    ]);
    expect(games[3]).toMatchObject({ teamHome: 'BSV Bern', location: null, city: null });
    expect(games[0]).toEqual({
      id: '640101',
      teamHome: 'Pfadi Winterthur',
      teamAway: 'Kadetten Schaffhausen',
      date: '14.11.2026',
      time: '18:00',
      result: '31:29',
      resultDetail: '(15:14)',
      location: 'AXA Arena',
      city: 'Winterthur',
      teamHomeLogo:
        'https://www.handball.ch/images/logo/28450.png?fallbackType=club&fallbackId=140002',
      teamAwayLogo:
        'https://www.handball.ch/images/logo/28111.png?fallbackType=club&fallbackId=140001',
    });
    // 17:00 UTC is 18:00 in Zurich in November.
    // A forfeit is scored at the table: no half-time, the word instead.
    expect(games[1]).toMatchObject({
      id: '640115',
      time: '18:00',
      result: '24:33',
      resultDetail: 'Forfait',
    });
    expect(games[4]).toMatchObject({
      id: '640130',
      date: '28.11.2026',
      time: '19:30',
      result: null,
      resultDetail: null,
      teamAwayLogo: null,
    });
    // Postponed (status 6): kept with its date, without a result.
    expect(games[5]).toMatchObject({ id: '640144', result: null, resultDetail: null });
  });

  it("finds a game among the games of the user's keyed clubs", async () => {
    const game = await adapter().game('640210', [{ clubId: '140002', apiKey: clubToken }]);
    expect(game).toMatchObject({
      teamHome: 'Pfadi Winterthur U19',
      date: '22.11.2026',
      time: '14:00',
    });
    expect(await adapter().game('640210', [])).toBeNull();
  });

  it('tells a missing token from a rejected one', async () => {
    const before = upstream.requests.length;
    await expect(adapter().teams('140002', null)).rejects.toMatchObject({
      kind: 'club-api-key-required',
    });
    expect(upstream.requests.length).toBe(before);
    await expect(adapter().games('28450', '140002', 'd3JvbmcudG9rZW4=')).rejects.toMatchObject({
      kind: 'club-api-key-invalid',
    });
  });

  it("reads the team's group ranking with goals and the team's row, names cleaned", async () => {
    const table = await adapter().standings('28450', '140002', clubToken);
    expect(table).toMatchObject({
      sport: 'handball',
      teamId: '28450',
      groupName: 'QHL',
      scoreKind: 'goals',
      hasOvertime: false,
    });
    expect(table?.rows[1]).toEqual({
      rank: 2,
      teamId: '28450',
      teamName: 'Pfadi Winterthur',
      games: 10,
      wins: 7,
      draws: 1,
      losses: 2,
      overtimeWins: null,
      overtimeLosses: null,
      scoreFor: 305,
      scoreAgainst: 290,
      points: 15,
      isTeam: true,
    });
    expect(table?.rows.map((row) => row.teamName)).toContain('BSV Bern');
    expect(table?.rows.filter((row) => row.isTeam)).toHaveLength(1);
    expect(upstream.requests.at(-1)).toEqual({
      path: '/rest/v1/teams/28450/group',
      authorization: basic,
    });
  });

  it('answers no table (null) for a team without a group or with an empty ranking', async () => {
    expect(await adapter().standings('28490', '140002', clubToken)).toBeNull();
    expect(await adapter().standings('28461', '140002', clubToken)).toBeNull();
  });

  it('reports answers in a shape it does not know, with federation and path', async () => {
    for (const [ask, path] of [
      [() => adapter().standings('66666', null, clubToken), '/teams/66666/group'],
      [() => adapter().games('66666', null, clubToken), '/teams/66666/games'],
      [() => adapter().teams('666666', clubToken), '/clubs/666666/teams'],
    ] as const) {
      await expectInvalidResponse(ask(), { federation: 'swisshandball', path });
    }
  });

  it('answers an unknown team with no games', async () => {
    expect(await adapter().games('1', '140002', clubToken)).toEqual([]);
  });

  it('reports an upstream 503 and a slow upstream as failures', async () => {
    await expect(adapter().games('28461', '140002', clubToken)).rejects.toMatchObject({
      kind: 'upstream-status',
      upstreamStatus: 503,
    });
    await expect(adapter().games('28490', '140002', clubToken)).rejects.toMatchObject({
      kind: 'timeout',
    });
  });
});
