import type { PostDesign } from '#shared/render/build-post.ts';
import type { RenderedPost } from '#shared/render/render-post.ts';
import {
  exportFileNameOf,
  isWeekendBody,
  weekendExportRequestSchema,
  weekendFileName,
  exportOptionsOf,
  parseExportRequest,
  type ExportRequest,
  type GameExportRequest,
  type StandingsExportRequest,
} from '#shared/exports/export-request.ts';
import type { Entitlements } from '#shared/accounts/entitlements.ts';
import {
  exportMimeTypes,
  type ExportFileType,
  type ExportScale,
} from '#shared/exports/export-file.ts';
import { maxGamesPerPost } from '#shared/plans.ts';
import { servesMode } from '#shared/templates/template-modes.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import { defaultFormat } from '#shared/templates/formats.ts';
import { templateCostProblems } from '#shared/templates/template-cost.ts';
import type { ClubPalette } from '#shared/themes/club-palette.ts';
import { hasResult, type Game, type Sport, type Team } from '#shared/sports/sports.ts';
import { maxWeekendGames, minWeekendGames, weekendRow } from '#shared/themes/weekend-template.ts';
import { gameInWindow, isoDateOfGame } from '#shared/weekend/weekend.schema.ts';
import { assertWindow } from '#server/weekend/weekend.service.ts';
import type { Standings } from '#shared/sports/standings.ts';
import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import type { BackgroundService } from '#server/backgrounds/background.service.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { TeamSlotService } from '#server/team-slots/team-slot.service.ts';
import type { TemplateService } from '#server/templates/template.service.ts';
import type { PostComposition, ClubSide } from '#server/render/post-composition.ts';
import { exportTag, holdsTag } from '#server/exports/export-conditions.ts';
import type { PostRasterizer } from '#server/render/post-rasterizer.ts';
import { RenderBudgetExceededError } from '#server/render/draw-workers.ts';
import type { ExportAdmission } from '#server/exports/export-admission.ts';
import {
  BackgroundUnreadableError,
  type BackgroundSource,
} from '#server/render/prepared-background.ts';
import type { SportsData } from '#server/sports/sports-data.ts';
import { SportsError } from '#server/sports/sports-error.ts';
import type { Storage } from '#server/storage/storage.ts';

/**
 * POST /api/exports behind the route: checks what the user may export (the entitlements' games
 * per post, team slots, own template, own background), loads the games or the team's table, lays
 * the post out with the shared renderer and rasterises it to the download asked for: a PNG or a
 * JPEG, at scale 2 or 1 (PNG at 2 unless the request says otherwise; ADR 024).
 */
export interface ExportServiceDeps {
  entitlements: EntitlementsService;
  teamSlots: TeamSlotService;
  templates: TemplateService;
  /** The background rule an export follows: what the user's background list shows. */
  backgrounds: Pick<BackgroundService, 'forExport'>;
  storage: Storage;
  sports: SportsData;
  rasterizer: PostRasterizer;
  /** The process's one composition (club palettes kept, bounded), built at the composition root. */
  composition: PostComposition;
  /** Bounds the exports in flight, in all and per user; beyond them 429 at once. */
  admission: ExportAdmission;
  logger: Logger;
  now?: () => Date;
}

/** The team a post is made for: its club's logo gives the 'club' theme its colours. */
export interface ClubTeam {
  sport: Sport;
  clubId: string;
  teamId: string;
}

export interface ExportResult {
  /** The file's bytes: a PNG or a JPEG, as `fileType` says. */
  bytes: Buffer;
  fileType: ExportFileType;
  /** image/png or image/jpeg. */
  contentType: string;
  fileName: string;
}

/** A rendered export: the file and its tag (export-conditions.ts), with the time it took. */
export interface ExportFile extends ExportResult {
  notModified: false;
  /** The file's entity tag, unquoted. */
  tag: string;
  /** Time spent rasterising and encoding, in ms. */
  renderMs: number;
}

/** What a conditional export answers: the client's file is still the post, or the new file. */
export type ExportAnswer = { notModified: true; tag: string } | ExportFile;

/** The file of a laid-out post, or only its tag when the client holds it. */
type Rendered = { tag: string; bytes: Buffer; renderMs: number } | { tag: string; bytes: null };

function invalid(details?: unknown): AppError {
  return AppError.of(400, 'EXPORT_INVALID', details);
}

export function createExportService(deps: ExportServiceDeps) {
  const composition = deps.composition;
  const now = () => deps.now?.() ?? new Date();

  async function design(
    userId: string,
    request: ExportRequest,
    entitlements: Entitlements,
  ): Promise<PostDesign> {
    if (request.mode === 'standings' || !request.templateId) {
      return { theme: request.theme ?? 'default' };
    }
    // Only the user's own, and only one the plan lets them use (a downgrade locks the newest).
    const row = await deps.templates.designForPost(userId, request.templateId, entitlements);
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
    userId: string,
    backgroundId: string | null,
    { limits }: Entitlements,
  ): Promise<{ href: string; source: BackgroundSource } | null> {
    if (!backgroundId) return null;
    const row = await deps.backgrounds.forExport(userId, backgroundId, limits);
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

  async function games(userId: string, request: GameExportRequest): Promise<Game[]> {
    const context = { userId };
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

  /** The exporting team as the federation lists it (name and league); null when unavailable. */
  async function teamOf(team: ClubTeam, userId: string | null): Promise<Team | null> {
    try {
      const teams = await deps.sports.teams(team.sport, team.clubId, { userId });
      return teams.find((candidate) => candidate.id === team.teamId) ?? null;
    } catch (error) {
      deps.logger.warn("export: the club's teams are unavailable", { error: String(error) });
      return null;
    }
  }

  /** The exporting team's side of the first game: its logo gives the 'club' theme its colours. */
  async function clubSide(team: ClubTeam, game: Game, userId: string | null): Promise<ClubSide> {
    return sideOf((await teamOf(team, userId))?.name ?? null, game);
  }

  /** The team's table; none (cups, friendlies) is refused with its own code. */
  async function standings(userId: string, request: StandingsExportRequest): Promise<Standings> {
    let table: Standings | null;
    try {
      table = await deps.sports.standings(request.sport, request.teamId, request.clubId, {
        userId,
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
    userId: string,
  ): Promise<{ game: Game; side: ClubSide } | null> {
    try {
      const teamGames = await deps.sports.games(request.sport, request.teamId, request.clubId, {
        userId,
      });
      const game = teamGames[0];
      return game ? { game, side: await clubSide(request, game, userId) } : null;
    } catch (error) {
      deps.logger.warn('export: games for the club palette unavailable', { error: String(error) });
      return null;
    }
  }

  async function gamePost(
    userId: string,
    request: GameExportRequest,
    postDesign: PostDesign,
    backgroundHref: string | null,
    brandMark: boolean,
  ): Promise<RenderedPost> {
    const postGames = await games(userId, request);
    const team = await teamOf(request, userId);
    const first = postGames[0] as Game;
    const side = sideOf(team?.name ?? null, first);
    return composition.compose({
      language: request.language,
      sport: request.sport,
      teamName: team?.name ?? null,
      league: team?.liga ?? null,
      brandMark,
      design: postDesign,
      games: postGames,
      mode: request.mode,
      format: request.format,
      isHomeGame: request.isHomeGame,
      showResultDetail: request.showResultDetail,
      clubSide: side,
      backgroundHref,
    });
  }

  async function standingsPost(
    userId: string,
    request: StandingsExportRequest,
    backgroundHref: string | null,
  ): Promise<RenderedPost> {
    const theme = request.theme ?? 'default';
    const table = await standings(userId, request);
    return composition.composeStandings({
      theme,
      standings: table,
      format: request.format,
      language: request.language,
      club: theme === 'club' ? await clubGame(request, userId) : null,
      backgroundHref,
    });
  }

  /**
   * The game-day overview post: each team on its slot (the export rule), each game the team's
   * own and within the window, 2 to 12 in all, drawn in a built-in theme.
   */
  async function weekendPost(
    userId: string,
    body: unknown,
    heldTags: readonly string[],
  ): Promise<ExportAnswer> {
    const parsed = weekendExportRequestSchema.safeParse(body);
    if (!parsed.success) {
      throw invalid(
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
    }
    const request = parsed.data;
    assertWindow(request.from, request.to);
    const count = request.teams.reduce((sum, team) => sum + team.gameIds.length, 0);
    if (count < minWeekendGames || count > maxWeekendGames) {
      throw AppError.of(400, 'WEEKEND_GAME_COUNT', {
        min: minWeekendGames,
        max: maxWeekendGames,
      });
    }
    const entitlements = await deps.entitlements.entitlements(userId);
    for (const team of request.teams) {
      await deps.teamSlots.assertExportAllowed(
        userId,
        { sport: request.sport, teamId: team.teamId },
        entitlements,
      );
    }
    const context = { userId };
    const entries: { game: Game; teamName: string }[] = [];
    try {
      const clubs = await deps.sports.clubs(request.sport, context).catch(() => []);
      for (const team of request.teams) {
        const clubId = team.clubId ?? request.clubId;
        const teams = await deps.sports.teams(request.sport, clubId, context);
        const known = teams.find((candidate) => candidate.id === team.teamId);
        if (!known) throw AppError.of(400, 'GAME_NOT_OF_TEAM');
        const teamGames = await deps.sports.games(request.sport, team.teamId, clubId, context);
        for (const gameId of team.gameIds) {
          const game = teamGames.find((candidate) => candidate.id === gameId);
          if (!game) throw AppError.of(400, 'GAME_NOT_OF_TEAM');
          if (!gameInWindow(game, request.from, request.to)) {
            throw AppError.of(400, 'GAME_OUTSIDE_WINDOW');
          }
          entries.push({ game, teamName: known.name });
        }
      }
      const clubName = clubs.find((club) => club.id === request.clubId)?.name ?? null;
      const key = (game: Game) => `${isoDateOfGame(game.date) ?? ''} ${game.time}`;
      entries.sort((a, b) => key(a.game).localeCompare(key(b.game)));
      const rows = entries.map((entry) => weekendRow(entry.game, entry.teamName, entry.teamName));
      const kind =
        request.kind ?? (entries.every((entry) => hasResult(entry.game)) ? 'result' : 'preview');
      const post = await composition.composeWeekend({
        theme: request.theme ?? 'default',
        format: request.format ?? '4:5',
        mode: kind,
        language: request.language,
        rows,
        crest: rows.find((row) => row.ownLogo)?.ownLogo ?? null,
        clubName,
        brandMark: !entitlements.paid,
      });
      const { fileType, scale } = exportOptionsOf(request);
      const rendered = await rasterize(userId, post, null, { fileType, scale }, heldTags);
      return answer(rendered, fileType, weekendFileName(request.from, now(), fileType));
    } catch (error) {
      throw sportsFailure(error, deps.logger);
    }
  }

  /**
   * The file of a post (PNG or JPEG, 2x or 1x) with its tag, its failures answered as every
   * export answers them; only the tag when the client holds it already (`heldTags`).
   */
  async function rasterize(
    userId: string,
    post: RenderedPost,
    background: BackgroundSource | null,
    { fileType, scale }: { fileType: ExportFileType; scale: ExportScale },
    heldTags: readonly string[],
  ): Promise<Rendered> {
    const options = { scale, background, userId };
    const tag = exportTag(post, options, fileType);
    if (holdsTag(heldTags, tag)) return { tag, bytes: null };
    const started = performance.now();
    try {
      const bytes =
        fileType === 'jpeg'
          ? await deps.rasterizer.jpeg(post, options)
          : await deps.rasterizer.png(post, options);
      return { tag, bytes, renderMs: performance.now() - started };
    } catch (error) {
      if (error instanceof BackgroundUnreadableError) {
        throw AppError.of(422, 'BACKGROUND_UNREADABLE');
      }
      if (error instanceof RenderBudgetExceededError) {
        deps.logger.warn('export: drawing stopped at the render budget', { userId });
        throw AppError.of(422, 'EXPORT_TOO_COSTLY');
      }
      deps.logger.error('export: rendering failed', { userId, error });
      throw AppError.of(500, 'EXPORT_FAILED');
    }
  }

  function answer(rendered: Rendered, fileType: ExportFileType, fileName: string): ExportAnswer {
    if (rendered.bytes === null) return { notModified: true, tag: rendered.tag };
    return {
      notModified: false,
      tag: rendered.tag,
      renderMs: rendered.renderMs,
      bytes: rendered.bytes,
      fileType,
      contentType: exportMimeTypes[fileType],
      fileName,
    };
  }

  /** One export once admitted: the checks, the data, the layout and the pixels. */
  async function admitted(
    userId: string,
    body: unknown,
    heldTags: readonly string[],
  ): Promise<ExportAnswer> {
    if (isWeekendBody(body)) return weekendPost(userId, body, heldTags);
    const parsed = parseExportRequest(body);
    if (!parsed.success) {
      throw invalid(
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
    }
    const request = parsed.data;
    const entitlements = await deps.entitlements.entitlements(userId);
    if (request.mode !== 'standings') {
      const maxGames = maxGamesPerPost(entitlements.limits);
      if (request.gameIds.length > maxGames) {
        throw AppError.of(403, 'GAME_LIMIT_EXCEEDED', { max: maxGames });
      }
    }
    // docs/product.md section 6: a team already in a usable slot, or a free slot for it.
    await deps.teamSlots.assertExportAllowed(
      userId,
      { sport: request.sport, teamId: request.teamId },
      entitlements,
    );
    const postDesign = await design(userId, request, entitlements);
    const postBackground = await background(userId, request.backgroundId ?? null, entitlements);
    const backgroundHref = postBackground?.href ?? null;
    const post =
      request.mode === 'standings'
        ? await standingsPost(userId, request, backgroundHref)
        : await gamePost(userId, request, postDesign, backgroundHref, !entitlements.paid);
    const { fileType, scale } = exportOptionsOf(request);
    const rendered = await rasterize(
      userId,
      post,
      postBackground?.source ?? null,
      { fileType, scale },
      heldTags,
    );
    if (request.mode !== 'standings') await rememberLook(userId, request, postDesign);
    return answer(rendered, fileType, exportFileNameOf(request, now()));
  }

  /**
   * A game post made for one of the user's slots' teams leaves its look on the slot (theme or
   * template, and format), for the weekend screen and game-day mails. The post is made either
   * way: a failure to remember is logged, not answered.
   */
  async function rememberLook(
    userId: string,
    request: GameExportRequest,
    postDesign: PostDesign,
  ): Promise<void> {
    try {
      await deps.teamSlots.rememberLook(
        userId,
        { sport: request.sport, teamId: request.teamId },
        {
          postTheme: request.templateId ? null : (request.theme ?? 'default'),
          postTemplateId: request.templateId ?? null,
          // A template keeps its own format.
          postFormat:
            'template' in postDesign
              ? postDesign.template.format
              : (request.format ?? defaultFormat),
        },
      );
    } catch (error) {
      deps.logger.warn("export: the slot's look was not remembered", { userId, error });
    }
  }

  /**
   * One export. Without `heldTags` it always renders the file; with the tags the client holds
   * (If-None-Match), a post whose tag is among them is answered `{ notModified: true, tag }`
   * without rendering anything.
   */
  function exportPost(userId: string, body: unknown): Promise<ExportFile>;
  function exportPost(
    userId: string,
    body: unknown,
    heldTags: readonly string[],
  ): Promise<ExportAnswer>;
  async function exportPost(
    userId: string,
    body: unknown,
    heldTags: readonly string[] = [],
  ): Promise<ExportAnswer> {
    const admission = deps.admission.admit(userId);
    if (!admission.admitted) {
      deps.logger.warn('export refused: too many in flight', {
        userId,
        reason: admission.reason,
        depth: deps.admission.depth(),
      });
      throw AppError.of(429, 'EXPORT_BUSY').retryAfter(admission.retryAfterSeconds);
    }
    try {
      return await admitted(userId, body, heldTags);
    } finally {
      admission.release();
    }
  }

  return {
    export: exportPost,

    paletteOf: (logo: string) => composition.paletteOf(logo),

    /** The club palette for the studio preview of the 'club' theme. */
    async paletteFor(team: ClubTeam, gameId: string, userId: string | null): Promise<ClubPalette> {
      try {
        const game = await deps.sports.game(team.sport, gameId, { userId });
        if (!game) throw AppError.of(404, 'GAME_NOT_FOUND');
        return await composition.clubPalette(game, await clubSide(team, game, userId));
      } catch (error) {
        throw sportsFailure(error, deps.logger);
      }
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;

/** The side a team plays on in a game, by its name: away when it is the away team, home otherwise. */
function sideOf(teamName: string | null, game: Game): ClubSide {
  return teamName !== null && teamName === game.teamAway ? 'away' : 'home';
}

function sportsFailure(error: unknown, logger: Logger): unknown {
  if (!(error instanceof SportsError)) return error;
  logger.warn('export: sports data unavailable', { kind: error.kind, error: error.message });
  if (error.kind === 'club-api-key-required') {
    return AppError.of(403, 'EXPORT_CLUB_API_KEY_REQUIRED');
  }
  if (error.kind === 'club-api-key-invalid') return AppError.of(403, 'EXPORT_CLUB_API_KEY_INVALID');
  return AppError.of(502, 'UPSTREAM_UNAVAILABLE');
}
