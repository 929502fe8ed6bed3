import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from '#server/http/app-error.ts';

/**
 * The process's Prometheus metrics (GET /api/metrics): requests by route, exports, the sports
 * upstreams (calls by outcome, calls held back while a federation is down, queries refused by
 * the per-caller limits) and their cache, the database pool, and Node's own (memory, event loop, GC). One
 * registry per app, not prom-client's global one, so tests can run several apps in one process.
 */
export interface MetricsSources {
  /** Exports running and waiting (the admission's queue). */
  exportQueueDepth(): number;
  /** The PostgreSQL pool's connections; null on PGlite. */
  databasePool(): { total: number; idle: number; waiting: number } | null;
  /** The job queue's jobs by state, across all processes (null: the queue does not run here). */
  jobQueue?(): Promise<{
    depth: number;
    due: number;
    running: number;
    failed: number;
    parked: number;
  } | null>;
  /** The renderer's threads and what it keeps (render/post-renderer.ts, docs/export.md). */
  renderer?(): {
    threads: { running: number };
    queued: number;
    backgrounds: { bytes: number };
    files: { bytes: number; hits: number };
  };
  /** Forgets background exports' files no click used in time (counted as wasted). */
  sweepBackgroundExports?(): void;
  /** Game-day mails handed over whose sent-marker waits for the database (ADR 052). */
  mailMarkersWaiting?(): number;
  /** Rejections and exceptions that reached the process unhandled, by kind and cause. */
  processFaults?(): { kind: string; cause: string; count: number }[];
}

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'matchpost_' });
  const registers = [registry];

  const requests = new Counter({
    name: 'matchpost_http_requests_total',
    help: 'HTTP requests answered, by method, matched route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'matchpost_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (until the handler returns), by method and matched route',
    labelNames: ['method', 'route'] as const,
    buckets: seconds,
    registers,
  });
  const exportSeconds = new Histogram({
    name: 'matchpost_export_duration_seconds',
    help: 'Time of one export from admission to PNG, by outcome (ok, refused, failed)',
    labelNames: ['outcome'] as const,
    buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2, 5, 10],
    registers,
  });
  new Gauge({
    name: 'matchpost_export_queue_depth',
    help: 'Exports running and waiting in this process',
    registers,
    collect() {
      this.set(sources.exportQueueDepth());
    },
  });
  // The renderer (docs/export.md): its threads, the posts waiting for one, what it keeps.
  new Gauge({
    name: 'matchpost_render_threads',
    help: 'Render threads running now (they start with the first post and end when idle)',
    registers,
    collect() {
      const renderer = sources.renderer?.();
      if (renderer) this.set(renderer.threads.running);
    },
  });
  new Gauge({
    name: 'matchpost_render_waiting',
    help: 'Posts waiting for a render thread',
    registers,
    collect() {
      const renderer = sources.renderer?.();
      if (renderer) this.set(renderer.queued);
    },
  });
  new Gauge({
    name: 'matchpost_render_cache_bytes',
    help: 'Bytes the renderer keeps, by cache: prepared backgrounds with their clean bands, finished files',
    labelNames: ['cache'] as const,
    registers,
    collect() {
      const renderer = sources.renderer?.();
      if (!renderer) return;
      this.set({ cache: 'backgrounds' }, renderer.backgrounds.bytes);
      this.set({ cache: 'files' }, renderer.files.bytes);
    },
  });
  new Counter({
    name: 'matchpost_render_file_cache_hits_total',
    help: 'Posts answered from a file made before, without drawing',
    registers,
    collect() {
      const renderer = sources.renderer?.();
      if (!renderer) return;
      this.reset();
      this.inc(renderer.files.hits);
    },
  });
  // Exports made in the background before the click (ADR 030).
  const backgroundExports = new Counter({
    name: 'matchpost_background_exports_total',
    help: 'Exports made in the background before the click, by outcome: made (a file rendered), used (a later click asked for its tag and got 304), wasted (made and never used), cancelled (dropped or refused before any work)',
    labelNames: ['outcome'] as const,
    registers,
    collect() {
      sources.sweepBackgroundExports?.();
    },
  });
  for (const outcome of ['made', 'used', 'wasted', 'cancelled'] as const) {
    backgroundExports.inc({ outcome }, 0);
  }
  const upstreamSeconds = new Histogram({
    name: 'matchpost_sports_upstream_duration_seconds',
    help: 'Time of one call to a federation API, by host and outcome',
    labelNames: ['host', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8],
    registers,
  });
  const upstreamRequests = new Counter({
    name: 'matchpost_sports_upstream_requests_total',
    help: 'Calls that went out to a federation API, by federation (sport) and outcome: ok, client-error (4xx), throttled (429), server-error (5xx), unreachable, timeout, failed',
    labelNames: ['federation', 'outcome'] as const,
    registers,
  });
  const upstreamRefused = new Counter({
    name: 'matchpost_sports_upstream_refused_total',
    help: "Calls to a federation that did not go out, by federation (sport) and reason: down (its back-off runs), no-turn (waited a call's time for one of the calls at once)",
    labelNames: ['federation', 'reason'] as const,
    registers,
  });
  const sportsRateLimited = new Counter({
    name: 'matchpost_sports_rate_limited_total',
    help: 'Sports queries refused with 429 because the caller reached its limit, by kind of caller (address, user)',
    labelNames: ['caller'] as const,
    registers,
  });
  for (const caller of ['address', 'user'] as const) sportsRateLimited.inc({ caller }, 0);
  const cacheLookups = new Counter({
    name: 'matchpost_sports_cache_lookups_total',
    help: 'Sports response cache lookups: hit, coalesced (joined a call in flight) or miss',
    labelNames: ['outcome'] as const,
    registers,
  });
  new Gauge({
    name: 'matchpost_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = sources.databasePool();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  // The job queue (ADR 026): its jobs by state, read from the database at each scrape, so every
  // process shows the same figures; and this process's job durations by outcome.
  new Gauge({
    name: 'matchpost_job_queue_jobs',
    help: 'Jobs of the job queue by state: depth (waiting), due (waiting and due now), running, failed (waiting for a retry), parked (given up)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const figures = await sources.jobQueue?.().catch(() => null);
      if (!figures) return;
      for (const [state, value] of Object.entries(figures)) this.set({ state }, value);
    },
  });
  const jobSeconds = new Histogram({
    name: 'matchpost_job_duration_seconds',
    help: 'Time of one job of the job queue in this process, by queue and outcome (done, failed)',
    labelNames: ['queue', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
    registers,
  });
  // What reached the process with nobody to handle it (process-faults.ts, ADR 052).
  new Counter({
    name: 'matchpost_process_faults_total',
    help: 'Promise rejections nobody handled and exceptions thrown out of a callback in this process, by kind (rejection, exception) and cause (outage: a part did not answer; defect: anything else)',
    labelNames: ['kind', 'cause'] as const,
    registers,
    collect() {
      const faults = sources.processFaults?.();
      if (!faults) return;
      this.reset();
      for (const { kind, cause, count } of faults) this.inc({ kind, cause }, count);
    },
  });
  // Exactly-once hand-off of game-day mails (ADR 052).
  new Gauge({
    name: 'matchpost_game_day_mail_markers_waiting',
    help: 'Game-day mails this process handed over whose sent-marker it keeps until the database takes it',
    registers,
    collect() {
      this.set(sources.mailMarkersWaiting?.() ?? 0);
    },
  });
  const mailHandoffs = new Counter({
    name: 'matchpost_game_day_mail_handoffs_total',
    help: 'Game-day mail hand-offs in this process, by outcome: handed-off, found (an earlier hand-off found in the outbox), in-doubt (an earlier hand-off of unknown outcome: the mail waits one lease), again (sent again after that wait, with the same Message-ID)',
    labelNames: ['outcome'] as const,
    registers,
  });
  for (const outcome of ['handed-off', 'found', 'in-doubt', 'again'] as const) {
    mailHandoffs.inc({ outcome }, 0);
  }
  const mailRounds = new Counter({
    name: 'matchpost_game_day_mail_rounds_total',
    help: "The game-day mail scheduler's rounds in this process, by outcome (done, failed)",
    labelNames: ['outcome'] as const,
    registers,
  });

  // Phone-factor codes (ADR 051): what each one asked for became, by destination country.
  const smsMessages = new Counter({
    name: 'matchpost_sms_messages_total',
    help: 'Text messages with phone-factor codes asked for in this process, by destination country (none: a number of no country) and outcome: sent (the provider took it), limited (a send limit held it back), refused (not a mobile number of an allowed country, when added or sent to, or refused by the provider), failed (the provider could not be reached)',
    labelNames: ['country', 'outcome'] as const,
    registers,
  });

  // Publishing (ADR 059): each publication on one channel as it reaches a state.
  const publicationStates = new Counter({
    name: 'matchpost_publications_total',
    help: 'Publications on one channel each, as they reached a state in this process: scheduled (made), published, failed, cancelled',
    labelNames: ['state'] as const,
    registers,
  });
  for (const state of ['scheduled', 'published', 'failed', 'cancelled']) {
    publicationStates.inc({ state }, 0);
  }

  /** Counts and times every request under the route it matched (`/api/templates/:id`). */
  const requestMetrics: MiddlewareHandler = async (c, next) => {
    const stop = requestSeconds.startTimer();
    try {
      await next();
    } finally {
      const route = routePath(c);
      stop({ method: c.req.method, route });
      requests.inc({ method: c.req.method, route, status: String(c.res.status) });
    }
  };

  return {
    registry,
    requestMetrics,
    /** Times the export of a service shaped like the export service, leaving the rest as is. */
    timeExports<S extends { export: (...args: never[]) => Promise<unknown> }>(service: S): S {
      const run = service.export.bind(service) as (...args: unknown[]) => Promise<unknown>;
      return {
        ...service,
        export: async (...args: unknown[]) => {
          const stop = exportSeconds.startTimer();
          try {
            const result = await run(...args);
            stop({ outcome: 'ok' });
            return result;
          } catch (error) {
            stop({
              outcome: error instanceof AppError && error.status < 500 ? 'refused' : 'failed',
            });
            throw error;
          }
        },
      };
    },
    /** The background exports' hook: one outcome (ADR 030). */
    countBackgroundExport(outcome: 'made' | 'used' | 'wasted' | 'cancelled') {
      backgroundExports.inc({ outcome });
    },
    /** The job queue's hook: one finished job. */
    observeJob(queue: string, outcome: 'done' | 'failed', seconds: number) {
      jobSeconds.observe({ queue, outcome }, seconds);
    },
    /** The game-day mail service's hook: one hand-off's outcome. */
    observeMailHandoff(outcome: 'handed-off' | 'found' | 'in-doubt' | 'again') {
      mailHandoffs.inc({ outcome });
    },
    /** The game-day mail runner's hook: one finished scheduler round. */
    observeMailRound(outcome: 'done' | 'failed') {
      mailRounds.inc({ outcome });
    },
    /** The text messages' hook: one message asked for and its outcome. */
    countSms(country: string, outcome: 'sent' | 'limited' | 'refused' | 'failed') {
      smsMessages.inc({ country, outcome });
    },
    /** Publishing's hook: one publication on one channel reached a state. */
    countPublication(state: 'scheduled' | 'publishing' | 'published' | 'failed' | 'cancelled') {
      if (state !== 'publishing') publicationStates.inc({ state });
    },
    /** The sports data's hooks (SportsObserver). */
    sports: {
      upstream(host: string, ms: number, outcome: 'ok' | 'error') {
        upstreamSeconds.observe({ host, outcome }, ms / 1000);
      },
      upstreamRequest(federation: string, outcome: string) {
        upstreamRequests.inc({ federation, outcome });
      },
      upstreamRefused(federation: string, reason: 'down' | 'no-turn') {
        upstreamRefused.inc({ federation, reason });
      },
      rateLimited(caller: 'address' | 'user') {
        sportsRateLimited.inc({ caller });
      },
      cacheLookup(outcome: 'hit' | 'coalesced' | 'miss') {
        cacheLookups.inc({ outcome });
      },
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
