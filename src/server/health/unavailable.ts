import { AppError } from '#server/http/app-error.ts';
import { StorageUnavailableError } from '#server/storage/storage.ts';

/**
 * Which failures mean "a part cannot serve right now" rather than a defect: the database
 * refused, dropped or timed out a connection, or the file storage could not do its part (every
 * storage adapter says so with StorageUnavailableError: a disk that refuses writes, an object
 * store that is down or answers 5xx). Callers get 503 with a stable code (DATABASE_UNAVAILABLE,
 * STORAGE_UNAVAILABLE) and retry; the pool and the storage recover by themselves once the part
 * is back, so the process needs no restart.
 */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg's own messages for a connection it could not make or lost. */
const poolMessages =
  /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable|Client was closed|terminating connection|the database system is (starting up|shutting down|in recovery)/i;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error and everything it wraps (drizzle and the auth library wrap the driver's error). */
function* chain(error: unknown, depth = 0): Generator<ErrorLike> {
  if (depth > 8 || typeof error !== 'object' || error === null) return;
  const e = error as ErrorLike;
  yield e;
  yield* chain(e.cause, depth + 1);
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1);
}

export function unavailablePart(error: unknown): 'database' | 'storage' | null {
  const all = [...chain(error)];
  if (all.some((e) => e instanceof StorageUnavailableError)) return 'storage';
  for (const e of all) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    // SQLSTATE class 08 (connection exception) and 57P0x (server shutting down or starting).
    if (networkCodes.has(code) || /^08...$/.test(code) || /^57P0[1-3]$/.test(code)) {
      return 'database';
    }
    if (poolMessages.test(message)) return 'database';
  }
  return null;
}

/** The 503 a caller gets for a part that does not answer, or null for any other error. */
export function unavailableError(error: unknown): AppError | null {
  const part = unavailablePart(error);
  if (part === 'database') return AppError.of(503, 'DATABASE_UNAVAILABLE').retryAfter(5);
  if (part === 'storage') return AppError.of(503, 'STORAGE_UNAVAILABLE').retryAfter(5);
  return null;
}
