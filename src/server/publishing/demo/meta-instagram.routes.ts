import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { metaError, type Container, type MetaState } from '#server/publishing/demo/meta-state.ts';
import { fetchVideo, VIDEO_PROCESSING_ERROR } from '#server/publishing/demo/meta-video.ts';

/**
 * The Meta double's Instagram Graph (ADR 059): the account, the rolling quota
 * (`content_publishing_limit`), the newest media, containers (image, story, carousel items and
 * carousels; a video as a Reel or a story, ADR 065), `media_publish` and a container's or a
 * media's status.
 */
export function instagramRoutes(double: Hono, state: MetaState): void {
  const {
    now,
    quotaTotal,
    options,
    containers,
    published,
    nextId,
    account,
    tokenOf,
    faultFor,
    faultBefore,
    params,
    fetchImage,
    checkCaption,
    quotaUsage,
    record,
    never,
  } = state;
  const ig = `/instagram/graph`;

  double.get(`${ig}/:version/me`, (c) => {
    const token = tokenOf(c.req.query('access_token'), 'instagram');
    const who = account('instagram', token.accountId);
    if (!who) throw metaError(400, 100, 'Unsupported get request.');
    return c.json({
      id: who.id,
      user_id: who.id,
      username: who.name,
      profile_picture_url: who.pictureUrl,
    });
  });

  double.get(`${ig}/:version/:id/content_publishing_limit`, (c) => {
    const token = tokenOf(c.req.query('access_token'), 'instagram');
    if (token.accountId !== c.req.param('id'))
      throw metaError(400, 100, 'Unsupported get request.');
    return c.json({
      data: [
        {
          quota_usage: quotaUsage(token.accountId),
          config: { quota_total: quotaTotal, quota_duration: 86400 },
        },
      ],
    });
  });

  double.get(`${ig}/:version/:id/media`, (c) => {
    const token = tokenOf(c.req.query('access_token'), 'instagram');
    if (token.accountId !== c.req.param('id'))
      throw metaError(400, 100, 'Unsupported get request.');
    const mine = published
      .filter((m) => m.platform === 'instagram' && m.accountId === token.accountId)
      .slice(-25)
      .reverse()
      .map((m) => ({
        id: m.id,
        caption: m.caption,
        permalink: m.permalink,
        timestamp: m.at.toISOString().replace(/\.\d{3}Z$/, '+0000'),
      }));
    return c.json({ data: mine, paging: { cursors: { before: 'QVFI', after: 'QVFI' } } });
  });

  double.post(`${ig}/:version/:id/media`, async (c) => {
    const q = await params(c);
    const token = tokenOf(q.access_token, 'instagram');
    if (token.accountId !== c.req.param('id'))
      throw metaError(400, 100, 'Unsupported post request.');
    const fault = faultFor('media');
    faultBefore(fault);
    const caption = q.caption ?? '';
    checkCaption(caption);
    const mediaType = q.media_type ?? 'IMAGE';
    let container: Container;
    if (mediaType === 'CAROUSEL') {
      const children = (q.children ?? '').split(',').filter((id) => id !== '');
      if (children.length < 2 || children.length > 10) {
        throw metaError(400, 100, 'The carousel must have between 2 and 10 children.', {
          subcode: 2207028,
        });
      }
      const items = children.map((id) => containers.get(id));
      if (
        items.some(
          (item) =>
            !item ||
            !item.carouselItem ||
            item.accountId !== token.accountId ||
            item.status !== 'FINISHED',
        )
      ) {
        throw metaError(400, 9007, 'Media ID is not available', { subcode: 2207027 });
      }
      container = {
        id: nextId(),
        accountId: token.accountId,
        status: 'IN_PROGRESS',
        readsLeft: options.processingReads ?? 1,
        mediaType: 'CAROUSEL',
        carouselItem: false,
        caption,
        images: items.flatMap((item) => item!.images),
        ratio: items[0]!.ratio,
        createdAt: now(),
      };
    } else if (mediaType === 'REELS' || (mediaType === 'STORIES' && q.video_url)) {
      // A video: Meta fetches it, then processes it for a while (IN_PROGRESS).
      if (!q.video_url) throw metaError(400, 100, 'The parameter video_url is required.');
      const fetched = await fetchVideo(state, q.video_url);
      container = {
        id: nextId(),
        accountId: token.accountId,
        status: 'IN_PROGRESS',
        readsLeft: 0,
        mediaType,
        video: {
          readyAt: Date.now() + (options.videoProcessingMs ?? 3_000),
          ends: fetched.brand ? 'FINISHED' : 'ERROR',
        },
        carouselItem: false,
        caption,
        images: [q.video_url],
        ratio: 0,
        createdAt: now(),
      };
    } else {
      if (mediaType !== 'IMAGE' && mediaType !== 'STORIES') {
        throw metaError(400, 100, 'The media type is not supported here.', { subcode: 2207026 });
      }
      if (!q.image_url) throw metaError(400, 100, 'The parameter image_url is required.');
      const story = mediaType === 'STORIES';
      const size = await fetchImage(q.image_url, story ? 'story' : 'feed');
      container = {
        id: nextId(),
        accountId: token.accountId,
        status: 'IN_PROGRESS',
        readsLeft: options.processingReads ?? 1,
        mediaType: story ? 'STORIES' : 'IMAGE',
        carouselItem: q.is_carousel_item === 'true',
        caption,
        images: [q.image_url],
        ratio: size.width / size.height,
        createdAt: now(),
      };
    }
    containers.set(container.id, container);
    if (fault?.kind === 'timeout-after') return never(c);
    return c.json({ id: container.id });
  });

  double.post(`${ig}/:version/:id/media_publish`, async (c) => {
    const q = await params(c);
    const token = tokenOf(q.access_token, 'instagram');
    if (token.accountId !== c.req.param('id'))
      throw metaError(400, 100, 'Unsupported post request.');
    const fault = faultFor('media_publish');
    faultBefore(fault);
    if (fault?.kind === 'server-down') return c.body(null, 503);
    const container = q.creation_id ? containers.get(q.creation_id) : undefined;
    if (!container || container.accountId !== token.accountId || container.carouselItem) {
      throw metaError(400, 100, 'Unsupported post request. Object does not exist.', {
        subcode: 33,
      });
    }
    if (container.status === 'PUBLISHED') {
      throw metaError(400, 9007, 'The media has already been published.', { subcode: 2207008 });
    }
    if (container.status !== 'FINISHED') {
      throw metaError(400, 9007, 'Media ID is not available', {
        subcode: 2207027,
        userMessage: 'The media is not ready for publishing, please wait for a moment',
      });
    }
    if (quotaUsage(token.accountId) >= quotaTotal) {
      throw metaError(400, 9, 'Application request limit reached', {
        subcode: 2207042,
        userMessage:
          'You reached maximum number of posts that is allowed to be published by Content Publishing API.',
      });
    }
    container.status = 'PUBLISHED';
    const id = nextId();
    const shortcode = createHash('sha256').update(id).digest('base64url').slice(0, 11);
    const reel = container.mediaType === 'REELS';
    record({
      id,
      platform: 'instagram',
      accountId: token.accountId,
      kind:
        container.mediaType === 'CAROUSEL'
          ? 'carousel'
          : container.mediaType === 'STORIES'
            ? 'story'
            : reel
              ? 'reel'
              : 'feed',
      caption: container.caption,
      images: container.images,
      permalink: `https://www.instagram.com/${reel ? 'reel' : 'p'}/${shortcode}/`,
      containerId: container.id,
    });
    if (fault?.kind === 'timeout-after') return never(c);
    return c.json({ id });
  });

  double.get(`${ig}/:version/:id`, (c) => {
    const token = tokenOf(c.req.query('access_token'), 'instagram');
    const id = c.req.param('id');
    const container = containers.get(id);
    if (container && container.accountId === token.accountId) {
      faultBefore(faultFor('status'));
      if (container.status === 'IN_PROGRESS' && container.video) {
        // A video is processed for a while, then ready, or failed for what was no MP4.
        if (Date.now() >= container.video.readyAt) container.status = container.video.ends;
      } else if (container.status === 'IN_PROGRESS') {
        if (container.readsLeft > 0) container.readsLeft -= 1;
        else container.status = 'FINISHED';
      }
      if (
        container.status !== 'PUBLISHED' &&
        now().getTime() - container.createdAt.getTime() > 24 * 60 * 60 * 1000
      ) {
        container.status = 'EXPIRED';
      }
      const status =
        container.status === 'ERROR' && container.video
          ? VIDEO_PROCESSING_ERROR
          : container.status === 'FINISHED'
            ? 'Finished: Media has been uploaded and it is ready to be published.'
            : undefined;
      return c.json({ status_code: container.status, ...(status ? { status } : {}), id });
    }
    const media = published.find((m) => m.id === id && m.accountId === token.accountId);
    if (media) return c.json({ id, permalink: media.permalink });
    throw metaError(400, 100, `Unsupported get request. Object with ID '${id}' does not exist.`, {
      subcode: 33,
      type: 'GraphMethodException',
    });
  });
}
