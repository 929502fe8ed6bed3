import { unavailablePart } from '#server/health/unavailable.ts';
import type { Logger } from '#server/logging/logger.ts';

/**
 * What reaches the process with nobody to handle it (ADR 052): a promise that rejected and that
 * nobody awaited or caught, and an exception thrown out of a callback. Node ends the process on
 * either; one such rejection from a library during a 3-second database outage ended every app
 * process at once. Here each is logged as one structured line and counted
 * (`matchpost_process_faults_total{kind,cause}`), by its cause: `outage` (a part the app depends
 * on did not answer: the database, the file storage, the mail server, a federation) or `defect`
 * (anything else: a fault of our code or a library's).
 *
 * - A rejection never ends the process. The async code that made it has already run its
 *   `finally` blocks (slots released, files closed), so nothing is left half-done; only its
 *   answer was dropped. Ending the process for it would cut every request, export and mail
 *   hand-off in flight, and a fault that comes back with a job's retry would end every process
 *   in turn. A defect is still a defect: the count is what an alert watches.
 * - An exception thrown out of a callback stopped that callback halfway, with whatever it was
 *   changing (a counter, a queue, a stream) half changed, and nothing outside can tell what. One
 *   from an outage (an 'error' event of a connection that went away, which its library drops)
 *   leaves only that connection behind, and the process goes on. A defect ends the process:
 *   `exit` is called once, which closes it gracefully (readiness off, requests finish) and exits
 *   with 1, for the orchestrator to start a fresh one; the other processes and the job queue's
 *   leases carry the work meanwhile.
 */
export type FaultKind = 'rejection' | 'exception';
export type FaultCause = 'outage' | 'defect';

/** nodemailer's codes for a mail server that could not be reached or stopped answering. */
const mailOutageCodes = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS']);

/** Whether an error means that a part the app depends on did not answer. */
export function faultCause(error: unknown): FaultCause {
  if (unavailablePart(error) !== null) return 'outage';
  if (typeof error === 'object' && error !== null) {
    const { code, name } = error as { code?: unknown; name?: unknown };
    if (typeof code === 'string' && mailOutageCodes.has(code)) return 'outage';
    // fetch's own time limit (AbortSignal.timeout) on a federation or another upstream.
    if (name === 'TimeoutError') return 'outage';
  }
  return 'defect';
}

const counts = new Map<`${FaultKind}:${FaultCause}`, number>();

/** The faults counted in this process so far, by kind and cause (every pair, zero included). */
export function processFaultCounts(): { kind: FaultKind; cause: FaultCause; count: number }[] {
  const all: { kind: FaultKind; cause: FaultCause; count: number }[] = [];
  for (const kind of ['rejection', 'exception'] as const) {
    for (const cause of ['outage', 'defect'] as const) {
      all.push({ kind, cause, count: counts.get(`${kind}:${cause}`) ?? 0 });
    }
  }
  return all;
}

function count(kind: FaultKind, cause: FaultCause): void {
  counts.set(`${kind}:${cause}`, (counts.get(`${kind}:${cause}`) ?? 0) + 1);
}

/**
 * Installs the process's handlers (main.ts, once). `exit` is called for the first exception
 * that is a defect; later ones are logged and counted while it closes.
 */
export function handleProcessFaults(deps: { logger: Logger; exit: (error: unknown) => void }) {
  let exiting = false;
  const onRejection = (reason: unknown) => {
    const cause = faultCause(reason);
    count('rejection', cause);
    deps.logger.error('unhandled rejection', { cause, exits: false, error: reason });
  };
  const onException = (error: Error, origin: string) => {
    const cause = faultCause(error);
    count('exception', cause);
    const exits = cause === 'defect';
    deps.logger.error('uncaught exception', { cause, origin, exits, error });
    if (exits && !exiting) {
      exiting = true;
      deps.exit(error);
    }
  };
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}
