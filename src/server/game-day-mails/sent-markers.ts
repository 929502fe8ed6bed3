import { unavailablePart } from '#server/health/unavailable.ts';
import type { Logger } from '#server/logging/logger.ts';

/**
 * The sent-markers of mails this process handed over (ADR 052). Once the outbox or the SMTP
 * server has a mail, its marker must be written, or a retry would not know the mail went out:
 * while the database does not answer, the marker is kept here and written again after a pause
 * that grows from `firstPauseMs` to `maxPauseMs`, for as long as the outage lasts, so it lands
 * within about `maxPauseMs` of the database's return. Another error is tried a few times more,
 * then thrown: the mail's intent stays recorded, and a retry resolves it. `stop` (shutdown) gives
 * up the markers still waiting the same way.
 */
export function createSentMarkers(deps: {
  write: (mailId: string, handedOffAt: Date) => Promise<unknown>;
  logger: Logger;
  firstPauseMs?: number;
  maxPauseMs?: number;
}) {
  const firstPauseMs = deps.firstPauseMs ?? 250;
  const maxPauseMs = deps.maxPauseMs ?? 2_000;
  const otherTries = 3;
  let waiting = 0;
  let stopped = false;
  const sleepers = new Set<() => void>();

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      sleepers.add(wake);
    });
  }

  return {
    /** Writes the marker of a mail just handed over; resolves once it is written. */
    async record(mailId: string, handedOffAt: Date): Promise<void> {
      let pauseMs = firstPauseMs;
      let others = 0;
      let kept = false;
      try {
        for (;;) {
          try {
            await deps.write(mailId, handedOffAt);
            if (kept) deps.logger.info('game-day mail: sent-marker written', { mail: mailId });
            return;
          } catch (error) {
            const outage = unavailablePart(error) === 'database';
            if (stopped || (!outage && ++others > otherTries)) throw error;
            if (!kept) {
              kept = true;
              waiting += 1;
              deps.logger.warn(
                'game-day mail handed over; its sent-marker waits for the database',
                {
                  mail: mailId,
                  error: error instanceof Error ? error.message : String(error),
                },
              );
            }
            await pause(pauseMs);
            pauseMs = Math.min(pauseMs * 2, maxPauseMs);
          }
        }
      } finally {
        if (kept) waiting -= 1;
      }
    },
    /** Markers kept in memory now (/api/metrics). */
    waiting: () => waiting,
    /** Gives up the markers still waiting (shutdown); each `record` rejects. */
    stop(): void {
      stopped = true;
      for (const wake of [...sleepers]) wake();
    },
  };
}

export type SentMarkers = ReturnType<typeof createSentMarkers>;
