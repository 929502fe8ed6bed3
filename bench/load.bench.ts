// The tools project does not include src: pull in the s3rver typings its test server uses.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../src/server/testing/s3rver.d.ts" />
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { formats } from '#shared/templates/formats.ts';
import { themeIds } from '#shared/themes/theme-colors.ts';
import { startPostgresServer } from '#server/testing/postgres-server.ts';
import { startS3TestServer, type S3TestServer } from '#server/testing/s3-test-server.ts';
import { baselineBuild, type BaselineBuild } from './baseline-build.ts';
import {
  MiB,
  signInToApp,
  startProductionApp,
  stopProductionApp,
  rssOf,
  type ProductionApp,
} from './production-app.ts';
import { median, percentile } from './stats.ts';

/**
 * The production path under load (docs/export.md): the production build (`node
 * dist/server/main.js`, NODE_ENV=production) on a real PostgreSQL server and an S3-compatible
 * store, 20 signed-in users exporting for 60 s, one export each in flight, while 5 clients ask a
 * cached games query every 50 ms and a probe in a process of its own asks GET /api/health every
 * 50 ms (as a load balancer does; the generator's own event loop, busy with the downloads, would
 * add its own delays).
 *
 * Two series:
 * - new posts: every user exports posts of its own team that it has not made before, the game,
 *   the look and the format changing with each export (PNG at 2x);
 * - the same post: every user exports one post of its own team over and over.
 *
 * Figures: posts/s, latency, failures, the app's peak RSS, health p99 (goal at most 100 ms),
 * sports query p95. `BENCH_BASELINE=<git ref>` runs the same series against that commit's build
 * in the same run (baseline-build.ts), each series of the two builds one after the other.
 * `BENCH_CPU_PROFILE=dir` writes this build's main-thread CPU profile into `dir`.
 *
 * The load generator, the probe, PostgreSQL and the app share the machine's cores.
 */
const users = 20;
const durationMs = 60_000;
const sportsClients = 5;
const cpuProfileDir = process.env.BENCH_CPU_PROFILE;
const baselineRef = process.env.BENCH_BASELINE;

const round = (value: number) => Number(value.toFixed(1));

/** Sign-in is limited per address: each user asks from its own. */
const signIn = (app: ProductionApp, i: number) =>
  signInToApp(app, `load${i}@club.ch`, { 'x-forwarded-for': `198.51.100.${i + 1}` });

async function gql<T>(base: string, query: string): Promise<T> {
  const response = await fetch(`${base}/api/swissunihockey?query=${encodeURIComponent(query)}`);
  return ((await response.json()) as { data: T }).data;
}

interface TeamGames {
  clubId: string;
  teamId: string;
  games: { id: string; result: string | null }[];
}

/** Teams of the demo's clubs with their games: user i exports team i (modulo the teams). */
async function teamsWithGames(base: string): Promise<TeamGames[]> {
  const { clubs } = await gql<{ clubs: { id: string }[] }>(base, '{ clubs { id } }');
  const found: TeamGames[] = [];
  for (const club of clubs) {
    const { teams } = await gql<{ teams: { id: string }[] }>(
      base,
      `{ teams(clubId: "${club.id}") { id } }`,
    );
    for (const team of teams) {
      const { games } = await gql<{ games: { id: string; result: string | null }[] }>(
        base,
        `{ games(teamId: "${team.id}") { id result } }`,
      );
      if (games.length > 0) found.push({ clubId: club.id, teamId: team.id, games });
    }
  }
  if (found.length === 0) throw new Error('no team with games in the demo data');
  return found;
}

/**
 * The n-th post of a user: with `fresh`, the game, the look and the format change with every
 * export (game n, look n, format n + n/4: a combination comes back only after all of them).
 */
function postBody(team: TeamGames, n: number, fresh: boolean): string {
  const k = fresh ? n : 0;
  const game = team.games[k % team.games.length]!;
  return JSON.stringify({
    sport: 'unihockey',
    clubId: team.clubId,
    teamId: team.teamId,
    gameIds: [game.id],
    theme: themeIds[k % themeIds.length],
    format: formats[(k + Math.floor(k / themeIds.length)) % formats.length],
    mode: game.result ? 'result' : 'preview',
    isHomeGame: true,
    showResultDetail: true,
  });
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

/** One series against one app: every user exporting for `durationMs`. */
async function series(
  app: ProductionApp,
  cookies: string[],
  teams: TeamGames[],
  fresh: boolean,
  idleRss: number,
) {
  const base = app.url;
  const gamesQuery = `{ games(teamId: "${teams[0]!.teamId}") { id teamHome teamAway date time result } }`;
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(app.child.pid ?? 0));
  }, 250);
  const exportMs: number[] = [];
  const statuses: Record<string, number> = {};
  const sportsMs: number[] = [];
  let sportsFailed = 0;
  const started = Date.now();
  const deadline = started + durationMs;
  const exporter = async (cookie: string, team: TeamGames, offset: number) => {
    for (let n = offset; Date.now() < deadline; n++) {
      const t0 = performance.now();
      try {
        const response = await fetch(`${base}/api/exports`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, cookie },
          body: postBody(team, n, fresh),
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status === 200) exportMs.push(performance.now() - t0);
      } catch {
        statuses.network = (statuses.network ?? 0) + 1;
      }
    }
  };
  const sportsClient = async () => {
    while (Date.now() < deadline) {
      const t0 = performance.now();
      try {
        const response = await fetch(
          `${base}/api/swissunihockey?query=${encodeURIComponent(gamesQuery)}`,
        );
        await response.arrayBuffer();
        if (response.ok) sportsMs.push(performance.now() - t0);
        else sportsFailed++;
      } catch {
        sportsFailed++;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const probe = healthProbe(base, deadline);
  const generatorLoop = monitorEventLoopDelay({ resolution: 10 });
  generatorLoop.enable();
  await Promise.all([
    // Each user its own team; offsets apart, so no two users start on the same combination.
    ...cookies.map((cookie, i) => exporter(cookie, teams[i % teams.length]!, i * 7)),
    ...Array.from({ length: sportsClients }, () => sportsClient()),
  ]);
  generatorLoop.disable();
  const probed = await probe;
  const elapsed = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const failed = Object.entries(statuses)
    .filter(([status]) => status !== '200')
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    posts: exportMs.length,
    failed,
    statuses,
    postsPerSecond: round(exportMs.length / elapsed),
    exportMedianMs: round(median(exportMs)),
    exportP95Ms: round(percentile(exportMs, 95)),
    idleRssMiB: round(idleRss / MiB),
    peakRssMiB: round(peakRss / MiB),
    healthChecks: probed.times.length,
    healthFailed: probed.failed,
    healthMedianMs: round(median(probed.times)),
    healthP99Ms: round(percentile(probed.times, 99)),
    goalHealthP99AtMost100Ms: percentile(probed.times, 99) <= 100,
    sportsMedianMs: round(median(sportsMs)),
    sportsP95Ms: round(percentile(sportsMs, 95)),
    sportsFailed,
    generatorLoopDelayP99Ms: round(generatorLoop.percentile(99) / 1e6),
    loadAverage: loadavg().map((value) => round(value)),
  };
}

interface Build {
  name: string;
  app: ProductionApp;
  cookies: string[];
  teams: TeamGames[];
  idleRss: number;
}

export async function run(): Promise<Record<string, unknown>> {
  const loadAverageAtStart = loadavg().map((value) => round(value));
  const postgres = await startPostgresServer();
  const stores: S3TestServer[] = [];
  const builds: Build[] = [];
  let baseline: BaselineBuild | undefined;
  try {
    if (baselineRef) baseline = baselineBuild(baselineRef);
    const roots: { name: string; root?: string }[] = [{ name: 'this build' }];
    if (baseline) roots.push({ name: `baseline ${baseline.commit}`, root: baseline.root });
    for (const [index, { name, root }] of roots.entries()) {
      // A database and a store of its own for each build.
      const database = `load_${index}`;
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      await client.query(`CREATE DATABASE ${database}`);
      await client.end();
      const s3 = await startS3TestServer();
      stores.push(s3);
      const app = await startProductionApp('load', {
        root,
        nodeArgs:
          index === 0 && cpuProfileDir
            ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`]
            : undefined,
        env: {
          DATABASE_URL: postgres.url.replace(/\/postgres$/, `/${database}`),
          S3_BUCKET: s3.bucket,
          S3_ENDPOINT: s3.endpoint,
          S3_ACCESS_KEY_ID: s3.accessKeyId,
          S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
          // Each simulated user comes from its own address (X-Forwarded-For), as through a proxy.
          TRUST_PROXY: 'true',
          // Every user's export in flight is admitted; they wait their turn for a thread.
          EXPORT_QUEUE_MAX: '100',
        },
      });
      const idleRss = rssOf(app.child.pid ?? 0);
      const cookies: string[] = [];
      for (let i = 0; i < users; i++) cookies.push(await signIn(app, i));
      builds.push({ name, app, cookies, teams: await teamsWithGames(app.url), idleRss });
    }
    const results: Record<string, Record<string, unknown>> = {};
    for (const fresh of [true, false]) {
      for (const build of builds) {
        const figures = await series(build.app, build.cookies, build.teams, fresh, build.idleRss);
        (results[build.name] ??= {})[fresh ? 'newPosts' : 'samePost'] = figures;
      }
    }
    return {
      loadAverageAtStart,
      setup: `${users} signed-in users (free plan, each its own team of ${builds[0]?.teams.length ?? 0}), one export each in flight, ${durationMs / 1000} s per series; new posts: game, look and format changing with every export; ${sportsClients} clients asking a cached games query every 50 ms; health asked every 50 ms by a probe process; production build on PostgreSQL 15 and s3rver, generator, probe, database and app on the same cores`,
      goalNewPostsPerSecondAtLeast14:
        (results['this build']?.newPosts as { postsPerSecond: number })?.postsPerSecond >= 14,
      ...results,
    };
  } finally {
    for (const build of builds) await stopProductionApp(build.app).catch(() => undefined);
    for (const store of stores) await store.stop();
    await postgres.stop();
    baseline?.remove();
  }
}
