import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { isProcessRunning } from '#server/process-alive.ts';

/**
 * The embedded database belongs to one process. PGlite keeps its pages in memory and writes
 * them back on close, so two processes on one directory both answer, and the last to close
 * silently wins. A lock file next to the database makes the second start refuse; a lock left by
 * a process that no longer runs (killed with SIGKILL, a power cut) is taken over.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
    readonly host: string,
  ) {
    super(
      `the database in ${dir} is in use by another Matchpost process (pid ${pid} on ${host}); ` +
        'stop it first or give this one another DATA_DIR',
    );
    this.name = 'DataDirInUseError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock if it is still this process's own. Safe to call twice. */
  release(): void;
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return null;
    return { pid: owner.pid, host: owner.host, startedAt: String(owner.startedAt ?? '') };
  } catch {
    return null;
  }
}

/** A lock is stale when its process is gone; one from another machine is never judged stale. */
function isStale(owner: LockOwner | null): boolean {
  if (!owner) return true;
  if (owner.host !== hostname()) return false;
  return owner.pid !== process.pid && !isProcessRunning(owner.pid);
}

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** Takes the lock at `file` or throws DataDirInUseError naming the owner. */
export function acquireDataDirLock(file: string, dir: string): DataDirLock {
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, JSON.stringify(me));
      } finally {
        closeSync(fd);
      }
      return ownLock(file, me);
    } catch (error) {
      if (code(error) !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    // A lock being written this instant reads as empty: give its writer a moment.
    if (!owner && attempt === 0) continue;
    if (!isStale(owner)) throw new DataDirInUseError(dir, owner!.pid, owner!.host);
    takeOverStale(file, owner);
  }
  const owner = readOwner(file);
  throw new DataDirInUseError(dir, owner?.pid ?? 0, owner?.host ?? 'unknown');
}

/**
 * Moves a stale lock aside. The rename is atomic, so of two processes taking over at once only
 * one moves it; if what was moved turns out to be a fresh lock of the other, it goes back.
 */
function takeOverStale(file: string, judged: LockOwner | null): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (code(error) === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  const sameLock =
    moved?.pid === judged?.pid && moved?.startedAt === judged?.startedAt && moved !== null;
  if (!sameLock && moved && !isStale(moved)) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone else holds the lock by now; the next attempt finds it and refuses.
    }
  }
  unlinkSync(aside);
}

function ownLock(file: string, me: LockOwner): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    const owner = readOwner(file);
    if (owner?.pid === me.pid && owner.startedAt === me.startedAt) {
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  };
  // A process that ends without closing the database (an uncaught error) still frees it.
  process.on('exit', release);
  return { path: file, release };
}
