import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database } from '#server/db/database.ts';
import type { Logger } from '#server/logging/logger.ts';

/**
 * The job queue on the app's own database (ADR 026): pg-boss over the app's connection (its
 * supplied executor, `db: { executeSql }`), so the same code runs on the embedded PGlite and on a
 * PostgreSQL server. Jobs are fetched with `FOR UPDATE SKIP LOCKED` (each job by one process
 * only); a job running longer than its lease (`leaseSeconds`) counts as failed, so one whose
 * process was killed is retried by another process or after a restart; failures are retried
 * with exponential backoff, and a job that keeps failing is parked (pg-boss's state `failed`).
 */
export interface JobQueueOptions {
  /** How long one job may run before it counts as failed and is retried. */
  leaseSeconds: number;
  /** The first retry's delay; each next one doubles it (with jitter). */
  retryDelaySeconds: number;
  /** Tries after the first; then parked. */
  retryLimit: number;
  /** How often an idle worker asks for work. */
  pollSeconds: number;
  /** How often expired leases are found and old jobs archived. */
  maintenanceSeconds: number;
}

/** The figures /api/metrics shows: across all processes, since they are the database's. */
export interface QueueFigures {
  /** Waiting: created or waiting for a retry. */
  depth: number;
  /** Waiting and due now. */
  due: number;
  running: number;
  /** Failed at least once and waiting for the next try. */
  failed: number;
  /** Given up after the last retry. */
  parked: number;
}

export type JobOutcome = 'done' | 'failed';

/** What a worker runs for each job; a rejection fails the job (retried, then parked). */
export type Handler<T> = (
  data: T,
  job: { id: string; retryCount: number; retryLimit: number },
) => Promise<void>;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A deterministic job id (a UUID) from a key: the same key never makes a second job. */
export function jobIdOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const QUEUE_SCHEMA = 'pgboss';

export function createJobQueue(deps: {
  database: Database;
  logger: Logger;
  options: JobQueueOptions;
  /** Each job's time and outcome, for the duration histogram. */
  observe?: (queue: string, outcome: JobOutcome, seconds: number) => void;
}) {
  const { options, logger } = deps;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => deps.database.executeSql(text, values) },
    schema: QUEUE_SCHEMA,
    // No cron schedules: the game-day scheduler decides what is due in Swiss time itself.
    schedule: false,
    supervise: true,
    migrate: true,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
  });
  boss.on('error', (error: Error) => logger.warn('job queue error', { error: error.message }));
  let started = false;
  let installed = false;
  const queues = new Set<string>();
  const workers: Promise<void>[] = [];
  const sleepers = new Set<() => void>();

  /** A pause that `stop` cuts short. */
  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });
  }

  type Run = { outcome: 'done' } | { outcome: 'failed'; error: unknown } | { outcome: 'lease' };

  /** How the handler ended, or that its lease ran out first. */
  async function runWithin(work: Promise<void>, ms: number): Promise<Run> {
    let timer: NodeJS.Timeout | undefined;
    const lease = new Promise<Run>((resolve) => {
      timer = setTimeout(() => resolve({ outcome: 'lease' }), ms);
    });
    const ended = work.then(
      (): Run => ({ outcome: 'done' }),
      (error: unknown): Run => ({ outcome: 'failed', error }),
    );
    try {
      return await Promise.race([ended, lease]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Records a finished job's outcome; while that fails (the database does not answer), tries
   * again after a pause that grows to two seconds, until the job's lease is over or the queue
   * stops. Then the lease decides: the job counts as failed and is retried, and the retry finds
   * what the first run left (a game-day mail: its sent-marker, or its intent).
   */
  async function settle(name: string, id: string, run: Run, leaseEnds: number): Promise<void> {
    for (let wait = 250; ; wait = Math.min(wait * 2, 2_000)) {
      try {
        if (run.outcome === 'done') await boss.complete(name, id);
        else if (run.outcome === 'failed')
          await boss.fail(name, id, { message: messageOf(run.error) });
        return;
      } catch (error) {
        const fields = { queue: name, job: id, outcome: run.outcome, error: messageOf(error) };
        if (!started || Date.now() + wait >= leaseEnds) {
          logger.warn('job outcome not recorded; the lease decides', fields);
          return;
        }
        if (wait === 250) logger.warn('job outcome not recorded yet; trying again', fields);
        await pause(wait);
      }
    }
  }

  /** Takes one job, if one is due, runs it and records its outcome; false when none was due. */
  async function workOne<T extends object>(name: string, handler: Handler<T>): Promise<boolean> {
    // pg-boss's fetch answers no job when the database does not answer.
    const [job] = await boss
      .fetch<T>(name, { batchSize: 1, includeMetadata: true })
      .catch(() => []);
    if (!job) return false;
    const begun = performance.now();
    // PostgreSQL answers the job's lease as a numeric, which pg hands over as a string.
    const leaseMs = (Number(job.expireInSeconds) || options.leaseSeconds) * 1000;
    const leaseEnds = Date.now() + leaseMs;
    const work = Promise.resolve().then(() =>
      handler(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit }),
    );
    const run = await runWithin(work, leaseMs);
    const seconds = (performance.now() - begun) / 1000;
    deps.observe?.(name, run.outcome === 'done' ? 'done' : 'failed', seconds);
    if (run.outcome === 'lease') {
      // Left to finish on its own; the queue's maintenance takes the job back.
      logger.warn('job ran past its lease', { queue: name, job: job.id });
      return true;
    }
    if (run.outcome === 'failed') {
      logger.warn('job failed', {
        queue: name,
        job: job.id,
        retry: job.retryCount,
        error: messageOf(run.error),
      });
    }
    await settle(name, job.id, run, leaseEnds);
    return true;
  }

  /** This process's worker of a queue: one job at a time, until the queue stops. */
  async function runWorker<T extends object>(name: string, handler: Handler<T>): Promise<void> {
    while (started) {
      let worked = false;
      try {
        worked = await workOne(name, handler);
      } catch (error) {
        logger.error('job worker failed; it goes on', { queue: name, error });
      }
      if (!worked) await pause(options.pollSeconds * 1000);
    }
  }

  async function declare(name: string): Promise<void> {
    queues.add(name);
    const settings = {
      name,
      policy: 'standard' as const,
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: options.leaseSeconds,
    };
    if (await boss.getQueue(name)) await boss.updateQueue(name, settings);
    else await boss.createQueue(name, settings);
  }

  return {
    /**
     * Starts the queue and declares `names` with the retry, backoff and lease rules (safe on
     * every start; a second call, for another feature's queues, only declares them). Processes that start at once on a new database would race to install the
     * queue's tables and queues, and creating a queue (a partition of the job table) beside
     * another process's queue work can deadlock: one process at a time installs, the others
     * wait and find everything made.
     */
    async start(names: readonly string[]): Promise<void> {
      await deps.database.exclusively('job queue install', async () => {
        // Game-day mails and publishing share the queue: the first to start installs it.
        if (!installed) await boss.start();
        installed = true;
        for (const name of names) await declare(name);
      });
      started = true;
    },

    /**
     * Adds a job unless one with the same id exists (then null): the id is the idempotency key,
     * so processes that decide the same job at once make one.
     */
    async send(name: string, data: object, id: string, startAfter?: Date): Promise<string | null> {
      return boss.send(name, data, { id, ...(startAfter ? { startAfter } : {}) });
    },

    /**
     * Runs `handler` for each job of the queue, one at a time per process, in a loop of our own
     * over pg-boss's fetch, complete and fail (ADR 052). pg-boss's own worker (10.4) records a
     * finished job with a call it neither awaits nor catches: a database outage at that moment
     * rejected with nobody to hear it and ended the process. Here the outcome is recorded and,
     * while the database does not answer, recorded again until it does or the lease is over
     * (then the queue's maintenance takes the job back and it is retried). A handler that runs
     * past its lease is left to finish on its own while the worker goes on, as pg-boss does.
     */
    async work<T extends object>(name: string, handler: Handler<T>): Promise<void> {
      workers.push(runWorker(name, handler));
    },

    /**
     * A job's state by its id ('created', 'retry', 'active', 'completed', 'cancelled',
     * 'failed'), or null when the queue holds no such job (never made, or archived).
     */
    async jobState(name: string, id: string): Promise<string | null> {
      const job = await boss.getJobById(name, id, { includeArchive: true });
      return job?.state ?? null;
    },

    /** The queue's figures from the database (all processes). */
    async figures(): Promise<QueueFigures> {
      const empty: QueueFigures = { depth: 0, due: 0, running: 0, failed: 0, parked: 0 };
      if (!started || queues.size === 0) return empty;
      const { rows } = await deps.database.executeSql(
        `select
           count(*) filter (where state in ('created', 'retry'))::int as depth,
           count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as due,
           count(*) filter (where state = 'active')::int as running,
           count(*) filter (where state = 'retry')::int as failed,
           count(*) filter (where state = 'failed')::int as parked
         from ${QUEUE_SCHEMA}.job where name = any($1::text[])`,
        [[...queues]],
      );
      const row = rows[0] ?? {};
      return {
        depth: Number(row.depth ?? 0),
        due: Number(row.due ?? 0),
        running: Number(row.running ?? 0),
        failed: Number(row.failed ?? 0),
        parked: Number(row.parked ?? 0),
      };
    },

    /** Stops fetching; jobs in flight get `graceMs` to finish, then are left to their lease. */
    async stop(graceMs = 5_000): Promise<void> {
      if (!started) return;
      started = false;
      for (const wake of [...sleepers]) wake();
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
      await Promise.race([Promise.all(workers.splice(0)), grace]).finally(() =>
        clearTimeout(timer),
      );
      await boss.stop({ graceful: true, wait: true, timeout: graceMs, close: false });
      installed = false;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
