import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportApiPath, sports, type Game, type Sport } from '#shared/sports/sports.ts';
import {
  closedPort,
  recordedAnswer,
  routeKey,
  startFixtureServer,
  type FixtureServer,
} from '#server/sports/testing/fixture-server.ts';
import { acceptsGzip } from '#server/sports/gateway/gateway.routes.ts';
import { silentLogger } from '#server/logging/logger.ts';
import { healthOf } from '#server/testing/api-call.ts';
import { recordingLogger } from '#server/testing/recording-logger.ts';
import { startTestServer, type TestServer } from '#server/testing/test-server.ts';

const gameFields =
  'id teamHome teamAway date time location city result resultDetail teamHomeLogo teamAwayLogo';
const standingsFields =
  'table { sport teamId groupName scoreKind hasOvertime rows { rank teamId teamName games wins draws losses overtimeWins overtimeLosses scoreFor scoreAgainst points isTeam } } reason';
const operatorKey = 'vm-operator-7f20aa51';

/** The live server's log, to see what an operator would see. */
const { logger: liveLogger, lines: logLines } = recordingLogger();

let demoServer: TestServer;
let liveServer: TestServer;
let autoServer: TestServer;
let keylessServer: TestServer;
let upstream: FixtureServer;

beforeAll(async () => {
  const season = String(
    new Date().getMonth() >= 5 ? new Date().getFullYear() : new Date().getFullYear() - 1,
  );
  upstream = await startFixtureServer(
    {
      '/api/clubs': { body: recordedAnswer('unihockey', 'clubs.json') },
      [routeKey('/api/teams', { mode: 'by_club', club_id: '406151', season })]: {
        body: recordedAnswer('unihockey', 'teams-406151.json'),
      },
      [routeKey('/api/games', { mode: 'team', team_id: '429283', season, games_per_page: '100' })]:
        {
          body: recordedAnswer('unihockey', 'games-429283.json'),
        },
      '/api/games/1071901': { body: recordedAnswer('unihockey', 'game-1071901.json') },
      [routeKey('/api/rankings', { season, team_id: '429283' })]: {
        body: recordedAnswer('unihockey', 'rankings-429283.json'),
      },
      // Answers in shapes the adapter does not know.
      [routeKey('/api/teams', { mode: 'by_club', club_id: '666666', season })]: {
        body: { type: 'dropdown', options: [{ label: 'Herren', value: 1 }] },
      },
      [routeKey('/api/rankings', { season, team_id: '666666' })]: {
        body: { type: 'table', data: { groups: [] } },
      },
      '/indoor/clubs': { status: 500, body: { message: 'Server Error' } },
    },
    { notFound: { status: 404, body: recordedAnswer('unihockey', 'error-not-found.json') } },
  );
  const dead = `http://127.0.0.1:${await closedPort()}`;
  // Started together: each start initialises a database, which takes a while on a busy machine.
  [demoServer, liveServer, autoServer, keylessServer] = await Promise.all([
    startTestServer({ SPORTS_DATA: 'demo' }),
    startTestServer(
      {
        SPORTS_DATA: 'live',
        SWISSUNIHOCKEY_API_URL: upstream.url,
        SWISSVOLLEY_API_URL: dead,
        SWISSVOLLEY_API_KEY: operatorKey,
        SWISSHANDBALL_API_URL: `${upstream.url}/rest/v1`,
      },
      liveLogger,
    ),
    startTestServer({
      SPORTS_DATA: 'auto',
      SWISSUNIHOCKEY_API_URL: dead,
      SWISSVOLLEY_API_URL: upstream.url,
      SWISSVOLLEY_API_KEY: operatorKey,
      SWISSHANDBALL_API_URL: `${upstream.url}/rest/v1`,
    }),
    startTestServer({ SPORTS_DATA: 'live', SWISSVOLLEY_API_URL: upstream.url }, silentLogger),
  ]);
}, 180_000);
afterAll(async () => {
  await Promise.all([
    demoServer?.close(),
    liveServer?.close(),
    autoServer?.close(),
    keylessServer?.close(),
  ]);
  await upstream?.close();
  // Four servers stop together; on a busy machine that takes longer than a hook's default.
}, 60_000);

interface GatewayAnswer {
  status: number;
  source: string | null;
  body: {
    data?: Record<string, unknown>;
    errors?: { message: string; extensions: { code: string } }[];
    extensions?: { source: string };
  };
}

async function ask(
  server: TestServer,
  sport: Sport,
  query: string,
  headers: Record<string, string> = {},
): Promise<GatewayAnswer> {
  const response = await fetch(
    `${server.url}/api/${sportApiPath[sport]}?query=${encodeURIComponent(query)}`,
    { headers },
  );
  return {
    status: response.status,
    source: response.headers.get('x-sports-source'),
    body: (await response.json()) as GatewayAnswer['body'],
  };
}

const errorCode = (answer: GatewayAnswer) => answer.body.errors?.[0]?.extensions.code;
const collator = new Intl.Collator('de');

describe.each(sports)('gateway on demo data: %s', (sport) => {
  it('lists clubs sorted by name with German collation and marks the source', async () => {
    const answer = await ask(demoServer, sport, '{ clubs { id name } }');
    expect(answer.status).toBe(200);
    expect(answer.source).toBe('demo');
    expect(answer.body.extensions).toEqual({ source: 'demo' });
    const clubs = answer.body.data?.clubs as { id: string; name: string }[];
    expect(clubs.length).toBeGreaterThanOrEqual(8);
    expect(clubs.map((club) => club.name)).toEqual(
      clubs.map((club) => club.name).sort(collator.compare),
    );
  });

  it('lists teams with leagues, games with all fields, and one game', async () => {
    const clubs = (await ask(demoServer, sport, '{ clubs { id } }')).body.data?.clubs as {
      id: string;
    }[];
    const clubId = clubs[0]!.id;
    const teams = (await ask(demoServer, sport, `{ teams(clubId: "${clubId}") { id name liga } }`))
      .body.data?.teams as { id: string; name: string; liga: string }[];
    expect(teams.length).toBeGreaterThan(0);
    expect(teams[0]?.liga).toMatch(/\S/);
    expect(teams.map((team) => team.name)).toEqual(
      teams.map((team) => team.name).sort(collator.compare),
    );

    const games = (
      await ask(
        demoServer,
        sport,
        `{ games(teamId: "${teams[0]!.id}", clubId: "${clubId}") { ${gameFields} } }`,
      )
    ).body.data?.games as Game[];
    expect(games.length).toBeGreaterThanOrEqual(12);
    expect(games[0]?.date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(games[0]?.time).toMatch(/^\d{2}:\d{2}$/);

    const game = await ask(
      demoServer,
      sport,
      `{ game(gameId: "${games[0]!.id}") { ${gameFields} } }`,
    );
    expect(game.body.data?.game).toEqual(games[0]);
  });

  it("answers a team's table that agrees with its games, and NO_TABLE for an unknown team", async () => {
    const clubs = (await ask(demoServer, sport, '{ clubs { id } }')).body.data?.clubs as {
      id: string;
    }[];
    const teams = (await ask(demoServer, sport, `{ teams(clubId: "${clubs[0]!.id}") { id name } }`))
      .body.data?.teams as { id: string; name: string }[];
    const team = teams[0]!;
    const answer = await ask(
      demoServer,
      sport,
      `{ standings(teamId: "${team.id}", clubId: "${clubs[0]!.id}") { ${standingsFields} } games(teamId: "${team.id}") { result } }`,
    );
    expect(answer.status).toBe(200);
    const { table, reason } = answer.body.data?.standings as {
      table: { scoreKind: string; rows: { teamName: string; games: number; isTeam: boolean }[] };
      reason: string | null;
    };
    expect(reason).toBeNull();
    expect(table.scoreKind).toBe(sport === 'volleyball' ? 'sets' : 'goals');
    const own = table.rows.find((row) => row.isTeam);
    expect(own?.teamName).toBe(team.name);
    const played = (answer.body.data?.games as { result: string | null }[]).filter(
      (game) => game.result !== null,
    );
    expect(own?.games).toBe(played.length);

    const none = await ask(
      demoServer,
      sport,
      '{ standings(teamId: "demo-999-9") { table { groupName } reason } }',
    );
    expect(none.body.data?.standings).toEqual({ table: null, reason: 'NO_TABLE' });
  });

  it('answers an unknown club or team with an empty list and an unknown game with null', async () => {
    const answer = await ask(
      demoServer,
      sport,
      '{ teams(clubId: "demo-999") { id } games(teamId: 424242) { id } game(gameId: "nope") { id } }',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ teams: [], games: [], game: null });
  });
});

/** A GraphQL answer that refuses with one error: its text and its code from the catalogue. */
const refusal = (message: string, code: string) => ({
  errors: [{ message, extensions: { code } }],
});

describe('gateway requests', () => {
  it('accepts POST {query, variables} and the editor preview shape of three games', async () => {
    const games = (await ask(demoServer, 'unihockey', '{ games(teamId: "demo-101-1") { id } }'))
      .body.data?.games as { id: string }[];
    const response = await fetch(`${demoServer.url}/api/swissunihockey`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'query Preview($a: ID!, $b: ID!, $c: ID!) { game(gameId: $a) { teamHome } game2: game(gameId: $b) { teamHome } game3: game(gameId: $c) { teamHome } }',
        variables: { a: games[0]!.id, b: games[1]!.id, c: games[2]!.id },
      }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Record<string, { teamHome: string }> };
    expect(Object.keys(body.data)).toEqual(['game', 'game2', 'game3']);
    expect(body.data.game2?.teamHome).toMatch(/\S/);
  });

  it('sends a kept answer gzip-compressed as it was compressed once, with its length, and plain to a client without gzip', async () => {
    const query = `{ games(teamId: "demo-101-1") { ${gameFields} } }`;
    const raw = (acceptEncoding?: string, asked = query) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
        (resolve, reject) => {
          const url = `${demoServer.url}/api/swissunihockey?query=${encodeURIComponent(asked)}`;
          get(
            url,
            { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            },
          ).on('error', reject);
        },
      );
    const plain = await raw();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answer = JSON.parse(plain.body.toString()) as { data: { games: unknown[] } };
    expect(answer.data.games.length).toBeGreaterThan(3);
    expect(plain.body.length).toBeGreaterThan(1024);

    const first = await raw('gzip, deflate, br');
    const second = await raw('br;q=1, gzip;q=0.5');
    for (const zipped of [first, second]) {
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      // Sent whole with its length, not streamed through a compressor per request.
      expect(zipped.headers['transfer-encoding']).toBeUndefined();
      expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
      expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(answer);
    }
    expect(second.body.equals(first.body)).toBe(true);
    expect(first.body.length).toBeLessThan(plain.body.length / 2);

    const refused = await raw('gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString())).toEqual(answer);

    // A short answer is sent as it is: compressing it would not pay.
    const short = await raw('gzip', '{ game(gameId: "no-such-game") { id } }');
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(Number(short.headers['content-length'])).toBe(short.body.length);
    expect(JSON.parse(short.body.toString())).toEqual({
      data: { game: null },
      extensions: { source: 'demo' },
    });
  });

  it('reads Accept-Encoding for gzip by name, weight and wildcard', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('deflate, GZIP;q=0.3')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0.0, *')).toBe(false);
    expect(acceptsGzip('br, *;q=0.1')).toBe(true);
    expect(acceptsGzip('br, *;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
  });

  it('refuses a syntax error with 400 GRAPHQL_PARSE_FAILED', async () => {
    const answer = await ask(demoServer, 'volleyball', '{ clubs { id name }');
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toBe('GRAPHQL_PARSE_FAILED');
    expect(answer.body.errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  it('refuses an unknown field with 400 GRAPHQL_VALIDATION_FAILED', async () => {
    const answer = await ask(demoServer, 'handball', '{ clubs { id name founded } }');
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(answer.body.errors?.[0]?.message).toContain('founded');
    expect(answer.body.data).toBeUndefined();
  });

  it('refuses a missing query, a too long query, a too deep query and too many root fields', async () => {
    const missing = await fetch(`${demoServer.url}/api/swissunihockey`);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as GatewayAnswer['body']).errors?.[0]?.extensions.code).toBe(
      'BAD_REQUEST',
    );

    const long = await ask(demoServer, 'unihockey', `{ clubs { id ${'name '.repeat(1_000)} } }`);
    expect([long.status, errorCode(long)]).toEqual([400, 'QUERY_TOO_LARGE']);

    const deep = await ask(
      demoServer,
      'unihockey',
      '{ __schema { types { fields { type { ofType { name } } } } } }',
    );
    expect([deep.status, errorCode(deep)]).toEqual([400, 'QUERY_TOO_COMPLEX']);

    const aliases = Array.from({ length: 11 }, (_, i) => `g${i}: game(gameId: "${i}") { id }`).join(
      ' ',
    );
    const wide = await ask(demoServer, 'unihockey', `{ ${aliases} }`);
    expect([wide.status, errorCode(wide)]).toEqual([400, 'QUERY_TOO_COMPLEX']);
  });

  it('refuses more than five fields of sports data in one query with the catalogue text', async () => {
    const teams = (count: number) =>
      Array.from({ length: count }, (_, i) => `t${i}: games(teamId: "demo-101-${i}") { id }`);
    const five = await ask(demoServer, 'unihockey', `{ ${teams(5).join(' ')} }`);
    expect(five.status).toBe(200);
    // Six through a fragment, beside a field that asks no federation.
    const six = `{ __typename ${teams(5).join(' ')} ...More } fragment More on Query { clubs { id } }`;
    const refused = await ask(demoServer, 'unihockey', six);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(
      refusal(
        'Die Abfrage verlangt zu viele Spieldaten auf einmal (höchstens 5 Felder wie games oder teams)',
        'QUERY_TOO_COMPLEX',
      ),
    );
    const french = await ask(demoServer, 'volleyball', six.replace('demo-101', 'demo-201'), {
      'accept-language': 'fr',
    });
    expect([french.status, french.body.errors?.[0]?.message]).toEqual([
      400,
      'La requête demande trop de données de matchs à la fois (5 champs comme games ou teams au maximum)',
    ]);
  });

  it('refuses missing or malformed variables with 400 BAD_USER_INPUT', async () => {
    const missing = await ask(
      demoServer,
      'unihockey',
      'query($id: ID!) { game(gameId: $id) { id } }',
    );
    expect([missing.status, errorCode(missing)]).toEqual([400, 'BAD_USER_INPUT']);
    const malformed = await fetch(
      `${demoServer.url}/api/swissunihockey?query=${encodeURIComponent('{ clubs { id } }')}&variables=%7Bnope`,
    );
    expect(malformed.status).toBe(400);
  });

  it('serves crests as SVG and reports the sources in health', async () => {
    const crest = await fetch(`${demoServer.url}/api/crests/unihockey/demo-101.svg`);
    expect(crest.status).toBe(200);
    expect(crest.headers.get('content-type')).toContain('image/svg+xml');
    expect(await crest.text()).toMatch(/^<svg /);
    expect((await fetch(`${demoServer.url}/api/crests/unihockey/demo-999.svg`)).status).toBe(404);
    expect((await fetch(`${demoServer.url}/api/crests/curling/demo-101.svg`)).status).toBe(404);
    const health = await healthOf(demoServer.url);
    const unchecked = { state: 'unchecked', since: null };
    expect(health.sports).toEqual({
      mode: 'demo',
      unihockey: 'demo',
      volleyball: 'demo',
      handball: 'demo',
      federations: { unihockey: unchecked, volleyball: unchecked, handball: unchecked },
    });
  });
});

describe('gateway on live federations', () => {
  it('serves exactly what the federation answers, marked live', async () => {
    const clubs = await ask(liveServer, 'unihockey', '{ clubs { id name } }');
    expect(clubs.source).toBe('live');
    expect(clubs.body.data?.clubs).toEqual([
      { id: '441021', name: 'Ägerital Unihockey' },
      { id: '406151', name: 'Floorball Köniz Bern' },
      { id: '402004', name: 'UHC Uster' },
      { id: '423403', name: 'Zug United' },
    ]);
    const teams = await ask(liveServer, 'unihockey', '{ teams(clubId: 406151) { id name } }');
    expect(teams.body.data?.teams).toEqual([
      { id: '429301', name: 'Damen GF NLB' },
      { id: '429283', name: 'Herren GF L-UPL' },
      { id: '430155', name: 'Junioren U21 A' },
    ]);
    const games = await ask(liveServer, 'unihockey', '{ games(teamId: "429283") { id result } }');
    expect(
      (games.body.data?.games as { result: string | null }[]).map((game) => game.result),
    ).toEqual(['0:5', '5:3', '4:4', null, null, null, null, null]);
    const game = await ask(
      liveServer,
      'unihockey',
      '{ game(gameId: "1071901") { resultDetail teamAwayLogo } }',
    );
    expect(game.body.data?.game).toEqual({
      resultDetail: '(1:0, 2:1, 2:2)',
      teamAwayLogo:
        'https://res.cloudinary.com/swiss-unihockey/image/upload/t_club_logo/clubs/423403.png',
    });
  });

  it('answers unknown ids of a live federation with [] and null', async () => {
    const answer = await ask(
      liveServer,
      'unihockey',
      '{ teams(clubId: "1") { id } games(teamId: "2") { id } game(gameId: "3") { id } }',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ teams: [], games: [], game: null });
  });

  it('answers 502 UPSTREAM_UNAVAILABLE when a federation cannot be reached in live mode', async () => {
    const answer = await ask(liveServer, 'volleyball', '{ clubs { id } }');
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual(
      refusal('Die Spieldaten sind gerade nicht erreichbar', 'UPSTREAM_UNAVAILABLE'),
    );
  });

  it('answers 403 CLUB_API_KEY_REQUIRED for handball teams without a stored key', async () => {
    const clubs = await ask(liveServer, 'handball', '{ clubs { id name } }');
    expect((clubs.body.data?.clubs as unknown[]).length).toBeGreaterThanOrEqual(8);
    const teams = await ask(liveServer, 'handball', '{ teams(clubId: "140002") { id } }');
    expect([teams.status, errorCode(teams)]).toEqual([403, 'CLUB_API_KEY_REQUIRED']);
  });

  it('in auto mode serves an unreachable federation from demo data and says so', async () => {
    const answer = await ask(autoServer, 'unihockey', '{ clubs { id name } }');
    expect(answer.status).toBe(200);
    expect(answer.source).toBe('demo');
    expect((answer.body.data?.clubs as { id: string }[])[0]?.id).toMatch(/^demo-/);
    const health = await healthOf(autoServer.url);
    expect(health.sports).toMatchObject({
      mode: 'auto',
      unihockey: 'demo',
      volleyball: 'live',
      // No handball key stored: every visitor is served the demo clubs (ADR 019).
      handball: 'demo',
      federations: { unihockey: { state: 'down', error: 'unreachable' } },
    });
  });

  it('in auto mode answers an upstream 500 with 502, not with demo data', async () => {
    const answer = await ask(autoServer, 'volleyball', '{ clubs { id } }');
    expect([answer.status, errorCode(answer)]).toEqual([502, 'UPSTREAM_UNAVAILABLE']);
  });

  it("answers a live team's table from the federation, and NO_TABLE where it has none", async () => {
    const answer = await ask(
      liveServer,
      'unihockey',
      `{ standings(teamId: 429283) { ${standingsFields} } }`,
    );
    expect(answer.status).toBe(200);
    const { table } = answer.body.data?.standings as {
      table: { groupName: string; hasOvertime: boolean; rows: { rank: number; isTeam: boolean }[] };
    };
    expect(table.groupName).toBe('Herren GF L-UPL');
    expect(table.hasOvertime).toBe(true);
    expect(table.rows.filter((row) => row.isTeam).map((row) => row.rank)).toEqual([2]);
    const none = await ask(liveServer, 'unihockey', '{ standings(teamId: 430155) { reason } }');
    expect(none.body.data?.standings).toEqual({ reason: 'NO_TABLE' });
  });

  it('answers an upstream answer in an unexpected shape with the texts of what was loading, logged, never a 500', async () => {
    const teams = await ask(liveServer, 'unihockey', '{ teams(clubId: 666666) { id } }');
    expect(teams.status).toBe(502);
    expect(teams.body).toEqual(refusal('Teams konnten nicht geladen werden', 'TEAMS_LOAD_FAILED'));
    const table = await ask(liveServer, 'unihockey', '{ standings(teamId: 666666) { reason } }', {
      'accept-language': 'en',
    });
    expect([table.status, table.body.errors?.[0]?.message]).toEqual([
      502,
      'The table could not be loaded',
    ]);
    expect(logLines).toContainEqual({
      message: 'sports: federation answered in an unexpected shape',
      fields: expect.objectContaining({ federation: 'swissunihockey', path: '/api/teams' }),
    });
    const health = await healthOf(liveServer.url);
    expect(health.sports.federations.unihockey).toMatchObject({
      state: 'down',
      error: 'invalid-response',
    });
    // The next good answer flips it back.
    await ask(liveServer, 'unihockey', '{ clubs { id } }');
    const again = await healthOf(liveServer.url);
    expect(again.sports.federations.unihockey).toMatchObject({ state: 'up' });
  });

  it('in live mode without any volleyball key says so, and asks nothing', async () => {
    const before = upstream.requests.length;
    const clubs = await ask(keylessServer, 'volleyball', '{ clubs { id } }');
    expect(clubs.status).toBe(403);
    expect(clubs.body.errors?.[0]).toEqual({
      message:
        'Für Volleyball-Daten braucht es einen API-Schlüssel von Swiss Volley (VolleyManager). Hinterlege den Schlüssel deines Clubs im Profil.',
      extensions: { code: 'SWISSVOLLEY_API_KEY_REQUIRED' },
    });
    expect(upstream.requests.length).toBe(before);
    const health = await healthOf(keylessServer.url);
    expect(health.sports.federations.volleyball).toMatchObject({ state: 'needs-key' });
  });
});
