import type { LookupFunction } from 'node:net';
import { sports, type Sport } from '#shared/sports/sports.ts';
import { SportsError } from '#server/sports/sports-error.ts';
import {
  createFederationBreaker,
  type FederationBreaker,
} from '#server/sports/upstream/federation-breaker.ts';
import {
  createUpstreamClient,
  defaultTimeouts,
  type UpstreamClient,
  type UpstreamTimeouts,
} from '#server/sports/upstream/upstream-client.ts';

/**
 * The calls to the federations, one client per sport over one socket pool: each behind the
 * federation's breaker (federation-breaker.ts), timed and counted for the metrics when it goes
 * out.
 */
/** What became of one call to a federation. */
export type UpstreamOutcome =
  'ok' | 'client-error' | 'throttled' | 'server-error' | 'unreachable' | 'timeout' | 'failed';

export interface SportsObserver {
  upstream(host: string, ms: number, outcome: 'ok' | 'error'): void;
  /** One call that went out to the federation of `sport`, by what became of it. */
  upstreamRequest(sport: Sport, outcome: UpstreamOutcome): void;
  /**
   * One call that did not go out: the federation of `sport` is down and its back-off runs
   * (`down`), or the call waited too long for its turn (`no-turn`).
   */
  upstreamRefused(sport: Sport, reason: 'down' | 'no-turn'): void;
  cacheLookup(outcome: 'hit' | 'coalesced' | 'miss'): void;
}

function outcomeOf(answer: { status: number } | { error: unknown }): UpstreamOutcome {
  if ('status' in answer) {
    if (answer.status === 429) return 'throttled';
    if (answer.status >= 500) return 'server-error';
    return answer.status >= 400 ? 'client-error' : 'ok';
  }
  if (answer.error instanceof SportsError) {
    if (answer.error.kind === 'unreachable') return 'unreachable';
    if (answer.error.kind === 'timeout') return 'timeout';
  }
  return 'failed';
}

/** The client, timing and counting each call of `sport` for the observer. */
function observed(
  client: UpstreamClient,
  sport: Sport,
  observe: SportsObserver | undefined,
): UpstreamClient {
  if (!observe) return client;
  return async (url, headers) => {
    const started = performance.now();
    try {
      const answer = await client(url, headers);
      observe.upstream(url.host, performance.now() - started, answer.status < 500 ? 'ok' : 'error');
      observe.upstreamRequest(sport, outcomeOf(answer));
      return answer;
    } catch (error) {
      observe.upstream(url.host, performance.now() - started, 'error');
      observe.upstreamRequest(sport, outcomeOf({ error }));
      throw error;
    }
  };
}

/** The name a federation goes by in errors and log lines. */
const federationNames: Record<Sport, string> = {
  unihockey: 'swissunihockey',
  volleyball: 'swissvolley',
  handball: 'swisshandball',
};

export interface FederationClientOptions {
  now: () => number;
  /** The breakers' back-off: `firstMs` after a failure, doubling per failed probe to `maxMs`. */
  backoff: { firstMs: number; maxMs: number };
  timeouts?: Partial<UpstreamTimeouts>;
  lookup?: LookupFunction;
  observe?: SportsObserver;
}

export function createFederationClients(options: FederationClientOptions) {
  const upstream = createUpstreamClient({ ...options.timeouts, lookup: options.lookup });
  const breakers = Object.fromEntries(
    sports.map((sport) => [
      sport,
      createFederationBreaker({
        federation: federationNames[sport],
        now: options.now,
        firstBackoffMs: options.backoff.firstMs,
        maxBackoffMs: options.backoff.maxMs,
        // No call waits for its turn longer than a call may take.
        maxWaitMs: options.timeouts?.totalTimeoutMs ?? defaultTimeouts.totalTimeoutMs,
        onRefused: (reason) => options.observe?.upstreamRefused(sport, reason),
      }),
    ]),
  ) as Record<Sport, FederationBreaker>;
  return {
    breakers,
    /** A federation's client: behind its breaker, counted when a call goes out. */
    clientOf: (sport: Sport) => breakers[sport].guard(observed(upstream, sport, options.observe)),
  };
}
