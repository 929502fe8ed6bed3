import type { Logger } from '#server/logging/logger.ts';
import {
  GAME_DAY_MAIL_QUEUE,
  type GameDayMailService,
} from '#server/game-day-mails/game-day-mail.service.ts';
import type { JobQueue } from '#server/game-day-mails/job-queue.ts';

/**
 * Runs game-day mails in this process (every app process does): the job queue's worker and the
 * scheduler's round every `tickMs`, the first at start. A round that fails is logged and the
 * next one tries again. `observe` hears of each finished round (the rounds counter in /api/metrics).
 */
export function createGameDayMailRunner(deps: {
  service: GameDayMailService;
  queue: JobQueue;
  logger: Logger;
  tickMs: number;
  observe?: (outcome: 'done' | 'failed') => void;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  function round(): void {
    if (running) return;
    running = deps.service
      .tick()
      .then(
        () => deps.observe?.('done'),
        (error: unknown) => {
          deps.logger.warn('game-day mail round failed', {
            error: error instanceof Error ? error.message : String(error),
          });
          deps.observe?.('failed');
        },
      )
      .finally(() => (running = null));
  }

  return {
    async start(): Promise<void> {
      await deps.queue.start([GAME_DAY_MAIL_QUEUE]);
      await deps.service.startWorker();
      round();
      timer = setInterval(round, deps.tickMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      await deps.queue.stop();
      // Sent-markers still waiting for the database after the queue's grace are given up: their
      // mails' intents stay recorded, and a retry resolves them (ADR 052).
      deps.service.stop();
    },
  };
}

export type GameDayMailRunner = ReturnType<typeof createGameDayMailRunner>;
