import { randomUUID } from 'node:crypto';
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

const probeBody = new TextEncoder().encode('ready\n');

export interface ReadinessDeps {
  db: Db;
  storage: Storage;
  logger: Logger;
  /** How long a part may take to answer before it counts as down (2 s). */
  timeoutMs?: number;
  /** How long the storage's answer serves the next readiness checks (1 s). */
  storageFreshForMs?: number;
  /** Milliseconds on a steady clock (`performance.now` by default). */
  now?: () => number;
}

/**
 * GET /api/ready: whether this process can serve requests now. The database answers a trivial
 * query, and the file storage takes a write: a small object of this process's own is written
 * and deleted, since a store can answer reads and still refuse every upload (a read-only or full
 * disk, a bucket that refuses PUTs). Each part has `timeoutMs` (a part that hangs counts as
 * down, so a load balancer never waits on us). The storage's answer serves the checks of the
 * next `storageFreshForMs`, and checks that arrive while it is being asked share it, so however
 * many balancers ask, the store sees about one write and one delete a second from each process.
 * While the process shuts down it reports itself not ready, so balancers stop sending before
 * it stops listening.
 */
export function createReadinessService({
  db,
  storage,
  logger,
  timeoutMs = 2000,
  storageFreshForMs = 1000,
  now = () => performance.now(),
}: ReadinessDeps) {
  let draining = false;
  const probeKey = `readiness/${randomUUID()}`;
  let lastStorage: { at: number; check: PartCheck } | null = null;
  let storageRunning: Promise<PartCheck> | null = null;

  async function check(
    part: string,
    failed: string,
    work: () => Promise<unknown>,
  ): Promise<PartCheck> {
    const started = performance.now();
    try {
      await within(work(), timeoutMs);
      return { ok: true, ms: Math.round(performance.now() - started) };
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      const reason =
        error instanceof CheckTimeout ? `${part} did not answer within ${timeoutMs} ms` : failed;
      logger.warn('readiness: part not ready', { part, ms, error });
      return { ok: false, ms, error: reason };
    }
  }

  async function storageTakesAWrite(): Promise<void> {
    await storage.put(probeKey, probeBody, 'text/plain');
    await storage.delete(probeKey);
  }

  function storageCheck(): Promise<PartCheck> {
    if (lastStorage && now() - lastStorage.at < storageFreshForMs) {
      return Promise.resolve(lastStorage.check);
    }
    storageRunning ??= check('storage', 'storage cannot take a write', storageTakesAWrite)
      .then((result) => {
        lastStorage = { at: now(), check: result };
        return result;
      })
      .finally(() => {
        storageRunning = null;
      });
    return storageRunning;
  }

  return {
    async report(): Promise<ReadinessReport> {
      const [database, storageAnswer] = await Promise.all([
        check('database', 'database is not reachable', () => pingDatabase(db)),
        storageCheck(),
      ]);
      const status = draining
        ? 'shutting-down'
        : database.ok && storageAnswer.ok
          ? 'ready'
          : 'unavailable';
      return { status, database, storage: storageAnswer };
    },
    /** From now on the process reports itself not ready (called when shutdown begins). */
    drain() {
      draining = true;
    },
  };
}

export type ReadinessService = ReturnType<typeof createReadinessService>;
