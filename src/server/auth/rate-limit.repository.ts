import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { rateLimits } from '#server/db/schema.ts';

/** A concurrent insert of the same key lost the race on a unique index. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Fixed-window counters per key in the rate_limits table (shared with the auth library's own
 * per-IP limits), so they hold across app processes.
 */
export function createRateLimitRepository(db: Db) {
  async function upsert(
    key: string,
    windowStart: number,
    now: number,
    cost: number,
  ): Promise<{ count: number; lastRequest: number } | null> {
    const [row] = await db
      .insert(rateLimits)
      .values({ id: key, key, count: cost, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${cost}::integer else ${rateLimits.count} + ${cost}::integer end`,
          lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
        },
      })
      .returning({ count: rateLimits.count, lastRequest: rateLimits.lastRequest });
    return row ?? null;
  }

  return {
    /** The count in `key`'s current window (since `windowStart`) without counting a request. */
    async current(key: string, windowStart: number): Promise<number> {
      const [row] = await db
        .select({ count: rateLimits.count, lastRequest: rateLimits.lastRequest })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      return row && row.lastRequest >= windowStart ? row.count : 0;
    },

    /**
     * Counts one request for `key` (`cost` units of it: 1 unless the request weighs more),
     * starting a new window when the last one is older than `windowStart`; answers the count in
     * the window and when the window began.
     */
    async hit(
      key: string,
      windowStart: number,
      now: number,
      cost = 1,
    ): Promise<{ count: number; lastRequest: number } | null> {
      // The row has two unique indexes (id and key, the same value). When the first requests for
      // a new key arrive together, PostgreSQL may report the race on the index that is not the
      // conflict target as a unique violation: once that row is committed, counting again takes
      // the update path, so no request goes uncounted.
      for (let attempt = 1; ; attempt++) {
        try {
          return await upsert(key, windowStart, now, cost);
        } catch (error) {
          if (attempt >= 3 || !isUniqueViolation(error)) throw error;
        }
      }
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
