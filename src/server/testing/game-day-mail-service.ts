import {
  createGameDayMailService,
  type GameDayMailService,
} from '#server/game-day-mails/game-day-mail.service.ts';
import { createGameDayMailRepository } from '#server/game-day-mails/game-day-mail.repository.ts';
import { createJobQueue, type JobQueue } from '#server/game-day-mails/job-queue.ts';
import { silentLogger } from '#server/logging/logger.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { TestServer } from '#server/testing/test-server.ts';

/**
 * The game-day mails of a test server as the composition root builds them, on a clock the test
 * moves and a mailer it reads, with a job queue on the run's database that polls, retries and
 * gives leases up quickly. The queue is not started: the test starts it, and stops it after.
 */
export function testGameDayMails(
  server: TestServer,
  { mailer, now }: { mailer: Mailer; now: () => Date },
): { queue: JobQueue; service: GameDayMailService } {
  const services = server.ctx.services;
  const queue = createJobQueue({
    database: server.ctx.database,
    logger: silentLogger,
    options: {
      leaseSeconds: 30,
      retryDelaySeconds: 1,
      retryLimit: 2,
      pollSeconds: 0.5,
      maintenanceSeconds: 1,
    },
    observe: (name, outcome, seconds) => services.metrics.observeJob(name, outcome, seconds),
  });
  const service = createGameDayMailService({
    mails: createGameDayMailRepository(server.ctx.database.db),
    entitlements: services.entitlements,
    exports: services.exports,
    sports: services.sportsData,
    mailer,
    queue,
    logger: silentLogger,
    appUrl: server.url,
    appSecret: server.ctx.config.appSecret,
    now,
  });
  return { queue, service };
}
