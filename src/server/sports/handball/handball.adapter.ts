import type { Standings } from '#shared/sports/standings.ts';
import type { Club, Game, Team } from '#shared/sports/sports.ts';
import {
  asArray,
  asRecord,
  count,
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
import { handballClubs } from '#server/sports/handball/handball-clubs.ts';
import { cleanTeamName } from '#server/sports/handball/team-names.ts';
import type { ResponseCache } from '#server/sports/response-cache.ts';
import { SportsError, unexpectedShape, upstreamStatusError } from '#server/sports/sports-error.ts';
import { splitLocalDateTime } from '#shared/sports/swiss-time.ts';
import { listBody, type UpstreamClient } from '#server/sports/upstream/upstream-client.ts';

/**
 * Swiss Handball club API: `Authorization: Basic <club token>`, one token per club. No club
 * list endpoint (the app ships one) and no single-game endpoint (a game is found in the games of
 * the clubs the user holds keys for).
 */
export interface HandballAdapterOptions {
  baseUrl: string;
  client: UpstreamClient;
  cache: ResponseCache;
  /** Where team logos live; games only carry team and club ids. */
  logoBaseUrl?: string;
}

/** gameStatusId 2, 3 and 4 are played games (4 a forfeit); 1 and 6 (postponed) are scheduled. */
const playedStatuses = new Set([2, 3, 4]);
const forfeitStatus = 4;
const federation = 'swisshandball';

/** A team as the club API lists it, once per group or round it plays in. */
interface ListedTeam {
  team: Team;
  groupId: number;
}

export function createHandballAdapter(options: HandballAdapterOptions): FederationAdapter {
  const { client, cache } = options;
  const logoBaseUrl = options.logoBaseUrl ?? 'https://www.handball.ch/images/logo';

  async function ask(path: string, apiKey: string | null) {
    // Every club API call needs the club's token: without one, asking is pointless.
    if (apiKey === null)
      throw new SportsError('club-api-key-required', `${federation} ${path}: no club token`);
    const url = new URL(`${options.baseUrl}${path}`);
    const response = await client(url, { Authorization: `Basic ${apiKey}` });
    if (response.status === 401 || response.status === 403) {
      throw new SportsError(
        'club-api-key-invalid',
        `${federation} ${path}: token rejected`,
        response.status,
        { federation, path },
      );
    }
    return response;
  }

  async function get(path: string, apiKey: string | null): Promise<unknown[] | null> {
    return listBody(federation, path, await ask(path, apiKey));
  }

  function logo(teamId: unknown, clubId: unknown): string | null {
    const team = text(teamId);
    if (!team) return null;
    const club = text(clubId);
    const fallback = club ? `?fallbackType=club&fallbackId=${encodeURIComponent(club)}` : '';
    return `${logoBaseUrl}/${encodeURIComponent(team)}.png${fallback}`;
  }

  const score = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value : null;

  function toGame(raw: unknown): Game | null {
    const game = asRecord(raw);
    const id = text(game.gameId);
    const when = splitLocalDateTime(text(game.gameDateTime) ?? '');
    if (!id || !when) return null;
    const status = Number(game.gameStatusId);
    const fullTime = [score(game.teamAScoreFT), score(game.teamBScoreFT)];
    const halfTime = [score(game.teamAScoreHT), score(game.teamBScoreHT)];
    const played = playedStatuses.has(status) && fullTime[0] !== null && fullTime[1] !== null;
    const forfeit = status === forfeitStatus || /forfait/i.test(text(game.gameStatus) ?? '');
    const halfTimeText =
      halfTime[0] !== null && halfTime[1] !== null ? `(${halfTime[0]}:${halfTime[1]})` : null;
    return {
      id,
      teamHome: cleanTeamName(text(game.teamAName) ?? ''),
      teamAway: cleanTeamName(text(game.teamBName) ?? ''),
      date: when.date,
      time: when.time,
      result: played ? `${fullTime[0]}:${fullTime[1]}` : null,
      // A forfeit is scored at the table: its half-time score means nothing.
      resultDetail: !played ? null : forfeit ? 'Forfait' : halfTimeText,
      location: text(game.venue),
      city: text(game.venueCity),
      teamHomeLogo: logo(game.teamAId, game.clubTeamAId),
      teamAwayLogo: logo(game.teamBId, game.clubTeamBId),
    };
  }

  const gamesAt = async (path: string, apiKey: string | null) =>
    mapEntries(federation, path, (await get(path, apiKey)) ?? [], toGame);

  const clubGames = (clubId: string, apiKey: string) =>
    cache.get(
      `handball:club-games:${clubId}:${keyFingerprint(apiKey)}`,
      () => gamesAt(`/clubs/${encodeURIComponent(clubId)}/games`, apiKey),
      gamesTtl,
    );

  function listedTeam(raw: unknown): ListedTeam | null {
    const entry = asRecord(raw);
    const id = text(entry.teamId);
    const name = text(entry.teamName);
    if (!id || !name) return null;
    return {
      team: {
        id,
        name: cleanTeamName(name),
        liga: text(entry.leagueLong) ?? text(entry.leagueShort) ?? text(entry.groupText),
      },
      groupId: count(entry.groupId) ?? -1,
    };
  }

  /**
   * One team per team id. Of its entries the one of the current group wins: groups of later
   * rounds are created later, so the highest group id is the current one.
   */
  function onePerTeam(listed: ListedTeam[]): Team[] {
    const byId = new Map<string, ListedTeam>();
    for (const entry of listed) {
      const seen = byId.get(entry.team.id);
      if (!seen || entry.groupId > seen.groupId) byId.set(entry.team.id, entry);
    }
    return [...byId.values()].map((entry) => entry.team);
  }

  /** The figures of a ranking row of GET /teams/{id}/group. */
  const rowFields: RowFields = {
    name: 'teamName',
    games: 'totalGames',
    wins: 'totalWins',
    draws: 'totalDraws',
    losses: 'totalLoss',
    scoreFor: 'totalScoresPlus',
    scoreAgainst: 'totalScoresMinus',
    points: 'totalPoints',
  };

  /** GET /teams/{id}/group: the team's group with its ranking; 404 or no ranking is no table. */
  const standings = (teamId: string, apiKey: string | null) =>
    cache.get(
      `handball:standings:${teamId}:${keyFingerprint(apiKey)}`,
      async (): Promise<Standings | null> => {
        const path = `/teams/${encodeURIComponent(teamId)}/group`;
        const response = await ask(path, apiKey);
        if (response.status === 404) return null;
        if (response.status >= 400) throw upstreamStatusError(federation, path, response.status);
        const body = response.body;
        if (body === null || typeof body !== 'object' || Array.isArray(body)) {
          throw unexpectedShape(federation, path, 'expected a group object');
        }
        const group = asRecord(body);
        if (
          group.ranking !== undefined &&
          group.ranking !== null &&
          !Array.isArray(group.ranking)
        ) {
          throw unexpectedShape(federation, path, 'ranking is no list');
        }
        const ranking = asArray(group.ranking);
        if (ranking.length === 0) return null;
        const rows = rankedRows(
          federation,
          path,
          ranking,
          fieldRow(teamId, rowFields, cleanTeamName),
        );
        if (!rows) return null;
        const groupName =
          text(group.groupText) ?? text(group.leagueLong) ?? text(group.leagueShort) ?? 'Tabelle';
        return {
          sport: 'handball',
          teamId,
          groupName,
          scoreKind: 'goals',
          hasOvertime: false,
          rows,
        };
      },
      standingsTtl,
    );

  return {
    clubs: async (): Promise<Club[]> => [...handballClubs],

    teams: (clubId, apiKey) =>
      cache.get(
        `handball:teams:${clubId}:${keyFingerprint(apiKey)}`,
        async (): Promise<Team[]> => {
          const path = `/clubs/${encodeURIComponent(clubId)}/teams`;
          return onePerTeam(
            mapEntries(federation, path, (await get(path, apiKey)) ?? [], listedTeam),
          );
        },
        directoryTtl,
      ),

    games: (teamId, _clubId, apiKey) =>
      cache.get(
        `handball:games:${teamId}:${keyFingerprint(apiKey)}`,
        () => gamesAt(`/teams/${encodeURIComponent(teamId)}/games`, apiKey),
        gamesTtl,
      ),

    game: async (gameId, clubKeys) => {
      for (const { clubId, apiKey } of clubKeys) {
        const found = (await clubGames(clubId, apiKey)).find((game) => game.id === gameId);
        if (found) return found;
      }
      return null;
    },

    standings: (teamId, _clubId, apiKey) => standings(teamId, apiKey),
  };
}
