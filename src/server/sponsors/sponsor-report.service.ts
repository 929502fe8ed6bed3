import { AppError } from '#server/http/app-error.ts';
import { validate } from '#server/http/validation.ts';
import { sniffImageType } from '#server/images/image-type.ts';
import type { Logger } from '#server/logging/logger.ts';
import type {
  AppearanceLine,
  SponsorAppearanceRepository,
} from '#server/sponsors/sponsor-appearance.repository.ts';
import { paletteFromLogo } from '#server/render/club-palette.ts';
import { reportPages } from '#server/sponsors/report-pages.ts';
import { createSponsorPostPictures } from '#server/sponsors/sponsor-post-pictures.ts';
import type { ReportThread } from '#server/sponsors/report-thread.ts';
import { monthStart } from '#server/sponsors/sponsor-rotation.ts';
import { reportTexts } from '#server/sponsors/report-texts.ts';
import type { SponsorRepository } from '#server/sponsors/sponsor.repository.ts';
import type { Storage } from '#server/storage/storage.ts';
import type { Language } from '#shared/i18n/languages.ts';
import {
  SPONSOR_REPORT_MAX_ROWS,
  monthRange,
  reportMonthSchema,
  sponsorReportQuerySchema,
  type SponsorMonth,
} from '#shared/sponsors/sponsor-report.schema.ts';
import { sponsorIdSchema } from '#shared/sponsors/sponsor.schema.ts';
import { shiftDay, swissDay, swissInstant } from '#shared/sports/swiss-time.ts';

/**
 * The sponsor report (ADR 061): a workspace's appearances between two Swiss days (by when the
 * post was made), as a CSV for a spreadsheet or a PDF of one page per sponsor; and the month at
 * a glance for the 'Sponsoren' screen. Bounded: at most SPONSOR_REPORT_MAX_ROWS appearances, and
 * one page per sponsor (a plan keeps at most 50). Both files are written on the report's thread
 * (report-thread.ts): the PDF of 50 sponsors takes 0.4 s, the CSV of 10,000 rows 0.1 s (bench
 * sponsor-report), far over what the thread answering requests may spend.
 */
export interface SponsorReportDeps {
  appearances: SponsorAppearanceRepository;
  sponsors: SponsorRepository;
  storage: Storage;
  logger: Logger;
  /** Writes the files off the main thread. */
  thread: ReportThread;
  /** The account's language (its profile's), in which the files are written. */
  languageOf: (userId: string) => Promise<Language>;
  now?: () => Date;
}

export interface ReportFile {
  body: Uint8Array | string;
  contentType: string;
  fileName: string;
}

export interface ReportWorkspace {
  id: string;
  name: string;
  crestPath: string | null;
}

/** The band's colour when the club's crest gives none: the app's brand red. */
const BRAND_COLOUR = '#d6203f';

export function createSponsorReportService({
  appearances,
  sponsors,
  storage,
  logger,
  thread,
  languageOf,
  now = () => new Date(),
}: SponsorReportDeps) {
  const postPictures = createSponsorPostPictures({ storage });
  async function crestOf(workspace: ReportWorkspace) {
    if (!workspace.crestPath) return null;
    try {
      const stored = await storage.get(workspace.crestPath);
      const type = stored ? sniffImageType(stored.body) : null;
      if (!stored || (type !== 'image/png' && type !== 'image/jpeg')) return null;
      return {
        bytes: stored.body,
        type: type === 'image/png' ? ('png' as const) : ('jpeg' as const),
      };
    } catch (error) {
      // The report goes out without the crest rather than not at all.
      logger.warn('sponsor report without crest', { workspaceId: workspace.id, error });
      return null;
    }
  }

  /** The club's first colour, read from its crest as the 'club' look reads it. */
  async function colourOf(workspaceId: string, crest: Uint8Array): Promise<string> {
    try {
      return (await paletteFromLogo(crest)).primary;
    } catch (error) {
      logger.warn('sponsor report in the brand colour: the crest gave none', {
        workspaceId,
        error,
      });
      return BRAND_COLOUR;
    }
  }

  /** The pictures of the posts the PDF's pages show (at most four a sponsor), by post key. */
  async function picturesOf(
    workspaceId: string,
    lines: readonly AppearanceLine[],
  ): Promise<Record<string, Uint8Array>> {
    const keys = new Set(reportPages(lines).flatMap((page) => page.posts));
    const pictures: Record<string, Uint8Array> = {};
    for (const key of keys) {
      // A post whose picture is missing or unreadable is shown without it.
      const picture = await postPictures.picture(workspaceId, key).catch(() => null);
      if (picture) pictures[key] = picture;
    }
    return pictures;
  }

  return {
    /** The report of `query` (from, to, format, sponsorId) as a file to download. */
    async report(
      workspace: ReportWorkspace,
      userId: string,
      query: Record<string, string | undefined>,
    ): Promise<ReportFile> {
      const { from, to, format, sponsorId } = validate(sponsorReportQuerySchema, query);
      const language = await languageOf(userId);
      let only: string | null = null;
      if (sponsorId !== undefined) {
        const parsed = sponsorIdSchema.safeParse(sponsorId);
        // Another workspace's sponsor answers exactly like a missing one.
        const found = parsed.success ? await sponsors.find(workspace.id, parsed.data) : null;
        if (!found) throw AppError.of(404, 'NOT_FOUND');
        only = found.id;
      }
      const lines = await appearances.lines(
        workspace.id,
        swissInstant(from, '00:00'),
        swissInstant(shiftDay(to, 1), '00:00'),
        only,
        SPONSOR_REPORT_MAX_ROWS,
      );
      const texts = reportTexts[language];
      const fileName = `${texts.fileName}-${from}-${to}.${format}`;
      const started = performance.now();
      const crest = format === 'pdf' ? await crestOf(workspace) : null;
      const body = await thread.write({
        format,
        language,
        lines,
        club: workspace.name,
        crest,
        colour: crest ? await colourOf(workspace.id, crest.bytes) : BRAND_COLOUR,
        from,
        to,
        pictures: format === 'pdf' ? await picturesOf(workspace.id, lines) : {},
      });
      logger.info('sponsor report written', {
        workspaceId: workspace.id,
        format,
        appearances: lines.length,
        ms: Math.round(performance.now() - started),
      });
      const contentType = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf';
      return { body, contentType, fileName };
    },

    /** Per sponsor of the workspace, its appearances in the month (default: the running one). */
    async month(workspaceId: string, month: string | undefined): Promise<SponsorMonth> {
      const chosen =
        month === undefined
          ? swissDay(monthStart(now())).slice(0, 7)
          : validate(reportMonthSchema, month);
      const { from, to } = monthRange(chosen);
      const [rows, counts] = await Promise.all([
        sponsors.list(workspaceId),
        appearances.countsSince(
          workspaceId,
          swissInstant(from, '00:00'),
          swissInstant(shiftDay(to, 1), '00:00'),
        ),
      ]);
      const byId = new Map(counts.map((row) => [row.sponsorId, row.shown]));
      return {
        month: chosen,
        from,
        to,
        sponsors: rows.map((row) => ({
          id: row.id,
          name: row.name,
          level: row.level,
          appearances: byId.get(row.id) ?? 0,
        })),
      };
    },
  };
}

export type SponsorReportService = ReturnType<typeof createSponsorReportService>;
