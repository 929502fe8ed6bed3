import { createHash } from 'node:crypto';
import type { RenderedPost } from '#shared/render/render-post.ts';

/**
 * The hash behind an export's entity tag (exports/export-conditions.ts): the laid-out post with
 * the fields beside it (version, file type, user, scale, background), in their order. Plain code,
 * so the layout thread (layout.worker.ts) tags the post where it lays it out.
 */
export function postTag(fields: Readonly<Record<string, unknown>>, post: RenderedPost): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...fields, post }))
    .digest('base64url');
}
