import type { PostDesign } from '#shared/render/build-post.ts';
import type {
  ExportRequest,
  GameExportRequest,
  StandingsExportRequest,
} from '#shared/exports/export-request.ts';
import type { Entitlements } from '#shared/accounts/entitlements.ts';
import { servesMode } from '#shared/templates/template-modes.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import { templateCostProblems } from '#shared/templates/template-cost.ts';
import type { Game, Team } from '#shared/sports/sports.ts';
import type { Standings } from '#shared/sports/standings.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { ClubTeam, ExportServiceDeps } from '#server/exports/export.service.ts';
import type { ClubSide } from '#server/render/post-composition.ts';
import type { BackgroundSource } from '#server/render/post-renderer.ts';
import { SportsError } from '#server/sports/sports-error.ts';
import { teamOfClub } from '#server/sports/team-of-club.ts';

export function invalid(details?: unknown): AppError {
  return AppError.of(400, 'EXPORT_INVALID', details);
}

/**
 * What an export draws from, each checked for the user: the design (theme or own template), the
 * background, the games, the team and its table, the side whose logo gives the 'club' colours.
 */
export function createExportSources(deps: ExportServiceDeps) {
  async function design(
    workspaceId: string,
    request: ExportRequest,
    entitlements: Entitlements,
  ): Promise<PostDesign> {
    if (request.mode === 'standings' || !request.templateId) {
      return { theme: request.theme ?? 'default' };
    }
    // Only the user's own, and only one the plan lets them use (a downgrade locks the newest).
    const row = await deps.templates.designForPost(workspaceId, request.templateId, entitlements);
    const config = svgConfigSchema.safeParse(row.svgConfig);
    if (!config.success) throw AppError.of(422, 'TEMPLATE_INVALID');
    // A preview template never draws a result post, nor the other way round (ADR 021).
    if (!servesMode(config.data, request.mode)) throw AppError.of(422, 'TEMPLATE_WRONG_POST_MODE');
    // Templates stored before the cost rule (ADR 022) are held to it here, before any drawing.
    if (templateCostProblems(config.data).length > 0) {
      throw AppError.of(422, 'EXPORT_TEMPLATE_TOO_COSTLY');
    }
    if (request.gameIds.length > row.supportedGames) {
      throw invalid([
        { path: 'gameIds', message: `the template takes at most ${row.supportedGames}` },
      ]);
    }
    return { template: config.data };
  }

  async function background(
    workspaceId: string,
    backgroundId: string | null,
    { limits }: Entitlements,
  ): Promise<{ href: string; source: BackgroundSource } | null> {
    if (!backgroundId) return null;
    const row = await deps.backgrounds.forExport(workspaceId, backgroundId, limits);
    if (!row) throw AppError.of(404, 'BACKGROUND_NOT_FOUND');
    const storage = deps.storage;
    return {
      href: `/api/files/${row.filePath}`,
      source: {
        key: `background:${backgroundId}:${row.updatedAt.getTime()}`,
        storageKey: row.filePath,
        load: async () => {
          const object = await storage.get(row.filePath);
          if (!object) throw new Error('background file missing');
          return object.body;
        },
      },
    };
  }

  async function games(workspaceId: string, request: GameExportRequest): Promise<Game[]> {
    const context = { workspaceId };
    try {
      const found = await Promise.all(
        request.gameIds.map((id) => deps.sports.game(request.sport, id, context)),
      );
      if (found.some((game) => game === null)) throw AppError.of(404, 'GAME_NOT_FOUND');
      // The slot check is only worth something if the games are the team's own.
      const teamGames = await deps.sports.games(
        request.sport,
        request.teamId,
        request.clubId,
        context,
      );
      const ids = new Set(teamGames.map((game) => game.id));
      if (!request.gameIds.every((id) => ids.has(id))) throw AppError.of(400, 'GAME_NOT_OF_TEAM');
      return found as Game[];
    } catch (error) {
      throw sportsFailure(error, deps.logger);
    }
  }

  /**
   * The exporting team as its club lists it (name and league); 400 TEAM_NOT_OF_CLUB for a team
   * of another club than the request names, whose games, table or key are not that club's.
   */
  async function clubTeam(workspaceId: string, team: ClubTeam): Promise<Team> {
    try {
      return await teamOfClub(deps.sports, team, { workspaceId });
    } catch (error) {
      throw sportsFailure(error, deps.logger);
    }
  }

  /** The exporting team as the federation lists it (name and league); null when unavailable. */
  async function teamOf(team: ClubTeam, workspaceId: string | null): Promise<Team | null> {
    try {
      const teams = await deps.sports.teams(team.sport, team.clubId, { workspaceId });
      return teams.find((candidate) => candidate.id === team.teamId) ?? null;
    } catch (error) {
      deps.logger.warn("export: the club's teams are unavailable", { error: String(error) });
      return null;
    }
  }

  /** The exporting team's side of the first game: its logo gives the 'club' theme its colours. */
  async function clubSide(
    team: ClubTeam,
    game: Game,
    workspaceId: string | null,
  ): Promise<ClubSide> {
    return sideOf((await teamOf(team, workspaceId))?.name ?? null, game);
  }

  /** The team's table; none (cups, friendlies) is refused with its own code. */
  async function standings(
    workspaceId: string,
    request: StandingsExportRequest,
  ): Promise<Standings> {
    let table: Standings | null;
    try {
      table = await deps.sports.standings(request.sport, request.teamId, request.clubId, {
        workspaceId,
      });
    } catch (error) {
      throw sportsFailure(error, deps.logger);
    }
    if (!table) throw AppError.of(404, 'NO_STANDINGS');
    return table;
  }

  /** A game of the team for the 'club' theme's colours: its logo on the team's side. */
  async function clubGame(
    request: StandingsExportRequest,
    workspaceId: string,
  ): Promise<{ game: Game; side: ClubSide } | null> {
    try {
      const teamGames = await deps.sports.games(request.sport, request.teamId, request.clubId, {
        workspaceId,
      });
      const game = teamGames[0];
      return game ? { game, side: await clubSide(request, game, workspaceId) } : null;
    } catch (error) {
      deps.logger.warn('export: games for the club palette unavailable', { error: String(error) });
      return null;
    }
  }

  return { design, background, games, clubTeam, clubSide, standings, clubGame };
}

/** The side a team plays on in a game, by its name: away when it is the away team, home otherwise. */
export function sideOf(teamName: string | null, game: Game): ClubSide {
  return teamName !== null && teamName === game.teamAway ? 'away' : 'home';
}

export function sportsFailure(error: unknown, logger: Logger): unknown {
  if (!(error instanceof SportsError)) return error;
  logger.warn('export: sports data unavailable', { kind: error.kind, error: error.message });
  if (error.kind === 'club-api-key-required') {
    return AppError.of(403, 'EXPORT_CLUB_API_KEY_REQUIRED');
  }
  if (error.kind === 'club-api-key-invalid') return AppError.of(403, 'EXPORT_CLUB_API_KEY_INVALID');
  return AppError.of(502, 'UPSTREAM_UNAVAILABLE');
}
