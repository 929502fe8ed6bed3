import type { Club, Game, Team } from '#shared/sports/sports.ts';
import {
  asRecord,
  directoryTtl,
  gamesTtl,
  keyFingerprint,
  text,
  type FederationAdapter,
} from '#server/sports/federation-adapter.ts';
import { handballClubs } from '#server/sports/handball/handball-clubs.ts';
import type { ResponseCache } from '#server/sports/response-cache.ts';
import { SportsError } from '#server/sports/sports-error.ts';
import { splitLocalDateTime } from '#server/sports/swiss-time.ts';
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

/** gameStatusId 2, 3 and 4 are played games; 1 and 6 are scheduled. */
const playedStatuses = new Set([2, 3, 4]);

export function createHandballAdapter(options: HandballAdapterOptions): FederationAdapter {
  const { client, cache } = options;
  const logoBaseUrl = options.logoBaseUrl ?? 'https://www.handball.ch/images/logo';

  async function get(path: string, apiKey: string | null): Promise<unknown[] | null> {
    // Every club API call needs the club's token: without one, asking is pointless.
    if (apiKey === null)
      throw new SportsError('club-api-key-required', `swisshandball ${path}: no club token`);
    const url = new URL(`${options.baseUrl}${path}`);
    const response = await client(url, { Authorization: `Basic ${apiKey}` });
    if (response.status === 401 || response.status === 403) {
      throw new SportsError(
        'club-api-key-invalid',
        `swisshandball ${path}: token rejected`,
        response.status,
      );
    }
    return listBody('swisshandball', path, response);
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
    return {
      id,
      teamHome: text(game.teamAName) ?? '',
      teamAway: text(game.teamBName) ?? '',
      date: when.date,
      time: when.time,
      result: played ? `${fullTime[0]}:${fullTime[1]}` : null,
      resultDetail:
        played && halfTime[0] !== null && halfTime[1] !== null
          ? `(${halfTime[0]}:${halfTime[1]})`
          : null,
      location: text(game.venue),
      city: text(game.venueCity),
      teamHomeLogo: logo(game.teamAId, game.clubTeamAId),
      teamAwayLogo: logo(game.teamBId, game.clubTeamBId),
    };
  }

  const toGames = (list: unknown[] | null) =>
    (list ?? []).map(toGame).filter((game): game is Game => game !== null);

  const clubGames = (clubId: string, apiKey: string) =>
    cache.get(
      `handball:club-games:${clubId}:${keyFingerprint(apiKey)}`,
      async () => toGames(await get(`/clubs/${encodeURIComponent(clubId)}/games`, apiKey)),
      gamesTtl,
    );

  return {
    clubs: async (): Promise<Club[]> => [...handballClubs],

    teams: (clubId, apiKey) =>
      cache.get(
        `handball:teams:${clubId}:${keyFingerprint(apiKey)}`,
        async (): Promise<Team[]> => {
          const list = await get(`/clubs/${encodeURIComponent(clubId)}/teams`, apiKey);
          return (list ?? []).flatMap((raw): Team[] => {
            const team = asRecord(raw);
            const id = text(team.teamId);
            const name = text(team.teamName);
            if (!id || !name) return [];
            return [
              {
                id,
                name,
                liga: text(team.leagueLong) ?? text(team.leagueShort) ?? text(team.groupText),
              },
            ];
          });
        },
        directoryTtl,
      ),

    games: (teamId, _clubId, apiKey) =>
      cache.get(
        `handball:games:${teamId}:${keyFingerprint(apiKey)}`,
        async () => toGames(await get(`/teams/${encodeURIComponent(teamId)}/games`, apiKey)),
        gamesTtl,
      ),

    game: async (gameId, clubKeys) => {
      for (const { clubId, apiKey } of clubKeys) {
        const found = (await clubGames(clubId, apiKey)).find((game) => game.id === gameId);
        if (found) return found;
      }
      return null;
    },
  };
}
