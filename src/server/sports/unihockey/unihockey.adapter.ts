import type { Standings, StandingsRow } from '#shared/sports/standings.ts';
import type { Club, Game, Team } from '#shared/sports/sports.ts';
import {
  asArray,
  asRecord,
  count,
  directoryTtl,
  gameTtl,
  gamesTtl,
  mapEntries,
  rankedRows,
  resultOrNull,
  standingsTtl,
  text,
  type FederationAdapter,
} from '#server/sports/federation-adapter.ts';
import type { ResponseCache } from '#server/sports/response-cache.ts';
import { unexpectedShape, upstreamStatusError } from '#server/sports/sports-error.ts';
import {
  normaliseSwissDate,
  normaliseTime,
  unihockeySeason,
  zurichToday,
} from '#shared/sports/swiss-time.ts';
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

const federation = 'swissunihockey';

/** The columns of a rankings table by their header text, as the federation's site shows them. */
const rankingColumns = {
  games: ['Sp'],
  wins: ['S'],
  draws: ['U'],
  losses: ['N'],
  overtimeWins: ['SnV'],
  overtimeLosses: ['NnV'],
  goals: ['T'],
  goalsFor: ['+'],
  goalsAgainst: ['-'],
  points: ['P'],
} as const;

export function createUnihockeyAdapter(options: UnihockeyAdapterOptions): FederationAdapter {
  const { client, cache, now } = options;

  async function get(path: string, query: Record<string, string> = {}): Promise<Answer> {
    const url = new URL(`${options.baseUrl}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await client(url);
    if (response.status >= 500) throw upstreamStatusError(federation, path, response.status);
    // The API answers an unknown id with {"object":"error","data":{"message","code"}}.
    const body = asRecord(response.body);
    if (response.status >= 400 || body.object === 'error') return { kind: 'unknown' };
    if (response.body === undefined) throw unexpectedShape(federation, path, 'not JSON');
    return { kind: 'ok', body: response.body };
  }

  /** What `ask` answers for this season, cached for the `kind` of answer and the `id`. */
  function ofThisSeason<T>(
    kind: string,
    id: string,
    ttlMs: (value: T) => number,
    ask: (season: string) => Promise<T>,
  ): Promise<T> {
    const season = String(unihockeySeason(zurichToday(now())));
    return cache.get(`unihockey:${kind}:${id}:${season}`, () => ask(season), ttlMs);
  }

  /** The API's "dropdown" format: {entries: [{text, set_in_context: {<id field>}}]}. */
  function dropdown(
    path: string,
    body: unknown,
    idField: 'club_id' | 'team_id',
  ): { id: string; name: string }[] {
    const entries = asRecord(body).entries;
    if (!Array.isArray(entries)) throw unexpectedShape(federation, path, 'no dropdown entries');
    return mapEntries(federation, path, entries, (entry) => {
      const record = asRecord(entry);
      const id = text(asRecord(record.set_in_context)[idField]);
      const name = text(record.text);
      return id && name ? { id, name } : null;
    });
  }

  /** The API's "table" format: {data: {headers, regions: [{text?, rows: [{cells}]}]}}. */
  function regions(path: string, body: unknown): Record<string, unknown>[] {
    const list = asRecord(asRecord(body).data).regions;
    if (!Array.isArray(list)) throw unexpectedShape(federation, path, 'no table regions');
    const read = list.map(asRecord);
    if (read.some((region) => region.rows !== undefined && !Array.isArray(region.rows))) {
      throw unexpectedShape(federation, path, 'table rows are no list');
    }
    return read;
  }

  function rows(path: string, body: unknown): Record<string, unknown>[] {
    return regions(path, body).flatMap((region) => asArray(region.rows).map(asRecord));
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

  /** A cell's first text as a whole number, by the column's header text. */
  function column(headers: string[], cells: unknown[], names: readonly string[]): string | null {
    const index = headers.findIndex((header) => names.includes(header));
    return index === -1 ? null : (cellTexts(cells[index])[0] ?? null);
  }

  function rankingRow(teamId: string, headers: string[]) {
    return (row: Record<string, unknown>): StandingsRow | null => {
      const data = asRecord(row.data);
      const team = asRecord(data.team);
      const cells = asArray(row.cells);
      const read = (names: readonly string[]) => count(column(headers, cells, names));
      const rank = count(data.rank) ?? count(cellTexts(cells[0])[0]);
      const name = text(team.name) ?? column(headers, cells, ['Team', 'Mannschaft']);
      const games = read(rankingColumns.games);
      const wins = read(rankingColumns.wins);
      const losses = read(rankingColumns.losses);
      if (rank === null || !name || games === null || wins === null || losses === null) return null;
      const goals = /^(\d+)\s*:\s*(\d+)$/.exec(column(headers, cells, rankingColumns.goals) ?? '');
      const id = text(team.id) ?? text(row.team_id);
      const overtime = headers.some((header) => header === 'SnV' || header === 'NnV');
      return {
        rank,
        teamId: id,
        teamName: name,
        // The club's logo, where the table's row shows one.
        teamLogo: cells.map(cellImage).find((url) => url !== null) ?? null,
        games,
        wins,
        draws: read(rankingColumns.draws) ?? 0,
        losses,
        overtimeWins: overtime ? (read(rankingColumns.overtimeWins) ?? 0) : null,
        overtimeLosses: overtime ? (read(rankingColumns.overtimeLosses) ?? 0) : null,
        scoreFor: goals ? Number(goals[1]) : (read(rankingColumns.goalsFor) ?? 0),
        scoreAgainst: goals ? Number(goals[2]) : (read(rankingColumns.goalsAgainst) ?? 0),
        points: read(rankingColumns.points) ?? 0,
        isTeam: id === teamId,
      };
    };
  }

  /**
   * GET /api/rankings?season&team_id: the table of the team's league and group in the "table"
   * format, one region per group. An error object or a table without the team is no table.
   */
  function toStandings(teamId: string, body: unknown): Standings | null {
    const path = '/api/rankings';
    const data = asRecord(asRecord(body).data);
    const headers = asArray(data.headers).map((header) => text(asRecord(header).text) ?? '');
    for (const region of regions(path, body)) {
      const list = asArray(region.rows).map(asRecord);
      if (list.length === 0) continue;
      const rows = rankedRows(federation, path, list, (row) =>
        rankingRow(teamId, headers)(asRecord(row)),
      );
      if (!rows) continue;
      const groupName = [text(data.title), text(region.text)].filter(Boolean).join(' ');
      return {
        sport: 'unihockey',
        teamId,
        groupName: groupName || 'Tabelle',
        scoreKind: 'goals',
        hasOvertime: rows.some((row) => row.overtimeWins !== null),
        rows,
      };
    }
    return null;
  }

  return {
    clubs: () =>
      cache.get(
        'unihockey:clubs',
        async (): Promise<Club[]> => {
          const answer = await get('/api/clubs');
          if (answer.kind !== 'ok') throw unexpectedShape(federation, '/api/clubs', 'error object');
          return dropdown('/api/clubs', answer.body, 'club_id');
        },
        directoryTtl,
      ),

    teams: (clubId) =>
      ofThisSeason('teams', clubId, directoryTtl, async (season): Promise<Team[]> => {
        const answer = await get('/api/teams', { mode: 'by_club', club_id: clubId, season });
        if (answer.kind !== 'ok') return [];
        return dropdown('/api/teams', answer.body, 'team_id').map((team) => ({
          ...team,
          liga: null,
        }));
      }),

    games: (teamId) =>
      ofThisSeason('games', teamId, gamesTtl, async (season): Promise<Game[]> => {
        const answer = await get('/api/games', {
          mode: 'team',
          team_id: teamId,
          season,
          games_per_page: '100',
        });
        if (answer.kind !== 'ok') return [];
        return mapEntries(federation, '/api/games', rows('/api/games', answer.body), (row) =>
          listedGame(asRecord(row)),
        );
      }),

    game: (gameId) =>
      cache.get(
        `unihockey:game:${gameId}`,
        async (): Promise<Game | null> => {
          const path = `/api/games/${encodeURIComponent(gameId)}`;
          const answer = await get(path);
          if (answer.kind !== 'ok') return null;
          const row = rows(path, answer.body)[0];
          return row ? detailedGame(gameId, row) : null;
        },
        gameTtl,
      ),

    standings: (teamId) =>
      ofThisSeason('standings', teamId, standingsTtl, async (season) => {
        const answer = await get('/api/rankings', { season, team_id: teamId });
        return answer.kind === 'ok' ? toStandings(teamId, answer.body) : null;
      }),
  };
}
