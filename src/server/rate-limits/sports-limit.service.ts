import { isIPv4, isIPv6 } from 'node:net';
import { hitRateLimit } from '#server/auth/address-rate-limit.ts';
import type { RateLimitRepository } from '#server/auth/rate-limit.repository.ts';

/**
 * Per-caller limits on the sports endpoints (GET|POST /api/swissunihockey|swissvolley|
 * swisshandball), counted in the rate_limits table like the other limits, so they hold across
 * app processes. Anonymous callers are counted by address, signed-in ones by user. A query
 * costs one unit per root field that may ask a federation (a query for ten teams' games costs
 * ten, one for demo data nothing). Listed in docs/architecture.md ("Rate limits").
 *
 * A volunteer in the studio asks one field per step (clubs, teams, games, a game, the table),
 * and the browser keeps each answer for five minutes; the editor preview asks one to three; the
 * weekend screen asks its own endpoint (/api/weekend), not these. 600 units in ten minutes is
 * one a second for ten minutes, several times what a person clicks, and leaves room for a few
 * anonymous volunteers behind one club-house address.
 */
export const sportsLimits = {
  /** Anonymous callers, by address (an IPv6 address by its /64 network). */
  address: { max: 600, windowSeconds: 10 * 60 },
  /** Signed-in callers, by user, wherever they call from. */
  user: { max: 600, windowSeconds: 10 * 60 },
} as const satisfies Record<string, { max: number; windowSeconds: number }>;

export type SportsCaller = { kind: 'user'; userId: string } | { kind: 'address'; address: string };

/**
 * The part of an address that names one caller: an IPv4 address as it is (also when written as
 * an IPv4-mapped IPv6 address), an IPv6 address by its first 64 bits, since one household or
 * server is given a whole /64 and could take a new address for every request.
 */
export function callerOfAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = address.includes('::') && tail !== '' ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) lies in the last 32 bits, outside the /64 kept.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups = address.includes('::')
    ? [
        ...headGroups,
        ...Array<string>(8 - width(headGroups) - width(tailGroups)).fill('0'),
        ...tailGroups,
      ]
    : headGroups;
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}

export interface SportsLimitDeps {
  counters: RateLimitRepository;
  now?: () => number;
  /** Told of every refusal, by kind of caller (for metrics). */
  onLimited?: (kind: SportsCaller['kind']) => void;
}

export function createSportsLimitService({ counters, now = Date.now, onLimited }: SportsLimitDeps) {
  return {
    /**
     * Counts a query of `cost` units against the caller's limit: the seconds to wait when it is
     * beyond (the query is then not run), 0 when it may run. A query of no cost is not counted.
     */
    async charge(caller: SportsCaller, cost: number): Promise<number> {
      if (cost <= 0) return 0;
      const { max, windowSeconds } = sportsLimits[caller.kind];
      const key =
        caller.kind === 'user'
          ? `sports:user:${caller.userId}`
          : `sports:address:${callerOfAddress(caller.address)}`;
      const wait = await hitRateLimit(counters, key, max, windowSeconds, now(), cost);
      if (wait > 0) onLimited?.(caller.kind);
      return wait;
    },
  };
}

export type SportsLimitService = ReturnType<typeof createSportsLimitService>;
