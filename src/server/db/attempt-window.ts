import { isNull, lt, or, sql, type AnyColumn } from 'drizzle-orm';

/**
 * The columns of a fixed window of attempts (a second factor's codes, the recovery codes), set
 * in one atomic update: a window that began before `windowStart`, or none, starts again at
 * `now` with one attempt; otherwise its count goes up by one. Parallel attempts, from any
 * process, each see their own count.
 */
export function countedAttempt(
  columns: { attempts: AnyColumn; since: AnyColumn },
  windowStart: Date,
  now: Date,
) {
  const expired = or(isNull(columns.since), lt(columns.since, windowStart));
  return {
    attempts: sql`case when ${expired} then 1 else ${columns.attempts} + 1 end`,
    attemptsSince: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${columns.since} end`,
  };
}
