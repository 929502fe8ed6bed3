import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '#server/config/env.ts';
import { createLogger } from '#server/logging/logger.ts';
import { createSportsData } from '#server/sports/sports-data.service.ts';
import { signInTestUser } from '#server/testing/auth.ts';
import { gameInWindow, isoDateOfGame } from '#shared/weekend/weekend.schema.ts';
import { startProductionApp, stopProductionApp, rssOf, MiB } from './production-app.ts';
import { median } from './stats.ts';

/**
 * A weekend as one ZIP against the production build (`dist/server/main.js`, PGlite, demo data) in
 * its own process: one signed-in user, one saved team, ten single-game posts of it and the
 * game-day overview of its games in a window (2160 px PNGs) through POST /api/exports/batch,
 * timed from the request to the last byte, against one single export of the same kind. The app's
 * RSS is sampled every 10 ms from /proc while the batch runs: peak above the idle RSS before it.
 * Targets: the batch at most 4x a single export, its peak below 300 MB above idle. Linux only.
 */

/** A demo team with ten games, and a window of up to 14 days holding two or more of them. */
async function benchTeam() {
  const config = loadConfig({ ...process.env, SPORTS_DATA: 'demo' });
  const data = createSportsData({
    config: config.sports,
    keys: { keyFor: async () => null, keysOf: async () => [] },
    logger: createLogger({ level: 'error', format: 'pretty' }),
  });
  for (const club of await data.clubs('unihockey')) {
    for (const team of await data.teams('unihockey', club.id)) {
      const games = await data.games('unihockey', team.id, club.id);
      if (games.length < 10) continue;
      for (const game of games) {
        const from = isoDateOfGame(game.date) as string;
        const to = new Date(Date.parse(`${from}T00:00:00Z`) + 13 * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const inWindow = games.filter((g) => gameInWindow(g, from, to));
        if (inWindow.length >= 2) return { club, team, games, from, to, inWindow };
      }
    }
  }
  throw new Error('no demo team for the bench');
}

export async function run(): Promise<Record<string, unknown>> {
  const { club, team, games, from, to, inWindow } = await benchTeam();
  const app = await startProductionApp('weekend');
  try {
    const session = await signInTestUser(
      app.url,
      path.join(app.dataDir, 'outbox'),
      'bench@club.ch',
    );
    const call = (method: string, route: string, body?: unknown) =>
      fetch(`${app.url}${route}`, {
        method,
        headers: { origin: app.url, cookie: session.cookie, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    await call('POST', '/api/team-slots', {
      sport: 'unihockey',
      clubId: club.id,
      teamId: team.id,
      teamName: team.name,
    });
    const post = (gameId: string) => ({
      sport: 'unihockey',
      clubId: club.id,
      teamId: team.id,
      gameIds: [gameId],
      mode: 'preview',
      theme: 'default',
    });
    const overview = {
      mode: 'weekend',
      sport: 'unihockey',
      clubId: club.id,
      teams: [{ teamId: team.id, gameIds: inWindow.slice(0, 12).map((g) => g.id) }],
      from,
      to,
      theme: 'default',
    };
    const lastByte = async (route: string, body: unknown) => {
      const started = performance.now();
      const response = await call('POST', route, body);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`${route} ${response.status}: ${bytes}`);
      return { ms: performance.now() - started, bytes: bytes.length };
    };
    // Warm: threads, fonts, crests.
    await lastByte('/api/exports', post(games[0]!.id));
    await lastByte('/api/exports', overview);
    const singles: number[] = [];
    for (let i = 1; i <= 3; i++)
      singles.push((await lastByte('/api/exports', post(games[i]!.id))).ms);
    const posts = [overview, ...games.slice(0, 10).map((g) => post(g.id))];
    const idle = rssOf(app.child.pid!);
    const batches: { ms: number; bytes: number; peak: number }[] = [];
    for (let round = 0; round < 2; round++) {
      let peak = idle;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssOf(app.child.pid!));
      }, 10);
      const answer = await lastByte('/api/exports/batch', { posts });
      clearInterval(sampler);
      batches.push({ ...answer, peak });
    }
    const singleMs = median(singles);
    const batchMs = median(batches.map((b) => b.ms));
    const peakAboveIdleMiB = Math.max(...batches.map((b) => b.peak - idle)) / MiB;
    return {
      what: 'POST /api/exports/batch of 10 single-game posts and the overview (2160 px PNGs, demo data), request to last byte, production build as its own process; against POST /api/exports of one single-game post',
      posts: posts.length,
      singleExportMedianMs: Math.round(singleMs),
      batchMedianMs: Math.round(batchMs),
      batchToSingleRatio: Math.round((batchMs / singleMs) * 100) / 100,
      zipBytes: batches[0]!.bytes,
      idleRssMiB: Math.round(idle / MiB),
      peakAboveIdleMiB: Math.round(peakAboveIdleMiB),
      goalBatchAtMost4xSingle: batchMs <= 4 * singleMs,
      goalPeakBelow300MiB: peakAboveIdleMiB < 300,
    };
  } finally {
    await stopProductionApp(app);
  }
}
