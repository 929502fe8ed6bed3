import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '#server/db/database.ts';
import { createJobQueue, jobIdOf, type JobQueue } from '#server/game-day-mails/job-queue.ts';
import { startPostgresServer, type PostgresServer } from '#server/testing/postgres-server.ts';
import { recordingLogger } from '#server/testing/recording-logger.ts';
import { until } from '#server/testing/until.ts';

/**
 * The job queue's worker when PostgreSQL stops while a job finishes (ADR 052): pg-boss 10.4's own
 * worker recorded the outcome with a call it neither awaited nor caught, so the refused update
 * rejected with nobody to hear it (and ended the app's processes). Here a job ends while the
 * server is down, once done and once failed: nothing rejects unheard, and once the server is
 * back the outcome is recorded by itself, the failed job is retried and done, and the worker
 * takes the next job.
 */
let postgres: PostgresServer;
let database: Database;
let queue: JobQueue;
const { logger, lines } = recordingLogger();
const unheard: unknown[] = [];
const hear = (reason: unknown) => unheard.push(reason);

/** A job the test ends: it runs until `end` is called, then succeeds or fails. */
const running = new Map<string, { tries: number; end: (fail: boolean) => void }>();

beforeAll(async () => {
  process.on('unhandledRejection', hear);
  // Stopped in immediate mode below, as a crash: it must keep what it committed, as in production.
  postgres = await startPostgresServer({ durable: true });
  database = await openPostgres(postgres.url);
  queue = createJobQueue({
    database,
    logger,
    options: {
      // Far longer than the test: an outcome must be recorded by the worker, not by the lease.
      leaseSeconds: 300,
      retryDelaySeconds: 1,
      retryLimit: 3,
      pollSeconds: 1,
      maintenanceSeconds: 1,
    },
  });
  await queue.start(['outage']);
  await queue.work<{ name: string }>('outage', ({ name }) => {
    const entry = running.get(name) ?? { tries: 0, end: () => undefined };
    entry.tries += 1;
    running.set(name, entry);
    return new Promise<void>((resolve, reject) => {
      entry.end = (fail) => (fail ? reject(new Error(`${name} failed`)) : resolve());
    });
  });
}, 120_000);

afterAll(async () => {
  await queue?.stop(0);
  await database?.close();
  await postgres?.stop();
  process.off('unhandledRejection', hear);
}, 60_000);

afterEach(() => {
  expect(unheard).toEqual([]);
});

/** The job's state in the queue's table, read from the database. */
async function stateOf(id: string): Promise<string | undefined> {
  const { rows } = await database.executeSql('select state from pgboss.job where id = $1', [id]);
  return rows[0]?.state as string | undefined;
}

/** Sends a job, waits until the worker runs it, stops PostgreSQL and ends the job. */
async function endDuringOutage(name: string, fail: boolean): Promise<string> {
  const id = jobIdOf(name);
  expect(await queue.send('outage', { name }, id)).toBe(id);
  await until(
    () => running.get(name)?.tries ?? 0,
    (tries) => tries === 1,
  );
  expect(await stateOf(id)).toBe('active');
  await postgres.halt('immediate');
  running.get(name)!.end(fail);
  // The worker tries to record the outcome and is refused (or, as pg-boss's own worker did, the
  // refusal rejects with nobody to hear it); then the server comes back.
  await until(
    () => lines.filter((line) => line.message === 'job outcome not recorded yet; trying again'),
    (refused) =>
      unheard.length > 0 || refused.some((line) => (line.fields as { job: string }).job === id),
  );
  expect(unheard).toEqual([]);
  await postgres.resume();
  return id;
}

describe('a job that ends while PostgreSQL is down', () => {
  it('is recorded done once the server is back, without an unheard rejection', async () => {
    const id = await endDuringOutage('done-during-outage', false);
    await until(
      () => stateOf(id).catch(() => 'unreachable'),
      (state) => state === 'completed',
    );
    expect(running.get('done-during-outage')!.tries).toBe(1);
  }, 60_000);

  it('is recorded failed and retried once the server is back, and the worker goes on', async () => {
    const id = await endDuringOutage('failed-during-outage', true);
    await until(
      () => running.get('failed-during-outage')!.tries,
      (tries) => tries === 2,
      30_000,
    );
    running.get('failed-during-outage')!.end(false);
    await until(
      () => stateOf(id),
      (state) => state === 'completed',
    );
    // The next job is taken as before.
    const next = jobIdOf('after-the-outage');
    await queue.send('outage', { name: 'after-the-outage' }, next);
    await until(
      () => running.get('after-the-outage')?.tries ?? 0,
      (tries) => tries === 1,
    );
    running.get('after-the-outage')!.end(false);
    await until(
      () => stateOf(next),
      (state) => state === 'completed',
    );
  }, 60_000);
});
