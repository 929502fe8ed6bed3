import type { Db } from '#server/db/database.ts';
import { pingDatabase } from '#server/db/health-check.ts';
import type { Logger } from '#server/logging/logger.ts';

export interface HealthServiceDeps {
  db: Db;
  logger: Logger;
  /** How old the last database check may be before a health check starts the next (1 s). */
  refreshAfterMs?: number;
  /** How old it may be and still answer at once while the next one runs (5 s). */
  staleAfterMs?: number;
  /** Asks the database (pingDatabase by default; a test counts the asks). */
  ping?: (db: Db) => Promise<void>;
  /** Milliseconds on a steady clock (`performance.now` by default). */
  now?: () => number;
}

/**
 * What GET /api/health checks beyond being alive: that the database answers (ADR 044). One
 * `SELECT 1` at a time, shared: a health check within `refreshAfterMs` of the last check's start
 * takes its answer; a later one starts the next check (one at a time) and, while the last answer
 * is under `staleAfterMs` old, answers with it at once rather than waiting; only without a recent
 * answer (the first check, or a database that has not answered for that long) does it wait. So
 * the health route costs the database at most about one query a second however many monitors
 * ask, and under load its answer waits only for the main thread, never for a round trip to a busy
 * database. GET /api/ready still asks the database itself on every call (readiness.service.ts).
 */
export function createHealthService({
  db,
  logger,
  refreshAfterMs = 1000,
  staleAfterMs = 5000,
  ping = pingDatabase,
  now = () => performance.now(),
}: HealthServiceDeps) {
  let last: { startedAt: number; ok: boolean } | null = null;
  let running: Promise<boolean> | null = null;

  async function check(startedAt: number): Promise<boolean> {
    let ok: boolean;
    try {
      await ping(db);
      ok = true;
    } catch (error) {
      logger.error('health: database check failed', { error });
      ok = false;
    }
    last = { startedAt, ok };
    return ok;
  }

  return {
    databaseAnswers(): Promise<boolean> {
      const at = now();
      if (last && at - last.startedAt < refreshAfterMs) return Promise.resolve(last.ok);
      const next = (running ??= check(at).finally(() => {
        running = null;
      }));
      if (last && at - last.startedAt < staleAfterMs) return Promise.resolve(last.ok);
      return next;
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
