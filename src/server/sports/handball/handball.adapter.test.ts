import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandballAdapter } from '#server/sports/handball/handball.adapter.ts';
import { handballClubs } from '#server/sports/handball/handball-clubs.ts';
import { ResponseCache } from '#server/sports/response-cache.ts';
import {
  fixture,
  startFixtureServer,
  type FixtureServer,
} from '#server/sports/testing/fixture-server.ts';
import { createUpstreamClient } from '#server/sports/upstream/upstream-client.ts';

const recorded = (name: string) => fixture(new URL('./fixtures/', import.meta.url), name);
const clubToken = 'cGZhZGk6c2VjcmV0LXRva2Vu';
const basic = `Basic ${clubToken}`;
let upstream: FixtureServer;

beforeAll(async () => {
  upstream = await startFixtureServer({
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
  });
});
afterAll(async () => {
  await upstream?.close();
});

function adapter() {
  return createHandballAdapter({
    baseUrl: `${upstream.url}/rest/v1`,
    client: createUpstreamClient({ connectTimeoutMs: 200, totalTimeoutMs: 300 }),
    cache: new ResponseCache(),
  });
}

describe('handball adapter', () => {
  it('answers the shipped club list without asking upstream', async () => {
    const before = upstream.requests.length;
    const clubs = await adapter().clubs();
    expect(clubs).toEqual(handballClubs);
    expect(clubs.length).toBeGreaterThanOrEqual(8);
    expect(upstream.requests.length).toBe(before);
  });

  it("maps a club's teams with their league, sending the club token as Basic", async () => {
    expect(await adapter().teams('140002', clubToken)).toEqual([
      { id: '28450', name: 'Pfadi Winterthur', liga: 'Quickline Handball League' },
      { id: '28461', name: 'Pfadi Winterthur U19', liga: 'U19E' },
      {
        id: '28490',
        name: 'SG Pfadi Winterthur / Seen Tigers Junioren U15 Promotion',
        liga: 'U15 Promotion',
      },
    ]);
    expect(upstream.requests.at(-1)?.authorization).toBe(basic);
  });

  it('maps games: played statuses with half-time, cup games, UTC times, scheduled and postponed without result', async () => {
    const games = await adapter().games('28450', '140002', clubToken);
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
    expect(games[1]).toMatchObject({
      id: '640115',
      time: '18:00',
      result: '24:33',
      resultDetail: '(11:17)',
    });
    expect(games[2]).toMatchObject({
      id: '640130',
      date: '28.11.2026',
      time: '19:30',
      result: null,
      resultDetail: null,
      teamAwayLogo: null,
    });
    expect(games[3]).toMatchObject({ id: '640144', result: null, resultDetail: null });
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
