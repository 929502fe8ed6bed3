import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '#server/db/database.ts';
import { readInvitationToken, signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { postForm } from '#server/testing/form-upload.ts';
import { plainJpeg } from '#server/testing/pictures.ts';
import { startPostgresServer, type PostgresServer } from '#server/testing/postgres-server.ts';
import { startS3TestServer, type S3TestServer } from '#server/testing/s3-test-server.ts';
import {
  startServerProcessPair,
  type ServerProcess,
  type ServerProcessPair,
} from '#server/testing/server-process.ts';
import { setTestTier } from '#server/testing/tier.ts';

/**
 * Two app processes on one PostgreSQL server and one S3-compatible store, as behind a load
 * balancer: each has its own data directory and memory, and they serve one user interchangeably.
 * Both start at the same moment, so they also race for the migrations.
 */
let postgres: PostgresServer;
let s3: S3TestServer;
let database: Database;
let processes: ServerProcessPair;
let a: ServerProcess;
let b: ServerProcess;
let session: TestSession;
const appSecret = 'stateless-test-secret-0123456789abcdef';

beforeAll(async () => {
  [postgres, s3] = await Promise.all([startPostgresServer(), startS3TestServer()]);
  processes = await startServerProcessPair(() => ({
    DATABASE_URL: postgres.url,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    APP_SECRET: appSecret,
  }));
  ({ a, b } = processes);
  database = await openPostgres(postgres.url);
  session = await signInTestUser(a.url, a.outboxDir, 'anna@uhc-thun.ch');
  await setTestTier(database.db, session.userId, 'pro');
}, 180_000);

afterAll(async () => {
  processes?.stop();
  await database?.close();
  await Promise.all([postgres?.stop(), s3?.stop()]);
}, 60_000);

/** A request to either process as Anna's browser sends it. */
const call = (server: ServerProcess, method: string, route: string, body?: unknown) =>
  processes.call(server, session, method, route, body);

describe('two app processes on one PostgreSQL and one S3 store', () => {
  it('accept a session made on the other', async () => {
    const me = await call(b, 'GET', '/api/me');
    expect(me.status).toBe(200);
    expect(await me.text()).toContain(session.userId);
  }, 30_000);

  it('show and export a background uploaded on the other', async () => {
    const photo = await plainJpeg(1200, 1500, '#1d4ed8');
    const uploaded = await postForm(a.url, session.cookie, '/api/backgrounds', {
      bytes: photo,
      name: 'halle.jpg',
      type: 'image/jpeg',
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };

    const listed = await call(b, 'GET', '/api/backgrounds');
    expect(listed.status).toBe(200);
    const list = JSON.stringify(await listed.json());
    expect(list).toContain(id);
    const url = /"url":"([^"]+)"/.exec(list)?.[1];
    expect(url).toBeTruthy();
    const file = await fetch(url!);
    expect(file.status).toBe(200);

    const sports = await call(
      b,
      'GET',
      `/api/swissunihockey?query=${encodeURIComponent('{ clubs { id } }')}`,
    );
    const clubId = ((await sports.json()) as { data: { clubs: { id: string }[] } }).data.clubs[0]!
      .id;
    const teamsAnswer = await call(
      b,
      'GET',
      `/api/swissunihockey?query=${encodeURIComponent(`{ teams(clubId: "${clubId}") { id } }`)}`,
    );
    const teamId = ((await teamsAnswer.json()) as { data: { teams: { id: string }[] } }).data
      .teams[0]!.id;
    const gamesAnswer = await call(
      b,
      'GET',
      `/api/swissunihockey?query=${encodeURIComponent(`{ games(teamId: "${teamId}") { id } }`)}`,
    );
    const gameId = ((await gamesAnswer.json()) as { data: { games: { id: string }[] } }).data
      .games[0]!.id;

    const exported = await call(b, 'POST', '/api/exports', {
      sport: 'unihockey',
      clubId,
      teamId,
      gameIds: [gameId],
      theme: 'default',
      mode: 'preview',
      isHomeGame: true,
      backgroundId: id,
    });
    expect(exported.status, await exported.clone().text()).toBe(200);
    expect(exported.headers.get('content-type')).toBe('image/png');
    const png = await sharp(Buffer.from(await exported.arrayBuffer())).metadata();
    expect([png.width, png.height]).toEqual([2160, 2700]);
  }, 60_000);

  it('list a template saved on the other', async () => {
    const created = await call(a, 'POST', '/api/templates', {
      name: 'Heimspiel',
      supportedGames: 1,
      svgConfig: {
        elements: [
          { id: 'title', type: 'text', x: 540, y: 200, content: 'Matchday', fontSize: 64 },
        ],
        backgroundColor: '#102030',
        format: '4:5',
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const listed = await call(b, 'GET', '/api/templates');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).toContain(id);
  }, 30_000);

  it("take a member's removal on one as given on the other, at the next request", async () => {
    const ben = await signInTestUser(a.url, a.outboxDir, 'ben@uhc-thun.ch');
    const created = await call(a, 'POST', '/api/workspaces', { name: 'UHC Thun' });
    expect(created.status, await created.clone().text()).toBe(201);
    const club = (await created.json()) as { id: string };
    await setTestTier(database.db, club.id, 'pro');
    const invited = await call(a, 'POST', `/api/workspaces/${club.id}/invitations`, {
      email: ben.email,
      role: 'editor',
    });
    expect(invited.status, await invited.clone().text()).toBe(201);
    // The invitation's mail went out of process a.
    const token = await readInvitationToken(a.outboxDir, ben.email);
    const accepted = await processes.call(b, ben, 'POST', `/api/invitations/${token}/accept`);
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const workspaceOf = async () => {
      const me = await processes.call(b, ben, 'GET', '/api/me');
      return ((await me.json()) as { workspace: { id: string } }).workspace.id;
    };
    expect(await workspaceOf()).toBe(club.id);

    const removed = await call(a, 'DELETE', `/api/workspaces/${club.id}/members/${ben.userId}`);
    expect(removed.status).toBe(204);
    expect(await workspaceOf()).toBe(ben.userId);
    const members = await processes.call(b, ben, 'GET', `/api/workspaces/${club.id}/members`);
    expect(members.status).toBe(404);
  }, 60_000);
});
