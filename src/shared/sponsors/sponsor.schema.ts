import { z } from 'zod';
import { cleanDisplayName } from '#shared/logos/logo.schema.ts';

/**
 * A club's sponsors (ADR 060): the shapes of /api/sponsors, shared by the server and the
 * screens to come. Sponsors belong to the workspace; its plan's `limits.maxSponsors` says how
 * many it may keep (0: none, Free). The logo is checked like a logo (logo.schema.ts), but only
 * PNG, JPEG or SVG.
 */
export const sponsorLevels = ['main', 'partner', 'supporter'] as const;
export type SponsorLevel = (typeof sponsorLevels)[number];

export const SPONSOR_NAME_MAX = 100;
export const SPONSOR_URL_MAX = 2000;
/** A sponsor belongs to at most this many chosen teams (more than any plan has slots). */
export const SPONSOR_TEAM_SLOTS_MAX = 100;
/** What a sponsor's logo may be, judged by its bytes; also the `accept` of the file input. */
export const sponsorLogoContentTypes = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

export const sponsorNameSchema = z
  .string({ message: 'SPONSOR_NAME_REQUIRED' })
  .transform(cleanDisplayName)
  .pipe(
    z
      .string()
      .min(1, { message: 'SPONSOR_NAME_REQUIRED' })
      .refine((name) => [...name].length <= SPONSOR_NAME_MAX, {
        message: 'SPONSOR_NAME_TOO_LONG',
      }),
  );

export const sponsorLevelSchema = z.enum(sponsorLevels, { message: 'SPONSOR_LEVEL_INVALID' });

/** Whether `value` is an absolute http or https address with a host. */
function isWebAddress(value: string): boolean {
  if (value.length > SPONSOR_URL_MAX) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const sponsorUrlSchema = z
  .string({ message: 'SPONSOR_URL_INVALID' })
  .trim()
  .refine(isWebAddress, { message: 'SPONSOR_URL_INVALID' });

/** Whether `value` is a day of the calendar written YYYY-MM-DD (no 2026-02-30). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** An optional day: absent, null or '' is no day. */
const sponsorDaySchema = z
  .union([z.string(), z.null()], { message: 'SPONSOR_DATE_INVALID' })
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value))
  .refine((value) => value === null || isCalendarDay(value), { message: 'SPONSOR_DATE_INVALID' });

const teamSlotIdsSchema = z
  .array(z.uuid({ message: 'SPONSOR_TEAM_SLOTS_INVALID' }), {
    message: 'SPONSOR_TEAM_SLOTS_INVALID',
  })
  .max(SPONSOR_TEAM_SLOTS_MAX, { message: 'SPONSOR_TEAM_SLOTS_INVALID' })
  .transform((ids) => [...new Set(ids)]);

/**
 * A sponsor's text fields, as POST /api/sponsors (multipart) and PUT /api/sponsors/:id (JSON or
 * multipart) take them. `teamSlotIds` empty or absent: every team. Every field is given on
 * PUT too: it replaces the sponsor's fields, the logo only when a new one is sent.
 */
export const sponsorFieldsSchema = z
  .object({
    name: sponsorNameSchema,
    level: sponsorLevelSchema,
    url: sponsorUrlSchema,
    from: sponsorDaySchema,
    to: sponsorDaySchema,
    teamSlotIds: z
      .union([teamSlotIdsSchema, z.null()], { message: 'SPONSOR_TEAM_SLOTS_INVALID' })
      .optional()
      .transform((ids) => ids ?? []),
  })
  .refine((fields) => fields.from === null || fields.to === null || fields.from <= fields.to, {
    message: 'SPONSOR_DATES_ORDER',
    path: ['to'],
  });
export type SponsorFields = z.output<typeof sponsorFieldsSchema>;
export type SponsorFieldsInput = z.input<typeof sponsorFieldsSchema>;

export const sponsorIdSchema = z.uuid();

export interface Sponsor {
  id: string;
  name: string;
  level: SponsorLevel;
  url: string;
  /** YYYY-MM-DD or null: from the start / without an end. */
  from: string | null;
  to: string | null;
  /** True: the sponsor belongs to every team of the workspace; then `teamSlotIds` is empty. */
  everyTeam: boolean;
  /** The chosen teams (team slot ids of the workspace) when not `everyTeam`. */
  teamSlotIds: string[];
  /** Signed URL of the stored (re-encoded or cleaned) logo, valid an hour. */
  logoUrl: string;
  /** ISO 8601 */
  createdAt: string;
  updatedAt: string;
  /** Over the plan's limit (after a downgrade): kept and listed, not to be used or changed. */
  locked: boolean;
}

/** GET /api/sponsors: oldest first; `allowed` is whether the plan has sponsors, `max` how many. */
export interface SponsorList {
  allowed: boolean;
  max: number;
  sponsors: Sponsor[];
}

export const sponsorSchema = z.object({
  id: z.string(),
  name: z.string(),
  level: z.enum(sponsorLevels),
  url: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  everyTeam: z.boolean(),
  teamSlotIds: z.array(z.string()),
  logoUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  locked: z.boolean(),
}) satisfies z.ZodType<Sponsor>;

export const sponsorListSchema = z.object({
  allowed: z.boolean(),
  max: z.number().int(),
  sponsors: z.array(sponsorSchema),
}) satisfies z.ZodType<SponsorList>;

/** DELETE /api/sponsors/:id */
export const sponsorDeletedSchema = z.object({ deleted: z.literal(true) });
