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
  const queues = new Set<string>();

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
     * every start). Processes that start at once on a new database would race to install the
     * queue's tables and queues, and creating a queue (a partition of the job table) beside
     * another process's queue work can deadlock: one process at a time installs, the others
     * wait and find everything made.
     */
    async start(names: readonly string[]): Promise<void> {
      await deps.database.exclusively('job queue install', async () => {
        await boss.start();
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

    /** Runs `handler` for each job of the queue, one at a time per process. */
    async work<T extends object>(
      name: string,
      handler: (
        data: T,
        job: { id: string; retryCount: number; retryLimit: number },
      ) => Promise<void>,
    ): Promise<void> {
      await boss.work<T>(
        name,
        { batchSize: 1, pollingIntervalSeconds: options.pollSeconds, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          const started = performance.now();
          try {
            await handler(job.data, {
              id: job.id,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
            });
            deps.observe?.(name, 'done', (performance.now() - started) / 1000);
          } catch (error) {
            deps.observe?.(name, 'failed', (performance.now() - started) / 1000);
            logger.warn('job failed', {
              queue: name,
              job: job.id,
              retry: job.retryCount,
              error: error instanceof Error ? error.message : String(error),
            });
            throw error;
          }
        },
      );
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
      await boss.stop({ graceful: true, wait: true, timeout: graceMs, close: false });
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
