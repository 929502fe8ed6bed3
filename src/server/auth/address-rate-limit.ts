import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { rateLimits } from '#server/db/schema.ts';

/**
 * A fixed-window counter per key in the rate_limits table, so it holds across app processes.
 * The auth library limits per IP only; this adds the per-address limit on sign-in links.
 * Answers the seconds to wait when the limit is reached, or 0 when the request may pass.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  max: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<number> {
  const windowStart = now - windowSeconds * 1000;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: key, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, lastRequest: rateLimits.lastRequest });
  if (!row || row.count <= max) return 0;
  return Math.max(1, Math.ceil((row.lastRequest + windowSeconds * 1000 - now) / 1000));
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(and(eq(rateLimits.key, key)));
}
