import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { recordedAnswer } from '#server/sports/testing/fixture-server.ts';
import { signInTestUser } from '#server/testing/auth.ts';
import { startBenchServer } from './bench-server.ts';

/**
 * The sports endpoint under abuse by one caller: 1,000 POSTs to /api/swissunihockey, 50 at a
 * time, against a stand-in of the unihockey federation on local HTTP that counts what it is
 * asked (every team's games answered from the recorded table after 20 ms). Per series: the
 * answers by status, the 429s and their Retry-After, and the upstream requests they caused.
 * Series: anonymous and signed in, each query asking for ten and for five teams' games (new team
 * ids every query, so no cache helps); 1,000 times the same query (what coalescing and the cache
 * save); a federation that is down (it answers 503), one new team per query; and one that hangs
 * (it answers after 10 s, beyond the app's 8 s), with 200 queries in flight as in the outside
 * probe, where what counts is how many calls go out before the first one times out. Each series
 * is a caller of its own (its own address through X-Forwarded-For, the app behind a trusted
 * proxy). `BENCH_SERIES=name,...` runs only those series.
 */
const requestsPerSeries = 1_000;
const inFlight = 50;
const federationLatencyMs = 20;

interface Federation {
  url: string;
  requests(): number;
  close(): Promise<void>;
}

/**
 * The federation's stand-in: every team's games are the recorded table, after `gamesLatencyMs`
 * (anything else is unknown, after the usual latency); `status` 503 is down.
 */
async function startFederation(
  status: 200 | 503,
  gamesLatencyMs = federationLatencyMs,
): Promise<Federation> {
  const games = JSON.stringify(recordedAnswer('unihockey', 'games-429283.json'));
  let count = 0;
  const server = http.createServer((request, response) => {
    count += 1;
    const url = new URL(request.url ?? '/', 'http://federation');
    const latency = url.pathname === '/api/games' ? gamesLatencyMs : federationLatencyMs;
    setTimeout(() => {
      if (status !== 200) {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end('{"message":"Service Unavailable"}');
        return;
      }
      response.writeHead(url.pathname === '/api/games' ? 200 : 404, {
        'content-type': 'application/json',
      });
      response.end(url.pathname === '/api/games' ? games : '{"object":"error"}');
    }, latency);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A query for the games of `teams` team ids, each under an alias of its own. */
function gamesQuery(teamIds: string[]): string {
  const fields = teamIds
    .map((id, index) => `t${index}: games(teamId: "${id}") { id date result }`)
    .join(' ');
  return `{ ${fields} }`;
}

interface Series {
  requests: number;
  byStatus: Record<string, number>;
  rateLimited: number;
  retryAfterSeconds: number | null;
  upstreamRequests: number;
  elapsedMs: number;
}

async function series(
  appUrl: string,
  federation: Federation,
  caller: { address: string; cookie?: string },
  queryOf: (index: number) => string,
  concurrency = inFlight,
): Promise<Series> {
  const before = federation.requests();
  const byStatus: Record<string, number> = {};
  let retryAfter: number | null = null;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requestsPerSeries) {
        const index = next++;
        const response = await fetch(`${appUrl}/api/swissunihockey`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: appUrl,
            'x-forwarded-for': caller.address,
            ...(caller.cookie ? { cookie: caller.cookie } : {}),
          },
          body: JSON.stringify({ query: queryOf(index) }),
        });
        await response.arrayBuffer();
        byStatus[response.status] = (byStatus[response.status] ?? 0) + 1;
        const wait = response.headers.get('retry-after');
        if (response.status === 429 && wait !== null && retryAfter === null) {
          retryAfter = Number(wait);
        }
      }
    }),
  );
  const elapsedMs = Math.round(performance.now() - started);
  // Calls still in flight when the last answer came (a breaker's probe) are counted too.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    requests: requestsPerSeries,
    byStatus,
    rateLimited: byStatus['429'] ?? 0,
    retryAfterSeconds: retryAfter,
    upstreamRequests: federation.requests() - before,
    elapsedMs,
  };
}

/** Team ids no query asked before: `teams` per query, from a range of its own per series. */
const freshTeams = (range: number, teams: number) => (index: number) =>
  gamesQuery(Array.from({ length: teams }, (_, t) => String(range + index * teams + t)));

/** The app's own counts of upstream requests and refusals (GET /api/metrics, loopback). */
async function sportsMetrics(appUrl: string): Promise<string[]> {
  const text = await (await fetch(`${appUrl}/api/metrics`)).text();
  return text
    .split('\n')
    .filter(
      (line) =>
        /^matchpost_sports_(upstream_requests|upstream_refused|rate_limited)/.test(line) &&
        !line.endsWith(' 0'),
    );
}

export async function run(): Promise<Record<string, unknown>> {
  const wanted = process.env.BENCH_SERIES?.split(',').filter(Boolean) ?? [];
  const runs = (name: string) => wanted.length === 0 || wanted.includes(name);
  const up = await startFederation(200);
  const down = await startFederation(503);
  const hanging = await startFederation(200, 10_000);
  const env = (federation: Federation, mode: string) => ({
    SPORTS_DATA: mode,
    SWISSUNIHOCKEY_API_URL: federation.url,
    TRUST_PROXY: 'true',
  });
  const live = await startBenchServer('sports-abuse', {
    addressUpFront: true,
    env: env(up, 'live'),
  });
  const auto = await startBenchServer('sports-abuse-down', { env: env(down, 'auto') });
  const stuck = await startBenchServer('sports-abuse-hanging', { env: env(hanging, 'auto') });
  try {
    const session = await signInTestUser(
      live.url,
      path.join(live.dataDir, 'outbox'),
      'bench-sports@club.ch',
    );
    const signedIn = (address: string) => ({ address, cookie: session.cookie });
    const plan: [string, () => Promise<Series>][] = [
      [
        'anonymousTenTeams',
        () => series(live.url, up, { address: '203.0.113.1' }, freshTeams(1_000_000, 10)),
      ],
      [
        'anonymousFiveTeams',
        () => series(live.url, up, { address: '203.0.113.2' }, freshTeams(2_000_000, 5)),
      ],
      [
        'signedInTenTeams',
        () => series(live.url, up, signedIn('203.0.113.3'), freshTeams(3_000_000, 10)),
      ],
      [
        'signedInFiveTeams',
        () => series(live.url, up, signedIn('203.0.113.4'), freshTeams(4_000_000, 5)),
      ],
      [
        'anonymousSameQuery',
        () => series(live.url, up, { address: '203.0.113.5' }, () => gamesQuery(['5000000'])),
      ],
      [
        'federationDownOneTeam',
        () => series(auto.url, down, { address: '203.0.113.6' }, freshTeams(6_000_000, 1)),
      ],
      [
        'federationHangingOneTeam',
        () => series(stuck.url, hanging, { address: '203.0.113.7' }, freshTeams(7_000_000, 1), 200),
      ],
    ];
    const results: Record<string, Series> = {};
    for (const [name, measure] of plan) if (runs(name)) results[name] = await measure();
    return {
      requestsPerSeries,
      inFlight,
      federationLatencyMs,
      ...results,
      metrics: {
        live: await sportsMetrics(live.url),
        down: await sportsMetrics(auto.url),
        hanging: await sportsMetrics(stuck.url),
      },
    };
  } finally {
    await Promise.all([live.close(), auto.close(), stuck.close()]);
    await Promise.all([up.close(), down.close(), hanging.close()]);
  }
}
