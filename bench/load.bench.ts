// The tools project does not include src: pull in the s3rver typings its test server uses.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../src/server/testing/s3rver.d.ts" />
import { spawn } from 'node:child_process';
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startPostgresServer } from '#server/testing/postgres-server.ts';
import { startS3TestServer, type S3TestServer } from '#server/testing/s3-test-server.ts';
import {
  signInToApp,
  startProductionApp,
  stopProductionApp,
  rssOf,
  type ProductionApp,
} from './production-app.ts';
import { median, percentile } from './stats.ts';

/**
 * The production path under load: the production build (`node dist/server/main.js`,
 * NODE_ENV=production) on a real PostgreSQL server and an S3-compatible store, 50 signed-in
 * users each exporting a post over and over for 60 s, while 5 clients ask a cached sports query.
 * Then the same with two processes behind a small round-robin proxy. Figures: exports/s, export
 * latency (median, p95), errors, peak RSS of the app processes, sports query latency under load,
 * and GET /api/health latency (one check every 50 ms: it waits only for the main thread and a
 * `SELECT 1`, so its p99 shows how long the main thread is kept busy by exports). The health
 * checks are asked by a probe in a process of its own (health-probe.ts), as a load balancer asks
 * them: the generator's own event loop, busy with the 50 users' downloads (and the proxy's
 * copying in the second run), would add its own delays. The same checks from inside the
 * generator and the generator's event loop delay are reported beside them, to show the difference.
 *
 * `BENCH_CPU_PROFILE=dir` starts the first process with `--cpu-prof` into `dir` (the main
 * thread's profile, written when it stops), to see what of an export still runs there.
 *
 * On the 2-core bench machine the load generator, the proxy, PostgreSQL and the app share the
 * cores, so the second process mostly shows that nothing breaks, not a doubling.
 */
const users = 50;
const durationMs = 60_000;
const sportsClients = 5;
const cpuProfileDir = process.env.BENCH_CPU_PROFILE;
// The app's bound on the main thread's utilisation for starting exports (ADR 041), to compare.
const loopBusyPercent = process.env.EXPORT_LOOP_BUSY_PERCENT;

function startLoadApp(
  env: Record<string, string>,
  appUrl?: string,
  nodeArgs?: string[],
): Promise<ProductionApp> {
  return startProductionApp('load', {
    nodeArgs,
    env: {
      // Each simulated user comes from its own address (X-Forwarded-For), as through a proxy.
      TRUST_PROXY: 'true',
      // 50 exports in flight at once: admitted, queued behind the two render slots.
      EXPORT_QUEUE_MAX: '100',
      ...(loopBusyPercent ? { EXPORT_LOOP_BUSY_PERCENT: loopBusyPercent } : {}),
      ...env,
    },
    appUrl,
  });
}

/** A tiny round-robin HTTP proxy in front of the processes. */
async function startRoundRobin(targets: string[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const target = new URL(targets[next++ % targets.length]!);
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => {
      server.closeAllConnections();
      agent.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Sign-in is limited per address: each user asks from its own. */
const signIn = (app: ProductionApp, i: number) =>
  signInToApp(app, `load${i}@club.ch`, { 'x-forwarded-for': `198.51.100.${i + 1}` });

const round = (value: number) => Number(value.toFixed(1));

async function gql(base: string, query: string): Promise<unknown> {
  const response = await fetch(`${base}/api/swissunihockey?query=${encodeURIComponent(query)}`);
  return ((await response.json()) as { data: unknown }).data;
}

/** One load run against `base` (a process or the proxy) with sessions made on `first`. */
async function loadRun(base: string, origin: string, apps: ProductionApp[], cookies: string[]) {
  const { clubs } = (await gql(base, '{ clubs { id } }')) as { clubs: { id: string }[] };
  const clubId = clubs[0]!.id;
  const { teams } = (await gql(base, `{ teams(clubId: "${clubId}") { id } }`)) as {
    teams: { id: string }[];
  };
  const teamId = teams[0]!.id;
  const gamesQuery = `{ games(teamId: "${teamId}") { id teamHome teamAway date time result } }`;
  const { games } = (await gql(base, gamesQuery)) as { games: { id: string }[] };
  const body = JSON.stringify({
    sport: 'unihockey',
    clubId,
    teamId,
    gameIds: [games[0]!.id],
    theme: 'default',
    mode: 'preview',
    isHomeGame: true,
  });

  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(
      peakRss,
      apps.reduce((sum, app) => sum + rssOf(app.child.pid ?? 0), 0),
    );
  }, 250);

  const exportMs: number[] = [];
  const statuses: Record<string, number> = {};
  let bytes = 0;
  const sportsMs: number[] = [];
  const sportsFailed = { count: 0 };
  const healthMs: number[] = [];
  const healthFailed = { count: 0 };
  const started = Date.now();
  const deadline = started + durationMs;

  const exporter = async (cookie: string) => {
    while (Date.now() < deadline) {
      const t0 = performance.now();
      try {
        const response = await fetch(`${base}/api/exports`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, cookie },
          body,
        });
        const png = await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status === 200) {
          exportMs.push(performance.now() - t0);
          bytes = png.byteLength;
        }
      } catch {
        statuses.network = (statuses.network ?? 0) + 1;
      }
    }
  };
  /** Asks `url` every 50 ms until the deadline, timing each answer; counts the failed ones. */
  const timedClient = (url: string, times: number[], failed: { count: number }) => async () => {
    while (Date.now() < deadline) {
      const t0 = performance.now();
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.ok) times.push(performance.now() - t0);
        else failed.count++;
      } catch {
        failed.count++;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const sportsClient = timedClient(
    `${base}/api/swissunihockey?query=${encodeURIComponent(gamesQuery)}`,
    sportsMs,
    sportsFailed,
  );
  const healthClient = timedClient(`${base}/api/health`, healthMs, healthFailed);
  const probe = healthProbe(base, deadline);
  const generatorLoop = monitorEventLoopDelay({ resolution: 10 });
  generatorLoop.enable();
  await Promise.all([
    ...cookies.map((cookie) => exporter(cookie)),
    ...Array.from({ length: sportsClients }, () => sportsClient()),
    healthClient(),
  ]);
  generatorLoop.disable();
  const probed = await probe;
  const elapsed = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const loopHolds = await Promise.all(apps.map((app) => loopHoldsOf(app)));
  const failed = Object.entries(statuses)
    .filter(([status]) => status !== '200')
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    exports: exportMs.length,
    failed,
    statuses,
    exportsPerSecond: round(exportMs.length / elapsed),
    exportMedianMs: round(median(exportMs)),
    exportP95Ms: round(percentile(exportMs, 95)),
    pngBytes: bytes,
    peakRssMiB: round(peakRss / 2 ** 20),
    sportsQueries: sportsMs.length,
    sportsFailed: sportsFailed.count,
    sportsMedianMs: round(median(sportsMs)),
    sportsP95Ms: round(percentile(sportsMs, 95)),
    healthChecks: probed.times.length,
    healthFailed: probed.failed,
    healthMedianMs: round(median(probed.times)),
    healthP99Ms: round(percentile(probed.times, 99)),
    goalHealthP99AtMost100Ms: percentile(probed.times, 99) <= 100,
    healthInGeneratorMedianMs: round(median(healthMs)),
    healthInGeneratorP99Ms: round(percentile(healthMs, 99)),
    healthInGeneratorFailed: healthFailed.count,
    generatorLoopDelayP99Ms: round(generatorLoop.percentile(99) / 1e6),
    goalSportsP95AtMost150Ms: percentile(sportsMs, 95) <= 150,
    loopHolds,
    loadAverage: loadavg().map((value) => round(value)),
  };
}

/** Runs health-probe.ts in a process of its own until `deadline`; answers its timings. */
function healthProbe(base: string, deadline: number): Promise<{ times: number[]; failed: number }> {
  const probe = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'health-probe.ts'), base, String(deadline)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  probe.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    probe.once('error', reject);
    probe.once('close', (code) => {
      if (code === 0) resolve(JSON.parse(output) as { times: number[]; failed: number });
      else reject(new Error(`the health probe ended with ${code}`));
    });
  });
}

/**
 * How often each process left a free render slot for its main thread's sake (ADR 041), read
 * from its /api/metrics (a loopback scraper needs no token).
 */
async function loopHoldsOf(app: ProductionApp): Promise<number | null> {
  const text = await (await fetch(`${app.url}/api/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('matchpost_export_loop_holds_total '));
  return line === undefined ? null : Number(line.split(' ')[1]);
}

export async function run(): Promise<Record<string, unknown>> {
  const loadAverageAtStart = loadavg().map((value) => round(value));
  const postgres = await startPostgresServer();
  let s3: S3TestServer | undefined;
  const apps: ProductionApp[] = [];
  try {
    s3 = await startS3TestServer();
    const env = {
      DATABASE_URL: postgres.url,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    };
    const first = await startLoadApp(
      env,
      undefined,
      cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : undefined,
    );
    apps.push(first);
    const cookies: string[] = [];
    for (let i = 0; i < users; i++) cookies.push(await signIn(first, i));

    const oneProcess = await loadRun(first.url, first.url, [first], cookies);

    const second = await startLoadApp(env, first.url);
    apps.push(second);
    const proxy = await startRoundRobin([first.url, second.url]);
    let twoProcesses;
    try {
      twoProcesses = await loadRun(proxy.url, first.url, [first, second], cookies);
    } finally {
      await proxy.stop();
    }
    return {
      loadAverageAtStart,
      exportLoopBusyPercent: loopBusyPercent ?? 'default',
      setup: `${users} signed-in users, one export each in flight, ${durationMs / 1000} s per run; 5 clients asking a cached games query every 50 ms; production build on PostgreSQL 15 and s3rver; load generator, proxy, database and app on the same cores`,
      oneProcess,
      twoProcessesBehindRoundRobin: twoProcesses,
    };
  } finally {
    for (const app of apps) await stopProductionApp(app).catch(() => undefined);
    await s3?.stop();
    await postgres.stop();
  }
}
