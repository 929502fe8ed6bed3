import { hitRateLimit } from '#server/auth/address-rate-limit.ts';
import type { RateLimitRepository } from '#server/auth/rate-limit.repository.ts';
import { AppError } from '#server/http/app-error.ts';

/**
 * Per-user limits on writes and on what makes the server fetch, kept as fixed-window counters in
 * the rate_limits table (like the sign-in limits), so they hold across app processes. Set well
 * above what a volunteer does by hand: the editor saves only when asked (its unsaved work waits
 * in the browser), the studio saves the last selection when sport, club or team changes.
 * Listed in docs/architecture.md ("Rate limits").
 */
export const writeLimits = {
  /** Template saves, creates, copies and deletes. */
  templates: { max: 60, windowSeconds: 60 },
  /** Background, logo and sponsor uploads, changes and deletions. */
  uploads: { max: 60, windowSeconds: 10 * 60 },
  /** Team-slot adds, changes and removals. */
  teamSlots: { max: 30, windowSeconds: 10 * 60 },
  /** Checkout and customer-portal sessions (each one a call to the payment provider). */
  billing: { max: 10, windowSeconds: 10 * 60 },
  /** Profile, Instagram handle and last selection. */
  profile: { max: 120, windowSeconds: 10 * 60 },
  /** Club API keys: each one is checked with the federation before it is stored. */
  clubApiKeys: { max: 20, windowSeconds: 10 * 60 },
  /** Workspace writes: creating, renaming, members and invitations (each invitation a mail). */
  workspaces: { max: 30, windowSeconds: 10 * 60 },
  /** Image proxy look-ups (each one may fetch from another host). */
  imageProxy: { max: 300, windowSeconds: 5 * 60 },
  /** Publications made, cancelled, retried: each one draws up to ten posts (ADR 059). */
  publications: { max: 60, windowSeconds: 10 * 60 },
  /** Channel connects (each one a dance with Meta) and disconnects. */
  publishing: { max: 30, windowSeconds: 10 * 60 },
} as const satisfies Record<string, { max: number; windowSeconds: number }>;

export type WriteLimit = keyof typeof writeLimits;

export interface WriteLimitDeps {
  counters: RateLimitRepository;
  now?: () => number;
}

export function createWriteLimitService({ counters, now = Date.now }: WriteLimitDeps) {
  return {
    /** Counts one request of the user; beyond the limit 429 RATE_LIMITED with Retry-After. */
    async hit(userId: string, limit: WriteLimit): Promise<void> {
      const { max, windowSeconds } = writeLimits[limit];
      const wait = await hitRateLimit(
        counters,
        `user:${limit}:${userId}`,
        max,
        windowSeconds,
        now(),
      );
      if (wait > 0) throw AppError.of(429, 'RATE_LIMITED').retryAfter(wait);
    },
  };
}

export type WriteLimitService = ReturnType<typeof createWriteLimitService>;
