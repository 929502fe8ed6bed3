import { z } from 'zod';
import { errorLanguages, type Language } from '#shared/errors/error-codes.ts';
import { sports } from '#shared/sports/sports.ts';
import {
  exportFileTypeSchema,
  exportScaleSchema,
  type ExportFileType,
  type ExportScale,
} from '#shared/exports/export-file.ts';

/**
 * Profile input rules (docs/product.md section 5), shared by the profile screen and the API.
 * Messages are i18n keys under `profile.errors` on the client and error codes on the server.
 */
export const NAME_MAX = 100;

/** Trimmed; empty becomes null. */
const optionalName = (code: string) =>
  z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().max(NAME_MAX, { message: code }))
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const profileUpdateSchema = z
  .object({
    firstName: optionalName('FIRST_NAME_TOO_LONG'),
    lastName: optionalName('LAST_NAME_TOO_LONG'),
    rememberLastSelection: z.boolean().optional(),
    language: z.enum(errorLanguages).optional(),
    /** The download the export bar last offered: file type and size (ADR 024). */
    exportFileType: exportFileTypeSchema.optional(),
    exportScale: exportScaleSchema.optional(),
  })
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** A leading @ is removed and the rest trimmed; empty saves as null. */
export function normaliseInstagramUsername(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim().replace(/^@+/, '').trim();
  return trimmed === '' ? null : trimmed;
}

export const INSTAGRAM_USERNAME = /^[A-Za-z0-9._]{1,30}$/;

export const instagramUpdateSchema = z
  .object({ instagramUsername: z.string().max(200).nullable() })
  .strict()
  .transform(({ instagramUsername }) => normaliseInstagramUsername(instagramUsername))
  .refine((value) => value === null || INSTAGRAM_USERNAME.test(value), {
    message: 'INSTAGRAM_USERNAME_INVALID',
  });

export const lastSelectionSchema = z
  .object({
    sport: z.enum(sports).nullable(),
    clubId: z.string().min(1).max(64).nullable(),
    teamId: z.string().min(1).max(64).nullable(),
  })
  .strict();
export type LastSelection = z.infer<typeof lastSelectionSchema>;

export interface Profile {
  email: string;
  firstName: string | null;
  lastName: string | null;
  rememberLastSelection: boolean;
  lastSport: string | null;
  lastClubId: string | null;
  lastTeamId: string | null;
  instagramUsername: string | null;
  /** The interface language the user last chose while signed in (for mails sent later). */
  language: Language;
  /** The download the user last chose in the export bar (PNG at 2x until they choose). */
  exportFileType: ExportFileType;
  exportScale: ExportScale;
}

/** GET /api/profile, and the answer of PATCH /api/profile and PUT /api/profile/instagram. */
export const profileSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  rememberLastSelection: z.boolean(),
  lastSport: z.string().nullable(),
  lastClubId: z.string().nullable(),
  lastTeamId: z.string().nullable(),
  instagramUsername: z.string().nullable(),
  language: z.enum(errorLanguages),
  exportFileType: exportFileTypeSchema,
  exportScale: exportScaleSchema,
}) satisfies z.ZodType<Profile>;

/** PUT /api/profile/last-selection: saved is false while remembering is off. */
export const lastSelectionSavedSchema = z.object({ saved: z.boolean() });
