import { z } from 'zod';

/**
 * A user's collection of background images (docs/product.md sections 2 "Backgrounds", 3, 7 "Storage",
 * 9): limits and the shapes of /api/backgrounds, shared by the studio, the profile and the server.
 */
export const BACKGROUND_MAX_BYTES = 10 * 1024 * 1024;
export const BACKGROUND_LIMIT = 100;
/** Decoding a bigger picture is refused before it can take the memory of the process. */
export const BACKGROUND_MAX_PIXELS = 40_000_000;
export const BACKGROUND_THUMBNAIL_WIDTH = 400;
export const BACKGROUND_URL_LIFETIME_SECONDS = 3600;

/** What the upload takes, judged by the bytes; also the `accept` of the file input. */
export const backgroundContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type BackgroundContentType = (typeof backgroundContentTypes)[number];

/** The optional `name` field of the upload form; the file's own name otherwise. */
export const backgroundNameSchema = z.string().trim().min(1).max(100);

export const backgroundIdSchema = z.uuid();

export interface Background {
  id: string;
  name: string;
  /** Signed URL of the original, valid BACKGROUND_URL_LIFETIME_SECONDS. */
  url: string;
  /** Signed URL of the 400 px wide JPEG thumbnail (the original if that cannot be signed). */
  thumbnailUrl: string;
  width: number;
  height: number;
  /** ISO 8601 */
  createdAt: string;
}

/** GET /api/backgrounds: newest first, at most BACKGROUND_LIMIT. */
export interface BackgroundList {
  backgrounds: Background[];
}

/** DELETE /api/backgrounds/:id */
export interface BackgroundDeleted {
  deleted: true;
}

/** One background as GET /api/backgrounds and POST /api/backgrounds answer it. */
export const backgroundSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number(),
  height: z.number(),
  createdAt: z.string(),
}) satisfies z.ZodType<Background>;

export const backgroundListSchema = z.object({
  backgrounds: z.array(backgroundSchema),
}) satisfies z.ZodType<BackgroundList>;
