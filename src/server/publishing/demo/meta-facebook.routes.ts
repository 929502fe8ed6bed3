import type { Context, Hono } from 'hono';
import {
  metaError,
  type MetaState,
  type Photo,
  type Token,
} from '#server/publishing/demo/meta-state.ts';
import { fetchVideo, pageVideoRefused } from '#server/publishing/demo/meta-video.ts';

/** A Page's token for `pageId`, or Graph's refusal of any other token (a user's, another Page's). */
export function pageTokenFor(state: MetaState, value: string | undefined, pageId: string): Token {
  const token = state.tokenOf(value, 'facebook');
  if (token.kind !== 'page' || token.accountId !== pageId) {
    throw metaError(
      403,
      200,
      'The user has not authorized the application to perform this action',
      {
        type: 'OAuthException',
      },
    );
  }
  return token;
}

/**
 * The Meta double's Page posts (ADR 059): a photo published at once or kept for a post with
 * several (`attached_media`), a video fetched from its `file_url` (ADR 065), the Page's newest
 * posts and videos, and a post's or video's link (a video's as a path, as Graph gives it).
 */
export function facebookRoutes(double: Hono, state: MetaState): void {
  const {
    photos,
    published,
    nextId,
    tokenOf,
    faultFor,
    faultBefore,
    params,
    fetchImage,
    record,
    never,
  } = state;
  const fb = `/facebook/graph`;

  /** A Page's token for the Page in the path. */
  const pageToken = (c: Context, value: string | undefined) =>
    pageTokenFor(state, value, c.req.param('id') ?? '');

  double.post(`${fb}/:version/:id/photos`, async (c) => {
    const q = await params(c);
    const token = pageToken(c, q.access_token);
    const fault = faultFor('photos');
    faultBefore(fault);
    if (!q.url) throw metaError(400, 324, 'Requires upload file');
    await fetchImage(q.url, 'page');
    const caption = q.caption ?? q.message ?? '';
    const publishedNow = q.published !== 'false';
    const photo: Photo = {
      id: nextId(),
      pageId: token.accountId,
      url: q.url,
      published: publishedNow,
    };
    photos.set(photo.id, photo);
    if (!publishedNow) return c.json({ id: photo.id });
    const postId = `${token.accountId}_${nextId()}`;
    record({
      id: postId,
      platform: 'facebook',
      accountId: token.accountId,
      kind: 'feed',
      caption,
      images: [q.url],
      permalink: `https://www.facebook.com/${token.accountId}/posts/${postId.split('_')[1]}`,
      containerId: null,
    });
    if (fault?.kind === 'timeout-after') return never(c);
    return c.json({ id: photo.id, post_id: postId });
  });

  double.post(`${fb}/:version/:id/feed`, async (c) => {
    const q = await params(c);
    const token = pageToken(c, q.access_token);
    const fault = faultFor('feed');
    faultBefore(fault);
    const attached = Object.entries(q)
      .filter(([key]) => /^attached_media\[\d+\]$/.test(key))
      .map(([, value]) => {
        try {
          return String((JSON.parse(value) as { media_fbid?: unknown }).media_fbid ?? '');
        } catch {
          return '';
        }
      });
    const items = attached.map((id) => photos.get(id));
    if (items.some((item) => !item || item.pageId !== token.accountId || item.published)) {
      throw metaError(400, 100, 'Invalid media_fbid in attached_media');
    }
    for (const item of items) item!.published = true;
    const postId = `${token.accountId}_${nextId()}`;
    record({
      id: postId,
      platform: 'facebook',
      accountId: token.accountId,
      kind: items.length > 1 ? 'carousel' : 'feed',
      caption: q.message ?? '',
      images: items.map((item) => item!.url),
      permalink: `https://www.facebook.com/${token.accountId}/posts/${postId.split('_')[1]}`,
      containerId: null,
    });
    if (fault?.kind === 'timeout-after') return never(c);
    return c.json({ id: postId });
  });

  double.post(`${fb}/:version/:id/videos`, async (c) => {
    const q = await params(c);
    const token = pageToken(c, q.access_token);
    const fault = faultFor('videos');
    faultBefore(fault);
    if (!q.file_url) throw metaError(400, 100, 'The parameter file_url is required.');
    const fetched = await fetchVideo(state, q.file_url);
    if (!fetched.brand) throw pageVideoRefused();
    const id = nextId();
    record({
      id,
      platform: 'facebook',
      accountId: token.accountId,
      kind: 'video',
      caption: q.description ?? '',
      images: [q.file_url],
      permalink: `https://www.facebook.com/${token.accountId}/videos/${id}/`,
      containerId: null,
    });
    if (fault?.kind === 'timeout-after') return never(c);
    return c.json({ id });
  });

  /** A video's link as Graph gives it: a path on facebook.com. */
  const videoPath = (permalink: string) => permalink.replace('https://www.facebook.com', '');

  double.get(`${fb}/:version/:id/videos`, (c) => {
    const token = pageToken(c, c.req.query('access_token'));
    const mine = published
      .filter((m) => m.kind === 'video' && m.accountId === token.accountId)
      .slice(-25)
      .reverse()
      .map((m) => ({
        id: m.id,
        description: m.caption,
        permalink_url: videoPath(m.permalink),
        created_time: m.at.toISOString().replace(/\.\d{3}Z$/, '+0000'),
      }));
    return c.json({ data: mine, paging: { cursors: { before: 'QVFI', after: 'QVFI' } } });
  });

  double.get(`${fb}/:version/:id/feed`, (c) => {
    const token = pageToken(c, c.req.query('access_token'));
    const mine = published
      .filter((m) => m.platform === 'facebook' && m.accountId === token.accountId)
      .slice(-25)
      .reverse()
      .map((m) => ({
        id: m.id,
        message: m.caption,
        permalink_url: m.permalink,
        created_time: m.at.toISOString().replace(/\.\d{3}Z$/, '+0000'),
      }));
    return c.json({ data: mine, paging: { cursors: { before: 'QVFI', after: 'QVFI' } } });
  });

  double.get(`${fb}/:version/:id`, (c) => {
    const token = tokenOf(c.req.query('access_token'), 'facebook');
    const id = c.req.param('id');
    const media = published.find((m) => m.id === id && m.accountId === token.accountId);
    if (!media) {
      throw metaError(400, 100, `Unsupported get request. Object with ID '${id}' does not exist.`, {
        subcode: 33,
        type: 'GraphMethodException',
      });
    }
    return c.json({
      id,
      permalink_url: media.kind === 'video' ? videoPath(media.permalink) : media.permalink,
    });
  });
}
