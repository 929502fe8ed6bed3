import { z } from 'zod';

/**
 * The download the export bar offers (ADR 024): the file type, PNG (lossless, the default) or
 * JPEG (what Instagram and TikTok keep), and the size, 2x (the default: 2160 px wide for 4:5) or
 * 1x (the platform's own size: 1080x1350, 1080x1080, 1080x1920, 1100x800). Shared by the export
 * request, the profile that remembers the choice, the studio and the render CLI.
 */
export const exportFileTypes = ['png', 'jpeg'] as const;
export type ExportFileType = (typeof exportFileTypes)[number];

export const exportScales = [1, 2] as const;
export type ExportScale = (typeof exportScales)[number];

export const defaultExportFileType: ExportFileType = 'png';
export const defaultExportScale: ExportScale = 2;

export const exportFileTypeSchema = z.enum(exportFileTypes);
export const exportScaleSchema = z.union([z.literal(1), z.literal(2)]);

export const exportMimeTypes: Record<ExportFileType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
};

export const exportExtensions: Record<ExportFileType, string> = { png: 'png', jpeg: 'jpg' };

export function isExportFileType(value: unknown): value is ExportFileType {
  return typeof value === 'string' && (exportFileTypes as readonly string[]).includes(value);
}

export function isExportScale(value: unknown): value is ExportScale {
  return value === 1 || value === 2;
}

/**
 * About how many bytes each download of a post will be, before it is made: bytes per output
 * megapixel measured on the bench's 4:5 result post (ADR 024), with the bench photo and in the
 * four built-in looks without one (flat colours and gradients compress far better; a smaller
 * picture has more edge per pixel, so 1x costs more per megapixel). With `known`, the real size of
 * one choice of this very post, the others are scaled by the same factor, so the figures follow
 * the post in front of the user.
 */
const bytesPerMegapixel: Record<
  'photo' | 'flat',
  Record<ExportFileType, Record<ExportScale, number>>
> = {
  photo: { png: { 1: 650_000, 2: 495_000 }, jpeg: { 1: 115_000, 2: 80_000 } },
  flat: { png: { 1: 105_000, 2: 55_000 }, jpeg: { 1: 80_000, 2: 50_000 } },
};

export interface ExportSizeInput {
  /** The canvas at 1x (canvasSizes). */
  width: number;
  height: number;
  photo: boolean;
}

function modelBytes(post: ExportSizeInput, fileType: ExportFileType, scale: ExportScale): number {
  const megapixels = (post.width * scale * post.height * scale) / 1e6;
  return megapixels * bytesPerMegapixel[post.photo ? 'photo' : 'flat'][fileType][scale];
}

export function estimateExportBytes(
  post: ExportSizeInput,
  fileType: ExportFileType,
  scale: ExportScale,
  known?: { fileType: ExportFileType; scale: ExportScale; bytes: number } | null,
): number {
  const model = modelBytes(post, fileType, scale);
  if (!known) return Math.round(model);
  if (known.fileType === fileType && known.scale === scale) return known.bytes;
  const factor = known.bytes / modelBytes(post, known.fileType, known.scale);
  return Math.round(model * factor);
}

/**
 * A moving post (ADR 063): the game post as an MP4 for Reels and Stories, 1080 px wide in 9:16
 * (1080x1920) or 4:5 (1080x1350). Asked for with `fileType: 'mp4'` on a game post; the still
 * types above stay what the profile remembers and the size estimate knows.
 */
export const videoFileType = 'mp4';
export type VideoFileType = typeof videoFileType;
export type PostFileType = ExportFileType | VideoFileType;
export const postFileTypeSchema = z.enum([...exportFileTypes, videoFileType]);
export const videoFormats = ['9:16', '4:5'] as const;
export const videoMimeType = 'video/mp4';

/** Whether a post of this format at this scale can be a video. */
export function videoAllowed(format: string, scale: number | undefined): boolean {
  return (videoFormats as readonly string[]).includes(format) && (scale ?? 1) === 1;
}

/** A download's extension and media type, the video's included. */
export const postExtensions: Record<PostFileType, string> = { ...exportExtensions, mp4: 'mp4' };
export const postMimeTypes: Record<PostFileType, string> = {
  ...exportMimeTypes,
  mp4: videoMimeType,
};
