import type { Standings } from '#shared/sports/standings.ts';
import type { Club, Game, Team } from '#shared/sports/sports.ts';
import {
  asArray,
  asRecord,
  directoryTtl,
  gamesTtl,
  fieldRow,
  keyFingerprint,
  mapEntries,
  rankedRows,
  standingsTtl,
  text,
  type FederationAdapter,
  type RowFields,
} from '#server/sports/federation-adapter.ts';
import type { ResponseCache } from '#server/sports/response-cache.ts';
import { SportsError } from '#server/sports/sports-error.ts';
import { splitLocalDateTime } from '#shared/sports/swiss-time.ts';
import { listBody, type UpstreamClient } from '#server/sports/upstream/upstream-client.ts';

/**
 * Swiss Volley VolleyManager API: every endpoint, the club list included, wants
 * `Authorization: <API key>` (the raw key). The operator's key (SWISSVOLLEY_API_KEY) serves the
 * club list and every club without a key of its own; a club's stored key takes precedence for
 * its teams, games and table. Without any key the federation is not asked at all
 * (`api-key-missing`). There is no single-game endpoint: a game is found in the games of the
 * teams of the clubs the user holds keys for.
 */
export interface VolleyballAdapterOptions {
  baseUrl: string;
  client: UpstreamClient;
  cache: ResponseCache;
  /** The operator-wide key from the environment, or null. */
  operatorKey?: string | null;
}

const federation = 'swissvolley';

export function createVolleyballAdapter(options: VolleyballAdapterOptions): FederationAdapter {
  const { client, cache } = options;
  const operatorKey = options.operatorKey ?? null;

  /** A club's own key first, then the operator's. */
  function keyFor(clubKey: string | null): { key: string; own: boolean } {
    if (clubKey !== null) return { key: clubKey, own: true };
    if (operatorKey !== null) return { key: operatorKey, own: false };
    throw new SportsError('api-key-missing', `${federation}: no API key configured or stored`);
  }

  async function get(
    path: string,
    query: Record<string, string>,
    clubKey: string | null,
  ): Promise<unknown[] | null> {
    const { key, own } = keyFor(clubKey);
    const url = new URL(`${options.baseUrl}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await client(url, { Authorization: key });
    const errors = asArray(asRecord(response.body).errors);
    const keyRejected =
      response.status === 401 ||
      response.status === 403 ||
      errors.some((error) => /api-?key/i.test(text(asRecord(error).message) ?? ''));
    if (keyRejected) {
      // A rejected club key is the user's to fix; a rejected operator key is the operator's.
      throw new SportsError(
        own ? 'club-api-key-invalid' : 'upstream-status',
        `${federation} ${path}: ${own ? 'club key' : 'operator key'} rejected`,
        response.status,
        { federation, path },
      );
    }
    return listBody(federation, path, response);
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
      // A game awarded at the table (forfeit) has won sets but no set scores.
      resultDetail: played ? setDetail(game.setResults) : null,
      location: text(hall.caption),
      city: text(hall.city),
      teamHomeLogo: text(home.logo),
      teamAwayLogo: text(away.logo),
    };
  }

  const teams = (clubId: string, apiKey: string | null) =>
    cache.get(
      `volleyball:teams:${clubId}:${keyFingerprint(apiKey ?? operatorKey)}`,
      async (): Promise<Team[]> => {
        const list = await get('/indoor/teams', { clubId }, apiKey);
        return mapEntries(federation, '/indoor/teams', list ?? [], (raw): Team | null => {
          const team = asRecord(raw);
          const id = text(team.teamId);
          const name = text(team.caption);
          if (!id || !name) return null;
          return { id, name, liga: text(asRecord(team.league).caption) };
        });
      },
      directoryTtl,
    );

  const games = (teamId: string, apiKey: string | null) =>
    cache.get(
      `volleyball:games:${teamId}:${keyFingerprint(apiKey ?? operatorKey)}`,
      async (): Promise<Game[]> => {
        const list = await get('/indoor/games', { teamId, includeCup: '1' }, apiKey);
        return mapEntries(federation, '/indoor/games', list ?? [], toGame);
      },
      gamesTtl,
    );

  /**
   * The team's current group: the group of its latest played championship game, or of its first
   * game when none is played yet. Cup games are not asked for (no includeCup), so a team that
   * plays only the cup has no group.
   */
  async function currentGroup(
    teamId: string,
    apiKey: string | null,
  ): Promise<{ groupId: string; name: string } | null> {
    const path = '/indoor/games';
    const list = (await get(path, { teamId }, apiKey)) ?? [];
    const grouped = list
      .map(asRecord)
      .map((game) => ({
        group: asRecord(game.group),
        league: asRecord(game.league),
        playDate: text(game.playDate) ?? '',
        played: text(asRecord(game.resultSummary).winner) !== null,
      }))
      .filter(({ group }) => text(group.groupId) !== null)
      .sort((a, b) => a.playDate.localeCompare(b.playDate));
    const current = grouped.filter((game) => game.played).at(-1) ?? grouped[0];
    if (!current) return null;
    const league = text(current.league.caption);
    const group = text(current.group.caption);
    const name =
      league && group && !league.includes(group) ? `${league} ${group}` : (league ?? group);
    return {
      groupId: text(current.group.groupId)!,
      name: name ?? `Gruppe ${current.group.groupId}`,
    };
  }

  /** The figures of a row of GET /indoor/ranking/{groupId}: sets for goals, no draws. */
  const rowFields: RowFields = {
    name: 'teamCaption',
    games: 'games',
    wins: 'wins',
    losses: 'defeats',
    scoreFor: 'setsWon',
    scoreAgainst: 'setsLost',
    points: 'points',
  };

  const standings = (teamId: string, apiKey: string | null) =>
    cache.get(
      `volleyball:standings:${teamId}:${keyFingerprint(apiKey ?? operatorKey)}`,
      async (): Promise<Standings | null> => {
        const group = await currentGroup(teamId, apiKey);
        if (!group) return null;
        const path = `/indoor/ranking/${encodeURIComponent(group.groupId)}`;
        const list = await get(path, {}, apiKey);
        if (!list || list.length === 0) return null;
        const rows = rankedRows(federation, path, list, fieldRow(teamId, rowFields));
        if (!rows) return null;
        return {
          sport: 'volleyball',
          teamId,
          groupName: group.name,
          scoreKind: 'sets',
          hasOvertime: false,
          rows,
        };
      },
      standingsTtl,
    );

  return {
    clubs: () =>
      cache.get(
        `volleyball:clubs:${keyFingerprint(operatorKey)}`,
        async (): Promise<Club[]> => {
          const list = await get('/indoor/clubs', {}, null);
          return mapEntries(federation, '/indoor/clubs', list ?? [], (raw): Club | null => {
            const club = asRecord(raw);
            const id = text(club.clubId);
            const name = text(club.caption);
            return id && name ? { id, name } : null;
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
    standings: (teamId, _clubId, apiKey) => standings(teamId, apiKey),
  };
}
