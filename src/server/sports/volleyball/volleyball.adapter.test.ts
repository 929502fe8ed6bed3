import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '#server/sports/response-cache.ts';
import {
  fixture,
  routeKey,
  startFixtureServer,
  type FixtureServer,
} from '#server/sports/testing/fixture-server.ts';
import { createUpstreamClient } from '#server/sports/upstream/upstream-client.ts';
import { createVolleyballAdapter } from '#server/sports/volleyball/volleyball.adapter.ts';

const recorded = (name: string) => fixture(new URL('./fixtures/', import.meta.url), name);
const clubKey = 'vm-key-koeniz-4c1d9e';
let upstream: FixtureServer;

beforeAll(async () => {
  upstream = await startFixtureServer(
    {
      '/indoor/clubs': { body: recorded('clubs.json') },
      [routeKey('/indoor/teams', { clubId: '912011' })]: {
        body: recorded('teams-912011.json'),
        authorization: clubKey,
      },
      [routeKey('/indoor/games', { teamId: '5511', includeCup: '1' })]: {
        body: recorded('games-5511.json'),
        authorization: clubKey,
      },
      [routeKey('/indoor/games', { teamId: '5512', includeCup: '1' })]: {
        body: [],
        authorization: clubKey,
      },
      [routeKey('/indoor/games', { teamId: '5590', includeCup: '1' })]: {
        body: [],
        authorization: clubKey,
      },
      [routeKey('/indoor/games', { teamId: '5599', includeCup: '1' })]: {
        status: 500,
        body: { message: 'Server Error' },
        authorization: clubKey,
      },
      [routeKey('/indoor/games', { teamId: '8888', includeCup: '1' })]: {
        body: [],
        delayMs: 2_000,
      },
    },
    { unauthorized: { status: 401, body: recorded('invalid-key.json') } },
  );
});
afterAll(async () => {
  await upstream?.close();
});

function adapter() {
  return createVolleyballAdapter({
    baseUrl: upstream.url,
    client: createUpstreamClient({ connectTimeoutMs: 200, totalTimeoutMs: 300 }),
    cache: new ResponseCache(),
  });
}

describe('volleyball adapter', () => {
  it('maps clubs', async () => {
    expect(await adapter().clubs()).toEqual([
      { id: '912011', name: 'Volley Köniz' },
      { id: '912044', name: 'VBC Züri Unterland' },
      { id: '913305', name: 'Volley Amriswil' },
    ]);
  });

  it("maps a club's teams with their league, sending the club's key", async () => {
    expect(await adapter().teams('912011', clubKey)).toEqual([
      { id: '5511', name: 'Volley Köniz', liga: 'NLA Frauen' },
      { id: '5512', name: 'Volley Köniz II', liga: '1. Liga Frauen' },
      { id: '5590', name: 'Volley Köniz U23', liga: null },
    ]);
    expect(upstream.requests.at(-1)?.authorization).toBe(clubKey);
  });

  it('maps games: set scores in both upstream forms, cup games, missing logos, no result yet', async () => {
    const games = await adapter().games('5511', '912011', clubKey);
    expect(games).toEqual([
      {
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
      },
      expect.objectContaining({
        id: '201102',
        result: '3:2',
        resultDetail: '(25:23, 18:25, 25:20, 22:25, 15:12)',
        teamHomeLogo: null,
        city: 'Aesch',
      }),
      expect.objectContaining({
        id: '209877',
        teamAway: 'VBC Cheseaux',
        date: '26.11.2026',
        time: '20:00',
        result: null,
        resultDetail: null,
        teamAwayLogo: null,
      }),
      expect.objectContaining({ id: '201110', result: null, resultDetail: null }),
    ]);
  });

  it('finds one game among the teams of the clubs the user holds keys for', async () => {
    const game = await adapter().game('209877', [{ clubId: '912011', apiKey: clubKey }]);
    expect(game?.teamHome).toBe('Volley Köniz');
    expect(await adapter().game('209877', [])).toBeNull();
    expect(await adapter().game('1', [{ clubId: '912011', apiKey: clubKey }])).toBeNull();
  });

  it('tells a missing key from a rejected one', async () => {
    await expect(adapter().teams('912011', null)).rejects.toMatchObject({
      kind: 'club-api-key-required',
    });
    await expect(adapter().teams('912011', 'wrong-key-0000')).rejects.toMatchObject({
      kind: 'club-api-key-invalid',
      upstreamStatus: 401,
    });
  });

  it('answers an unknown team with no games', async () => {
    const unknown = await createVolleyballAdapter({
      baseUrl: upstream.url,
      client: createUpstreamClient(),
      cache: new ResponseCache(),
    }).games('404404', null, clubKey);
    expect(unknown).toEqual([]);
  });

  it('reports an upstream 500 and a slow upstream as failures', async () => {
    await expect(adapter().games('5599', '912011', clubKey)).rejects.toMatchObject({
      kind: 'upstream-status',
      upstreamStatus: 500,
    });
    await expect(adapter().games('8888', null, clubKey)).rejects.toMatchObject({ kind: 'timeout' });
  });
});
