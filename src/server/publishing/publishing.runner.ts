import type { JobQueue } from '#server/game-day-mails/job-queue.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { ChannelService } from '#server/publishing/channel.service.ts';
import { FAILURE_MAIL_QUEUE, type FailureMails } from '#server/publishing/failure-mails.ts';
import {
  GAME_DAY_PUBLISHING_QUEUE,
  type GameDayPublishingService,
} from '#server/publishing/game-day-publishing.service.ts';
import {
  PUBLICATION_QUEUE,
  type PublicationService,
} from '#server/publishing/publication.service.ts';
import type { Publisher } from '#server/publishing/publisher.ts';

/**
 * Publishing in this process (every app process runs it, like the game-day mails): the job
 * queue's publication worker and a round every `tickMs` that queues each target due (a job per
 * target and round, so processes ticking at once queue it once), refreshes Instagram tokens
 * near their end, and fails targets whose job the queue gave up without a word, and claims each game day's post
 * that is due (game-day publishing); and the workers of the failure mails and game-day posts. A failed round is logged; the next tries again.
 */
export function createPublishingRunner(deps: {
  publications: PublicationService;
  publisher: Publisher;
  channels: ChannelService;
  failureMails: FailureMails;
  gameDays: GameDayPublishingService;
  queue: JobQueue;
  logger: Logger;
  tickMs: number;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  function round(): void {
    if (running) return;
    running = Promise.all([
      deps.publications.queueDue(),
      deps.channels.refreshDue(),
      deps.publisher.settleAbandoned(),
      deps.gameDays.round(),
    ])
      .catch((error: unknown) =>
        deps.logger.warn('publishing round failed', {
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => (running = null));
  }

  return {
    async start(): Promise<void> {
      await deps.queue.start([PUBLICATION_QUEUE, FAILURE_MAIL_QUEUE, GAME_DAY_PUBLISHING_QUEUE]);
      await deps.publisher.startWorker();
      await deps.failureMails.startWorker();
      await deps.gameDays.startWorker();
      round();
      timer = setInterval(round, deps.tickMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      await deps.queue.stop();
    },
  };
}

export type PublishingRunner = ReturnType<typeof createPublishingRunner>;
