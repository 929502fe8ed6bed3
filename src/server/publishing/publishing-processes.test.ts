import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APP } from '#server/config/env-publishing.ts';
import { openPostgres, type Database } from '#server/db/database.ts';
import { publicationTargets } from '#server/db/schema.ts';
import { createMetaDouble, type MetaDouble } from '#server/publishing/demo/meta-double.ts';
import { createDemoAdapter } from '#server/sports/demo/demo.adapter.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { startPostgresServer, type PostgresServer } from '#server/testing/postgres-server.ts';
import { startS3TestServer, type S3TestServer } from '#server/testing/s3-test-server.ts';
import { connectChannel } from '#server/testing/publishing-service.ts';
import {
  startServerProcessPair,
  type ServerProcess,
  type ServerProcessPair,
} from '#server/testing/server-process.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { until } from '#server/testing/until.ts';
import type { Channel, Publication } from '#shared/publishing/publication.schema.ts';

/**
 * Publishing with two app processes on one PostgreSQL server, both running the publishing
 * scheduler and a worker of the job queue, against the Meta double over real HTTP (ADR 059):
 * a publication goes out once whichever process takes it; a process killed with SIGKILL while
 * its media_publish call is under way (Meta published, the answer never came) leaves its job to
 * the other process after the lease, which asks the container and posts nothing again. Both
 * keep their files in one S3-compatible store, as several processes must. Each
 * process reaches the double under a path of its own (/a, /b), so the test knows who called.
 */
let postgres: PostgresServer;
let s3: S3TestServer;
let database: Database;
let processes: ServerProcessPair;
let a: ServerProcess;
let b: ServerProcess;
let session: TestSession;
let double: MetaDouble;
let doubleServer: Server;
let channel: Channel;
let post: Record<string, unknown>;

const call = (server: ServerProcess, method: string, route: string, body?: unknown) =>
  processes.call(server, session, method, route, body);

async function publicationOn(server: ServerProcess, id: string): Promise<Publication> {
  return (await (await call(server, 'GET', `/api/publications/${id}`)).json()) as Publication;
}

const postedWith = (caption: string) => double.published.filter((m) => m.caption === caption);

beforeAll(async () => {
  double = createMetaDouble();
  const root = new Hono();
  root.route('/a', double.app);
  root.route('/b', double.app);
  root.route('/', double.app);
  doubleServer = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(s as Server),
    );
  });
  const doubleUrl = `http://127.0.0.1:${(doubleServer.address() as AddressInfo).port}`;
  [postgres, s3] = await Promise.all([startPostgresServer(), startS3TestServer()]);
  processes = await startServerProcessPair((name) => ({
    DATABASE_URL: postgres.url,
    // One store for both, as in production: Meta fetches a file whichever process stored it.
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    APP_SECRET: 'publishing-processes-secret-0123456789abc',
    PUBLISHING: 'meta',
    INSTAGRAM_APP_ID: DEMO_APP.appId,
    INSTAGRAM_APP_SECRET: DEMO_APP.appSecret,
    FACEBOOK_APP_ID: DEMO_APP.appId,
    FACEBOOK_APP_SECRET: DEMO_APP.appSecret,
    INSTAGRAM_AUTHORIZE_URL: `${doubleUrl}/${name}/instagram/oauth/authorize`,
    INSTAGRAM_TOKEN_URL: `${doubleUrl}/${name}/instagram/oauth/access_token`,
    INSTAGRAM_GRAPH_URL: `${doubleUrl}/${name}/instagram/graph`,
    FACEBOOK_AUTHORIZE_URL: `${doubleUrl}/${name}/facebook/dialog/oauth`,
    FACEBOOK_GRAPH_URL: `${doubleUrl}/${name}/facebook/graph`,
    FACEBOOK_RUPLOAD_URL: `${doubleUrl}/${name}/facebook/rupload`,
    PUBLISHING_WORKER: 'on',
    PUBLISHING_TICK_SECONDS: '1',
    GAME_DAY_MAILS: 'off',
    JOB_POLL_SECONDS: '1',
    JOB_MAINTENANCE_SECONDS: '1',
    // A run that outlasts its lease is taken up by the other process; the app's own is 300 s.
    JOB_LEASE_SECONDS: '10',
    JOB_RETRY_DELAY_SECONDS: '1',
  }));
  ({ a, b } = processes);
  database = await openPostgres(postgres.url);
  session = await signInTestUser(a.url, a.outboxDir, 'anna@uhc-thun.ch');
  await setTestTier(database.db, session.userId, 'pro');
  expect(
    (await connectChannel(a.url, session.cookie, 'instagram')).location.searchParams.get(
      'connected',
    ),
  ).toBe('instagram');
  const channels = (await (await call(a, 'GET', '/api/publishing/channels')).json()) as Channel[];
  channel = channels[0]!;
  // The post's team is saved, through the other process.
  const body = await firstDemoGamePost();
  post = body;
  expect(
    (
      await call(b, 'POST', '/api/team-slots', {
        sport: body.sport,
        clubId: body.clubId,
        teamId: body.teamId,
        teamName: 'Team',
      })
    ).status,
  ).toBe(201);
}, 240_000);

/**
 * The body of POST /api/exports for the first game of the first unihockey team of the demo data
 * (as firstGameExport makes it for an in-process server), from the demo data both processes serve.
 */
async function firstDemoGamePost(): Promise<Record<string, unknown>> {
  const demo = createDemoAdapter('unihockey', () => new Date());
  const [club] = await demo.clubs();
  const [team] = await demo.teams(club!.id, null);
  const [game] = await demo.games(team!.id, club!.id, null);
  return {
    sport: 'unihockey',
    clubId: club!.id,
    teamId: team!.id,
    gameIds: [game!.id],
    mode: 'preview',
    format: '4:5',
    isHomeGame: true,
    showResultDetail: true,
    theme: 'default',
  };
}

afterAll(async () => {
  processes?.stop();
  await database?.close();
  await Promise.all([postgres?.stop(), s3?.stop()]);
  await new Promise<void>((resolve) => {
    if (!doubleServer) return resolve();
    doubleServer.close(() => resolve());
    doubleServer.closeAllConnections();
  });
}, 60_000);

describe('publishing with two app processes on one PostgreSQL', () => {
  it('publishes a publication once, whichever process takes it', async () => {
    const caption = 'Zwei Prozesse, ein Beitrag';
    const created = await call(b, 'POST', '/api/publications', {
      channelIds: [channel.id],
      kind: 'feed',
      posts: [post],
      caption,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const done = await until(
      () => publicationOn(a, id),
      (p) => p.state === 'published' || p.state === 'failed',
      60_000,
    );
    expect(done.state).toBe('published');
    expect(postedWith(caption)).toHaveLength(1);
    // Nothing is left for either process's rounds: the target is no longer scheduled.
    const [target] = await database.db
      .select()
      .from(publicationTargets)
      .where(eq(publicationTargets.publicationId, id));
    expect(target!.state).toBe('published');
  }, 90_000);

  it('finishes the publication of a process killed in media_publish once, on the other process', async () => {
    const caption = 'Mitten im Veröffentlichen beendet';
    const callsBefore = double.calls.length;
    double.faults.push({ call: 'media_publish', kind: 'timeout-after' });
    const created = await call(a, 'POST', '/api/publications', {
      channelIds: [channel.id],
      kind: 'feed',
      posts: [post],
      caption,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // Meta has published; the process that called waits for an answer that does not come.
    await until(
      () => postedWith(caption).length,
      (n) => n === 1,
      60_000,
    );
    const publishCall = double.calls.findLast((c) => c.path.endsWith('/media_publish'))!;
    const killed = publishCall.path.startsWith('/a/') ? a : b;
    const survivor = killed === a ? b : a;
    killed.child.kill('SIGKILL');
    await killed.exited;
    const [target] = await database.db
      .select()
      .from(publicationTargets)
      .where(eq(publicationTargets.publicationId, id));
    // The container and the intent were stored before the call.
    expect(target!.containerId).toBe(postedWith(caption)[0]!.containerId);
    expect(target!.publishBegunAt).not.toBeNull();
    // After the lease (10 s) the survivor takes the job up, asks the container: PUBLISHED.
    const done = await until(
      () => publicationOn(survivor, id),
      (p) => p.state === 'published' || p.state === 'failed',
      90_000,
    );
    expect(done.state).toBe('published');
    expect(done.channels[0]!.permalink).toBe(postedWith(caption)[0]!.permalink);
    expect(postedWith(caption)).toHaveLength(1);
    const survivorPrefix = survivor === a ? '/a/' : '/b/';
    // media_publish was called once for it: by the process that was killed.
    const publishCalls = double.calls
      .slice(callsBefore)
      .filter((c) => c.path.endsWith('/media_publish'));
    expect(publishCalls).toEqual([publishCall]);
    // The survivor read the container's status and published nothing.
    expect(
      double.calls.some(
        (c) => c.path.startsWith(survivorPrefix) && c.path.endsWith(`/${target!.containerId}`),
      ),
    ).toBe(true);
  }, 150_000);
});
