import {
  SportsError,
  upstreamStatusError,
  type SportsErrorKind,
} from '#server/sports/sports-error.ts';
import type { UpstreamClient, UpstreamResponse } from '#server/sports/upstream/upstream-client.ts';

/**
 * A circuit breaker in front of one federation, per process. Closed, every call goes out, at
 * most `maxInFlight` at once. The rest wait their turn here, not in the socket pool, where their
 * connect timers ran while they waited (a healthy but busy federation's calls failed there as
 * unreachable), and a breaker that opens meanwhile stops them; none waits longer than
 * `maxWaitMs`. A failure of the federation itself opens it: at
 * once when it cannot be reached, does not answer in time or answers 429, after
 * `answerFailuresToOpen` answers in a row with a 5xx (one path failing is not yet the federation). Open, no call
 * goes out until the back-off has passed; every call fails at once with the kind of the failure
 * that opened it, so auto mode answers from demo data where it would have for that failure.
 * Then one call probes (half-open; the others still fail at once): an answer closes the
 * breaker, a failure opens it again for twice as long, up to `maxBackoffMs`. A 429 is the
 * federation asking to be called less: it is thrown as a failure, never kept as an answer.
 */
export interface BreakerOptions {
  /** The federation's name, for error messages. */
  federation: string;
  now: () => number;
  /** The first back-off; it doubles with every failed probe. */
  firstBackoffMs: number;
  maxBackoffMs: number;
  answerFailuresToOpen?: number;
  /** Calls out at once: the socket pool's size, so that no call waits there with its timers on. */
  maxInFlight?: number;
  /** The longest a call waits for its turn; then it fails as a timeout without going out. */
  maxWaitMs?: number;
  /**
   * Told of every call that did not go out: `down` while the breaker was open, `no-turn` when
   * it waited `maxWaitMs` for its turn.
   */
  onRefused?: (reason: 'down' | 'no-turn') => void;
}

export interface BreakerStatus {
  state: 'closed' | 'open' | 'half-open';
  /** While open, when the next call may go out (epoch ms); null otherwise. */
  retryAt: number | null;
}

/** A call the breaker did not let out: the federation was down and its back-off not over. */
export class BreakerOpenError extends SportsError {
  override name = 'BreakerOpenError';
}

type Failure = { kind: SportsErrorKind; status?: number; opensAtOnce: boolean };

/** Whether an answer or an error is the federation failing (null: it answered). */
function failureOf(outcome: { response: UpstreamResponse } | { error: unknown }): Failure | null {
  if ('response' in outcome) {
    const { status } = outcome.response;
    // A 429 is the federation saying it was asked too often: no more now.
    if (status === 429) return { kind: 'upstream-status', status, opensAtOnce: true };
    if (status >= 500) return { kind: 'upstream-status', status, opensAtOnce: false };
    return null;
  }
  const error = outcome.error;
  if (!(error instanceof SportsError)) return null;
  if (error.kind === 'unreachable' || error.kind === 'timeout') {
    return { kind: error.kind, opensAtOnce: true };
  }
  // A connection that broke off mid-answer.
  if (error.kind === 'upstream-status') return { kind: error.kind, opensAtOnce: false };
  return null;
}

export function createFederationBreaker(options: BreakerOptions) {
  const answerFailuresToOpen = options.answerFailuresToOpen ?? 3;
  const maxInFlight = options.maxInFlight ?? 16;
  let state: BreakerStatus['state'] = 'closed';
  let failuresInARow = 0;
  let backoffMs = options.firstBackoffMs;
  let retryAt = 0;
  let opening: Failure = { kind: 'unreachable', opensAtOnce: true };
  const maxWaitMs = options.maxWaitMs ?? 8_000;
  let inFlight = 0;
  const waiting: (() => void)[] = [];

  /** A turn to call; a call that got none in `maxWaitMs` fails as a timeout. */
  async function slot(url: URL): Promise<void> {
    if (inFlight < maxInFlight) {
      inFlight += 1;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(turn), 1);
        options.onRefused?.('no-turn');
        reject(
          new SportsError(
            'timeout',
            `${options.federation}: no turn to call within ${maxWaitMs} ms`,
            undefined,
            { federation: options.federation, path: url.pathname },
          ),
        );
      }, maxWaitMs);
      waiting.push(turn);
    });
  }

  function release() {
    const next = waiting.shift();
    if (next) next();
    else inFlight -= 1;
  }

  function open(failure: Failure, ms: number) {
    state = 'open';
    opening = failure;
    backoffMs = ms;
    retryAt = options.now() + ms;
  }

  /** Whether a call may go out now; a call that may is the probe when the back-off is over. */
  function admit(): 'call' | 'probe' | 'refuse' {
    if (state === 'closed') return 'call';
    if (state === 'open' && options.now() >= retryAt) {
      state = 'half-open';
      return 'probe';
    }
    return 'refuse';
  }

  function settle(call: 'call' | 'probe', failure: Failure | null) {
    if (failure === null) {
      failuresInARow = 0;
      if (call === 'probe' || state === 'closed') {
        state = 'closed';
        backoffMs = options.firstBackoffMs;
      }
      return;
    }
    if (call === 'probe') {
      open(failure, Math.min(backoffMs * 2, options.maxBackoffMs));
      return;
    }
    // Calls that went out before the breaker opened fail with it: they do not open it again.
    if (state !== 'closed') return;
    failuresInARow += 1;
    if (failure.opensAtOnce || failuresInARow >= answerFailuresToOpen) {
      failuresInARow = 0;
      open(failure, options.firstBackoffMs);
    }
  }

  function refusal(url: URL): BreakerOpenError {
    const seconds = Math.max(1, Math.ceil((retryAt - options.now()) / 1000));
    return new BreakerOpenError(
      opening.kind,
      `${options.federation}: down, not asked again for ${seconds} s`,
      opening.status,
      { federation: options.federation, path: url.pathname },
    );
  }

  return {
    /** The client behind this breaker. */
    guard(client: UpstreamClient): UpstreamClient {
      return async (url, headers) => {
        // Open: refused at once, without waiting for a turn behind the calls in flight.
        if (state === 'open' && options.now() < retryAt) {
          options.onRefused?.('down');
          throw refusal(url);
        }
        await slot(url);
        try {
          const call = admit();
          if (call === 'refuse') {
            options.onRefused?.('down');
            throw refusal(url);
          }
          let response: UpstreamResponse;
          try {
            response = await client(url, headers);
          } catch (error) {
            settle(call, failureOf({ error }));
            throw error;
          }
          settle(call, failureOf({ response }));
          if (response.status === 429) {
            throw upstreamStatusError(options.federation, url.pathname, 429);
          }
          return response;
        } finally {
          release();
        }
      };
    },

    status(): BreakerStatus {
      return { state, retryAt: state === 'closed' ? null : retryAt };
    },
  };
}

export type FederationBreaker = ReturnType<typeof createFederationBreaker>;
