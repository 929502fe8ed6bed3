import { z } from 'zod';
import { cleanDisplayName as cleanName } from '#shared/text/display-name.ts';

/**
 * A user's logos (docs/product.md sections 2 "Logos", 3 "user_logos", 5, 7 "Storage"): limits and the
 * shapes of /api/logos, shared by the profile, the editor's logo picker and the server. Upload is
 * for plans with logo upload (entitlements `limits.canUploadLogos`: pro and premium); after a
 * downgrade the logos stay, listed with `locked: true`.
 */
export const logoTypes = ['sponsor', 'club', 'team', 'other'] as const;
export type LogoType = (typeof logoTypes)[number];

export const LOGO_MAX_BYTES = 10 * 1024 * 1024;
export const LOGO_NAME_MAX = 100;
export const LOGO_URL_LIFETIME_SECONDS = 3600;
/** Decoding a bigger picture is refused before it can take the memory of the process. */
export const LOGO_MAX_PIXELS = 40_000_000;
/** A logo is kept at most this wide and high: a post is drawn at most 2160x2700. */
export const LOGO_STORED_MAX_SIDE = 2700;

/**
 * An SVG logo is kept as cleaned SVG and drawn from its vectors; it may have at most this many
 * bytes, elements (after cleaning) and characters of path data, so drawing it stays cheap.
 */
export const LOGO_SVG_MAX_BYTES = 1024 * 1024;
export const LOGO_SVG_MAX_ELEMENTS = 5000;
export const LOGO_SVG_MAX_PATH_DATA = 500_000;

/** What the upload takes, judged by the bytes; also the `accept` of the file input. */
export const logoContentTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type LogoContentType = (typeof logoContentTypes)[number];

/**
 * A logo name as it may be shown (see text/display-name.ts: no control or bidi characters, no
 * slashes taken as folders, white space folded, trimmed), not yet cut: a name over 100
 * characters is refused rather than cut. Empty when nothing is left.
 */
export function cleanDisplayName(value: string): string {
  return cleanName(value, Number.POSITIVE_INFINITY) ?? '';
}

/** The `name` field: cleaned, then non-blank and at most 100 characters. */
export const logoNameSchema = z
  .string({ message: 'LOGO_NAME_REQUIRED' })
  .transform(cleanDisplayName)
  .pipe(
    z
      .string()
      .min(1, { message: 'LOGO_NAME_REQUIRED' })
      .refine((name) => [...name].length <= LOGO_NAME_MAX, { message: 'LOGO_NAME_TOO_LONG' }),
  );

export const logoTypeSchema = z.enum(logoTypes, { message: 'LOGO_TYPE_INVALID' });

/** The text fields of the multipart form of POST /api/logos (the image goes in `file`). */
export const logoUploadFieldsSchema = z.object({
  name: logoNameSchema,
  logoType: logoTypeSchema,
});
export type LogoUploadFields = z.input<typeof logoUploadFieldsSchema>;

export const logoIdSchema = z.uuid();

export interface Logo {
  id: string;
  name: string;
  logoType: LogoType;
  /** Signed URL of the stored (re-encoded) image, valid LOGO_URL_LIFETIME_SECONDS. */
  url: string;
  /** ISO 8601 */
  createdAt: string;
  /** The plan has no logo upload (any more): kept, shown, but not usable until an upgrade. */
  locked: boolean;
}

/** GET /api/logos: newest first; `allowed` is whether the plan has logo upload. */
export interface LogoList {
  allowed: boolean;
  logos: Logo[];
}

/** DELETE /api/logos/:id */
export interface LogoDeleted {
  deleted: true;
}

/** One logo as GET /api/logos and POST /api/logos (201) answer it. */
export const logoSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoType: z.enum(logoTypes),
  url: z.string(),
  createdAt: z.string(),
  locked: z.boolean(),
}) satisfies z.ZodType<Logo>;

export const logoListSchema = z.object({
  allowed: z.boolean(),
  logos: z.array(logoSchema),
}) satisfies z.ZodType<LogoList>;

export const logoDeletedSchema = z.object({
  deleted: z.literal(true),
}) satisfies z.ZodType<LogoDeleted>;
