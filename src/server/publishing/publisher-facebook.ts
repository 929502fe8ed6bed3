import type { Logger } from '#server/logging/logger.ts';
import type { FacebookApi } from '#server/publishing/facebook-api.ts';
import { MetaApiError } from '#server/publishing/meta-graph.ts';
import {
  isVideo,
  type PublicationRepository,
  type TargetContext,
} from '#server/publishing/publication.repository.ts';
import { TryLater } from '#server/publishing/publish-failures.ts';
import { createFacebookReelPublisher } from '#server/publishing/publisher-facebook-reel.ts';

/** Whether a found post is the one this target published: its caption, made since the intent. */
export function sameCaption(found: string | undefined, caption: string): boolean {
  return (found ?? '').trim() === caption.trim();
}

export function madeSince(time: string | undefined, since: Date): boolean {
  if (!time) return false;
  const at = Date.parse(time.replace(/\+0000$/, 'Z'));
  return Number.isFinite(at) && at >= since.getTime() - 60_000;
}

export interface PublishedMedia {
  mediaId: string | null;
  permalink: string | null;
}

/**
 * A publication on a Facebook Page (ADR 059, publisher.ts): one photo with its caption, several
 * unpublished photos then one post of them, a video in the feed as the Page's Reel (ADR 069,
 * publisher-facebook-reel.ts), or a video story as a Page video with its description (ADR 065).
 * The intent is stored before the call that posts; a run after an uncertain answer looks for the
 * post among the Page's newest posts (its videos, for a video) and posts again only when it is
 * surely not there, after `doubtMs`.
 */
export interface FacebookPublisherDeps {
  publications: PublicationRepository;
  fileUrls(context: TargetContext): Promise<string[]>;
  within(deadline: number): void;
  now(): Date;
  doubtMs: number;
  logger: Logger;
}

export function createFacebookPublisher(deps: FacebookPublisherDeps) {
  /** The one call that posts, with its intent stored before; a refusal forgets the intent. */
  async function posting<T>(context: TargetContext, call: () => Promise<T>): Promise<T> {
    const { id, round } = context.target;
    await deps.publications.beginPublish(id, round, deps.now());
    try {
      return await call();
    } catch (error) {
      // A refusal is an answer: nothing was published, the intent goes. No answer keeps it.
      if (error instanceof MetaApiError) await deps.publications.forgetPublish(id, round);
      throw error;
    }
  }

  const reel = createFacebookReelPublisher({ ...deps, posting });

  return async function facebook(
    context: TargetContext,
    api: FacebookApi,
    token: string,
    deadline: number,
  ): Promise<PublishedMedia> {
    const { target, publication } = context;
    const pageId = context.channel!.accountId;
    const round = target.round;
    const video = isVideo(publication);
    if (video && publication.kind === 'feed') return reel(context, api, token, deadline);

    if (target.publishBegunAt) {
      // No container to ask: the Page's newest posts (or videos) tell whether it went out.
      const recent = video
        ? (await api.recentVideos(pageId, token)).map((v) => ({
            id: v.id,
            message: v.description,
            permalink_url: v.permalink_url,
            created_time: v.created_time,
          }))
        : await api.recentPosts(pageId, token);
      const post = recent.find(
        (p) =>
          sameCaption(p.message, publication.caption) &&
          madeSince(p.created_time, target.publishBegunAt!),
      );
      if (post) return { mediaId: post.id, permalink: post.permalink_url ?? null };
      if (deps.now().getTime() - target.publishBegunAt.getTime() < deps.doubtMs) {
        throw new TryLater('publish of unknown outcome: waiting before publishing again');
      }
      await deps.publications.forgetPublish(target.id, round);
    }

    const urls = await deps.fileUrls(context);
    let postId: string;
    if (video) {
      // Meta fetches the MP4 from its URL and makes the Page's video post of it.
      postId = await posting(context, () =>
        api.video(pageId, token, { fileUrl: urls[0]!, description: publication.caption }),
      );
    } else if (urls.length === 1) {
      const photo = await posting(context, () =>
        api.photo(pageId, token, { url: urls[0]!, caption: publication.caption, published: true }),
      );
      postId = photo.postId ?? photo.id;
    } else {
      // Several photos: each uploaded unpublished (stored as it comes), then one post of them.
      const photos = [...(target.childContainerIds ?? [])];
      for (const url of urls.slice(photos.length)) {
        deps.within(deadline);
        photos.push((await api.photo(pageId, token, { url, published: false })).id);
        await deps.publications.saveChildren(target.id, round, photos);
      }
      deps.within(deadline);
      postId = await posting(context, () => api.post(pageId, token, publication.caption, photos));
    }
    const permalink = await api.permalink(postId, token).catch(() => null);
    return { mediaId: postId, permalink };
  };
}
