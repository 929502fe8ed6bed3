import type { FacebookApi, ReelStatus } from '#server/publishing/facebook-api.ts';
import type { TargetContext } from '#server/publishing/publication.repository.ts';
import { FinalFailure } from '#server/publishing/publish-failures.ts';
import type {
  FacebookPublisherDeps,
  PublishedMedia,
} from '#server/publishing/publisher-facebook.ts';
import { StillProcessing } from '#server/publishing/publisher-video.ts';

/** A Page Reel's link: the path Graph answers for it, or the Reel's address by its id. */
const reelLink = (videoId: string) => `https://www.facebook.com/reel/${videoId}`;

/** Meta refused the Reel in one of its phases: the video will not come out. */
function refused(status: ReelStatus): boolean {
  return [
    status.video_status,
    status.uploading_phase?.status,
    status.processing_phase?.status,
    status.publishing_phase?.status,
  ].includes('error');
}

function published(status: ReelStatus): boolean {
  return (
    status.publishing_phase?.status === 'complete' ||
    status.publishing_phase?.publish_status === 'published'
  );
}

/**
 * A video publication in a Page's feed as the Page's Reel (ADR 069), exactly once. The Reel's
 * video id is made first (`upload_phase=start`) and stored as the target's container before the
 * file is uploaded or the Reel finished: every later run goes on with that id, so no second Reel
 * can come of a retry or of another scheduler's run. The intent is stored before `finish`; after
 * it, Meta's status of the video decides: processing ends the run (the job's next look is queued,
 * no worker waits), `error` fails the target as Instagram's ERROR does, published is done. After
 * an uncertain `finish` that Meta did not take (the video uploaded, nothing processed or
 * published), `finish` is called again after `doubtMs`, for the same video id.
 */
export function createFacebookReelPublisher(
  deps: FacebookPublisherDeps & {
    /** The one call that posts, with its intent stored before; a refusal forgets the intent. */
    posting<T>(context: TargetContext, call: () => Promise<T>): Promise<T>;
  },
) {
  /** What the status says of the Reel once `finish` was called. */
  async function afterFinish(
    context: TargetContext,
    api: FacebookApi,
    token: string,
    videoId: string,
  ): Promise<PublishedMedia | 'finish-again'> {
    const status = await api.reelStatus(videoId, token);
    if (refused(status)) {
      deps.logger.warn('publication: Meta could not process the Page Reel', {
        target: context.target.id,
        errors: status.processing_phase?.errors ?? null,
      });
      throw new FinalFailure('PUBLISHING_VIDEO_REFUSED');
    }
    if (published(status) && status.video_status !== 'processing') {
      const permalink = await api.permalink(videoId, token).catch(() => null);
      return { mediaId: videoId, permalink: permalink ?? reelLink(videoId) };
    }
    const begun = context.target.publishBegunAt;
    const untouched =
      status.video_status === 'upload_complete' &&
      (status.processing_phase?.status ?? 'not_started') === 'not_started' &&
      (status.publishing_phase?.status ?? 'not_started') === 'not_started';
    if (untouched && begun && deps.now().getTime() - begun.getTime() >= deps.doubtMs) {
      return 'finish-again';
    }
    throw new StillProcessing();
  }

  /** `finish`, with its intent stored before (the Page's `posting`). */
  async function finish(
    context: TargetContext,
    api: FacebookApi,
    token: string,
    videoId: string,
  ): Promise<void> {
    const { accountId } = context.channel!;
    await deps.posting(context, () =>
      api.reelFinish(accountId, token, videoId, context.publication.caption),
    );
  }

  /** The status right after `finish`: published, refused, or a look queued for later. */
  async function settle(context: TargetContext, api: FacebookApi, token: string, videoId: string) {
    const fresh = { ...context, target: { ...context.target, publishBegunAt: deps.now() } };
    const seen = await afterFinish(fresh, api, token, videoId);
    if (seen === 'finish-again') throw new StillProcessing();
    return seen;
  }

  return async function reel(
    context: TargetContext,
    api: FacebookApi,
    token: string,
    deadline: number,
  ): Promise<PublishedMedia> {
    const { target } = context;
    const pageId = context.channel!.accountId;
    let videoId = target.containerId;

    if (videoId && target.publishBegunAt) {
      const seen = await afterFinish(context, api, token, videoId);
      if (seen !== 'finish-again') return seen;
      // Meta never took the finish: the same video id again, which cannot make a second Reel.
      await deps.publications.forgetPublish(target.id, target.round);
      await finish(context, api, token, videoId);
      return settle(context, api, token, videoId);
    }

    let uploaded = false;
    if (videoId) {
      // An earlier run made the video id and may have uploaded the file already.
      uploaded = (await api.reelStatus(videoId, token)).uploading_phase?.status === 'complete';
    } else {
      videoId = await api.reelStart(pageId, token);
      // Stored before the file goes: a later run goes on with this Reel, never makes another.
      await deps.publications.saveContainer(target.id, target.round, videoId);
    }
    if (!uploaded) {
      const [fileUrl] = await deps.fileUrls(context);
      deps.within(deadline);
      await api.reelUpload(videoId, token, fileUrl!);
    }
    deps.within(deadline);
    await finish(context, api, token, videoId);
    return settle(context, api, token, videoId);
  };
}
