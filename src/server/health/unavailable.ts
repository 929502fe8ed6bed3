import { AppError } from '#server/http/app-error.ts';

/**
 * Which failures mean "a part is not reachable right now" rather than a defect: the database or
 * the file storage refused, dropped or timed out a connection. Callers get 503 with a stable code
 * (DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE) and retry; the pool and the S3 client reconnect by
 * themselves once the part is back, so the process needs no restart.
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
  $metadata?: unknown;
  name?: unknown;
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
  // The AWS SDK marks its errors with $metadata; a network failure there is the file storage.
  const fromStorage = all.some((e) => e.$metadata !== undefined);
  for (const e of all) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (fromStorage) {
      if (networkCodes.has(code) || e.name === 'TimeoutError') return 'storage';
      continue;
    }
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
