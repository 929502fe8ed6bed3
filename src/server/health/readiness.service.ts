import type { Db } from '#server/db/database.ts';
import { pingDatabase } from '#server/db/health-check.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { Storage } from '#server/storage/storage.ts';

/** One part's answer to the readiness check. */
export interface PartCheck {
  ok: boolean;
  ms: number;
  /** Why it failed, in words an operator understands; never a stack trace. */
  error?: string;
}

export interface ReadinessReport {
  status: 'ready' | 'unavailable' | 'shutting-down';
  database: PartCheck;
  storage: PartCheck;
}

class CheckTimeout extends Error {}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/ready: whether this process can serve requests now. The database answers a trivial
 * query and the file storage a read of a key that does not exist, each within `timeoutMs`
 * (a part that hangs counts as down, so a load balancer never waits on us). While the process
 * shuts down it reports itself not ready, so balancers stop sending before it stops listening.
 */
export function createReadinessService({
  db,
  storage,
  logger,
  timeoutMs = 2000,
}: {
  db: Db;
  storage: Storage;
  logger: Logger;
  timeoutMs?: number;
}) {
  let draining = false;

  async function check(part: string, work: () => Promise<unknown>): Promise<PartCheck> {
    const started = performance.now();
    try {
      await within(work(), timeoutMs);
      return { ok: true, ms: Math.round(performance.now() - started) };
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      const reason =
        error instanceof CheckTimeout
          ? `${part} did not answer within ${timeoutMs} ms`
          : `${part} is not reachable`;
      logger.warn('readiness: part not reachable', { part, ms, error });
      return { ok: false, ms, error: reason };
    }
  }

  return {
    async report(): Promise<ReadinessReport> {
      const [database, storageCheck] = await Promise.all([
        check('database', () => pingDatabase(db)),
        check('storage', () => storage.get('readiness/probe')),
      ]);
      const status = draining
        ? 'shutting-down'
        : database.ok && storageCheck.ok
          ? 'ready'
          : 'unavailable';
      return { status, database, storage: storageCheck };
    },
    /** From now on the process reports itself not ready (called when shutdown begins). */
    drain() {
      draining = true;
    },
  };
}

export type ReadinessService = ReturnType<typeof createReadinessService>;
