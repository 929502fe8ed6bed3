import type { LookupFunction } from 'node:net';
import { sports, type Sport } from '#shared/sports/sports.ts';
import type { Config } from '#server/config/env.ts';
import type { Logger } from '#server/logging/logger.ts';
import { createDemoAdapter } from '#server/sports/demo/demo.adapter.ts';
import { isDemoId } from '#server/sports/demo/demo-dataset.ts';
import type { ClubKey, FederationAdapter } from '#server/sports/federation-adapter.ts';
import { createHandballAdapter } from '#server/sports/handball/handball.adapter.ts';
import { ResponseCache, minutes } from '#server/sports/response-cache.ts';
import type { SportsData, SportsQueryContext, SportsSource } from '#server/sports/sports-data.ts';
import { isUnreachable } from '#server/sports/sports-error.ts';
import { createUnihockeyAdapter } from '#server/sports/unihockey/unihockey.adapter.ts';
import {
  createUpstreamClient,
  type UpstreamTimeouts,
} from '#server/sports/upstream/upstream-client.ts';
import { createVolleyballAdapter } from '#server/sports/volleyball/volleyball.adapter.ts';

/** The decrypted club API keys of a user; the club API key service provides them. */
export interface ClubKeyLookup {
  keyFor(userId: string, sport: Sport, clubId: string): Promise<string | null>;
  keysOf(userId: string, sport: Sport): Promise<ClubKey[]>;
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
  /** In auto mode, how long a sport stays on demo data before live is tried again. */
  liveRetryMs?: number;
}

/** Ids go into upstream paths and query strings: anything else is an unknown id. */
const plausibleId = /^[A-Za-z0-9_-]{1,64}$/;

const collator = new Intl.Collator('de');
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);

/** Sports whose federation API needs the club API key a user stored. */
const keyedSports = new Set<Sport>(['volleyball', 'handball']);

export function createSportsData(options: SportsDataOptions): SportsData {
  const { config, keys, logger } = options;
  const now = options.now ?? (() => new Date());
  const liveRetryMs = options.liveRetryMs ?? minutes(2);
  const cache = new ResponseCache({ now: () => now().getTime() });
  const client = createUpstreamClient({ ...options.timeouts, lookup: options.lookup });

  const live: Record<Sport, FederationAdapter> = {
    unihockey: createUnihockeyAdapter({ baseUrl: config.unihockeyUrl, client, cache, now }),
    volleyball: createVolleyballAdapter({ baseUrl: config.volleyUrl, client, cache }),
    handball: createHandballAdapter({ baseUrl: config.handballUrl, client, cache }),
  };
  const demo: Record<Sport, FederationAdapter> = {
    unihockey: createDemoAdapter('unihockey', now),
    volleyball: createDemoAdapter('volleyball', now),
    handball: createDemoAdapter('handball', now),
  };

  const initial: SportsSource = config.mode === 'demo' ? 'demo' : 'live';
  const state: Record<Sport, { source: SportsSource; retryAt: number }> = {
    unihockey: { source: initial, retryAt: 0 },
    volleyball: { source: initial, retryAt: 0 },
    handball: { source: initial, retryAt: 0 },
  };

  /**
   * Runs a query against live or demo data by mode. In auto mode an unreachable federation puts
   * its sport on demo data for `liveRetryMs`; ids of demo data stay with demo data, so a post
   * prepared while offline still exports once the federation is back.
   */
  async function run<T>(
    sport: Sport,
    context: SportsQueryContext | undefined,
    id: string | null,
    query: (adapter: FederationAdapter, source: SportsSource) => Promise<T>,
  ): Promise<T> {
    const serve = async (source: SportsSource) => {
      const value = await query(source === 'demo' ? demo[sport] : live[sport], source);
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
      if (current.source !== 'live') logger.info('sports: federation reachable again', { sport });
      current.source = 'live';
      return value;
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      if (current.source !== 'demo') {
        logger.warn('sports: federation unreachable, serving demo data', { sport, error });
      }
      current.source = 'demo';
      current.retryAt = now().getTime() + liveRetryMs;
      return serve('demo');
    }
  }

  const userOf = (context: SportsQueryContext | undefined) => context?.userId ?? null;

  async function keyFor(sport: Sport, context: SportsQueryContext | undefined, clubId: string) {
    const userId = userOf(context);
    if (!keyedSports.has(sport) || userId === null) return null;
    return keys ? keys.keyFor(userId, sport, clubId) : null;
  }

  async function keysOf(sport: Sport, context: SportsQueryContext | undefined): Promise<ClubKey[]> {
    const userId = userOf(context);
    if (!keyedSports.has(sport) || userId === null) return [];
    return keys ? keys.keysOf(userId, sport) : [];
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

  return {
    clubs: (sport, context) =>
      run(sport, context, null, async (adapter) => [...(await adapter.clubs())].sort(byName)),

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

    sources: () =>
      Object.fromEntries(sports.map((sport) => [sport, state[sport].source])) as Record<
        Sport,
        SportsSource
      >,

    probe: async () => {
      if (config.mode !== 'auto') return;
      await Promise.all(
        sports.map((sport) =>
          run(sport, undefined, null, (adapter) => adapter.clubs()).catch((error: unknown) => {
            logger.warn('sports: probe failed', { sport, error });
          }),
        ),
      );
    },
  };
}
