import { and, eq } from 'drizzle-orm';
import { buildPost, type PostDesign } from '#shared/render/build-post.ts';
import {
  exportFileName,
  exportRequestSchema,
  type ExportRequest,
} from '#shared/exports/export-request.ts';
import { maxGamesPerPost, planLimits, type SubscriptionLimits } from '#shared/plans.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import { fallbackPalette, type ClubPalette } from '#shared/themes/club-palette.ts';
import type { Game, Sport } from '#shared/sports/sports.ts';
import type { Db } from '#server/db/database.ts';
import { subscriptionStatus } from '#server/accounts/plan.service.ts';
import { findBackground } from '#server/backgrounds/background.repository.ts';
import { templates } from '#server/db/schema.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Logger } from '#server/logging/logger.ts';
import { assertTeamExportAllowed } from '#server/team-slots/team-slot.service.ts';
import { exportErrors } from '#server/exports/export-errors.ts';
import { paletteFromLogo } from '#server/render/club-palette.ts';
import type { ImageResolver } from '#server/render/image-resolver.ts';
import {
  BackgroundUnreadableError,
  type BackgroundSource,
  type PostRasterizer,
} from '#server/render/post-rasterizer.ts';
import type { SportsData } from '#server/sports/sports-data.ts';
import { SportsError } from '#server/sports/sports-error.ts';
import type { Storage } from '#server/storage/storage.ts';

/**
 * POST /api/exports behind the route: checks what the user may export (plan's games per post,
 * team slots, own template, own background), loads the games, lays the post out with the shared
 * renderer and rasterises it to a PNG at scale 2.
 */
export interface ExportServiceDeps {
  db: Db;
  storage: Storage;
  sports: SportsData;
  rasterizer: PostRasterizer;
  images: ImageResolver;
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
  png: Buffer;
  fileName: string;
}

export class ExportService {
  private readonly palettes = new Map<string, Promise<ClubPalette>>();

  constructor(private readonly deps: ExportServiceDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** The limits of the user's plan: an active subscription's tier, free otherwise. */
  async limitsOf(userId: string): Promise<SubscriptionLimits> {
    const status = await subscriptionStatus(this.deps.db, userId, this.deps.logger);
    return planLimits[status.tier];
  }

  async export(userId: string, body: unknown): Promise<ExportResult> {
    const parsed = exportRequestSchema.safeParse(body);
    if (!parsed.success) {
      throw exportErrors.invalid(
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
    }
    const request = parsed.data;
    const limits = await this.limitsOf(userId);
    const maxGames = maxGamesPerPost(limits);
    if (request.gameIds.length > maxGames) throw exportErrors.gameLimit(maxGames);
    // SPEC.md section 6: a team already in a slot, or a free slot for it.
    await assertTeamExportAllowed(
      this.deps.db,
      userId,
      { sport: request.sport, teamId: request.teamId },
      limits,
    );
    const design = await this.design(userId, request, limits);
    const background = await this.background(userId, request.backgroundId ?? null);
    const games = await this.games(userId, request);
    const palette =
      'theme' in design && design.theme === 'club'
        ? await this.clubPalette(request, games[0] as Game, userId)
        : null;

    const post = buildPost({
      design,
      games,
      mode: request.mode,
      format: request.format,
      isHomeGame: request.isHomeGame,
      showResultDetail: request.showResultDetail,
      palette,
      backgroundHref: background?.href ?? null,
    });
    let png: Buffer;
    try {
      png = await this.deps.rasterizer.png(post, {
        scale: 2,
        background: background?.source ?? null,
        userId,
      });
    } catch (error) {
      if (error instanceof BackgroundUnreadableError) throw exportErrors.backgroundUnreadable();
      this.deps.logger.error('export: rendering failed', { userId, error });
      throw exportErrors.failed();
    }
    return {
      png,
      fileName: exportFileName(request.mode, request.gameIds[0] as string, this.now()),
    };
  }

  private async design(
    userId: string,
    request: ExportRequest,
    limits: SubscriptionLimits,
  ): Promise<PostDesign> {
    if (!request.templateId) return { theme: request.theme ?? 'default' };
    if (!limits.canUseCustomTemplates) throw exportErrors.customTemplates();
    const [row] = await this.deps.db
      .select({ svgConfig: templates.svgConfig, supportedGames: templates.supportedGames })
      .from(templates)
      .where(and(eq(templates.id, request.templateId), eq(templates.userId, userId)));
    // Another user's template answers as a missing one: ids say nothing about other accounts.
    if (!row) throw exportErrors.templateNotFound();
    const config = svgConfigSchema.safeParse(row.svgConfig);
    if (!config.success) throw exportErrors.templateInvalid();
    if (request.gameIds.length > row.supportedGames) {
      throw exportErrors.invalid([
        { path: 'gameIds', message: `the template takes at most ${row.supportedGames}` },
      ]);
    }
    return { template: config.data };
  }

  private async background(
    userId: string,
    backgroundId: string | null,
  ): Promise<{ href: string; source: BackgroundSource } | null> {
    if (!backgroundId) return null;
    const row = await findBackground(this.deps.db, userId, backgroundId);
    if (!row) throw exportErrors.backgroundNotFound();
    const storage = this.deps.storage;
    return {
      href: `/api/files/${row.filePath}`,
      source: {
        key: `background:${backgroundId}:${row.updatedAt.getTime()}`,
        load: async () => {
          const object = await storage.get(row.filePath);
          if (!object) throw new Error('background file missing');
          return object.body;
        },
      },
    };
  }

  private async games(userId: string, request: ExportRequest): Promise<Game[]> {
    const context = { userId };
    try {
      const games = await Promise.all(
        request.gameIds.map((id) => this.deps.sports.game(request.sport, id, context)),
      );
      if (games.some((game) => game === null)) throw exportErrors.gameNotFound();
      // The slot check is only worth something if the games are the team's own.
      const teamGames = await this.deps.sports.games(
        request.sport,
        request.teamId,
        request.clubId,
        context,
      );
      const ids = new Set(teamGames.map((game) => game.id));
      if (!request.gameIds.every((id) => ids.has(id))) throw exportErrors.gameNotOfTeam();
      return games as Game[];
    } catch (error) {
      throw sportsFailure(error, this.deps.logger);
    }
  }

  /** The colours of the club's own logo in the post (the exporting team's side of the first game). */
  private async clubPalette(
    team: ClubTeam,
    game: Game,
    userId: string | null,
  ): Promise<ClubPalette> {
    let teamName: string | null = null;
    try {
      const teams = await this.deps.sports.teams(team.sport, team.clubId, { userId });
      teamName = teams.find((candidate) => candidate.id === team.teamId)?.name ?? null;
    } catch (error) {
      this.deps.logger.warn('export: teams for the club palette unavailable', {
        error: String(error),
      });
    }
    const logo = teamName === game.teamAway ? game.teamAwayLogo : game.teamHomeLogo;
    return logo ? this.paletteOf(logo) : fallbackPalette;
  }

  paletteOf(logo: string): Promise<ClubPalette> {
    let palette = this.palettes.get(logo);
    if (!palette) {
      palette = this.deps.images
        .prepared({ href: logo, maxPixels: 128 })
        .then(paletteFromLogo)
        .catch((error: unknown) => {
          this.deps.logger.warn('export: club logo unreadable, fallback palette', {
            error: String(error),
          });
          return fallbackPalette;
        });
      if (this.palettes.size > 500) this.palettes.clear();
      this.palettes.set(logo, palette);
    }
    return palette;
  }

  /** The club palette for the studio preview of the 'club' theme. */
  async paletteFor(team: ClubTeam, gameId: string, userId: string | null): Promise<ClubPalette> {
    try {
      const game = await this.deps.sports.game(team.sport, gameId, { userId });
      if (!game) throw exportErrors.gameNotFound();
      return await this.clubPalette(team, game, userId);
    } catch (error) {
      throw sportsFailure(error, this.deps.logger);
    }
  }
}

function sportsFailure(error: unknown, logger: Logger): unknown {
  if (!(error instanceof SportsError)) return error;
  logger.warn('export: sports data unavailable', { kind: error.kind, error: error.message });
  if (error.kind === 'club-api-key-required' || error.kind === 'club-api-key-invalid') {
    return new AppError(
      403,
      error.kind === 'club-api-key-required' ? 'CLUB_API_KEY_REQUIRED' : 'CLUB_API_KEY_INVALID',
      {
        de: 'Für diesen Club wird ein gültiger API-Schlüssel benötigt',
        en: 'This club needs a valid API key',
      },
    );
  }
  return AppError.of(502, 'UPSTREAM_UNAVAILABLE');
}
