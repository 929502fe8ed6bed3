import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import type { PublishingConfig } from '#server/config/env-publishing.ts';
import type { ExportService } from '#server/exports/export.service.ts';
import type { SponsorRotation } from '#server/sponsors/sponsor-rotation.ts';
import type { JobQueue } from '#server/game-day-mails/job-queue.ts';
import type { ImageFetcher } from '#server/images/safe-fetch.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { ChannelRepository } from '#server/publishing/channel.repository.ts';
import { createGameDayAsks } from '#server/publishing/game-day-asks.ts';
import type { GameDayPublishingRepository } from '#server/publishing/game-day-publishing.repository.ts';
import { createGameDayPublishing } from '#server/publishing/game-day-publishing.service.ts';
import { createPublishNowLinks } from '#server/publishing/publish-now-links.ts';
import { createPublishNow } from '#server/publishing/publish-now.service.ts';
import { createChannelService } from '#server/publishing/channel.service.ts';
import { createFailureMails } from '#server/publishing/failure-mails.ts';
import type { PublicationRepository } from '#server/publishing/publication.repository.ts';
import { createPublicationService } from '#server/publishing/publication.service.ts';
import { createPublisher } from '#server/publishing/publisher.ts';
import type { PublisherTiming } from '#server/publishing/publisher-timing.ts';
import { createPublishingRunner } from '#server/publishing/publishing.runner.ts';
import { createRetryLinkService } from '#server/publishing/retry-link.service.ts';
import { createRetryLinks } from '#server/publishing/retry-links.ts';
import type { SportsData } from '#server/sports/sports-data.ts';
import type { Storage } from '#server/storage/storage.ts';
import type { PublicationState } from '#shared/publishing/publication.schema.ts';

export interface PublishingDeps {
  channelRows: ChannelRepository;
  publicationRows: PublicationRepository;
  gameDayRows: GameDayPublishingRepository;
  sports: SportsData;
  entitlements: EntitlementsService;
  exports: ExportService;
  /** Links a publication to the sponsored posts it carries, for the sponsor report. */
  sponsorPosts: Pick<SponsorRotation, 'linkPublication'>;
  storage: Storage;
  queue: JobQueue;
  mailer: Mailer;
  config: PublishingConfig;
  appUrl: string;
  appSecret: string;
  logger: Logger;
  /** How often the scheduler's round runs. */
  tickMs: number;
  /** Each target's state as it is reached (the counter in /api/metrics). */
  count?: (state: PublicationState) => void;
  /** Calls to Meta give up after this. */
  timeoutMs?: number;
  /** Fetches the channels' pictures. */
  fetchImage?: ImageFetcher;
  timing?: Partial<PublisherTiming>;
  /** The clock of every part, when not the real time (tests). */
  now?: () => Date;
}

/**
 * Publishing to Instagram and Facebook (ADR 059) put together: channels, publications, the
 * publishing job, its failure mails with their one-click retry, game-day publishing with its
 * 'Jetzt veröffentlichen' link, and the runner of this process.
 * The composition root and the tests build it the same way.
 */
export function createPublishing(deps: PublishingDeps) {
  const clock = deps.now ? { now: deps.now } : {};
  const now = deps.now ?? (() => new Date());
  const timeout = deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs };
  const channels = createChannelService({
    channels: deps.channelRows,
    entitlements: deps.entitlements,
    config: deps.config,
    appUrl: deps.appUrl,
    appSecret: deps.appSecret,
    mailer: deps.mailer,
    logger: deps.logger,
    ...(deps.fetchImage ? { fetchImage: deps.fetchImage } : {}),
    ...timeout,
    ...clock,
  });
  const publications = createPublicationService({
    publications: deps.publicationRows,
    channels: deps.channelRows,
    entitlements: deps.entitlements,
    exports: deps.exports,
    sponsorPosts: deps.sponsorPosts,
    storage: deps.storage,
    queue: deps.queue,
    logger: deps.logger,
    ...(deps.count ? { count: deps.count } : {}),
    ...clock,
  });
  const links = createRetryLinks({ appUrl: deps.appUrl, appSecret: deps.appSecret, now });
  const failureMails = createFailureMails({
    publications: deps.publicationRows,
    mailer: deps.mailer,
    queue: deps.queue,
    retryLinks: links,
    appUrl: deps.appUrl,
    logger: deps.logger,
  });
  const publisher = createPublisher({
    publications: deps.publicationRows,
    channels,
    entitlements: deps.entitlements,
    storage: deps.storage,
    queue: deps.queue,
    config: deps.config,
    logger: deps.logger,
    failureMails,
    ...(deps.count ? { count: deps.count } : {}),
    ...(deps.timing ? { timing: deps.timing } : {}),
    ...timeout,
    ...clock,
  });
  const retryLinks = createRetryLinkService({
    publications: deps.publicationRows,
    entitlements: deps.entitlements,
    retryLinks: links,
    queueDue: () =>
      publications.queueDue().catch((error: unknown) =>
        // The target is due now: the scheduler's next round queues it.
        deps.logger.warn('retried publication not queued yet; the scheduler will', { error }),
      ),
    now,
  });
  const publishNowLinks = createPublishNowLinks({
    appUrl: deps.appUrl,
    appSecret: deps.appSecret,
    now,
  });
  const gameDays = createGameDayPublishing({
    rows: deps.gameDayRows,
    channels: deps.channelRows,
    publications,
    entitlements: deps.entitlements,
    sports: deps.sports,
    queue: deps.queue,
    asks: createGameDayAsks({
      publications: deps.publicationRows,
      channels: deps.channelRows,
      links: publishNowLinks,
      mailer: deps.mailer,
      logger: deps.logger,
    }),
    logger: deps.logger,
    now,
  });
  const publishNow = createPublishNow({
    rows: deps.gameDayRows,
    publicationRows: deps.publicationRows,
    channels: deps.channelRows,
    links: publishNowLinks,
    gameDays,
  });
  const runner = createPublishingRunner({
    publications,
    publisher,
    channels,
    failureMails,
    gameDays,
    queue: deps.queue,
    logger: deps.logger,
    tickMs: deps.tickMs,
  });
  return {
    channels,
    publications,
    publisher,
    failureMails,
    retryLinks,
    gameDays,
    publishNow,
    runner,
  };
}

export type Publishing = ReturnType<typeof createPublishing>;
