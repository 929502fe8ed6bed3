/**
 * Admission control for exports: rendering is CPU work on a fixed number of cores, so a burst
 * from one user must not push everyone's wait to seconds. An export is admitted when the queue
 * (running and waiting) has room and the user has fewer than their share in flight; otherwise
 * it is refused at once with how long to wait, and nothing is queued.
 */
export interface ExportAdmissionOptions {
  /** Exports running and waiting, all users together. */
  maxQueued: number;
  /** Exports running and waiting of one user. */
  maxPerUser: number;
  /** A typical export's duration, for the Retry-After estimate. */
  typicalExportMs?: number;
  /** Exports that run at once (the rasteriser's own limit). */
  concurrency?: number;
}

export type Admission =
  | { admitted: true; release: () => void }
  | { admitted: false; reason: 'queue-full' | 'user-limit'; retryAfterSeconds: number };

export interface ExportAdmission {
  admit(userId: string): Admission;
  /** Running and waiting exports, for metrics and tests. */
  depth(): number;
}

export function createExportAdmission(options: ExportAdmissionOptions): ExportAdmission {
  const perUser = new Map<string, number>();
  let queued = 0;
  const typical = options.typicalExportMs ?? 250;
  const concurrency = Math.max(1, options.concurrency ?? 2);

  function retryAfter(): number {
    // The time for the queue ahead to drain, at least a second.
    return Math.max(1, Math.ceil((queued * typical) / concurrency / 1000));
  }

  return {
    admit(userId) {
      const mine = perUser.get(userId) ?? 0;
      if (mine >= options.maxPerUser) {
        return { admitted: false, reason: 'user-limit', retryAfterSeconds: retryAfter() };
      }
      if (queued >= options.maxQueued) {
        return { admitted: false, reason: 'queue-full', retryAfterSeconds: retryAfter() };
      }
      queued += 1;
      perUser.set(userId, mine + 1);
      let released = false;
      return {
        admitted: true,
        release() {
          if (released) return;
          released = true;
          queued -= 1;
          const left = (perUser.get(userId) ?? 1) - 1;
          if (left <= 0) perUser.delete(userId);
          else perUser.set(userId, left);
        },
      };
    },
    depth: () => queued,
  };
}
