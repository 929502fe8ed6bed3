import { z } from 'zod';
import { errorMessages } from '#shared/errors/error-codes.ts';
import { postLanguages } from '#shared/i18n/post-language.ts';
import { formats } from '#shared/templates/formats.ts';
import { sports } from '#shared/sports/sports.ts';
import { themeIds } from '#shared/themes/theme-colors.ts';
import {
  defaultExportFileType,
  defaultExportScale,
  exportFileTypeSchema,
  exportScaleSchema,
  postFileTypeSchema,
  type ExportFileType,
  type ExportScale,
  type PostFileType,
} from '#shared/exports/export-file.ts';
import { maxWeekendGames, weekendFormats } from '#shared/themes/weekend-template.ts';

/**
 * The body of POST /api/exports, shared by the studio (which sends it) and the server (which
 * checks it). Two kinds of post:
 * - a game post (`mode` preview or result, the default): one to three games in a built-in theme
 *   or one of the user's templates, not both; with neither it uses the default theme;
 * - the standings post (`mode: 'standings'`): the table of the team's league in a built-in theme,
 *   no games.
 * The team and club say which team slot the post counts on. Both kinds take the download's file
 * type (`fileType`, PNG unless JPEG is asked for) and size (`scale`, 2x unless 1x is asked for;
 * export-file.ts, ADR 024) and whether it shows the club's sponsors (`sponsors`).
 */
/**
 * Whether the post shows the club's sponsors: 'auto' lets the rotation fill the design's room
 * with the sponsors valid on the post's day for its team; 'none' (the default) shows none.
 */
export const postSponsorsChoice = z.enum(['auto', 'none']);
export type PostSponsorsChoice = z.infer<typeof postSponsorsChoice>;

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'expected an id' });

export const gameExportRequestSchema = z
  .object({
    sport: z.enum(sports),
    clubId: id,
    teamId: id,
    gameIds: z
      .array(id)
      .min(1, { message: errorMessages.NO_GAME_SELECTED.de })
      .max(3)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate game id' }),
    theme: z.enum(themeIds).optional(),
    templateId: z.uuid().optional(),
    mode: z.enum(['preview', 'result']).default('preview'),
    isHomeGame: z.boolean().default(false),
    showResultDetail: z.boolean().default(false),
    backgroundId: z.uuid().nullable().optional(),
    format: z.enum(formats).optional(),
    /** The words, dates and times on the post; German unless asked otherwise. */
    language: z.enum(postLanguages).optional(),
    /** PNG, JPEG or (ADR 063) the moving post as an MP4. */
    fileType: postFileTypeSchema.optional(),
    scale: exportScaleSchema.optional(),
    sponsors: postSponsorsChoice.optional(),
  })
  .strict()
  .refine((body) => !(body.theme && body.templateId), {
    message: 'a post uses either a theme or a template',
    path: ['templateId'],
  });

export const standingsExportRequestSchema = z
  .object({
    mode: z.literal('standings'),
    sport: z.enum(sports),
    clubId: id,
    teamId: id,
    theme: z.enum(themeIds).optional(),
    backgroundId: z.uuid().nullable().optional(),
    format: z.enum(formats).optional(),
    /** The words on the post; posts are German unless asked otherwise. */
    language: z.enum(postLanguages).optional(),
    fileType: exportFileTypeSchema.optional(),
    scale: exportScaleSchema.optional(),
    sponsors: postSponsorsChoice.optional(),
  })
  .strict();

/**
 * The game-day overview post (`mode: 'weekend'`): every chosen game of the club's teams in the
 * window (2 to 12 games, a game of two of its teams once) on one post, in a built-in theme at 4:5
 * or 9:16. Each team counts on its slot; a team of another sport than the post's names its own
 * (a club with teams in several sports makes one overview of all of them).
 */
export const weekendExportRequestSchema = z
  .object({
    mode: z.literal('weekend'),
    /** Games to come ('preview') or played ('result'); without it, 'result' when every game has one. */
    kind: z.enum(['preview', 'result']).optional(),
    sport: z.enum(sports),
    clubId: id,
    teams: z
      .array(
        z
          .object({
            teamId: id,
            gameIds: z.array(id).min(1).max(maxWeekendGames),
            /** A team of another club of the user's (a club's second club, a partner): its club. */
            clubId: id.optional(),
            /** A team of another sport than the post's: its sport (and then its club). */
            sport: z.enum(sports).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(maxWeekendGames)
      .refine(
        (teams) => new Set(teams.map((t) => `${t.sport ?? ''}:${t.teamId}`)).size === teams.length,
        { message: 'duplicate team id' },
      ),
    from: z.string().max(10),
    to: z.string().max(10),
    theme: z.enum(themeIds).optional(),
    format: z.enum(weekendFormats).optional(),
    language: z.enum(postLanguages).optional(),
    fileType: exportFileTypeSchema.optional(),
    scale: exportScaleSchema.optional(),
    sponsors: postSponsorsChoice.optional(),
  })
  .strict();

export type WeekendExportRequest = z.infer<typeof weekendExportRequestSchema>;

export function isWeekendBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'mode' in body && body.mode === 'weekend';
}

export type GameExportRequest = z.infer<typeof gameExportRequestSchema>;
export type StandingsExportRequest = z.infer<typeof standingsExportRequestSchema>;
export type ExportRequest = GameExportRequest | StandingsExportRequest;
export type ExportRequestInput =
  z.input<typeof gameExportRequestSchema> | z.input<typeof standingsExportRequestSchema>;
export type ExportMode = ExportRequest['mode'];
export type GameExportRequestInput = z.input<typeof gameExportRequestSchema>;

/** Whether a body asks for a video (ADR 063), whatever else it is. */
export function asksForVideo(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'fileType' in body && body.fileType === 'mp4';
}

export function isStandingsBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'mode' in body && body.mode === 'standings';
}

/** Checks a body with the schema of its kind, so a game post's errors read as they always did. */
export function parseExportRequest(
  body: unknown,
): { success: true; data: ExportRequest } | { success: false; error: z.ZodError } {
  const result = isStandingsBody(body)
    ? standingsExportRequestSchema.safeParse(body)
    : gameExportRequestSchema.safeParse(body);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, error: result.error };
}

export function isStandingsRequest<T extends { mode?: ExportMode }>(
  request: T,
): request is Extract<T, { mode: 'standings' }> {
  return request.mode === 'standings';
}

/** The download a request asks for: PNG at 2x unless it says otherwise. */
export function exportOptionsOf<F extends PostFileType = ExportFileType>(request: {
  fileType?: F | undefined;
  scale?: ExportScale | undefined;
}): { fileType: F | ExportFileType; scale: ExportScale } {
  return {
    fileType: request.fileType ?? defaultExportFileType,
    scale: request.scale ?? defaultExportScale,
  };
}
