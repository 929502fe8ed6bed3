import type { Club, Game, Team } from '#shared/sports/sports.ts';
import {
  asArray,
  asRecord,
  directoryTtl,
  gamesTtl,
  keyFingerprint,
  text,
  type FederationAdapter,
} from '#server/sports/federation-adapter.ts';
import type { ResponseCache } from '#server/sports/response-cache.ts';
import { SportsError } from '#server/sports/sports-error.ts';
import { splitLocalDateTime } from '#server/sports/swiss-time.ts';
import { listBody, type UpstreamClient } from '#server/sports/upstream/upstream-client.ts';

/**
 * Swiss Volley VolleyManager API: `Authorization: <club API key>`. It has no single-game
 * endpoint, so a game is found in the games of the teams of the clubs the user holds keys for.
 */
export interface VolleyballAdapterOptions {
  baseUrl: string;
  client: UpstreamClient;
  cache: ResponseCache;
}

export function createVolleyballAdapter(options: VolleyballAdapterOptions): FederationAdapter {
  const { client, cache } = options;

  async function get(
    path: string,
    query: Record<string, string>,
    apiKey: string | null,
  ): Promise<unknown[] | null> {
    const url = new URL(`${options.baseUrl}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await client(url, apiKey === null ? {} : { Authorization: apiKey });
    const errors = asArray(asRecord(response.body).errors);
    const keyRejected =
      response.status === 401 ||
      response.status === 403 ||
      errors.some((error) => /api-?key/i.test(text(asRecord(error).message) ?? ''));
    if (keyRejected) {
      throw new SportsError(
        apiKey === null ? 'club-api-key-required' : 'club-api-key-invalid',
        `swissvolley ${path}: key rejected`,
        response.status,
      );
    }
    return listBody('swissvolley', path, response);
  }

  /** Set results come as a list or as an object keyed "1".."5"; unplayed sets are left out. */
  function setDetail(setResults: unknown): string | null {
    const sets = Array.isArray(setResults)
      ? setResults
      : Object.entries(asRecord(setResults))
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([, value]) => value);
    const scores = sets
      .map(asRecord)
      .map((set) => [text(set.home), text(set.away)] as const)
      .filter(([home, away]) => home !== null && away !== null)
      .map(([home, away]) => `${home}:${away}`);
    return scores.length > 0 ? `(${scores.join(', ')})` : null;
  }

  function toGame(raw: unknown): Game | null {
    const game = asRecord(raw);
    const id = text(game.gameId);
    const when = splitLocalDateTime(text(game.playDate) ?? '');
    if (!id || !when) return null;
    const teams = asRecord(game.teams);
    const home = asRecord(teams.home);
    const away = asRecord(teams.away);
    const hall = asRecord(game.hall);
    const summary = asRecord(game.resultSummary);
    const wonHome = summary.wonSetsHomeTeam;
    const wonAway = summary.wonSetsAwayTeam;
    const played =
      typeof wonHome === 'number' && typeof wonAway === 'number' && wonHome + wonAway > 0;
    return {
      id,
      teamHome: text(home.caption) ?? '',
      teamAway: text(away.caption) ?? '',
      date: when.date,
      time: when.time,
      result: played ? `${wonHome}:${wonAway}` : null,
      resultDetail: played ? setDetail(game.setResults) : null,
      location: text(hall.caption),
      city: text(hall.city),
      teamHomeLogo: text(home.logo),
      teamAwayLogo: text(away.logo),
    };
  }

  const teams = (clubId: string, apiKey: string | null) =>
    cache.get(
      `volleyball:teams:${clubId}:${keyFingerprint(apiKey)}`,
      async (): Promise<Team[]> => {
        const list = await get('/indoor/teams', { clubId }, apiKey);
        return (list ?? []).flatMap((raw): Team[] => {
          const team = asRecord(raw);
          const id = text(team.teamId);
          const name = text(team.caption);
          if (!id || !name) return [];
          return [{ id, name, liga: text(asRecord(team.league).caption) }];
        });
      },
      directoryTtl,
    );

  const games = (teamId: string, apiKey: string | null) =>
    cache.get(
      `volleyball:games:${teamId}:${keyFingerprint(apiKey)}`,
      async (): Promise<Game[]> => {
        const list = await get('/indoor/games', { teamId, includeCup: '1' }, apiKey);
        return (list ?? []).map(toGame).filter((game): game is Game => game !== null);
      },
      gamesTtl,
    );

  return {
    clubs: () =>
      cache.get(
        'volleyball:clubs',
        async (): Promise<Club[]> => {
          const list = await get('/indoor/clubs', {}, null);
          return (list ?? []).flatMap((raw): Club[] => {
            const club = asRecord(raw);
            const id = text(club.clubId);
            const name = text(club.caption);
            return id && name ? [{ id, name }] : [];
          });
        },
        directoryTtl,
      ),
    teams,
    games: (teamId, _clubId, apiKey) => games(teamId, apiKey),
    game: async (gameId, clubKeys) => {
      for (const { clubId, apiKey } of clubKeys) {
        for (const team of await teams(clubId, apiKey)) {
          const found = (await games(team.id, apiKey)).find((game) => game.id === gameId);
          if (found) return found;
        }
      }
      return null;
    },
  };
}
