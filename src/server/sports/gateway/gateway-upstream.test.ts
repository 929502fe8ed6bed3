import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '#server/logging/logger.ts';
import { healthOf } from '#server/testing/api-call.ts';
import { startTestServer, type TestServer } from '#server/testing/test-server.ts';
import {
  recordedAnswer,
  startFixtureServer,
  type FixtureServer,
} from '#server/sports/testing/fixture-server.ts';
import { unihockeyGamesRoute } from '#server/sports/testing/unihockey-games.ts';

/**
 * What the gateway asks of the federations, counted at their stand-ins on local HTTP: queries
 * for the same data at the same time share one upstream request, and a federation that is down
 * is not asked again while its back-off runs (answers kept in the cache are still served).
 */
let unihockey: FixtureServer;
let volleyball: FixtureServer;
let server: TestServer;

const gamesRoute = unihockeyGamesRoute('429283');

beforeAll(async () => {
  // The games answer takes a while, so that the queries below arrive while it is on its way.
  unihockey = await startFixtureServer({
    [gamesRoute]: { body: recordedAnswer('unihockey', 'games-429283.json'), delayMs: 300 },
  });
  // Volleyball answers its club list, then is down: 503 for everything else.
  volleyball = await startFixtureServer(
    { '/indoor/clubs': { body: recordedAnswer('volleyball', 'clubs.json') } },
    { notFound: { status: 503, body: { message: 'Service Unavailable' }, delayMs: 200 } },
  );
  // A back-off longer than the test, however busy the machine (the probe after it is tested
  // with the breaker itself, federation-breaker.test.ts).
  const tenMinutes = 10 * 60_000;
  server = await startTestServer(
    {
      SPORTS_DATA: 'live',
      SWISSUNIHOCKEY_API_URL: unihockey.url,
      SWISSVOLLEY_API_URL: volleyball.url,
      SWISSVOLLEY_API_KEY: 'vm-operator-7f20aa51',
    },
    silentLogger,
    { sportsBackoff: { firstMs: tenMinutes, maxMs: tenMinutes } },
  );
}, 120_000);
afterAll(async () => {
  await server?.close();
  await Promise.all([unihockey?.close(), volleyball?.close()]);
}, 60_000);

async function ask(path: string, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions: { code: string } }[];
    },
  };
}

const asked = (federation: FixtureServer, path: string) =>
  federation.requests.filter((request) => request.path === path).length;

describe('gateway upstream requests', { timeout: 30_000 }, () => {
  it('asks the federation once for queries of the same team that arrive together', async () => {
    // Forty queries at once: the same text, other fields, aliases, languages (each its own
    // answer in the gateway's cache), all about the games of one team.
    const queries = Array.from({ length: 40 }, (_, i) => {
      const fields = ['id', 'id result', 'date time', 'teamHome teamAway'][i % 4];
      const alias = i % 3 === 0 ? `g${i}: ` : '';
      const language = ['de', 'en', 'fr', 'it'][i % 4] as string;
      return ask('swissunihockey', `{ ${alias}games(teamId: "429283") { ${fields} } }`, {
        'accept-language': language,
      });
    });
    const answers = await Promise.all(queries);
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    expect(asked(unihockey, gamesRoute)).toBe(1);
    // Later ones are answered from the cache.
    await ask('swissunihockey', '{ games(teamId: "429283") { location } }');
    expect(asked(unihockey, gamesRoute)).toBe(1);
  });

  it('stops asking a federation that is down until its back-off is over', async () => {
    const clubs = await ask('swissvolley', '{ clubs { id } }');
    expect(clubs.status).toBe(200);
    const before = volleyball.requests.length;
    // Forty teams' games: ten at once, whose first three 503s open the breaker, then thirty at
    // once while its back-off runs.
    const statuses: number[] = [];
    for (const [from, count] of [
      [7000, 10],
      [7010, 30],
    ] as const) {
      const answers = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          ask('swissvolley', `{ games(teamId: "${from + i}") { id } }`),
        ),
      );
      for (const answer of answers) {
        expect(answer.body.errors?.[0]).toEqual({
          message: 'Die Spieldaten sind gerade nicht erreichbar',
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        });
      }
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses).toEqual(Array(40).fill(502));
    // The first batch's requests went out together (the federation answers after 200 ms), so at
    // most those ten; three failures in a row open the breaker; none went out after.
    const sent = volleyball.requests.length - before;
    expect(sent).toBeGreaterThanOrEqual(3);
    expect(sent).toBeLessThanOrEqual(10);

    // What the cache holds is still served (another query: not the gateway's answer, the
    // federation's list), and health says it is down and when it will be asked again.
    expect((await ask('swissvolley', '{ clubs { name } }')).status).toBe(200);
    expect(volleyball.requests.length - before).toBe(sent);
    const health = await healthOf(server.url);
    const status = health.sports.federations.volleyball as { state: string; retryAt?: string };
    expect(status).toMatchObject({ state: 'down', error: 'upstream-status' });
    expect(Date.parse(status.retryAt ?? '')).toBeGreaterThan(Date.now());
    expect(health.sports.federations.unihockey).toMatchObject({ state: 'up' });

    const metrics = await (await fetch(`${server.url}/api/metrics`)).text();
    expect(metrics).toContain(
      `matchpost_sports_upstream_requests_total{federation="volleyball",outcome="server-error"} ${sent}`,
    );
    expect(metrics).toContain(
      `matchpost_sports_upstream_refused_total{federation="volleyball",reason="down"} ${40 - sent}`,
    );
    expect(metrics).toContain(
      'matchpost_sports_upstream_requests_total{federation="unihockey",outcome="ok"} 1',
    );
  });
});
