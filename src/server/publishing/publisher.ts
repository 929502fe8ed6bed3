import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import type { PublishingConfig } from '#server/config/env-publishing.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { ChannelService } from '#server/publishing/channel.service.ts';
import type { FailureMails } from '#server/publishing/failure-mails.ts';
import { facebookApi } from '#server/publishing/facebook-api.ts';
import { instagramApi, type InstagramApi } from '#server/publishing/instagram-api.ts';
import { MetaApiError, MetaUncertainError } from '#server/publishing/meta-graph.ts';
import {
  isVideo,
  type PublicationRepository,
  type TargetContext,
} from '#server/publishing/publication.repository.ts';
import {
  createFacebookPublisher,
  madeSince,
  sameCaption,
  type PublishedMedia,
} from '#server/publishing/publisher-facebook.ts';
import {
  PUBLICATION_QUEUE,
  publicationJobId,
  type PublicationJob,
} from '#server/publishing/publication.service.ts';
import type { JobQueue } from '#server/game-day-mails/job-queue.ts';
import type { Storage } from '#server/storage/storage.ts';
import type { PublicationState } from '#shared/publishing/publication.schema.ts';
import { ContainerGone, FinalFailure, TryLater } from '#server/publishing/publish-failures.ts';
import { StillProcessing, videoReady } from '#server/publishing/publisher-video.ts';
import {
  defaultPublisherTiming,
  type PublisherTiming,
} from '#server/publishing/publisher-timing.ts';

export interface PublisherDeps {
  publications: PublicationRepository;
  channels: ChannelService;
  entitlements: EntitlementsService;
  storage: Storage;
  queue: JobQueue;
  config: PublishingConfig;
  logger: Logger;
  timeoutMs?: number;
  timing?: Partial<PublisherTiming>;
  count?: (state: PublicationState) => void;
  /** The failure mails (queued as a target fails); none: no mails. */
  failureMails?: FailureMails;
  now?: () => Date;
}

/** What one run of the job came to (tests read it). */
export type PublishOutcome = 'published' | 'failed' | 'stale' | 'waiting';

/**
 * The publishing job (ADR 059): one publication on one channel, exactly once. What was done at
 * Meta is stored before the next step (the carousel items, the container, the intent before
 * media_publish); a run after an uncertain answer asks the container's status (Instagram) or
 * the Page's newest posts (Facebook) and publishes again only when Meta surely has not, after
 * `doubtMs`. Transient failures are retried by the queue with backoff; what the person must fix
 * (a refused token, the quota, a refused image) fails at once.
 */
export function createPublisher(deps: PublisherDeps) {
  const now = () => deps.now?.() ?? new Date();
  const timing = { ...defaultPublisherTiming, ...deps.timing };
  const timeoutMs = deps.timeoutMs ?? 30_000;
  const config = deps.config;
  const apis =
    config.kind === 'off'
      ? null
      : {
          instagram: instagramApi(config.instagram, timeoutMs),
          facebook: facebookApi(config.facebook, timeoutMs),
        };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function fileUrls(context: TargetContext): Promise<string[]> {
    return Promise.all(
      context.publication.files.map((file) =>
        deps.storage.signedUrl(file.key, timing.fileUrlSeconds),
      ),
    );
  }

  /** Waits until the container is FINISHED; PUBLISHED answers so too. */
  async function finished(
    api: InstagramApi,
    containerId: string,
    token: string,
  ): Promise<'FINISHED' | 'PUBLISHED'> {
    for (let read = 0; read < timing.statusPolls; read += 1) {
      const status = await api.containerStatus(containerId, token);
      if (status === 'FINISHED' || status === 'PUBLISHED') return status;
      if (status === 'ERROR') throw new FinalFailure('PUBLISHING_IMAGE_REFUSED');
      if (status === 'EXPIRED') throw new ContainerGone('container expired');
      await pause(timing.statusPollMs);
    }
    throw new TryLater('container still in progress');
  }

  /** Stops a run between two steps once its budget is spent; the next run goes on. */
  function within(deadline: number): void {
    if (Date.now() > deadline) throw new TryLater('run budget spent; the next run goes on');
  }

  const facebook = createFacebookPublisher({
    publications: deps.publications,
    fileUrls,
    within,
    now,
    doubtMs: timing.doubtMs,
    logger: deps.logger,
  });

  async function instagram(
    context: TargetContext,
    api: InstagramApi,
    token: string,
    deadline: number,
  ): Promise<PublishedMedia> {
    const { target, publication } = context;
    const video = isVideo(publication);
    const userId = context.channel!.accountId;
    const round = target.round;
    let containerId = target.containerId;

    if (containerId && target.publishBegunAt) {
      // An earlier run called media_publish and never heard back: Meta's container decides.
      const status = await api.containerStatus(containerId, token);
      if (status === 'PUBLISHED') {
        const recent = await api.recentMedia(userId, token).catch(() => []);
        const media = recent.find(
          (m) =>
            sameCaption(m.caption, publication.kind === 'story' ? '' : publication.caption) &&
            madeSince(m.timestamp, target.publishBegunAt!),
        );
        deps.logger.info('publication: found published after an uncertain answer', {
          target: target.id,
        });
        return { mediaId: media?.id ?? null, permalink: media?.permalink ?? null };
      }
      if (status === 'FINISHED') {
        if (now().getTime() - target.publishBegunAt.getTime() < timing.doubtMs) {
          throw new TryLater('publish of unknown outcome: waiting before publishing again');
        }
        await deps.publications.forgetPublish(target.id, round);
      } else if (status === 'ERROR' || status === 'EXPIRED') {
        await deps.publications.saveContainer(target.id, round, null);
        await deps.publications.saveChildren(target.id, round, null);
        containerId = null;
      } else {
        throw new TryLater('container still in progress');
      }
    }

    if (!containerId) {
      // The quota is read, never assumed: Meta documents 25, 50 and 100 in different places.
      const quota = await api.publishingLimit(userId, token);
      if (quota.total > 0 && quota.usage >= quota.total) {
        throw new FinalFailure('PUBLISHING_QUOTA_REACHED', { total: quota.total });
      }
      const urls = await fileUrls(context);
      const story = publication.kind === 'story';
      if (video) {
        // Meta fetches the MP4 itself: a Reel (shown in the feed too) or a story.
        containerId = await api.createContainer(
          userId,
          token,
          story
            ? { videoUrl: urls[0]!, story: true }
            : { videoUrl: urls[0]!, caption: publication.caption },
        );
      } else if (urls.length === 1) {
        containerId = await api.createContainer(userId, token, {
          imageUrl: urls[0]!,
          ...(story ? { story: true } : { caption: publication.caption }),
        });
      } else {
        const children = [...(target.childContainerIds ?? [])];
        for (const url of urls.slice(children.length)) {
          children.push(
            await api.createContainer(userId, token, { imageUrl: url, carouselItem: true }),
          );
          await deps.publications.saveChildren(target.id, round, children);
        }
        for (const child of children) await finished(api, child, token);
        within(deadline);
        containerId = await api.createContainer(userId, token, {
          children,
          caption: publication.caption,
        });
      }
      // Stored before anything publishes it: a later run finds it and asks its status.
      await deps.publications.saveContainer(target.id, round, containerId);
    }

    const ready = video
      ? await videoReady(api, containerId, token, deps.logger)
      : await finished(api, containerId, token);
    if (ready === 'PUBLISHED') {
      return { mediaId: null, permalink: null };
    }
    within(deadline);
    await deps.publications.beginPublish(target.id, round, now());
    let mediaId: string;
    try {
      mediaId = await api.publish(userId, token, containerId);
    } catch (error) {
      // A refusal is an answer: nothing was published, the intent goes. No answer keeps it.
      if (error instanceof MetaApiError) await deps.publications.forgetPublish(target.id, round);
      throw error;
    }
    const permalink = await api.permalink(mediaId, token).catch(() => null);
    return { mediaId, permalink };
  }

  async function fail(
    context: TargetContext,
    code: string,
    params: Record<string, string | number> | null = null,
  ): Promise<PublishOutcome> {
    if (
      await deps.publications.failed(
        context.target.id,
        context.target.round,
        { code, params },
        now(),
      )
    ) {
      deps.count?.('failed');
      deps.logger.warn('publication failed', {
        target: context.target.id,
        platform: context.target.platform,
        code,
      });
      await deps.failureMails?.queue(
        { targetId: context.target.id, round: context.target.round },
        code,
      );
    }
    return 'failed';
  }

  /**
   * The video is still processed at Meta: the job's next look is queued for later (a job of its
   * own, keyed by the look), and this run ends. After `videoWaits` looks the target fails.
   */
  async function waitForVideo(
    context: TargetContext,
    job: PublicationJob,
  ): Promise<PublishOutcome> {
    const next: PublicationJob = { ...job, waits: (job.waits ?? 0) + 1 };
    if (next.waits! > timing.videoWaits) return fail(context, 'PUBLISHING_FAILED');
    await deps.queue.send(
      PUBLICATION_QUEUE,
      next,
      publicationJobId(next),
      new Date(Date.now() + timing.videoPollMs),
    );
    return 'waiting';
  }

  /** One run of the job. Throws to have the queue try again later (with backoff). */
  async function run(job: PublicationJob): Promise<PublishOutcome> {
    const context = await deps.publications.context(job.targetId);
    if (
      !context ||
      context.target.round !== job.round ||
      !['scheduled', 'publishing'].includes(context.target.state)
    ) {
      return 'stale';
    }
    if (!(await deps.publications.begin(job.targetId, job.round, now()))) return 'stale';
    const { channel } = context;
    if (!channel || !apis) return fail(context, 'PUBLISHING_CHANNEL_GONE');
    if (channel.state !== 'connected') return fail(context, 'PUBLISHING_RECONNECT_NEEDED');
    const { limits } = await deps.entitlements.entitlements(context.publication.workspaceId);
    if (!limits.canPublish) return fail(context, 'PUBLISHING_NOT_IN_PLAN');
    const token = deps.channels.tokenOf(channel);
    if (!token) {
      await deps.channels.revoked(channel);
      return fail(context, 'PUBLISHING_RECONNECT_NEEDED');
    }
    const deadline = Date.now() + timing.runBudgetMs;
    /** Containers that will not become publishable: made anew by the next run. */
    const forgetContainers = async () => {
      await deps.publications.saveContainer(job.targetId, job.round, null);
      await deps.publications.saveChildren(job.targetId, job.round, null);
    };
    try {
      const media =
        channel.platform === 'instagram'
          ? await instagram(context, apis.instagram, token, deadline)
          : await facebook(context, apis.facebook, token, deadline);
      if (await deps.publications.published(job.targetId, job.round, media, now())) {
        deps.count?.('published');
      }
      return 'published';
    } catch (error) {
      if (error instanceof StillProcessing) return waitForVideo(context, job);
      if (error instanceof FinalFailure) {
        if (['PUBLISHING_IMAGE_REFUSED', 'PUBLISHING_VIDEO_REFUSED'].includes(error.code)) {
          await forgetContainers();
        }
        return fail(context, error.code, error.params);
      }
      if (error instanceof ContainerGone) await forgetContainers();
      if (error instanceof MetaApiError) {
        if (error.kind === 'token') {
          await deps.channels.revoked(channel);
          return fail(context, 'PUBLISHING_RECONNECT_NEEDED');
        }
        if (error.kind === 'quota') {
          // Meta refused on its own count: say the quota it reports.
          const quota = await apis.instagram
            .publishingLimit(channel.accountId, token)
            .catch(() => ({ total: 0 }));
          return fail(context, 'PUBLISHING_QUOTA_REACHED', { total: quota.total || 100 });
        }
        if (error.kind === 'image') {
          await forgetContainers();
          const video = isVideo(context.publication);
          return fail(context, video ? 'PUBLISHING_VIDEO_REFUSED' : 'PUBLISHING_IMAGE_REFUSED');
        }
        if (error.kind === 'refused') return fail(context, 'PUBLISHING_FAILED');
      }
      if (!(
        error instanceof TryLater ||
        error instanceof MetaApiError ||
        error instanceof MetaUncertainError
      )) {
        deps.logger.error('publication job failed', { target: job.targetId, error });
      }
      throw error;
    }
  }

  /**
   * Targets left 'publishing' by a job the queue gave up without our handler (its last try ran
   * past its lease: a process killed then): failed, so the person sees it and may retry; none
   * stays 'publishing' for ever. Asked by the scheduler's round.
   */
  async function settleAbandoned(): Promise<number> {
    let settled = 0;
    const before = new Date(now().getTime() - timing.abandonedAfterMs);
    for (const target of await deps.publications.publishingSince(before)) {
      const state = await deps.queue.jobState(
        PUBLICATION_QUEUE,
        publicationJobId({ targetId: target.id, round: target.round }),
      );
      if (state !== null && !['failed', 'cancelled', 'completed'].includes(state)) continue;
      const context = await deps.publications.context(target.id);
      if (context && (await fail(context, 'PUBLISHING_FAILED')) === 'failed') settled += 1;
    }
    return settled;
  }

  return {
    run,
    settleAbandoned,

    /** Runs the queue's publication jobs in this process; the last failing try fails the target. */
    async startWorker(): Promise<void> {
      await deps.queue.work<PublicationJob>(PUBLICATION_QUEUE, async (data, job) => {
        try {
          await run(data);
        } catch (error) {
          if (job.retryCount >= job.retryLimit) {
            const context = await deps.publications.context(data.targetId);
            if (context && context.target.round === data.round) {
              await fail(context, 'PUBLISHING_FAILED');
              return;
            }
          }
          throw error;
        }
      });
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
