import { afterAll, beforeAll } from 'vitest';
import type { Game, Team } from '#shared/sports/sports.ts';
import { isoDateOfGame } from '#shared/weekend/weekend.schema.ts';
import type { SportsData } from '#server/sports/sports-data.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { startTestServer, type TestServer } from '#server/testing/test-server.ts';

/** What the export tests over real HTTP start from: the server, two users and a team to export. */
export interface ExportFixture {
  server: TestServer;
  anna: TestSession;
  ben: TestSession;
  /** The first unihockey team of the demo data with enough games, its club and its games. */
  team: Team;
  clubId: string;
  games: Game[];
}

/**
 * A test server on the demo sports data with two users signed in through the magic link (Anna,
 * then Ben, at the addresses given) and the first unihockey team, club by club, that has at
 * least `minGames` games (a junior team: tournament days give it several).
 */
export async function startExportFixture(
  emails: { anna: string; ben: string },
  minGames: number,
  env: Record<string, string> = {},
): Promise<ExportFixture> {
  const server = await startTestServer(env);
  const anna = await signInTestUser(server.url, server.outboxDir, emails.anna);
  const ben = await signInTestUser(server.url, server.outboxDir, emails.ben);
  const [found] = await unihockeyTeamsWithGames(server.ctx.sports, minGames, 1);
  if (!found) throw new Error(`no unihockey team with ${minGames} games in the demo data`);
  return { server, anna, ben, ...found };
}

/** A team of the sports data with its club and its games. */
export interface TeamWithGames {
  team: Team;
  clubId: string;
  games: Game[];
}

/**
 * The first `count` unihockey teams of the sports data, club by club and team by team, that have
 * at least `minGames` games, with their club and games; it stops at the last one it needs.
 */
export async function unihockeyTeamsWithGames(
  sports: SportsData,
  minGames: number,
  count: number,
): Promise<TeamWithGames[]> {
  const found: TeamWithGames[] = [];
  for (const club of await sports.clubs('unihockey')) {
    for (const team of await sports.teams('unihockey', club.id)) {
      const games = await sports.games('unihockey', team.id, club.id);
      if (games.length >= minGames) found.push({ team, clubId: club.id, games });
      if (found.length === count) return found;
    }
  }
  return found;
}

/** The first unihockey game of the sports data, club by club and team by team, with its team and club. */
export async function firstUnihockeyGame(
  sports: SportsData,
): Promise<{ clubId: string; teamId: string; gameId: string }> {
  for (const club of await sports.clubs('unihockey')) {
    for (const team of await sports.teams('unihockey', club.id)) {
      const [game] = await sports.games('unihockey', team.id, club.id);
      if (game) return { clubId: club.id, teamId: team.id, gameId: game.id };
    }
  }
  throw new Error('the sports data has no unihockey game');
}

/**
 * The body of POST /api/exports for the first game of the first unihockey team of the demo data,
 * as a 4:5 preview: in the default look, or in the user's template `templateId`.
 */
export async function firstGameExport(
  server: TestServer,
): Promise<(templateId?: string) => Record<string, unknown>> {
  const sport = 'unihockey';
  const [club] = await server.ctx.sports.clubs(sport, {});
  const [team] = await server.ctx.sports.teams(sport, club!.id, {});
  const [game] = await server.ctx.sports.games(sport, team!.id, club!.id, {});
  return (templateId?: string) => ({
    sport,
    clubId: club!.id,
    teamId: team!.id,
    gameIds: [game!.id],
    mode: 'preview',
    format: '4:5',
    isHomeGame: true,
    showResultDetail: true,
    ...(templateId ? { templateId } : { theme: 'default' }),
  });
}

/**
 * The export fixture of a file's tests: started before them (as `startExportFixture`), the server
 * closed after them. Read its parts inside tests and hooks; before the start they throw.
 */
export function useExportFixture(
  emails: { anna: string; ben: string },
  minGames: number,
  env: Record<string, string> = {},
): ExportFixture {
  let fixture: ExportFixture | undefined;
  beforeAll(async () => {
    fixture = await startExportFixture(emails, minGames, env);
  });
  afterAll(async () => {
    await fixture?.server.close();
  });
  const live = {} as ExportFixture;
  for (const key of ['server', 'anna', 'ben', 'team', 'clubId', 'games'] as const) {
    Object.defineProperty(live, key, {
      get: () => {
        if (!fixture) throw new Error(`the export fixture's ${key} is read before it started`);
        return fixture[key];
      },
    });
  }
  return live;
}

/** Two teams of the demo club STV Rüti-Jona, which play on the same days now and then. */
export const ruetiJona = {
  clubId: 'demo-108',
  first: { teamId: 'demo-108-1', teamName: 'STV Rüti-Jona Unihockey' },
  second: { teamId: 'demo-108-2', teamName: 'STV Rüti-Jona Unihockey U16 C' },
} as const;

/**
 * A workspace's saved slot of one of Rüti-Jona's teams, as a row of user_team_slots (a user's
 * id names their personal workspace).
 */
export function ruetiJonaSlot(workspaceId: string, team: 'first' | 'second') {
  return {
    workspaceId,
    sport: 'unihockey' as const,
    clubId: ruetiJona.clubId,
    ...ruetiJona[team],
  };
}

/**
 * The games of Rüti-Jona's two teams and the first day both play on (the demo data moves with
 * the calendar, so the day is looked up).
 */
export async function ruetiJonaGames(
  sports: SportsData,
): Promise<{ firstGames: Game[]; secondGames: Game[]; day: string }> {
  const { clubId, first, second } = ruetiJona;
  const firstGames = await sports.games('unihockey', first.teamId, clubId);
  const secondGames = await sports.games('unihockey', second.teamId, clubId);
  const day = firstGames
    .map((game) => isoDateOfGame(game.date))
    .find((date) => date && secondGames.some((game) => isoDateOfGame(game.date) === date));
  if (!day) throw new Error('no day on which both teams of Rüti-Jona play in the demo data');
  return { firstGames, secondGames, day };
}
