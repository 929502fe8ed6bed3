import type { Club, Game, Team } from '#shared/sports/sports.ts';
import {
  asArray,
  asRecord,
  directoryTtl,
  gameTtl,
  gamesTtl,
  resultOrNull,
  text,
  type FederationAdapter,
} from '#server/sports/federation-adapter.ts';
import type { ResponseCache } from '#server/sports/response-cache.ts';
import { SportsError } from '#server/sports/sports-error.ts';
import {
  normaliseSwissDate,
  normaliseTime,
  unihockeySeason,
  zurichToday,
} from '#server/sports/swiss-time.ts';
import type { UpstreamClient } from '#server/sports/upstream/upstream-client.ts';

/**
 * Swiss Unihockey public API v2 (no key). Lists come in its "dropdown" format, games in its
 * "table" format of regions, rows and cells; see fixtures/ for recorded answers.
 */
export interface UnihockeyAdapterOptions {
  baseUrl: string;
  client: UpstreamClient;
  cache: ResponseCache;
  now: () => Date;
}

type Answer = { kind: 'ok'; body: unknown } | { kind: 'unknown' };

export function createUnihockeyAdapter(options: UnihockeyAdapterOptions): FederationAdapter {
  const { client, cache, now } = options;

  async function get(path: string, query: Record<string, string> = {}): Promise<Answer> {
    const url = new URL(`${options.baseUrl}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await client(url);
    if (response.status >= 500) {
      throw new SportsError(
        'upstream-status',
        `swissunihockey ${path}: ${response.status}`,
        response.status,
      );
    }
    // The API answers an unknown id with {"object":"error","data":{"message","code"}}.
    const body = asRecord(response.body);
    if (response.status >= 400 || body.object === 'error') return { kind: 'unknown' };
    if (response.body === undefined) {
      throw new SportsError('invalid-response', `swissunihockey ${path}: not JSON`);
    }
    return { kind: 'ok', body: response.body };
  }

  const season = () => String(unihockeySeason(zurichToday(now())));

  function dropdown(body: unknown, idField: 'club_id' | 'team_id'): { id: string; name: string }[] {
    const entries: { id: string; name: string }[] = [];
    for (const entry of asArray(asRecord(body).entries)) {
      const record = asRecord(entry);
      const id = text(asRecord(record.set_in_context)[idField]);
      const name = text(record.text);
      if (id && name) entries.push({ id, name });
    }
    return entries;
  }

  function rows(body: unknown): Record<string, unknown>[] {
    const regions = asArray(asRecord(asRecord(body).data).regions);
    return regions.flatMap((region) => asArray(asRecord(region).rows).map(asRecord));
  }

  const cellTexts = (cell: unknown): (string | null)[] => asArray(asRecord(cell).text).map(text);
  const cellImage = (cell: unknown): string | null => text(asRecord(asRecord(cell).image).url);

  function listedGame(row: Record<string, unknown>): Game | null {
    const id = text(asArray(asRecord(row.link).ids)[0]);
    if (!id) return null;
    const cells = asArray(row.cells);
    const [dateText, timeText] = cellTexts(cells[0]);
    const [location, city] = cellTexts(cells[1]);
    return {
      id,
      teamHome: cellTexts(cells[2])[0] ?? '',
      teamAway: cellTexts(cells[3])[0] ?? '',
      date: normaliseSwissDate(dateText ?? '', zurichToday(now())) ?? dateText ?? '',
      time: normaliseTime(timeText ?? '') ?? timeText ?? '',
      result: resultOrNull(cellTexts(cells[4])[0]),
      resultDetail: null,
      location: location ?? null,
      city: city ?? null,
      teamHomeLogo: null,
      teamAwayLogo: null,
    };
  }

  function detailedGame(gameId: string, row: Record<string, unknown>): Game {
    const cells = asArray(row.cells);
    const [result, detail] = cellTexts(cells[4]);
    const dateText = cellTexts(cells[5])[0] ?? '';
    const timeText = cellTexts(cells[6])[0] ?? '';
    const [location, city] = cellTexts(cells[7]);
    const hasScore = resultOrNull(result) !== null;
    return {
      id: gameId,
      teamHomeLogo: cellImage(cells[0]),
      teamHome: cellTexts(cells[1])[0] ?? '',
      teamAwayLogo: cellImage(cells[2]),
      teamAway: cellTexts(cells[3])[0] ?? '',
      result: resultOrNull(result),
      resultDetail: hasScore ? (detail ?? null) : null,
      date: normaliseSwissDate(dateText, zurichToday(now())) ?? dateText,
      time: normaliseTime(timeText) ?? timeText,
      location: location ?? null,
      city: city ?? null,
    };
  }

  return {
    clubs: () =>
      cache.get(
        'unihockey:clubs',
        async (): Promise<Club[]> => {
          const answer = await get('/api/clubs');
          if (answer.kind !== 'ok')
            throw new SportsError('invalid-response', 'swissunihockey clubs: error object');
          return dropdown(answer.body, 'club_id');
        },
        directoryTtl,
      ),

    teams: (clubId) => {
      const currentSeason = season();
      return cache.get(
        `unihockey:teams:${clubId}:${currentSeason}`,
        async (): Promise<Team[]> => {
          const answer = await get('/api/teams', {
            mode: 'by_club',
            club_id: clubId,
            season: currentSeason,
          });
          if (answer.kind !== 'ok') return [];
          return dropdown(answer.body, 'team_id').map((team) => ({ ...team, liga: null }));
        },
        directoryTtl,
      );
    },

    games: (teamId) => {
      const currentSeason = season();
      return cache.get(
        `unihockey:games:${teamId}:${currentSeason}`,
        async (): Promise<Game[]> => {
          const answer = await get('/api/games', {
            mode: 'team',
            team_id: teamId,
            season: currentSeason,
            games_per_page: '100',
          });
          if (answer.kind !== 'ok') return [];
          return rows(answer.body)
            .map(listedGame)
            .filter((game): game is Game => game !== null);
        },
        gamesTtl,
      );
    },

    game: (gameId) =>
      cache.get(
        `unihockey:game:${gameId}`,
        async (): Promise<Game | null> => {
          const answer = await get(`/api/games/${encodeURIComponent(gameId)}`);
          if (answer.kind !== 'ok') return null;
          const row = rows(answer.body)[0];
          return row ? detailedGame(gameId, row) : null;
        },
        gameTtl,
      ),
  };
}
