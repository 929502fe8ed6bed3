import { AppError } from '#server/http/app-error.ts';

/**
 * Exports made in the background before the click (pre-export, ADR 030). The studio asks for the
 * file once the preview has stood still for about a second and marks the request
 * `Purpose: prefetch` (or the browser's `Sec-Purpose: prefetch`). Such an export is an export
 * like any other (the same checks, the same admission limits and render slots); on top of that:
 *
 * - **One per user in flight.** A user's background export runs only when none of theirs is
 *   running; a newer one waits for the running one and takes the place of one already waiting,
 *   which is answered 429 `EXPORT_BUSY` (its studio has cancelled it by then). One that waited for
 *   a request whose client has gone (a cancelled `fetch`) is dropped without any work.
 * - **Made, used, wasted.** A background export that rendered a file is `made`. Its tag is kept
 *   (one per user, the newest) until the user's click asks for the same tag with If-None-Match
 *   and is answered 304: `used`. A made file whose client went away before the answer, that a
 *   newer background file replaced, or that no click asked for within `keepMs` is `wasted`.
 *   A background export dropped or refused before any work is `cancelled`.
 *
 * Per process, as the admission limits are: a click that lands on another process than its
 * background export is not counted as used.
 */
export type BackgroundExportOutcome = 'made' | 'used' | 'wasted' | 'cancelled';

export interface BackgroundExportsOptions {
  /** How long a made file's tag waits for the click that uses it. */
  keepMs?: number;
  now?: () => number;
  /** Counts each outcome (the metrics). */
  count?: (outcome: BackgroundExportOutcome) => void;
}

/** Whether a request is a background export: `Purpose: prefetch` or `Sec-Purpose: prefetch`. */
export function isBackgroundExport(headers: Headers): boolean {
  const purpose = `${headers.get('purpose') ?? ''},${headers.get('sec-purpose') ?? ''}`;
  return /(^|[\s,;])prefetch([\s,;]|$)/i.test(purpose);
}

interface Waiting {
  start: () => void;
  refuse: (error: unknown) => void;
}

interface UserState {
  running: boolean;
  waiting: Waiting | null;
}

/** What the export behind a background request tells about its file. */
export interface BackgroundResult {
  /** The file's ETag; null when the export failed before its layout. */
  etag: string | null;
  /** Whether a file was rendered (not a 304). */
  rendered: boolean;
}

export const defaultBackgroundKeepMs = 10 * 60_000;

export function createBackgroundExports(options: BackgroundExportsOptions = {}) {
  const keepMs = options.keepMs ?? defaultBackgroundKeepMs;
  const now = options.now ?? Date.now;
  const count = options.count ?? (() => {});
  const users = new Map<string, UserState>();
  /** Per user, the tag of the newest background file not yet used, and when it was made. */
  const made = new Map<string, { etag: string; at: number }>();

  function busy(): AppError {
    return AppError.of(429, 'EXPORT_BUSY').retryAfter(1);
  }

  /** Forgets made files no click asked for in time. */
  function sweep(): void {
    const oldest = now() - keepMs;
    for (const [workspaceId, file] of made) {
      if (file.at >= oldest) continue;
      made.delete(workspaceId);
      count('wasted');
    }
  }

  async function turn(workspaceId: string): Promise<void> {
    const state = users.get(workspaceId) ?? { running: false, waiting: null };
    users.set(workspaceId, state);
    if (!state.running) {
      state.running = true;
      return;
    }
    // The newer takes the waiting place; the one there gives way.
    const previous = state.waiting;
    await new Promise<void>((start, refuse) => {
      state.waiting = { start, refuse };
      if (previous) {
        count('cancelled');
        previous.refuse(busy());
      }
    });
  }

  function done(workspaceId: string): void {
    const state = users.get(workspaceId);
    if (!state) return;
    const next = state.waiting;
    if (next) {
      state.waiting = null;
      next.start();
    } else {
      users.delete(workspaceId);
    }
  }

  return {
    /**
     * Runs one background export of `workspaceId` in its turn. `signal` is the request's: a request
     * whose client has gone by its turn is dropped before any work.
     */
    async run<T>(
      workspaceId: string,
      signal: AbortSignal,
      work: () => Promise<T>,
      result: (value: T) => BackgroundResult,
    ): Promise<T> {
      sweep();
      await turn(workspaceId);
      try {
        if (signal.aborted) {
          count('cancelled');
          throw busy();
        }
        const value = await work();
        const { etag, rendered } = result(value);
        if (rendered && etag) {
          count('made');
          if (signal.aborted) {
            // The studio cancelled it while it was drawn: nobody will get this file.
            count('wasted');
          } else {
            if (made.has(workspaceId)) count('wasted');
            made.set(workspaceId, { etag, at: now() });
          }
        }
        return value;
      } finally {
        done(workspaceId);
      }
    },

    /** A click's export answered 304 for `etag`: the user's background file of it was used. */
    used(workspaceId: string, etag: string): void {
      sweep();
      if (made.get(workspaceId)?.etag !== etag) return;
      made.delete(workspaceId);
      count('used');
    },

    sweep,

    /** Users with a background export running (for tests). */
    running: () => [...users.values()].filter((state) => state.running).length,
  };
}

export type BackgroundExports = ReturnType<typeof createBackgroundExports>;
