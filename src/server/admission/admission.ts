/**
 * Admission control for work that is bounded by the machine (CPU, memory): exports, image
 * uploads. A piece of work is admitted when the queue (running and waiting, all users together)
 * has room and the user has fewer than their share in flight; otherwise it is refused at once
 * with how long to wait, and nothing is queued. Per process by design: it bounds what this
 * process takes on.
 */
export interface AdmissionOptions {
  /** Running and waiting, all users together. */
  maxQueued: number;
  /** Running and waiting of one user. */
  maxPerUser: number;
  /** A typical piece of work's duration, for the Retry-After estimate. */
  typicalMs: number;
  /** Pieces of work that run at once. */
  concurrency?: number;
}

export type Admission =
  | { admitted: true; release: () => void }
  | { admitted: false; reason: 'queue-full' | 'user-limit'; retryAfterSeconds: number };

export interface AdmissionControl {
  admit(workspaceId: string): Admission;
  /** Running and waiting, for metrics and tests. */
  depth(): number;
}

export function createAdmission(options: AdmissionOptions): AdmissionControl {
  const perUser = new Map<string, number>();
  let queued = 0;
  const concurrency = Math.max(1, options.concurrency ?? 1);

  function retryAfter(): number {
    // The time for the queue ahead to drain, at least a second.
    return Math.max(1, Math.ceil((queued * options.typicalMs) / concurrency / 1000));
  }

  return {
    admit(workspaceId) {
      const mine = perUser.get(workspaceId) ?? 0;
      if (mine >= options.maxPerUser) {
        return { admitted: false, reason: 'user-limit', retryAfterSeconds: retryAfter() };
      }
      if (queued >= options.maxQueued) {
        return { admitted: false, reason: 'queue-full', retryAfterSeconds: retryAfter() };
      }
      queued += 1;
      perUser.set(workspaceId, mine + 1);
      let released = false;
      return {
        admitted: true,
        release() {
          if (released) return;
          released = true;
          queued -= 1;
          const left = (perUser.get(workspaceId) ?? 1) - 1;
          if (left <= 0) perUser.delete(workspaceId);
          else perUser.set(workspaceId, left);
        },
      };
    },
    depth: () => queued,
  };
}

/**
 * At most `size` holders at once; the others wait their turn in order. What runs inside is
 * asynchronous work off the main thread (sharp on libuv's pool): the slots bound how much of it
 * is in memory at once, not the event loop.
 */
export function createSlots(size: number) {
  let free = Math.max(1, size);
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (free > 0) free -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        // The slot goes straight to the next waiter, or back to the pool.
        const next = waiting.shift();
        if (next) next();
        else free += 1;
      }
    },
  };
}
