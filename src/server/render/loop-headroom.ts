import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * Whether the main thread has room for another rasterisation to start (ADR 041). Every export
 * still costs the main thread a little (its request, session and queries, the messages to the
 * drawing and encoder threads, the answer's socket writes): with enough exports at once the
 * event loop is never free, and a health check or a cached query waits behind them. The render
 * slots ask here before a waiting rasterisation takes a free slot: while the loop's recent
 * utilisation is above the bound, the export waits in the slots' queue (it is not refused) and
 * the slots look again `recheckMs` later.
 */
export interface LoopHeadroom {
  /** True when the main thread's recent utilisation is at most the bound. */
  hasRoom(): boolean;
  /** How long a held rasterisation waits before the slots look again, in ms. */
  readonly recheckMs: number;
}

export interface LoopHeadroomOptions {
  /** The main thread's recent utilisation, from 0 (idle) to 1 (never idle). */
  utilisation: () => number;
  /** Above this utilisation (0 to 1) no further rasterisation starts; 1 never holds. */
  busyMax: number;
  recheckMs?: number;
}

export function createLoopHeadroom(options: LoopHeadroomOptions): LoopHeadroom {
  return {
    hasRoom: () => options.busyMax >= 1 || options.utilisation() <= options.busyMax,
    recheckMs: options.recheckMs ?? 10,
  };
}

/**
 * This thread's event loop utilisation (`performance.eventLoopUtilization`) over the last 100 to
 * 200 ms: a snapshot is taken every 100 ms by one timer per thread (the loop is the thread's,
 * whichever app asks) that does not keep the process alive.
 */
export function loopUtilisation(): number {
  sampler ??= startSampler(100);
  return performance.eventLoopUtilization(sampler.previous).utilization;
}

let sampler: { previous: EventLoopUtilization } | undefined;

function startSampler(windowMs: number): { previous: EventLoopUtilization } {
  let latest = performance.eventLoopUtilization();
  const state = { previous: latest };
  setInterval(() => {
    state.previous = latest;
    latest = performance.eventLoopUtilization();
  }, windowMs).unref();
  return state;
}
