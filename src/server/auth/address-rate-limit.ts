import type { RateLimitRepository } from '#server/auth/rate-limit.repository.ts';

/**
 * A fixed-window counter per key, so it holds across app processes. The auth library limits per
 * IP only; this adds the per-address limit on sign-in links. A request counts `cost` units (1
 * unless it weighs more). Answers the seconds to wait when the limit is reached, or 0 when the
 * request may pass.
 */
export async function hitRateLimit(
  counters: RateLimitRepository,
  key: string,
  max: number,
  windowSeconds: number,
  now = Date.now(),
  cost = 1,
): Promise<number> {
  const row = await counters.hit(key, now - windowSeconds * 1000, now, cost);
  if (!row || row.count <= max) return 0;
  return Math.max(1, Math.ceil((row.lastRequest + windowSeconds * 1000 - now) / 1000));
}
