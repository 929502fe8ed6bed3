import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSession } from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import {
  recordedAnswer,
  startFixtureServer,
  type FixtureServer,
} from '#server/sports/testing/fixture-server.ts';

const clubToken = 'cGZhZGk6c2VjcmV0LXRva2Vu';
const otherClubToken = 'b3RoZXI6Y2x1Yi10b2tlbg==';

/** The handball federation's recorded answer `file`, only to a request with the club's `token`. */
const handballAnswer = (file: string, token = clubToken) => ({
  body: recordedAnswer('handball', file),
  authorization: `Basic ${token}`,
});

let upstream: FixtureServer;

beforeAll(async () => {
  upstream = await startFixtureServer({
    '/rest/v1/clubs/140002/teams': handballAnswer('teams-140002.json'),
    '/rest/v1/teams/28450/games': handballAnswer('games-28450.json'),
    '/rest/v1/clubs/140002/games': handballAnswer('games-club-140002.json'),
    // A second club whose token the federation takes for its teams but not for club 140002's.
    '/rest/v1/clubs/140099/teams': handballAnswer('teams-140002.json', otherClubToken),
    '/indoor/teams?clubId=912011': {
      body: recordedAnswer('volleyball', 'teams-912011.json'),
      authorization: 'vm-key-koeniz-4c1d9e',
    },
  });
});
afterAll(async () => {
  await upstream?.close();
});

// Started after the stand-in federation, closed before it.
const t = signedInServer({ anna: 'anna@pfadi.ch', beat: 'beat@pfadi.ch' }, () => ({
  SPORTS_DATA: 'live',
  SWISSHANDBALL_API_URL: `${upstream.url}/rest/v1`,
  SWISSVOLLEY_API_URL: upstream.url,
}));

function call(session: TestSession | null, method: string, path: string, body?: unknown) {
  return fetch(`${t.server.url}/api/club-api-keys${path}`, {
    method,
    headers: {
      origin: t.server.url,
      ...(session ? { cookie: session.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function handball(session: TestSession | null, query: string) {
  const response = await fetch(
    `${t.server.url}/api/swisshandball?query=${encodeURIComponent(query)}`,
    {
      headers: session ? { cookie: session.cookie } : {},
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: { extensions: { code: string } }[];
    },
  };
}

describe('club API key routes', () => {
  it('needs a signed-in user', async () => {
    expect((await call(null, 'GET', '')).status).toBe(401);
    expect((await call(null, 'PUT', '/handball/140002', { apiKey: clubToken })).status).toBe(401);
    expect((await call(null, 'DELETE', '/handball/140002')).status).toBe(401);
  });

  it('stores a key, lists it by its last four characters only, and never sends it back', async () => {
    const saved = await call(t.anna, 'PUT', '/handball/140002', { apiKey: `Basic ${clubToken}` });
    expect(saved.status).toBe(200);
    const savedText = await saved.text();
    expect(JSON.parse(savedText)).toEqual({
      sport: 'handball',
      clubId: '140002',
      lastFour: 'a2Vu',
    });
    const listed = await call(t.anna, 'GET', '');
    const listedText = await listed.text();
    expect(JSON.parse(listedText)).toEqual({
      keys: [{ sport: 'handball', clubId: '140002', lastFour: 'a2Vu' }],
    });
    expect(savedText + listedText).not.toContain(clubToken);
    expect(await (await call(t.beat, 'GET', '')).json()).toEqual({ keys: [] });
  });

  it("uses the stored key for that club's teams and games, and for no one else", async () => {
    const teams = await handball(t.anna, '{ teams(clubId: "140002") { id name liga } }');
    expect(teams.status).toBe(200);
    expect((teams.body.data?.teams as { name: string }[]).map((team) => team.name)).toContain(
      'Pfadi Winterthur',
    );
    const games = await handball(
      t.anna,
      '{ games(teamId: "28450", clubId: "140002") { id result resultDetail } }',
    );
    expect((games.body.data?.games as { id: string }[])[0]).toEqual({
      id: '640101',
      result: '31:29',
      resultDetail: '(15:14)',
    });
    // Without the clubId the team is found among the clubs the user holds keys for.
    const withoutClub = await handball(t.anna, '{ games(teamId: "28450") { id } }');
    expect((withoutClub.body.data?.games as unknown[]).length).toBe(6);
    const game = await handball(t.anna, '{ game(gameId: "640210") { teamHome } }');
    expect(game.body.data?.game).toEqual({ teamHome: 'Pfadi Winterthur U19' });
    expect(
      upstream.requests.every((request) => request.authorization === `Basic ${clubToken}`),
    ).toBe(true);

    const other = await handball(t.beat, '{ teams(clubId: "140002") { id } }');
    expect([other.status, other.body.errors?.[0]?.extensions.code]).toEqual([
      403,
      'CLUB_API_KEY_REQUIRED',
    ]);
    expect(
      (await handball(t.beat, '{ game(gameId: "640210") { id } }')).body.data?.game,
    ).toBeNull();
  });

  it('refuses with 422 CLUB_API_KEY_REFUSED, storing nothing, a key the federation rejects', async () => {
    const refused = await call(t.beat, 'PUT', '/handball/140002', {
      apiKey: 'bm90LnRoZS5yaWdodC50b2tlbg==',
    });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('CLUB_API_KEY_REFUSED');
    expect(body.error.message).toBe(
      'Der Verband hat diesen API-Schlüssel abgelehnt. Er wurde nicht gespeichert. Prüfe den Schlüssel und versuche es nochmals.',
    );
    expect(await (await call(t.beat, 'GET', '')).json()).toEqual({ keys: [] });
  });

  it('answers 403 CLUB_API_KEY_INVALID when the federation rejects a stored key', async () => {
    // Accepted for its own club's teams when stored; the federation refuses it for 140002's games.
    expect((await call(t.beat, 'PUT', '/handball/140099', { apiKey: otherClubToken })).status).toBe(
      200,
    );
    const games = await handball(t.beat, '{ games(teamId: "28450", clubId: "140099") { id } }');
    expect([games.status, games.body.errors?.[0]?.extensions.code]).toEqual([
      403,
      'CLUB_API_KEY_INVALID',
    ]);
    expect((await call(t.beat, 'DELETE', '/handball/140099')).status).toBe(204);
  });

  it('refuses bad input with 400', async () => {
    expect(
      (await call(t.anna, 'PUT', '/unihockey/406151', { apiKey: 'some-key-1234' })).status,
    ).toBe(400);
    expect((await call(t.anna, 'PUT', '/handball/140002', { apiKey: 'no' })).status).toBe(400);
    expect((await call(t.anna, 'PUT', '/handball/140002', {})).status).toBe(400);
    const notJson = await fetch(`${t.server.url}/api/club-api-keys/handball/140002`, {
      method: 'PUT',
      headers: { origin: t.server.url, cookie: t.anna.cookie, 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(notJson.status).toBe(400);
  });

  it("deletes a key; another user's delete of it finds nothing", async () => {
    expect((await call(t.beat, 'DELETE', '/volleyball/140002')).status).toBe(404);
    await call(t.anna, 'PUT', '/volleyball/912011', { apiKey: 'vm-key-koeniz-4c1d9e' });
    expect((await call(t.beat, 'DELETE', '/volleyball/912011')).status).toBe(404);
    expect((await call(t.anna, 'DELETE', '/volleyball/912011')).status).toBe(204);
    expect(await (await call(t.anna, 'GET', '')).json()).toEqual({
      keys: [{ sport: 'handball', clubId: '140002', lastFour: 'a2Vu' }],
    });
  });
});
