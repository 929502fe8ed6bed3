import type { PostFileType } from '#shared/exports/export-file.ts';
import { JPEG_SETTINGS } from '#server/render/jpeg-file.ts';
import { VIDEO_SETTINGS } from '#server/render/post-video.ts';

/**
 * Conditional exports (ADR 017, ADR 029): the same post is not rendered twice for a client that
 * still has it. The tag is a hash of everything the pixels are made of, taken when the post is
 * laid out on its render thread and before it is drawn: the laid-out post (texts, scores,
 * colours, logos' addresses, fonts), the prepared background's identity (photo id and its update
 * time), the file type, the scale, the user and the encoder's version. The export service takes
 * the tags the client holds (`heldTags`, from If-None-Match) and, when one names the post,
 * answers `{ notModified: true, tag }` without drawing or encoding anything; the route answers
 * 304. The user is part of the hash, so one user's tag never matches another's post; a 304 only
 * tells the client that the file it holds is still right.
 */

/** Bump when the same post would give different pixels or bytes (renderer or encoder changes). */
export const EXPORT_ETAG_VERSION = 'png-rgb-up-rle-2';

/** The entity tags of an If-None-Match header value, unquoted, without W/; '*' stays '*'. */
export function parseIfNoneMatch(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/^"(.*)"$/, '$1'),
    )
    .filter((tag) => tag.length > 0);
}

/**
 * What the tag names beside the post, in order: plain data, sent with the post's layout to its
 * render thread, which tags the post where it lays it out (render/post-tag.ts).
 */
export function exportTagFields(
  options: { workspaceId?: string | null; scale?: number; background?: { key: string } | null },
  fileType: PostFileType = 'png',
): Record<string, unknown> {
  return {
    version: EXPORT_ETAG_VERSION,
    ...(fileType === 'jpeg' ? { fileType, jpeg: JPEG_SETTINGS } : {}),
    ...(fileType === 'mp4' ? { fileType, video: VIDEO_SETTINGS } : {}),
    workspaceId: options.workspaceId ?? null,
    scale: options.scale ?? 2,
    background: options.background?.key ?? null,
  };
}

/** Whether the client holds the file tagged `tag` ('*' holds any). */
export function holdsTag(heldTags: readonly string[], tag: string): boolean {
  return heldTags.some((held) => held === '*' || held === tag);
}
