import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '#server/db/database.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { startPostgresServer, type PostgresServer } from '#server/testing/postgres-server.ts';
import {
  startServerProcessPair,
  type ServerProcess,
  type ServerProcessPair,
} from '#server/testing/server-process.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { ZipEntryReader, type ZipEntry } from '#shared/exports/zip-entries.ts';
import { heavyTemplate } from '#shared/templates/testing/costly-templates.ts';

/**
 * One user's share of exports (two in flight) and their one weekend batch hold across two app
 * processes on one PostgreSQL server (ADR 054), as behind a load balancer; another user's
 * exports and batch go through beside them on either process.
 */
let postgres: PostgresServer;
let database: Database;
let processes: ServerProcessPair;
let a: ServerProcess;
let b: ServerProcess;
let anna: TestSession;
let beat: TestSession;
let templateId: string;
let post: (gameId: string, template?: string) => Record<string, unknown>;
let gameIds: string[];

/** The first unihockey team of the demo data with at least three games, through the gateway. */
async function demoTeam(server: ServerProcess, session: TestSession) {
  const ask = async <T>(query: string): Promise<T> => {
    const answer = await processes.call(
      server,
      session,
      'GET',
      `/api/swissunihockey?query=${encodeURIComponent(query)}`,
    );
    return ((await answer.json()) as { data: T }).data;
  };
  const { clubs } = await ask<{ clubs: { id: string }[] }>('{ clubs { id } }');
  for (const club of clubs) {
    const { teams } = await ask<{ teams: { id: string }[] }>(
      `{ teams(clubId: "${club.id}") { id } }`,
    );
    for (const team of teams) {
      const { games } = await ask<{ games: { id: string }[] }>(
        `{ games(teamId: "${team.id}") { id } }`,
      );
      if (games.length >= 3)
        return { clubId: club.id, teamId: team.id, gameIds: games.map((g) => g.id) };
    }
  }
  throw new Error('no unihockey team with three games in the demo data');
}

beforeAll(async () => {
  postgres = await startPostgresServer();
  processes = await startServerProcessPair(() => ({
    DATABASE_URL: postgres.url,
    // One secret, as behind a balancer: a session made on one process is good on the other.
    APP_SECRET: 'export-places-test-secret-0123456789abcdef',
  }));
  ({ a, b } = processes);
  database = await openPostgres(postgres.url);
  anna = await signInTestUser(a.url, a.outboxDir, 'anna@uhc-thun.ch');
  beat = await signInTestUser(a.url, a.outboxDir, 'beat@uhc-thun.ch');
  await setTestTier(database.db, anna.userId, 'pro');
  await setTestTier(database.db, beat.userId, 'pro');
  const team = await demoTeam(a, anna);
  gameIds = team.gameIds;
  post = (gameId, template) => ({
    sport: 'unihockey',
    clubId: team.clubId,
    teamId: team.teamId,
    gameIds: [gameId],
    mode: 'preview',
    ...(template ? { templateId: template } : { theme: 'default' }),
  });
  // Anna's posts draw the costliest kind of template the rules allow, so that each takes long
  // enough for the others to be decided while it draws.
  const created = await processes.call(a, anna, 'POST', '/api/templates', {
    name: 'Schwer',
    supportedGames: 1,
    svgConfig: heavyTemplate,
  });
  expect(created.status, await created.clone().text()).toBe(201);
  templateId = ((await created.json()) as { id: string }).id;
  // Each process draws once before the test, so the first drawings' start-up is behind them.
  for (const server of [a, b]) {
    const warm = await processes.call(server, beat, 'POST', '/api/exports', post(gameIds[0]!));
    expect(warm.status).toBe(200);
    await warm.arrayBuffer();
  }
}, 240_000);

afterAll(async () => {
  processes?.stop();
  await database?.close();
  await postgres?.stop();
}, 60_000);

/** Reads a ZIP answer to its end; its entries. */
async function entriesOf(response: Response): Promise<ZipEntry[]> {
  const reader = new ZipEntryReader();
  const entries: ZipEntry[] = [];
  const stream = response.body!.getReader();
  for (;;) {
    const { done, value } = await stream.read();
    if (done) return entries;
    entries.push(...reader.push(value));
  }
}

async function codeOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

describe("one user's exports on two processes", () => {
  it('run two at once across both, the rest refused with 429, while another user exports on either', async () => {
    // Two at each process at the same moment: each process alone would take both of its own.
    const annas = [a, a, b, b].map((server) =>
      processes.call(server, anna, 'POST', '/api/exports', post(gameIds[0]!, templateId)),
    );
    const beats = [a, b].map((server) =>
      processes.call(server, beat, 'POST', '/api/exports', post(gameIds[1]!)),
    );
    const answers = await Promise.all(annas);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 429, 429]);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await codeOf(refused)).toBe('EXPORT_BUSY');
    }
    for (const answer of await Promise.all(beats)) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
    }
    await Promise.all(
      answers.filter((answer) => answer.status === 200).map((answer) => answer.arrayBuffer()),
    );
  }, 120_000);
});

describe("one user's weekend batch on two processes", () => {
  it('runs one at a time across both, another user batches beside it, and the next is accepted once it ends', async () => {
    const batch = (server: ServerProcess, session: TestSession, posts: unknown[]) =>
      processes.call(server, session, 'POST', '/api/exports/batch', { posts });
    // Twenty posts of the costly template, none drawn before (each game at both sizes and in
    // both file types), read only at the end: drawing them, and then the ZIP waiting in full
    // sockets, keeps the batch running while the others are asked for.
    const posts = [1, 2]
      .flatMap((scale) =>
        ['png', 'jpeg'].flatMap((fileType) =>
          gameIds.map((gameId) => ({ ...post(gameId, templateId), scale, fileType })),
        ),
      )
      .slice(0, 20);
    const running = await batch(a, anna, posts);
    expect(running.status).toBe(200);

    const second = await batch(b, anna, [post(gameIds[2]!)]);
    expect(second.status).toBe(429);
    expect(await codeOf(second)).toBe('EXPORT_BUSY');
    const beats = await batch(b, beat, [post(gameIds[2]!)]);
    expect(beats.status).toBe(200);
    expect(await entriesOf(beats)).toHaveLength(1);

    expect(await entriesOf(running)).toHaveLength(posts.length);
    const next = await batch(b, anna, [post(gameIds[2]!)]);
    expect(next.status).toBe(200);
    expect(await entriesOf(next)).toHaveLength(1);
  }, 180_000);
});
