import type { PostDesign } from '#shared/render/build-post.ts';
import { videoAllowed } from '#shared/exports/export-file.ts';
import {
  asksForVideo,
  isStandingsBody,
  isWeekendBody,
  exportOptionsOf,
  parseExportRequest,
  type GameExportRequest,
  type StandingsExportRequest,
} from '#shared/exports/export-request.ts';
import type { PostSponsors } from '#shared/sponsors/post-sponsors.ts';
import { gamePostFileName, pairingOf, standingsFileName } from '#shared/exports/file-names.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { maxGamesPerPost } from '#shared/plans.ts';
import { swissDay } from '#shared/sports/swiss-time.ts';
import { isoDateOfGame } from '#shared/weekend/weekend.schema.ts';
import { defaultFormat } from '#shared/templates/formats.ts';
import type { ClubPalette } from '#shared/themes/club-palette.ts';
import { hasResult, type Game, type Sport, type Team } from '#shared/sports/sports.ts';
import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import type { BackgroundService } from '#server/backgrounds/background.service.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { HeldLook, TeamSlotService } from '#server/team-slots/team-slot.service.ts';
import type { SlotLook } from '#server/team-slots/team-slot.repository.ts';
import type { TemplateService } from '#server/templates/template.service.ts';
import type { PostComposition } from '#server/render/post-composition.ts';
import type { PostLayout, PostRenderer } from '#server/render/post-renderer.ts';
import type { ExportAdmission } from '#server/exports/export-admission.ts';
import type { ExportPlace, ExportShare } from '#server/exports/export-places.ts';
import {
  createExportRasterizer,
  type ExportAnswer,
  type ExportFile,
} from '#server/exports/export-answer.ts';
import {
  createExportSources,
  invalid,
  sideOf,
  sportsFailure,
} from '#server/exports/export-sources.ts';
import { createWeekendExport } from '#server/exports/weekend-export.ts';
import {
  createExportSponsors,
  sponsoredPost,
  type ExportSponsorsDeps,
  type ShownSponsors,
} from '#server/exports/export-sponsors.ts';
import { createSponsorsPreview } from '#server/exports/export-sponsors-preview.ts';
import type { SportsData } from '#server/sports/sports-data.ts';
import type { Storage } from '#server/storage/storage.ts';

export type { ExportAnswer, ExportFile, ExportResult } from '#server/exports/export-answer.ts';

/**
 * POST /api/exports behind the route: checks what the user may export (the entitlements' games
 * per post, team slots, own template, own background), loads the games or the team's table, lays
 * the post out with the shared renderer and draws it to the download asked for, through the one
 * export path (docs/export.md): a PNG or a JPEG, at scale 2 or 1 (PNG at 2 unless the request
 * says otherwise; ADR 024), or a game post in 9:16 or 4:5 as an MP4 (ADR 063).
 */
export interface ExportServiceDeps {
  entitlements: EntitlementsService;
  teamSlots: TeamSlotService;
  templates: TemplateService;
  /** The background rule an export follows: what the user's background list shows. */
  backgrounds: Pick<BackgroundService, 'forExport'>;
  storage: Storage;
  sports: SportsData;
  /** The one export path (docs/export.md): a post's layout in, its file out. */
  renderer: PostRenderer;
  /** The process's one composition (club palettes kept, bounded), built at the composition root. */
  composition: PostComposition;
  /** Bounds the exports in flight in this process, in all and per user; beyond them 429 at once. */
  admission: ExportAdmission;
  /** The user's share of exports in flight across every process (ADR 054); beyond it 429. */
  share: ExportShare;
  logger: Logger;
  /** Chooses and counts the sponsors a post shows (export-sponsors.ts). */
  sponsors: ExportSponsorsDeps;
  now?: () => Date;
}

/** The team a post is made for: its club's logo gives the 'club' theme its colours. */
export interface ClubTeam {
  sport: Sport;
  clubId: string;
  teamId: string;
}

export function createExportService(deps: ExportServiceDeps) {
  const composition = deps.composition;
  const now = () => deps.now?.() ?? new Date();
  const sources = createExportSources(deps);
  const { design, background, games, clubTeam, clubSide, standings, clubGame } = sources;
  const { rasterize, answer } = createExportRasterizer(deps);
  const exportSponsors = createExportSponsors(deps.sponsors);
  const weekendPost = createWeekendExport(deps, { rasterize, answer, exportSponsors });

  async function gamePost(
    workspaceId: string,
    request: GameExportRequest,
    team: Team,
    postDesign: PostDesign,
    backgroundHref: string | null,
    brandMark: boolean,
    sponsorsOf: (postGames: Game[]) => Promise<ShownSponsors | null>,
  ): Promise<{ layout: PostLayout; games: Game[]; teamName: string | null }> {
    const postGames = await games(workspaceId, request);
    // A result post needs a result: a game not played (or not reported) yet has none to show.
    if (request.mode === 'result' && !postGames.every(hasResult)) {
      throw AppError.of(422, 'RESULT_MISSING');
    }
    const sponsors = (await sponsorsOf(postGames))?.sponsors;
    const first = postGames[0] as Game;
    const side = sideOf(team.name, first);
    const input = await composition.postInput({
      language: request.language,
      sport: request.sport,
      teamName: team.name,
      league: team.liga ?? null,
      brandMark,
      design: postDesign,
      games: postGames,
      mode: request.mode,
      format: request.format,
      isHomeGame: request.isHomeGame,
      showResultDetail: request.showResultDetail,
      clubSide: side,
      backgroundHref,
      ...(sponsors ? { sponsors } : {}),
    });
    return { layout: { kind: 'game', input }, games: postGames, teamName: team.name };
  }

  async function standingsPost(
    workspaceId: string,
    request: StandingsExportRequest,
    backgroundHref: string | null,
    sponsors: PostSponsors | null,
  ): Promise<PostLayout> {
    const theme = request.theme ?? 'default';
    const table = await standings(workspaceId, request);
    const input = await composition.standingsInput({
      theme,
      standings: table,
      format: request.format,
      language: request.language,
      club: theme === 'club' ? await clubGame(request, workspaceId) : null,
      backgroundHref,
      ...(sponsors ? { sponsors } : {}),
    });
    return { kind: 'standings', input };
  }

  /** One export once admitted: the checks, the data, the layout and the pixels. */
  async function admitted(
    workspaceId: string,
    body: unknown,
    heldTags: readonly string[],
    fileLanguage: Language | undefined,
  ): Promise<ExportAnswer> {
    // A video is made of a game post only (ADR 063): the standings and the overview have none.
    if (asksForVideo(body) && (isWeekendBody(body) || isStandingsBody(body))) {
      throw AppError.of(400, 'VIDEO_UNSUPPORTED');
    }
    if (isWeekendBody(body)) return weekendPost(workspaceId, body, heldTags, fileLanguage);
    const parsed = parseExportRequest(body);
    if (!parsed.success) {
      throw invalid(
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
    }
    const request = parsed.data;
    const entitlements = await deps.entitlements.entitlements(workspaceId);
    if (request.mode !== 'standings') {
      const maxGames = maxGamesPerPost(entitlements.limits);
      if (request.gameIds.length > maxGames) {
        throw AppError.of(403, 'GAME_LIMIT_EXCEEDED', { max: maxGames });
      }
    }
    // The club's own team: what is read for the post (games, table, a club's key) is the club's.
    const team = await clubTeam(workspaceId, request);
    // docs/product.md section 6: a team already in a usable slot, or a free slot for it.
    const heldLook = await deps.teamSlots.assertExportAllowed(
      workspaceId,
      { sport: request.sport, teamId: request.teamId },
      entitlements,
    );
    const postDesign = await design(workspaceId, request, entitlements);
    const postBackground = await background(
      workspaceId,
      request.backgroundId ?? null,
      entitlements,
    );
    const backgroundHref = postBackground?.href ?? null;
    // A video is 1080 px wide (scale 1 unless asked otherwise) in 9:16 or 4:5 (ADR 063).
    const video = request.mode !== 'standings' && request.fileType === 'mp4';
    const { fileType, scale } = exportOptionsOf(
      video ? { fileType: request.fileType, scale: request.scale ?? 1 } : request,
    );
    if (video) {
      const format =
        'template' in postDesign ? postDesign.template.format : (request.format ?? defaultFormat);
      if (!videoAllowed(format, scale)) throw AppError.of(400, 'VIDEO_UNSUPPORTED');
    }
    // The file is named in the downloader's language: the interface's, else the post's.
    const language = fileLanguage ?? request.language ?? 'de';
    let post: PostLayout;
    let fileName: string;
    // The sponsors are chosen and counted once the post's games are known, before it is drawn.
    let shown: ShownSponsors | null = null;
    const sponsorsOf = async (postGames: Game[]) =>
      (shown = await exportSponsors.sponsorsOf(
        sponsoredPost({
          workspaceId,
          request,
          postDesign,
          held: heldLook,
          team,
          postGames,
          now,
          maxSponsors: entitlements.limits.maxSponsors,
        }),
        { record: true, address: 'render' },
      ));
    if (request.mode === 'standings') {
      const sponsors = (await sponsorsOf([]))?.sponsors ?? null;
      post = await standingsPost(workspaceId, request, backgroundHref, sponsors);
      fileName = standingsFileName({ date: swissDay(now()), team: team.name, language, fileType });
    } else {
      const made = await gamePost(
        workspaceId,
        request,
        team,
        postDesign,
        backgroundHref,
        !entitlements.paid,
        sponsorsOf,
      );
      post = made.layout;
      fileName = gamePostFileName({
        kind: request.mode,
        date: isoDateOfGame(made.games[0]?.date ?? ''),
        ...pairingOf(made.teamName, made.games),
        language,
        fileType,
      });
    }
    const rendered = await rasterize(
      workspaceId,
      post,
      postBackground?.source ?? null,
      { fileType, scale },
      heldTags,
      video && request.mode === 'result',
    );
    if (request.mode !== 'standings' && heldLook) {
      await rememberLook(workspaceId, request, postDesign, heldLook);
    }
    exportSponsors.madeFile(workspaceId, shown, fileType, rendered.bytes);
    return answer(rendered, fileType, fileName, shown);
  }

  /**
   * A game post made for one of the user's slots' teams leaves its look on the slot (theme or
   * template, and format), for the weekend screen and game-day mails. The post is made either
   * way: a failure to remember is logged, not answered.
   */
  async function rememberLook(
    workspaceId: string,
    request: GameExportRequest,
    postDesign: PostDesign,
    held: HeldLook,
  ): Promise<void> {
    const look: SlotLook = {
      postTheme: request.templateId ? null : (request.theme ?? 'default'),
      postTemplateId: request.templateId ?? null,
      // A template keeps its own format.
      postFormat:
        'template' in postDesign ? postDesign.template.format : (request.format ?? defaultFormat),
      postSponsors: request.sponsors === 'auto',
    };
    // The same post again (the usual case) writes nothing.
    if (
      look.postTheme === held.postTheme &&
      look.postTemplateId === held.postTemplateId &&
      look.postFormat === held.postFormat &&
      look.postSponsors === held.postSponsors
    ) {
      return;
    }
    try {
      await deps.teamSlots.rememberLook(
        workspaceId,
        { sport: request.sport, teamId: request.teamId },
        look,
      );
    } catch (error) {
      deps.logger.warn("export: the slot's look was not remembered", { workspaceId, error });
    }
  }

  /**
   * One export. Without `heldTags` it always renders the file; with the tags the client holds
   * (If-None-Match), a post whose tag is among them is answered `{ notModified: true, tag }`
   * without rendering anything. The file is named in `fileLanguage` (the downloader's interface
   * language; file-names.ts), else in the post's.
   */
  function exportPost(
    workspaceId: string,
    body: unknown,
    heldTags?: undefined,
    fileLanguage?: Language,
  ): Promise<ExportFile>;
  function exportPost(
    workspaceId: string,
    body: unknown,
    heldTags: readonly string[],
    fileLanguage?: Language,
  ): Promise<ExportAnswer>;
  async function exportPost(
    workspaceId: string,
    body: unknown,
    heldTags: readonly string[] = [],
    fileLanguage?: Language,
  ): Promise<ExportAnswer> {
    const admission = deps.admission.admit(workspaceId);
    if (!admission.admitted) {
      deps.logger.warn('export refused: too many in flight', {
        workspaceId,
        reason: admission.reason,
        depth: deps.admission.depth(),
      });
      throw AppError.of(429, 'EXPORT_BUSY').retryAfter(admission.retryAfterSeconds);
    }
    let place: ExportPlace | null = null;
    try {
      place = await deps.share.take(workspaceId);
      if (!place) {
        deps.logger.warn('export refused: the user share is taken across processes', {
          workspaceId,
        });
        throw AppError.of(429, 'EXPORT_BUSY').retryAfter(1);
      }
      return await admitted(workspaceId, body, heldTags, fileLanguage);
    } finally {
      admission.release();
      await place?.release();
    }
  }

  return {
    export: exportPost,
    /** The sponsors the post of a body would show now, for the studio's preview. */
    sponsorsPreview: createSponsorsPreview(deps, sources, exportSponsors),

    paletteOf: (logo: string) => composition.paletteOf(logo),

    /** The club palette for the studio preview of the 'club' theme. */
    async paletteFor(
      team: ClubTeam,
      gameId: string,
      workspaceId: string | null,
    ): Promise<ClubPalette> {
      try {
        const game = await deps.sports.game(team.sport, gameId, { workspaceId });
        if (!game) throw AppError.of(404, 'GAME_NOT_FOUND');
        return await composition.clubPalette(game, await clubSide(team, game, workspaceId));
      } catch (error) {
        throw sportsFailure(error, deps.logger);
      }
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
