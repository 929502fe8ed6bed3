import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import type { ExportService } from '#server/exports/export.service.ts';
import type { SponsorRotation } from '#server/sponsors/sponsor-rotation.ts';
import { jobIdOf, type JobQueue } from '#server/game-day-mails/job-queue.ts';
import { AppError } from '#server/http/app-error.ts';
import type { SessionUser } from '#server/http/session-user.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { ChannelRepository } from '#server/publishing/channel.repository.ts';
import type {
  PublicationRepository,
  PublicationWithTargets,
} from '#server/publishing/publication.repository.ts';
import type { Storage } from '#server/storage/storage.ts';
import { errorTexts, type ErrorCode } from '#shared/errors/error-codes.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { mp4Size } from '#server/publishing/video-file.ts';
import { isVideo } from '#server/publishing/publication.repository.ts';
import { videoMimeType } from '#shared/exports/export-file.ts';
import {
  captionLength,
  hashtagCount,
  publicationStateOf,
  publishingLimits,
  type Publication,
  type PublicationRequest,
  type PublicationState,
} from '#shared/publishing/publication.schema.ts';

export const PUBLICATION_QUEUE = 'publication';

/** One job: a publication on one channel, in one round. */
export interface PublicationJob {
  targetId: string;
  round: number;
  /** The how-manieth look at a video Meta still processes (ADR 065); none at first. */
  waits?: number;
}

/**
 * A job per target and round (and per look at a processing video): the same key never makes a
 * second job, in any process.
 */
export const publicationJobId = (job: PublicationJob) =>
  jobIdOf(`publication:${job.targetId}:${job.round}${job.waits ? `:wait:${job.waits}` : ''}`);

export interface PublicationServiceDeps {
  publications: PublicationRepository;
  channels: ChannelRepository;
  entitlements: EntitlementsService;
  exports: ExportService;
  storage: Storage;
  queue: JobQueue;
  logger: Logger;
  /** Tells the sponsor report which publication carried which sponsored post (ADR 061). */
  sponsorPosts: Pick<SponsorRotation, 'linkPublication'>;
  /** Each target's state as it is reached (the counter in /api/metrics). */
  count?: (state: PublicationState) => void;
  now?: () => Date;
}

/** Width over height of the story format, and how near a file must come to a ratio. */
const STORY_RATIO = 9 / 16;
const RATIO_TOLERANCE = 0.01;

/**
 * Publications (ADR 059): every input checked before anything is made or sent (plan, channels
 * of the workspace, caption, count, time), each post made by the export service as the
 * platform's JPEG (1080 px wide), its ratio checked, the files stored under the workspace, one
 * target per channel scheduled; the list, cancel and retry.
 */
export function createPublicationService(deps: PublicationServiceDeps) {
  const now = () => deps.now?.() ?? new Date();

  async function requirePlan(workspaceId: string): Promise<void> {
    const { limits } = await deps.entitlements.entitlements(workspaceId);
    if (!limits.canPublish) throw AppError.of(403, 'PUBLISHING_NOT_IN_PLAN');
  }

  function checkCaption(caption: string): void {
    if (captionLength(caption) > publishingLimits.captionMaxChars) {
      throw AppError.of(400, 'PUBLICATION_CAPTION_TOO_LONG', {
        max: publishingLimits.captionMaxChars,
      });
    }
    if (hashtagCount(caption) > publishingLimits.maxHashtags) {
      throw AppError.of(400, 'PUBLICATION_TOO_MANY_HASHTAGS', {
        max: publishingLimits.maxHashtags,
      });
    }
  }

  function checkRatios(kind: 'feed' | 'story', sizes: { width: number; height: number }[]): void {
    const ratios = sizes.map(({ width, height }) => width / height);
    if (kind === 'story') {
      if (ratios.some((ratio) => Math.abs(ratio - STORY_RATIO) > RATIO_TOLERANCE)) {
        throw AppError.of(400, 'PUBLICATION_RATIO_STORY');
      }
      return;
    }
    if (
      ratios.some(
        (ratio) =>
          ratio < publishingLimits.feedRatioMin - RATIO_TOLERANCE ||
          ratio > publishingLimits.feedRatioMax + RATIO_TOLERANCE,
      )
    ) {
      throw AppError.of(400, 'PUBLICATION_RATIO_FEED');
    }
    if (ratios.some((ratio) => Math.abs(ratio - ratios[0]!) > RATIO_TOLERANCE)) {
      throw AppError.of(400, 'PUBLICATION_RATIO_MIXED');
    }
  }

  /**
   * A video (ADR 065): a story in 9:16, a Reel in one of the video's formats (9:16 or 4:5; the
   * export refuses any other with VIDEO_UNSUPPORTED before it is made).
   */
  function checkVideoRatio(kind: 'feed' | 'story', size: { width: number; height: number }) {
    const ratio = size.width / size.height;
    if (kind === 'story') return checkRatios('story', [size]);
    if (![STORY_RATIO, 4 / 5].some((allowed) => Math.abs(ratio - allowed) <= RATIO_TOLERANCE)) {
      throw AppError.of(400, 'VIDEO_UNSUPPORTED');
    }
  }

  /** Queues a job for each target due now; the job id keeps it one. */
  async function queueDue(): Promise<number> {
    let queued = 0;
    for (const target of await deps.publications.due(now())) {
      const job: PublicationJob = { targetId: target.id, round: target.round };
      if (await deps.queue.send(PUBLICATION_QUEUE, job, publicationJobId(job))) queued += 1;
    }
    return queued;
  }

  function toPublication(row: PublicationWithTargets, language: Language): Publication {
    return {
      id: row.id,
      kind: row.kind,
      media: isVideo(row) ? 'video' : 'image',
      caption: row.caption,
      state: publicationStateOf(row.targets.map((target) => target.state)),
      publishAt: row.publishAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      images: row.files.length,
      channels: row.targets.map((target) => ({
        channelId: target.channelId,
        platform: target.platform,
        channelName: target.channelName,
        state: target.state,
        permalink: target.permalink,
        publishedAt: target.publishedAt?.toISOString() ?? null,
        error: target.errorCode
          ? {
              code: target.errorCode,
              message: errorTexts(
                target.errorCode as ErrorCode,
                (target.errorParams ?? undefined) as never,
              )[language],
            }
          : null,
      })),
    };
  }

  async function found(workspaceId: string, id: string): Promise<PublicationWithTargets> {
    const row = await deps.publications.find(workspaceId, id);
    if (!row) throw AppError.of(404, 'PUBLICATION_NOT_FOUND');
    return row;
  }

  /**
   * A publication checked whole, its posts made and stored, its targets scheduled; its id, or
   * null when the game day's post of that kind was made before (the files made now go again).
   */
  async function make(
    workspaceId: string,
    createdBy: string | null,
    request: PublicationRequest,
    language: Language,
    gameDayId: string | null,
  ): Promise<string | null> {
    await requirePlan(workspaceId);
    const channelIds = [...new Set(request.channelIds)];
    if (channelIds.length !== request.channelIds.length) {
      throw AppError.of(400, 'PUBLICATION_CHANNELS_INVALID', {
        max: publishingLimits.maxChannels,
      });
    }
    const channels = await deps.channels.findMany(workspaceId, channelIds);
    if (channels.length !== channelIds.length) {
      throw AppError.of(404, 'PUBLISHING_CHANNEL_NOT_FOUND');
    }
    const waiting = channels.find((channel) => channel.state !== 'connected');
    if (waiting) throw AppError.of(409, 'PUBLISHING_CHANNEL_RECONNECT', { name: waiting.name });
    if (
      request.posts.length < publishingLimits.minPosts ||
      request.posts.length > publishingLimits.maxPosts
    ) {
      throw AppError.of(400, 'PUBLICATION_POST_COUNT', {
        min: publishingLimits.minPosts,
        max: publishingLimits.maxPosts,
      });
    }
    const video = request.media === 'video';
    if (video && request.posts.length !== 1) throw AppError.of(400, 'PUBLICATION_VIDEO_SINGLE');
    if (request.kind === 'story' && request.posts.length !== 1) {
      throw AppError.of(400, 'PUBLICATION_STORY_SINGLE');
    }
    checkCaption(request.caption);
    const at = now();
    const publishAt = request.publishAt ? new Date(request.publishAt) : at;
    if (
      publishAt.getTime() < at.getTime() - 60_000 ||
      publishAt.getTime() > at.getTime() + publishingLimits.maxDaysAhead * 24 * 60 * 60 * 1000
    ) {
      throw AppError.of(400, 'PUBLICATION_TIME_INVALID', { days: publishingLimits.maxDaysAhead });
    }

    // Each post as the platform takes it: a JPEG at 1080 px wide, made one after the other
    // through the export path (the workspace's share of exports stays free for its people);
    // a video's one game post as its MP4 (ADR 063), counted as any export is.
    const files: { bytes: Buffer; width: number; height: number }[] = [];
    const sponsorPostKeys: string[] = [];
    for (const post of request.posts) {
      const file = await deps.exports.export(
        workspaceId,
        { ...post, fileType: video ? 'mp4' : 'jpeg', scale: 1 },
        undefined,
        language,
      );
      if (file.sponsorPostKey) sponsorPostKeys.push(file.sponsorPostKey);
      const size = video
        ? mp4Size(file.bytes)
        : await sharp(file.bytes)
            .metadata()
            .then((meta) => ({ width: meta.width ?? 0, height: meta.height ?? 0 }));
      if (!size) throw new Error('the export made a video without a picture size');
      files.push({ bytes: file.bytes, ...size });
    }
    if (video) checkVideoRatio(request.kind, files[0]!);
    else checkRatios(request.kind, files);

    const id = randomUUID();
    const stored: { key: string; width: number; height: number; media?: 'video' }[] = [];
    for (const [index, file] of files.entries()) {
      const key = `publications/${workspaceId}/${id}/${index + 1}.${video ? 'mp4' : 'jpg'}`;
      await deps.storage.put(key, file.bytes, video ? videoMimeType : 'image/jpeg');
      stored.push({
        key,
        width: file.width,
        height: file.height,
        ...(video ? { media: 'video' as const } : {}),
      });
    }
    const inserted = await deps.publications.transaction((rows) =>
      rows.insert(
        {
          id,
          workspaceId,
          createdBy,
          gameDayId,
          kind: request.kind,
          caption: request.caption,
          files: stored,
          publishAt,
        },
        channels.map((channel) => ({
          workspaceId,
          channelId: channel.id,
          platform: channel.platform,
          channelName: channel.name,
          state: 'scheduled' as const,
          dueAt: publishAt,
        })),
      ),
    );
    if (!inserted) {
      await deps.storage.deletePrefix(`publications/${workspaceId}/${id}`);
      return null;
    }
    for (const _ of channels) deps.count?.('scheduled');
    if (sponsorPostKeys.length > 0) {
      // The publication stands either way: the report then lists the post without its link.
      await deps.sponsorPosts
        .linkPublication(workspaceId, id, sponsorPostKeys)
        .catch((error: unknown) =>
          deps.logger.warn('publication not linked to its sponsored posts', { error }),
        );
    }
    if (publishAt.getTime() <= at.getTime()) {
      await queueDue().catch((error: unknown) =>
        deps.logger.warn('publication not queued yet; the scheduler will', { error }),
      );
    }
    return id;
  }

  return {
    queueDue,

    /**
     * POST /api/publications: checked whole before anything is stored or sent; answers the
     * publication 'scheduled' (due now: queued at once).
     */
    async create(
      workspaceId: string,
      user: SessionUser,
      request: PublicationRequest,
      language: Language,
    ): Promise<{ id: string; state: PublicationState }> {
      const id = await make(workspaceId, user.id, request, language, null);
      if (!id) throw new Error('a publication of no game day conflicted');
      return { id, state: 'scheduled' };
    },

    make,

    async list(workspaceId: string, language: Language): Promise<Publication[]> {
      return (await deps.publications.list(workspaceId)).map((row) => toPublication(row, language));
    },

    async get(workspaceId: string, id: string, language: Language): Promise<Publication> {
      return toPublication(await found(workspaceId, id), language);
    },

    /** DELETE /api/publications/:id: cancels what is still scheduled. */
    async cancel(workspaceId: string, id: string, language: Language): Promise<Publication> {
      await found(workspaceId, id);
      const cancelled = await deps.publications.cancel(workspaceId, id, now());
      if (cancelled === 0) throw AppError.of(409, 'PUBLICATION_NOT_CANCELLABLE');
      for (let i = 0; i < cancelled; i += 1) deps.count?.('cancelled');
      return toPublication(await found(workspaceId, id), language);
    },

    /** POST /api/publications/:id/retry: the failed channels again, now. */
    async retry(workspaceId: string, id: string, language: Language): Promise<Publication> {
      await found(workspaceId, id);
      await requirePlan(workspaceId);
      const retried = await deps.publications.retry(workspaceId, id, now());
      if (retried === 0) throw AppError.of(409, 'PUBLICATION_NOT_RETRYABLE');
      await queueDue();
      return toPublication(await found(workspaceId, id), language);
    },
  };
}

export type PublicationService = ReturnType<typeof createPublicationService>;
