import type { LookupFunction } from 'node:net';
import { sports, type Sport } from '#shared/sports/sports.ts';
import type { Config } from '#server/config/env.ts';
import type { Logger } from '#server/logging/logger.ts';
import { createDemoAdapter } from '#server/sports/demo/demo.adapter.ts';
import { isDemoId } from '#server/sports/demo/demo-dataset.ts';
import type { ClubKey, FederationAdapter } from '#server/sports/federation-adapter.ts';
import { createHandballAdapter } from '#server/sports/handball/handball.adapter.ts';
import { ResponseCache, minutes, seconds } from '#server/sports/response-cache.ts';
import type {
  FederationStatus,
  SportsData,
  SportsQueryContext,
  SportsSource,
} from '#server/sports/sports-data.ts';
import { federationDown, isUnreachable, SportsError } from '#server/sports/sports-error.ts';
import { createUnihockeyAdapter } from '#server/sports/unihockey/unihockey.adapter.ts';
import {
  createFederationClients,
  type SportsObserver,
} from '#server/sports/upstream/federation-clients.ts';
import type { UpstreamTimeouts } from '#server/sports/upstream/upstream-client.ts';
import { createVolleyballAdapter } from '#server/sports/volleyball/volleyball.adapter.ts';

export type { SportsObserver } from '#server/sports/upstream/federation-clients.ts';

/** The decrypted club API keys of a user; the club API key service provides them. */
export interface ClubKeyLookup {
  keyFor(workspaceId: string, sport: Sport, clubId: string): Promise<string | null>;
  keysOf(workspaceId: string, sport: Sport): Promise<ClubKey[]>;
}

export interface SportsDataOptions {
  config: Config['sports'];
  /** Without it no club API keys are used (tests of public data, benches). */
  keys?: ClubKeyLookup;
  logger: Logger;
  now?: () => Date;
  /** 3 s to connect and 8 s in all unless set; tests set them short. */
  timeouts?: Partial<UpstreamTimeouts>;
  /** Name resolution for upstream hosts; tests use it to simulate a DNS that never answers. */
  lookup?: LookupFunction;
  /**
   * How long a federation that is down is not asked (its breaker's back-off): `firstMs` after
   * the failure, doubling with every failed probe up to `maxMs`. In auto mode an unreachable
   * federation's sport is on demo data for as long.
   */
  backoff?: { firstMs: number; maxMs: number };
  /** Metrics hooks: each federation call's time and outcome, each response cache lookup. */
  observe?: SportsObserver;
}

/** Ids go into upstream paths and query strings: anything else is an unknown id. */
const plausibleId = /^[A-Za-z0-9_-]{1,64}$/;

const collator = new Intl.Collator('de');
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);

/** Sports whose federation API needs the club API key a user stored. */
const keyedSports = new Set<Sport>(['volleyball', 'handball']);

/** Failures after which auto mode answers from the demo dataset. */
const fallsBackToDemo = (error: unknown) =>
  isUnreachable(error) || (error instanceof SportsError && error.kind === 'api-key-missing');

/**
 * Queries that reach the federation. The handball club list is shipped with the app, so listing
 * it says nothing about whether handball.ch answers.
 */
const asksUpstream = (sport: Sport, query: 'clubs' | 'other') =>
  !(sport === 'handball' && query === 'clubs');

export function createSportsData(options: SportsDataOptions): SportsData {
  const { config, keys, logger } = options;
  const now = options.now ?? (() => new Date());
  const backoff = options.backoff ?? { firstMs: seconds(10), maxMs: minutes(2) };
  const cache = new ResponseCache({
    now: () => now().getTime(),
    onLookup: (outcome) => options.observe?.cacheLookup(outcome),
  });
  const { breakers, clientOf } = createFederationClients({
    now: () => now().getTime(),
    backoff,
    timeouts: options.timeouts,
    lookup: options.lookup,
    observe: options.observe,
  });

  const live: Record<Sport, FederationAdapter> = {
    unihockey: createUnihockeyAdapter({
      baseUrl: config.unihockeyUrl,
      client: clientOf('unihockey'),
      cache,
      now,
    }),
    volleyball: createVolleyballAdapter({
      baseUrl: config.volleyUrl,
      client: clientOf('volleyball'),
      cache,
      operatorKey: config.volleyApiKey ?? null,
    }),
    handball: createHandballAdapter({
      baseUrl: config.handballUrl,
      client: clientOf('handball'),
      cache,
    }),
  };
  const demo: Record<Sport, FederationAdapter> = {
    unihockey: createDemoAdapter('unihockey', now),
    volleyball: createDemoAdapter('volleyball', now),
    handball: createDemoAdapter('handball', now),
  };

  const federations: Record<Sport, FederationStatus & { checkedAt: number }> = {
    unihockey: { state: 'unchecked', since: null, checkedAt: 0 },
    volleyball: { state: 'unchecked', since: null, checkedAt: 0 },
    handball: { state: 'unchecked', since: null, checkedAt: 0 },
  };

  function observe(sport: Sport, outcome: 'answer' | unknown) {
    const status = federations[sport];
    const time = now();
    status.checkedAt = time.getTime();
    let state: FederationStatus['state'] | null = null;
    let kind: string | undefined;
    if (outcome === 'answer') state = 'up';
    else if (outcome instanceof SportsError && outcome.kind === 'api-key-missing') {
      state = 'needs-key';
    } else if (federationDown(outcome)) {
      state = 'down';
      kind = (outcome as SportsError).kind;
    }
    // Key and unknown-id answers say nothing about the federation's health, nor does an answer
    // kept in the cache while its breaker holds calls back: its probe will say.
    if (state === null) return;
    if (state === 'up' && breakers[sport].status().state !== 'closed') return;
    if (state !== status.state) {
      if (state === 'down') logger.warn('sports: federation down', { sport, kind });
      if (state === 'up' && status.state === 'down')
        logger.info('sports: federation up again', { sport });
      status.state = state;
      status.since = time.toISOString();
    }
    if (state === 'down') status.error = kind;
    else delete status.error;
  }

  /** The operator's log line for an answer this app cannot read: federation, path and what. */
  function logUnexpected(sport: Sport, error: unknown) {
    if (!(error instanceof SportsError) || error.kind !== 'invalid-response') return;
    logger.error('sports: federation answered in an unexpected shape', {
      sport,
      federation: error.place?.federation,
      path: error.place?.path,
      detail: error.message,
    });
  }

  // Where each sport's answers come from, as /api/health tells. Auto mode's handball is live only
  // for a user with a key (ADR 019): until one is served live, every visitor gets demo data.
  const initial = (sport: Sport): SportsSource =>
    config.mode === 'demo' || (config.mode === 'auto' && sport === 'handball') ? 'demo' : 'live';
  const state: Record<Sport, { source: SportsSource; retryAt: number }> = {
    unihockey: { source: initial('unihockey'), retryAt: 0 },
    volleyball: { source: initial('volleyball'), retryAt: 0 },
    handball: { source: initial('handball'), retryAt: 0 },
  };

  /**
   * Runs a query against live or demo data by mode. In auto mode an unreachable federation puts
   * its sport on demo data while its breaker's back-off runs; ids of demo data stay with demo
   * data, so a post prepared while offline still exports once the federation is back.
   */
  async function run<T>(
    sport: Sport,
    context: SportsQueryContext | undefined,
    id: string | null,
    query: (adapter: FederationAdapter, source: SportsSource) => Promise<T>,
    kind: 'clubs' | 'other' = 'other',
  ): Promise<T> {
    const serve = async (source: SportsSource) => {
      if (source === 'demo') {
        const value = await query(demo[sport], source);
        context?.onSource?.(source);
        return value;
      }
      let value: T;
      try {
        value = await query(live[sport], source);
      } catch (error) {
        logUnexpected(sport, error);
        observe(sport, error);
        throw error;
      }
      if (asksUpstream(sport, kind)) observe(sport, 'answer');
      context?.onSource?.(source);
      return value;
    };
    if (config.mode === 'demo') return serve('demo');
    if (config.mode === 'live') return serve('live');
    if (id !== null && isDemoId(id)) return serve('demo');
    const current = state[sport];
    if (current.source === 'demo' && now().getTime() < current.retryAt) return serve('demo');
    try {
      const value = await serve('live');
      // Back after an outage; not after demo data for want of a key.
      if (current.source !== 'live' && current.retryAt !== 0) {
        logger.info('sports: federation reachable again', { sport });
      }
      current.source = 'live';
      return value;
    } catch (error) {
      if (!fallsBackToDemo(error)) throw error;
      if (current.source !== 'demo') {
        // An expected condition: one line with the reason, no stack trace; a warning for a
        // federation out of reach, news for a sport nobody gave a key for (a first start).
        const line = isUnreachable(error) ? logger.warn : logger.info;
        line('sports: no live data, serving demo data', {
          sport,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
      current.source = 'demo';
      // Without a key nothing is asked upstream, so the next request may try again at once.
      current.retryAt = isUnreachable(error) ? (breakers[sport].status().retryAt ?? 0) : 0;
      return serve('demo');
    }
  }

  const workspaceOf = (context: SportsQueryContext | undefined) => context?.workspaceId ?? null;

  async function keyFor(sport: Sport, context: SportsQueryContext | undefined, clubId: string) {
    const workspaceId = workspaceOf(context);
    if (!keyedSports.has(sport) || workspaceId === null) return null;
    return keys ? keys.keyFor(workspaceId, sport, clubId) : null;
  }

  async function keysOf(sport: Sport, context: SportsQueryContext | undefined): Promise<ClubKey[]> {
    const workspaceId = workspaceOf(context);
    if (!keyedSports.has(sport) || workspaceId === null) return [];
    return keys ? keys.keysOf(workspaceId, sport) : [];
  }

  /** The key for a team's games: its club's key, the club found among the user's keyed clubs if not given. */
  async function keyForTeam(
    sport: Sport,
    adapter: FederationAdapter,
    context: SportsQueryContext | undefined,
    teamId: string,
    clubId: string | null,
  ): Promise<string | null> {
    if (clubId !== null) return keyFor(sport, context, clubId);
    for (const clubKey of await keysOf(sport, context)) {
      const teams = await adapter.teams(clubKey.clubId, clubKey.apiKey);
      if (teams.some((team) => team.id === teamId)) return clubKey.apiKey;
    }
    return null;
  }

  /**
   * Auto mode's handball, as for the other sports: live data only where the federation can be
   * asked and answers. Its club list ships with the app and every request needs a club's key, so
   * the list is live for a user who holds a handball key and whose federation is reachable (one
   * of their clubs' teams, cached like any answer); without a key, or unreachable, the demo
   * clubs are served, with the demo badge. A refused or failing key is no reason for demo data.
   */
  async function handballListIsLive(context: SportsQueryContext | undefined): Promise<void> {
    const [held] = await keysOf('handball', context);
    if (!held) throw new SportsError('api-key-missing', 'handball: no club API key stored');
    try {
      await live.handball.teams(held.clubId, held.apiKey);
    } catch (error) {
      if (isUnreachable(error)) throw error;
    }
  }

  /** Federations being probed from the status: one probe at a time each. */
  const probing = new Set<Sport>();

  /** Asks a federation for its clubs; never throws. Handball has no key-free endpoint to ask. */
  async function probeOne(sport: Sport): Promise<void> {
    if (config.mode === 'demo' || !asksUpstream(sport, 'clubs')) return;
    await run(sport, undefined, null, (adapter) => adapter.clubs(), 'clubs').catch(
      (error: unknown) => {
        // An expected state at start (no network, federation down): one line, no stack trace.
        const reason = error instanceof Error ? error.message : String(error);
        logger.warn('sports: probe failed', { sport, reason });
      },
    );
  }

  return {
    clubs: (sport, context) =>
      run(
        sport,
        context,
        null,
        async (adapter, source) => {
          if (sport === 'handball' && source === 'live' && config.mode === 'auto') {
            await handballListIsLive(context);
          }
          return [...(await adapter.clubs())].sort(byName);
        },
        'clubs',
      ),

    teams: async (sport, clubId, context) => {
      if (!plausibleId.test(clubId)) return [];
      return run(sport, context, clubId, async (adapter, source) => {
        const apiKey = source === 'live' ? await keyFor(sport, context, clubId) : null;
        return [...(await adapter.teams(clubId, apiKey))].sort(byName);
      });
    },

    games: async (sport, teamId, clubId, context) => {
      if (!plausibleId.test(teamId) || (clubId !== null && !plausibleId.test(clubId))) return [];
      return run(sport, context, teamId, async (adapter, source) => {
        const apiKey =
          source === 'live' ? await keyForTeam(sport, adapter, context, teamId, clubId) : null;
        return adapter.games(teamId, clubId, apiKey);
      });
    },

    game: async (sport, gameId, context) => {
      if (!plausibleId.test(gameId)) return null;
      return run(sport, context, gameId, async (adapter, source) =>
        adapter.game(gameId, source === 'live' ? await keysOf(sport, context) : []),
      );
    },

    standings: async (sport, teamId, clubId, context) => {
      if (!plausibleId.test(teamId) || (clubId !== null && !plausibleId.test(clubId))) return null;
      return run(sport, context, teamId, async (adapter, source) => {
        const apiKey =
          source === 'live' ? await keyForTeam(sport, adapter, context, teamId, clubId) : null;
        return adapter.standings(teamId, clubId, apiKey);
      });
    },

    verifyClubKey: async (sport, clubId, apiKey) => {
      if (config.mode === 'demo' || !keyedSports.has(sport)) return 'accepted';
      try {
        // Straight to the federation: a key is judged by its answer, never by demo data.
        await live[sport].teams(clubId, apiKey);
        observe(sport, 'answer');
        return 'accepted';
      } catch (error) {
        if (error instanceof SportsError && error.kind === 'club-api-key-invalid') {
          observe(sport, 'answer');
          return 'refused';
        }
        logUnexpected(sport, error);
        observe(sport, error);
        throw error;
      }
    },

    sources: () =>
      Object.fromEntries(sports.map((sport) => [sport, state[sport].source])) as Record<
        Sport,
        SportsSource
      >,

    federations: () => {
      const time = now().getTime();
      for (const sport of sports) {
        const status = federations[sport];
        const { retryAt } = breakers[sport].status();
        // Down with its breaker open: probed when the back-off says so; down otherwise (an
        // answer it could not read): probed after the longest back-off.
        const due = retryAt !== null ? retryAt : status.checkedAt + backoff.maxMs;
        if (status.state === 'down' && time >= due && !probing.has(sport)) {
          status.checkedAt = time;
          probing.add(sport);
          void probeOne(sport).finally(() => probing.delete(sport));
        }
      }
      return Object.fromEntries(
        sports.map((sport) => {
          const { checkedAt: _checkedAt, ...status } = federations[sport];
          const { retryAt } = breakers[sport].status();
          const shown: FederationStatus =
            status.state === 'down' && retryAt !== null && retryAt > time
              ? { ...status, retryAt: new Date(retryAt).toISOString() }
              : status;
          return [sport, shown];
        }),
      ) as Record<Sport, FederationStatus>;
    },

    probe: async () => {
      if (config.mode !== 'auto') return;
      await Promise.all(sports.map(probeOne));
    },
  };
}
