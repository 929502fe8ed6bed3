import { createHash } from 'node:crypto';
import type { RenderedPost } from '#shared/render/render-post.ts';

/**
 * The hashes a laid-out post is named by, on the render thread that lays it out
 * (render.worker.ts): its export's entity tag (exports/export-conditions.ts: the post with the
 * fields beside it, version, file type, user, scale, background, in their order), and the key
 * its file is kept by in the renderer's file cache (the same without the user, unless the post
 * draws a stored file, which only its owner may).
 */
export function postTag(fields: Readonly<Record<string, unknown>>, post: RenderedPost): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...fields, post }))
    .digest('base64url');
}

/** What names a post's file besides the post: equal fields and post, equal bytes. */
export function fileKeyFields(
  job: {
    fileType: string;
    scale: number;
    photo: { key: string } | null;
    workspaceId: string | null;
  },
  post: RenderedPost,
): Record<string, unknown> {
  const stored = [...post.imageHrefs, post.background.image?.href ?? ''].some((href) =>
    href.includes('/api/files/'),
  );
  return {
    fileType: job.fileType,
    scale: job.scale,
    photo: job.photo?.key ?? null,
    owner: stored ? job.workspaceId : null,
  };
}
