import { createHash } from 'node:crypto';
import { postSvg, type RenderedPost } from '#shared/render/render-post.ts';
import { serializeSvg } from '#shared/render/svg-tree.ts';

/**
 * The prepared background's identity (post-pixels.ts): equal for every request that gives the
 * same pixels, so the render thread (render.worker.ts) names a post's background where it lays
 * the post out and the main thread finds it kept.
 */
export interface BackgroundIdentityRequest {
  post: RenderedPost;
  /** Output size in pixels. */
  width: number;
  height: number;
  /** The user's photo, by its key; without it the post's own background image (if any). */
  background?: { key: string; storageKey?: string } | null;
  /** Owner of /api/files images the post refers to. */
  workspaceId?: string | null;
}

export interface BackgroundIdentity {
  /** Equal for every request that gives the same pixels. */
  key: string;
  /** Storage objects the pixels are made from. */
  storageKeys: string[];
}

export function backgroundIdentity(request: BackgroundIdentityRequest): BackgroundIdentity {
  const { post, width, height, background, workspaceId } = request;
  const backdrop = post.backdrop.length > 0 ? serializeSvg(postSvg(post, 'backdrop')) : '';
  const photo = background?.key ?? post.background.image?.href ?? '';
  // Storage images resolve per user; everything else is the same for everyone.
  const owner = /\/api\/files\//.test(photo + backdrop) ? (workspaceId ?? '') : '';
  const key = createHash('sha256')
    .update(
      JSON.stringify([
        width,
        height,
        post.background.color,
        photo,
        post.background.image?.dim ?? 0,
        post.background.shades.map(({ y, height, top, bottom }) => [y, height, top, bottom]),
        backdrop,
        owner,
      ]),
    )
    .digest('hex');
  const storageKeys = owner === '' ? [] : storageKeysIn(photo + backdrop);
  if (background?.storageKey) storageKeys.push(background.storageKey);
  return { key, storageKeys };
}

/** Storage keys of the /api/files URLs in a text (an href, a serialised backdrop). */
function storageKeysIn(text: string): string[] {
  const keys: string[] = [];
  for (const match of text.matchAll(/\/api\/files\/([^"'?#\s<>]+)/g)) {
    try {
      keys.push(decodeURIComponent(match[1] ?? ''));
    } catch {
      // A malformed escape names no storage object.
    }
  }
  return keys;
}
