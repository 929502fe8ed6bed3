import { performance } from 'node:perf_hooks';
import { startMetaDouble } from '#server/publishing/demo/start-meta-double.ts';
import { signInTestUser } from '#server/testing/auth.ts';
import { connectChannel } from '#server/testing/publishing-service.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import { setTestTier } from '#server/testing/tier.ts';
import type { Channel } from '#shared/publishing/publication.schema.ts';
import { timingSummary } from './stats.ts';

/**
 * A club's weekend published at one minute (ADR 059): ten result posts (the first game of ten
 * demo unihockey teams) scheduled through POST /api/publications for the same minute, each to
 * an Instagram and a Facebook channel of a Pro workspace, on the Meta double over real HTTP on a
 * port of its own. The app's own publishing runner and job queue publish them (PGlite, the
 * default PUBLISHING_TICK_SECONDS unless set). Figures: time from the scheduled minute to the
 * double's publish (median, p95, max), and what the double published per publication and
 * channel (no duplicate, no miss). Goal: p95 under 60 s.
 */
const POSTS = 10;

export async function run(): Promise<Record<string, unknown>> {
  const double = await startMetaDouble();
  const server = await startTestServer({ ...double.env(), PUBLISHING_WORKER: 'on' });
  try {
    const session = await signInTestUser(server.url, server.outboxDir, 'bench@uhc-thun.ch');
    await setTestTier(server.ctx.database.db, session.userId, 'pro');
    const call = (method: string, route: string, body?: unknown) =>
      fetch(`${server.url}${route}`, {
        method,
        headers: {
          origin: server.url,
          cookie: session.cookie,
          'content-type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    await connectChannel(server.url, session.cookie, 'instagram');
    await connectChannel(server.url, session.cookie, 'facebook');
    const channels = (await (await call('GET', '/api/publishing/channels')).json()) as Channel[];

    // Ten teams' first games: the result posts of a weekend.
    const sports = server.ctx.sports;
    const posts: Record<string, unknown>[] = [];
    for (const club of await sports.clubs('unihockey', {})) {
      for (const team of await sports.teams('unihockey', club.id, {})) {
        const [game] = await sports.games('unihockey', team.id, club.id, {});
        if (!game || posts.length === POSTS) continue;
        posts.push({
          sport: 'unihockey',
          clubId: club.id,
          teamId: team.id,
          gameIds: [game.id],
          format: '4:5',
          isHomeGame: true,
          showResultDetail: true,
          theme: 'default',
        });
      }
      if (posts.length === POSTS) break;
    }

    // The minute two minutes on: every publication is made (and its post drawn) before it.
    const minute = Math.ceil((Date.now() + 120_000) / 60_000) * 60_000;
    const scheduling: number[] = [];
    const captions: string[] = [];
    for (const [i, post] of posts.entries()) {
      const caption = `Resultat ${i + 1} #unihockey`;
      const started = performance.now();
      const response = await call('POST', '/api/publications', {
        channelIds: channels.map((c) => c.id),
        kind: 'feed',
        posts: [post],
        caption,
        publishAt: new Date(minute).toISOString(),
      });
      if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
      scheduling.push(performance.now() - started);
      captions.push(caption);
    }
    if (Date.now() >= minute) throw new Error('the publications took longer than the lead time');

    const expected = captions.length * channels.length;
    const mine = () => double.published.filter((m) => captions.includes(m.caption));
    const deadline = minute + 5 * 60_000;
    while (mine().length < expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Ten seconds more for a duplicate to show.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const published = mine();
    const delays = published.map((m) => m.at.getTime() - minute);
    const perTarget = new Map<string, number>();
    for (const m of published) {
      const key = `${m.platform} ${m.caption}`;
      perTarget.set(key, (perTarget.get(key) ?? 0) + 1);
    }
    return {
      publications: captions.length,
      channels: channels.map((c) => c.platform),
      tickSeconds: server.ctx.config.publishingWorker.tickMs / 1000,
      schedulingOne: timingSummary(scheduling, 0),
      fromMinuteToPublish: timingSummary(delays, 0),
      expected,
      published: published.length,
      duplicates: [...perTarget.values()].filter((n) => n > 1).length,
      missing: expected - perTarget.size,
    };
  } finally {
    await server.close();
    await double.close();
  }
}
