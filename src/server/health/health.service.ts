import type { Db } from '#server/db/database.ts';
import { pingDatabase } from '#server/db/health-check.ts';
import type { Logger } from '#server/logging/logger.ts';

export interface HealthServiceDeps {
  db: Db;
  logger: Logger;
  /** How old a database check may be and still answer a health check (1 s by default). */
  maxAgeMs?: number;
  /** Asks the database (pingDatabase by default; a test counts the asks). */
  ping?: (db: Db) => Promise<void>;
  /** Milliseconds on a steady clock (`performance.now` by default). */
  now?: () => number;
}

/**
 * What GET /api/health checks beyond being alive: that the database answers. One `SELECT 1` at a
 * time answers every health check of the next second (ADR 044): checks that arrive while it is
 * out wait for it, later ones within `maxAgeMs` of its start take its answer. So the health
 * route costs the database at most one query a second however many monitors ask, and under load
 * its answer waits only for the main thread, not for a round trip to a busy database on each
 * check. GET /api/ready still asks the database itself on every call (readiness.service.ts).
 */
export function createHealthService({
  db,
  logger,
  maxAgeMs = 1000,
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
      if (last && now() - last.startedAt < maxAgeMs) return Promise.resolve(last.ok);
      running ??= check(now()).finally(() => {
        running = null;
      });
      return running;
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
