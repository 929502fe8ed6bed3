import { createAccountRepository } from '#server/accounts/account.repository.ts';
import { createAccountDeletionService } from '#server/accounts/account-deletion.service.ts';
import { createEntitlementsService } from '#server/accounts/entitlements.service.ts';
import { createSubscriptionRepository } from '#server/accounts/subscription.repository.ts';
import { createAuth } from '#server/auth/auth.ts';
import { createRateLimitRepository } from '#server/auth/rate-limit.repository.ts';
import { createSignInLinkRepository } from '#server/auth/sign-in-link.repository.ts';
import { createBackgroundRepository } from '#server/backgrounds/background.repository.ts';
import { createBackgroundService } from '#server/backgrounds/background.service.ts';
import { createBillingRepository } from '#server/billing/billing.repository.ts';
import { createBillingService } from '#server/billing/billing.service.ts';
import { createBillingProvider } from '#server/billing/create-billing-provider.ts';
import type { Config } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import { createExportAdmission } from '#server/exports/export-admission.ts';
import { createExportService } from '#server/exports/export.service.ts';
import { createExportBatchService } from '#server/exports/export-batch.service.ts';
import { createExportPlaceRepository } from '#server/exports/export-place.repository.ts';
import { createExportPlaces } from '#server/exports/export-places.ts';
import { createBackgroundExports } from '#server/exports/background-exports.ts';
import { createHealthService } from '#server/health/health.service.ts';
import { createReadinessService } from '#server/health/readiness.service.ts';
import { createMetrics } from '#server/metrics/metrics.ts';
import type { ImageFetcher } from '#server/images/safe-fetch.ts';
import type { Logger } from '#server/logging/logger.ts';
import { createLogoRepository } from '#server/logos/logo.repository.ts';
import { createLogoService } from '#server/logos/logo.service.ts';
import { createSponsorAppearanceRepository } from '#server/sponsors/sponsor-appearance.repository.ts';
import { createSponsorRotation } from '#server/sponsors/sponsor-rotation.ts';
import { createSponsorPostPictures } from '#server/sponsors/sponsor-post-pictures.ts';
import { createReportThread } from '#server/sponsors/report-thread.ts';
import { createSponsorReportService } from '#server/sponsors/sponsor-report.service.ts';
import { createSponsorRepository } from '#server/sponsors/sponsor.repository.ts';
import { createSponsorService } from '#server/sponsors/sponsor.service.ts';
import { createWorkspaceRepository } from '#server/workspaces/workspace.repository.ts';
import { createWorkspaceService } from '#server/workspaces/workspace.service.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { createUploadAdmission } from '#server/images/upload-admission.ts';
import { createMfaRepository } from '#server/mfa/mfa.repository.ts';
import { createMfaService } from '#server/mfa/mfa.service.ts';
import { createMfaRecoveryRepository } from '#server/mfa/mfa-recovery.repository.ts';
import { createMfaRecoveryService } from '#server/mfa/mfa-recovery.service.ts';
import { createProfileRepository } from '#server/profile/profile.repository.ts';
import { createProfileService } from '#server/profile/profile.service.ts';
import { createWriteLimitService } from '#server/rate-limits/write-limit.service.ts';
import { createRenderParts } from '#server/render-parts.ts';
import { createSmsPolicy } from '#server/sms/sms-policy.ts';
import { createSmsSender } from '#server/sms/sms-sender.ts';
import { createClubApiKeyRepository } from '#server/sports/club-api-keys/club-api-key.repository.ts';
import { createClubApiKeyService } from '#server/sports/club-api-keys/club-api-key.service.ts';
import { createSportsGatewayService } from '#server/sports/gateway/sports-gateway.service.ts';
import { createSportsData } from '#server/sports/sports-data.service.ts';
import { createSportsLimitService } from '#server/rate-limits/sports-limit.service.ts';
import type { Storage } from '#server/storage/storage.ts';
import { createTeamSlotRepository } from '#server/team-slots/team-slot.repository.ts';
import { createTeamSlotService } from '#server/team-slots/team-slot.service.ts';
import { createTemplateRepository } from '#server/templates/template.repository.ts';
import { createTemplateService } from '#server/templates/template.service.ts';
import { createGameDayMailRepository } from '#server/game-day-mails/game-day-mail.repository.ts';
import { createGameDayMailService } from '#server/game-day-mails/game-day-mail.service.ts';
import { createGameDayMailRunner } from '#server/game-day-mails/game-day-mail.runner.ts';
import { createJobQueue } from '#server/game-day-mails/job-queue.ts';
import { processFaultCounts } from '#server/process-faults.ts';
import { createChannelRepository } from '#server/publishing/channel.repository.ts';
import { createPublishing } from '#server/publishing/publishing-services.ts';
import { createGameDayPublishingRepository } from '#server/publishing/game-day-publishing.repository.ts';
import { createPublicationRepository } from '#server/publishing/publication.repository.ts';
import { createWeekendService } from '#server/weekend/weekend.service.ts';

/** The parts services are built on: configuration, log, database, files, mail, remote images. */
export interface ServiceParts {
  config: Config;
  logger: Logger;
  database: Database;
  storage: Storage;
  mailer: Mailer;
  /** The remote image fetcher; tests pass one whose address policy admits a local test host. */
  imageFetcher: ImageFetcher;
  /** The federation breakers' back-off, when not the default (AppOptions). */
  sportsBackoff?: { firstMs: number; maxMs: number };
  /** The clock of publications (AppOptions), when not the real time. */
  publishingClock?: () => Date;
}

/**
 * The composition root: every repository and service of the process, built once at start in
 * one place and handed to the routes on `ctx.services`. Every service is a factory
 * `createXService(deps)` over repositories `createXRepository(db)`; tests build single ones the
 * same way. Every plan rule reads the entitlements service (billing writes the subscription
 * through `subscriptions`; logos check `limits.canUploadLogos`).
 */
export function createServices(parts: ServiceParts) {
  const { config, logger, database, storage, mailer } = parts;
  const db = database.db;

  const repositories = {
    accounts: createAccountRepository(db),
    subscriptions: createSubscriptionRepository(db),
    rateLimits: createRateLimitRepository(db),
    signInLinks: createSignInLinkRepository(db),
    profiles: createProfileRepository(db),
    factors: createMfaRepository(db),
    recoveryCodes: createMfaRecoveryRepository(db),
    templates: createTemplateRepository(db),
    logos: createLogoRepository(db),
    sponsors: createSponsorRepository(db),
    sponsorAppearances: createSponsorAppearanceRepository(db),
    teamSlots: createTeamSlotRepository(db),
    backgrounds: createBackgroundRepository(db),
    clubApiKeys: createClubApiKeyRepository(db),
    billing: createBillingRepository(db),
    gameDayMails: createGameDayMailRepository(db),
    exportPlaces: createExportPlaceRepository(db),
    workspaces: createWorkspaceRepository(db),
    publishingChannels: createChannelRepository(db),
    publications: createPublicationRepository(db),
    gameDayPublishing: createGameDayPublishingRepository(db),
  };

  const entitlements = createEntitlementsService({
    subscriptions: repositories.subscriptions,
    logger,
  });
  const workspaces = createWorkspaceService({
    db,
    workspaces: repositories.workspaces,
    entitlements,
    mailer,
    logger,
    appUrl: config.appUrl,
    // Bound here, called only once requests come.
    crestUrl: (crestPath) => logos.crestUrl(crestPath),
    // Bound here, called only when a club workspace is deleted.
    clearWorkspace: (workspaceId) => accountDeletion.clearWorkspace(workspaceId),
  });
  const clubApiKeys = createClubApiKeyService({
    keys: repositories.clubApiKeys,
    appSecret: config.appSecret,
    logger,
    // sportsData uses the stored keys and checks new ones: bound here, called only later.
    verifyKey: (sport, clubId, apiKey) => sportsData.verifyClubKey(sport, clubId, apiKey),
  });
  const metrics = createMetrics({
    exportQueueDepth: () => exportAdmission.depth(),
    renderer: () => renderer.stats(),
    databasePool: () => database.poolUse(),
    jobQueue: () =>
      config.gameDayMails.enabled || config.publishingWorker.enabled
        ? jobQueue.figures()
        : Promise.resolve(null),
    mailMarkersWaiting: () => gameDayMails.markersWaiting(),
    processFaults: () => processFaultCounts(),
    sweepBackgroundExports: () => backgroundExports.sweep(),
  });
  const sportsData = createSportsData({
    config: config.sports,
    keys: clubApiKeys,
    logger,
    observe: metrics.sports,
    backoff: parts.sportsBackoff,
  });
  const teamSlots = createTeamSlotService({ slots: repositories.teamSlots, entitlements });
  const templates = createTemplateService({
    templates: repositories.templates,
    entitlements,
    storage,
  });
  const { renderer, composition } = createRenderParts(parts);
  const exportAdmission = createExportAdmission({
    maxQueued: config.exports.maxQueued,
    maxPerUser: config.exports.maxPerUser,
    concurrency: renderer.stats().threads.size,
  });
  // A user's exports in flight and their one batch, held across processes (ADR 054).
  const exportPlaces = createExportPlaces({ places: repositories.exportPlaces, logger });
  // One for backgrounds and logos: both decode pictures. Two decodes at once keep both cores
  // busy and few pictures in memory.
  const uploads = createUploadAdmission({
    maxQueued: config.uploads.maxQueued,
    maxPerUser: config.uploads.maxPerUser,
    decoders: 2,
  });
  const backgrounds = createBackgroundService({
    backgrounds: repositories.backgrounds,
    entitlements,
    storage,
    logger,
    uploads,
    forgetRendered: (storageKey) => renderer.forgetStored(storageKey),
  });
  const sponsorRotation = createSponsorRotation({
    appearances: repositories.sponsorAppearances,
  });
  const exports = metrics.timeExports(
    createExportService({
      entitlements,
      teamSlots,
      templates,
      backgrounds,
      storage,
      sports: sportsData,
      renderer,
      composition,
      admission: exportAdmission,
      share: exportPlaces.of('export', config.exports.maxPerUser),
      logger,
      sponsors: {
        pick: sponsorRotation.pick,
        pictures: createSponsorPostPictures({ storage }),
        storage,
        logger,
      },
    }),
  );
  // Exports made before the click (ADR 030): one per user in flight, counted on /api/metrics.
  const backgroundExports = createBackgroundExports({ count: metrics.countBackgroundExport });
  // Game-day mails on the job queue (ADR 026): settings, scheduler and sender.
  const jobQueue = createJobQueue({
    database,
    logger,
    options: config.gameDayMails.queue,
    observe: (queue, outcome, seconds) => metrics.observeJob(queue, outcome, seconds),
  });
  const gameDayMails = createGameDayMailService({
    mails: repositories.gameDayMails,
    entitlements,
    exports,
    sports: sportsData,
    mailer,
    queue: jobQueue,
    logger,
    appUrl: config.appUrl,
    appSecret: config.appSecret,
    // A hand-off of unknown outcome waits one lease: the process that made it, if it lives,
    // writes its sent-marker meanwhile (ADR 052).
    timing: { doubtMs: config.gameDayMails.queue.leaseSeconds * 1000 },
    observeHandoff: (outcome) => metrics.observeMailHandoff(outcome),
  });
  // Publishing to Instagram and Facebook (ADR 059): channels, publications, the job on the
  // queue, its failure mails and their one-click retry.
  const publishing = createPublishing({
    channelRows: repositories.publishingChannels,
    publicationRows: repositories.publications,
    gameDayRows: repositories.gameDayPublishing,
    sports: sportsData,
    entitlements,
    exports,
    sponsorPosts: sponsorRotation,
    storage,
    queue: jobQueue,
    mailer,
    config: config.publishing,
    appUrl: config.appUrl,
    appSecret: config.appSecret,
    logger,
    tickMs: config.publishingWorker.tickMs,
    count: (state) => metrics.countPublication(state),
    fetchImage: parts.imageFetcher,
    ...(parts.publishingClock ? { now: parts.publishingClock } : {}),
  });
  const billing = createBillingService({
    ...createBillingProvider(config.billing, config.appSecret),
    subscriptions: repositories.subscriptions,
    billing: repositories.billing,
    appUrl: config.appUrl,
    logger,
  });

  /** Text messages through their rules; none when no provider is set up. */
  const smsPolicy = () => {
    const sender = createSmsSender(config.sms, logger);
    return sender
      ? createSmsPolicy({
          sender,
          counters: repositories.rateLimits,
          ...config.smsPolicy,
          count: metrics.countSms,
        })
      : null;
  };

  const logos = createLogoService({
    logos: repositories.logos,
    entitlements,
    storage,
    logger,
    uploads,
  });
  const accountDeletion = createAccountDeletionService({
    accounts: repositories.accounts,
    subscriptions: repositories.subscriptions,
    storage,
    logger,
    cancelSubscription: billing.cancelForDeletion,
    ownedClubs: (userId) => workspaces.ownedClubs(userId),
  });

  return {
    auth: createAuth({
      config,
      db,
      accounts: repositories.accounts,
      rateLimits: repositories.rateLimits,
      signInLinks: repositories.signInLinks,
      mailer,
      logger,
    }),
    entitlements,
    workspaces,
    billing,
    writeLimits: createWriteLimitService({ counters: repositories.rateLimits }),
    accountDeletion,
    profiles: createProfileService({ profiles: repositories.profiles }),
    mfa: createMfaService({
      factors: repositories.factors,
      sms: smsPolicy(),
      appSecret: config.appSecret,
      appUrl: config.appUrl,
    }),
    mfaRecovery: createMfaRecoveryService({
      codes: repositories.recoveryCodes,
      factors: repositories.factors,
      appSecret: config.appSecret,
    }),
    templates,
    teamSlots,
    logos,
    sponsors: createSponsorService({
      sponsors: repositories.sponsors,
      entitlements,
      storage,
      logger,
      uploads,
    }),
    sponsorRotation,
    sponsorReport: createSponsorReportService({
      appearances: repositories.sponsorAppearances,
      sponsors: repositories.sponsors,
      storage,
      logger,
      thread: createReportThread(),
      languageOf: async (userId) => (await repositories.profiles.find(userId))?.language ?? 'de',
    }),
    backgrounds,
    renderer,
    composition,
    exports,
    exportBatch: createExportBatchService({
      exportOne: (userId, body, language) => exports.export(userId, body, undefined, language),
      place: exportPlaces.of('batch', 1),
      sports: sportsData,
      logger,
    }),
    gameDayMails,
    gameDayMailRunner: createGameDayMailRunner({
      service: gameDayMails,
      queue: jobQueue,
      logger,
      tickMs: config.gameDayMails.tickMs,
      observe: (outcome) => metrics.observeMailRound(outcome),
    }),
    publishingChannels: publishing.channels,
    publications: publishing.publications,
    publisher: publishing.publisher,
    retryLinks: publishing.retryLinks,
    gameDayPublishing: publishing.gameDays,
    publishNow: publishing.publishNow,
    publishingRunner: publishing.runner,
    clubApiKeys,
    sportsData,
    sportsGateway: createSportsGatewayService({
      sports: sportsData,
      mode: config.sports.mode,
      limits: createSportsLimitService({
        counters: repositories.rateLimits,
        onLimited: (caller) => metrics.sports.rateLimited(caller),
      }),
      logger,
    }),
    weekend: createWeekendService({ teamSlots, entitlements, sports: sportsData, logger }),
    imageFetcher: parts.imageFetcher,
    health: createHealthService({ db, logger }),
    readiness: createReadinessService({ db, storage, logger }),
    metrics,
    backgroundExports,
  };
}

export type Services = ReturnType<typeof createServices>;
