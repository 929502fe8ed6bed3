import { afterAll, expect, it } from 'vitest';
import { openPostgres, type Database } from '#server/db/database.ts';
import { createJobQueue, type JobQueue } from '#server/game-day-mails/job-queue.ts';
import { silentLogger } from '#server/logging/logger.ts';
import {
  dropPostgresDatabase,
  freshPostgresUrl,
  openTestDatabase,
} from '#server/testing/test-database.ts';

/**
 * Processes that start at once on one new database (a first deploy with N replicas) all start
 * their job queue: one installs the queue's tables and queues, the others find them made. On
 * PostgreSQL each process is its own pool here, as separate processes are; on PGlite, which one
 * process owns, the queues share the one database.
 */
const open: Database[] = [];
const queues: JobQueue[] = [];
const urls: string[] = [];

afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop(0)));
  await Promise.all(open.map((database) => database.close()));
  await Promise.all(urls.map((url) => dropPostgresDatabase(url)));
}, 60_000);

async function processesOnOneDatabase(count: number): Promise<Database[]> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const database = await openTestDatabase();
    open.push(database);
    return Array.from({ length: count }, () => database);
  }
  const url = await freshPostgresUrl({ migrated: true });
  urls.push(url);
  const databases = await Promise.all(Array.from({ length: count }, () => openPostgres(url)));
  open.push(...databases);
  return databases;
}

function queueOn(database: Database): JobQueue {
  const queue = createJobQueue({
    database,
    logger: silentLogger,
    options: {
      leaseSeconds: 30,
      retryDelaySeconds: 1,
      retryLimit: 1,
      pollSeconds: 0.5,
      maintenanceSeconds: 1,
    },
  });
  queues.push(queue);
  return queue;
}

/** Queues enough that, without the install taking turns, processes deadlock in the first round. */
const names = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'].map((n) => `${n}-queue`);

it('installs once when processes start their job queue at the same moment on a new database (six on PostgreSQL), and every one starts', async () => {
  // PGlite's one process has one job queue; two in it are enough to show they take turns there.
  const processes = process.env.TEST_DB_KIND === 'postgres' ? 6 : 2;
  for (let round = 0; round < 2; round += 1) {
    const databases = await processesOnOneDatabase(processes);
    const started = await Promise.allSettled(
      databases.map(async (database) => {
        const queue = queueOn(database);
        await queue.start(names);
        await queue.work('first-queue', async () => undefined);
        return queue;
      }),
    );
    const failures = started
      .filter((outcome) => outcome.status === 'rejected')
      .map((outcome) => String((outcome as PromiseRejectedResult).reason));
    expect(failures, `round ${round + 1}`).toEqual([]);
    const { rows } = await databases[0]!.executeSql('select name from pgboss.queue order by name');
    expect(rows.map((row) => row.name)).toEqual([...names].sort());
    await Promise.all(queues.splice(0).map((queue) => queue.stop(0)));
  }
}, 180_000);
