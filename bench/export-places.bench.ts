import { openPglite, openPostgres, type Database } from '#server/db/database.ts';
import { pingDatabase } from '#server/db/health-check.ts';
import { createPersonalWorkspace } from '#server/db/personal-workspace.ts';
import { users } from '#server/db/schema.ts';
import { createExportPlaceRepository } from '#server/exports/export-place.repository.ts';
import { createExportPlaces, type ExportPlace } from '#server/exports/export-places.ts';
import { silentLogger } from '#server/logging/logger.ts';
import { startPostgresServer } from '#server/testing/postgres-server.ts';
import { benchRuns, timingSummary } from './stats.ts';

/**
 * What holding a user's export places in the database (ADR 054) costs each export: the taking
 * before it starts and the freeing when it ends, on a throwaway PostgreSQL server that writes
 * every commit to disk (the production case, several processes) and on PGlite (one process).
 * Series:
 * - alone: one user, one export after the other (`BENCH_RUNS`, 400 by default);
 * - first: a user's first export, which makes their rows;
 * - busy: 50 users exporting at once, each one after the other, for 3 s (the pool's 20
 *   connections shared, as in the app): take and free per export, exports a second;
 * - refused: a user whose two places are held asks again (a batch post waiting its turn);
 * - renewal: the one statement a process sends every 10 s for the 24 places it may hold;
 * - roundTrip: a `SELECT 1` on the same database, the yardstick (one round trip).
 */
const userCount = 50;

async function withUsers(database: Database): Promise<string[]> {
  const ids = Array.from({ length: userCount }, (_, i) => `bench-user-${i}`);
  await database.db.delete(users);
  await database.db.insert(users).values(ids.map((id) => ({ id, email: `${id}@club.ch` })));
  // The places are of each user's personal workspace, whose id is the user's.
  for (const id of ids) await createPersonalWorkspace(database.db, id);
  return ids;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

async function measure(database: Database) {
  const ids = await withUsers(database);
  const repository = createExportPlaceRepository(database.db);
  const places = createExportPlaces({ places: repository, logger: silentLogger });
  const share = places.of('export', 2);

  const first: number[] = [];
  for (const id of ids.slice(1)) {
    const { value, ms } = await timed(() => share.take(id));
    first.push(ms);
    await value?.release();
  }

  const rounds = benchRuns(400);
  const roundTrip: number[] = [];
  for (let i = 0; i < rounds + 20; i++) {
    const { ms } = await timed(() => pingDatabase(database.db));
    if (i >= 20) roundTrip.push(ms);
  }
  const take: number[] = [];
  const free: number[] = [];
  const user = ids[0]!;
  for (let i = 0; i < rounds + 20; i++) {
    const taken = await timed(() => share.take(user));
    const freed = await timed(() => taken.value!.release());
    if (i < 20) continue; // warm-up: connections opened, plans cached
    take.push(taken.ms);
    free.push(freed.ms);
  }

  const busyTake: number[] = [];
  const busyFree: number[] = [];
  let exports = 0;
  const until = performance.now() + 3000;
  await Promise.all(
    ids.map(async (id) => {
      while (performance.now() < until) {
        const taken = await timed(() => share.take(id));
        const freed = await timed(() => taken.value!.release());
        busyTake.push(taken.ms);
        busyFree.push(freed.ms);
        exports++;
      }
    }),
  );

  const held: ExportPlace[] = [(await share.take(user))!, (await share.take(user))!];
  const refused: number[] = [];
  for (let i = 0; i < 200; i++) {
    const { value, ms } = await timed(() => share.take(user));
    if (value !== null) throw new Error('a third place was given');
    refused.push(ms);
  }
  await Promise.all(held.map((place) => place.release()));

  const holders = ids.slice(0, 24).map((id, i) => ({
    workspaceId: id,
    kind: 'export' as const,
    place: 0,
    holder: `bench-holder-${i}`,
  }));
  for (const holder of holders) {
    await repository.take(holder.workspaceId, 'export', 2, holder.holder, 30_000);
  }
  const renewal: number[] = [];
  for (let i = 0; i < 50; i++)
    renewal.push((await timed(() => repository.renew(holders, 30_000))).ms);

  return {
    roundTrip: timingSummary(roundTrip, 3),
    alone: {
      take: timingSummary(take, 3),
      free: timingSummary(free, 3),
      perExportMedianMs: Number(
        (timingSummary(take, 3).medianMs + timingSummary(free, 3).medianMs).toFixed(3),
      ),
    },
    firstTake: timingSummary(first, 3),
    busy: {
      users: userCount,
      exportsPerSecond: Math.round(exports / 3),
      take: timingSummary(busyTake, 3),
      free: timingSummary(busyFree, 3),
    },
    refused: timingSummary(refused, 3),
    renewalOf24: timingSummary(renewal, 3),
  };
}

export async function run(): Promise<Record<string, unknown>> {
  // Commits on disk as in production: a taking and a freeing are each a commit.
  const server = await startPostgresServer({ durable: true });
  let postgres;
  try {
    const database = await openPostgres(server.url);
    try {
      await database.migrate();
      postgres = await measure(database);
    } finally {
      await database.close();
    }
  } finally {
    await server.stop();
  }
  const embedded = await openPglite(undefined);
  let pglite;
  try {
    await embedded.migrate();
    pglite = await measure(embedded);
  } finally {
    await embedded.close();
  }
  return { postgres, pglite };
}
