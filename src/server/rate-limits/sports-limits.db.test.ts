import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '#server/testing/api-call.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import { sportsLimits } from '#server/rate-limits/sports-limit.service.ts';
import {
  recordedAnswer,
  startFixtureServer,
  type FixtureServer,
} from '#server/sports/testing/fixture-server.ts';

/**
 * The sports endpoints' per-caller limits: an anonymous caller is counted by address, a signed-in
 * one by user; a query costs one unit per field of live data (demo data costs nothing); beyond
 * the limit the query is answered 429 RATE_LIMITED with Retry-After and asks no federation; the
 * counters live in the database, so a second process sees them.
 */
let federation: FixtureServer;
beforeAll(async () => {
  // The unihockey federation's stand-in: every team is unknown there (its recorded 404), which
  // the adapter answers as no games, after one request per team.
  federation = await startFixtureServer(
    {},
    { notFound: { status: 404, body: recordedAnswer('unihockey', 'error-not-found.json') } },
  );
});
afterAll(async () => {
  await federation?.close();
});

const federationEnv = () => ({
  SPORTS_DATA: 'auto',
  SWISSUNIHOCKEY_API_URL: federation.url,
  TRUST_PROXY: 'true',
});
const t = signedInServer({ anna: 'anna@uhc-thun.ch', ben: 'ben@uhc-thun.ch' }, federationEnv);

const { max, windowSeconds } = sportsLimits.address;
const fieldsPerQuery = 5;
let nextTeam = 100_000;

/** A query for the games of `count` teams the federation was never asked about. */
function freshTeams(count: number): string {
  const fields = Array.from(
    { length: count },
    (_, i) => `t${i}: games(teamId: "${nextTeam++}") { id }`,
  );
  return `{ ${fields.join(' ')} }`;
}

function ask(
  baseUrl: string,
  caller: { address: string; session?: TestSession },
  query: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return apiCall(
    baseUrl,
    caller.session ?? null,
    'POST',
    '/api/swissunihockey',
    { query },
    { 'x-forwarded-for': caller.address, ...headers },
  );
}

/**
 * Uses up a caller's limit with one query of five teams' games, asked 120 times, twenty at a
 * time; all answered. The answers come from the cache after the first: they count all the same.
 */
async function useUp(baseUrl: string, caller: { address: string; session?: TestSession }) {
  expect(max % fieldsPerQuery).toBe(0);
  const query = freshTeams(fieldsPerQuery);
  const statuses: number[] = [];
  for (let sent = 0; sent < max / fieldsPerQuery; sent += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, max / fieldsPerQuery - sent) }, async () => {
        const response = await ask(baseUrl, caller, query);
        await response.arrayBuffer();
        return response.status;
      }),
    );
    statuses.push(...batch);
  }
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
}

async function expectLimited(response: Response, message: string) {
  expect(response.status).toBe(429);
  const wait = Number(response.headers.get('retry-after'));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  expect(await response.json()).toEqual({
    errors: [{ message, extensions: { code: 'RATE_LIMITED' } }],
  });
}

const german = 'Zu viele Anfragen. Bitte versuche es später erneut.';

describe('sports limits', { timeout: 120_000 }, () => {
  it('counts an anonymous caller by address, a unit per field of live data, and refuses beyond the limit without asking the federation', async () => {
    expect(sportsLimits.address).toEqual({ max: 600, windowSeconds: 600 });
    const caller = { address: '198.51.100.7' };
    const before = federation.requests.length;
    // 120 queries of five teams each: 600 units; one federation request per team.
    await useUp(t.server.url, caller);
    expect(federation.requests.length - before).toBe(fieldsPerQuery);

    const asked = federation.requests.length;
    await expectLimited(await ask(t.server.url, caller, freshTeams(1)), german);
    await expectLimited(
      await ask(t.server.url, caller, freshTeams(1), { 'accept-language': 'it' }),
      'Troppe richieste. Riprova più tardi.',
    );
    expect(federation.requests.length).toBe(asked);

    // Demo data asks no federation and costs nothing; another address has its own count.
    const demo = await ask(t.server.url, caller, '{ games(teamId: "demo-101-1") { id } }');
    expect(demo.status).toBe(200);
    expect((await ask(t.server.url, { address: '198.51.100.8' }, freshTeams(5))).status).toBe(200);

    const metrics = await (await fetch(`${t.server.url}/api/metrics`)).text();
    expect(metrics).toContain('matchpost_sports_rate_limited_total{caller="address"} 2');
    expect(metrics).toMatch(
      /matchpost_sports_upstream_requests_total\{federation="unihockey",outcome="client-error"\} \d+/,
    );
  });

  it('counts a signed-in caller by user, wherever the queries come from', async () => {
    expect(sportsLimits.user).toEqual({ max: 600, windowSeconds: 600 });
    await useUp(t.server.url, { address: '198.51.100.20', session: t.anna });
    // Anna from another address: still her count.
    await expectLimited(
      await ask(t.server.url, { address: '198.51.100.21', session: t.anna }, freshTeams(1)),
      german,
    );
    // Ben from Anna's address, and anonymous callers there, are not held up.
    const ben = await ask(
      t.server.url,
      { address: '198.51.100.20', session: t.ben },
      freshTeams(5),
    );
    expect(ben.status).toBe(200);
    const anonymous = await ask(t.server.url, { address: '198.51.100.20' }, freshTeams(5));
    expect(anonymous.status).toBe(200);
  });

  it('counts an IPv6 caller by its /64 network', async () => {
    await useUp(t.server.url, { address: '2001:db8:7:1::10' });
    await expectLimited(
      await ask(t.server.url, { address: '2001:db8:7:1:ab:cd:ef:99' }, freshTeams(1)),
      german,
    );
    const elsewhere = await ask(t.server.url, { address: '2001:db8:7:2::10' }, freshTeams(1));
    expect(elsewhere.status).toBe(200);
  });

  // Two processes share a database only on a PostgreSQL server (PGlite is one process's file),
  // so this one is part of the db-postgres project's run, not of db-pglite's.
  const onServer = process.env.TEST_DB_KIND === 'postgres' ? it : undefined;
  onServer?.('holds across two app processes on one database', async () => {
    if (t.server.ctx.config.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const second = await startTestServer({
      ...federationEnv(),
      DATABASE_URL: t.server.ctx.config.database.url,
    });
    try {
      const caller = { address: '198.51.100.30' };
      await useUp(t.server.url, caller);
      await expectLimited(await ask(second.url, caller, freshTeams(1)), german);
      expect((await ask(second.url, { address: '198.51.100.31' }, freshTeams(1))).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
