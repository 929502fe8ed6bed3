import { getPriority, setPriority } from 'node:os';
import { parentPort, type MessagePort } from 'node:worker_threads';

/**
 * How many steps of the operating system's priority (nice) a worker thread runs below the thread
 * that answers requests (ADR 044). Drawing, encoding and cleaning uploads are bulk work: on a
 * busy machine the scheduler gives the cores to the main thread first, so a request that needs a
 * few milliseconds of it (a health check, a cached games query, the next export's checks) is not
 * kept waiting behind a band being drawn; the workers still get every core the main thread leaves
 * idle, so an export is not slower on a machine with room.
 */
export const workerNiceSteps = 10;

/** The highest nice value (lowest priority) on Linux. */
const lowestPriority = 19;

/**
 * Called first thing by every worker thread's module (draw, layout, PNG band, SVG logo), through
 * workerPortBelowMainThread: lowers its priority by `workerNiceSteps` from the priority it was
 * started with. On Linux the nice value belongs to each thread, so only this thread is lowered;
 * elsewhere it would lower the whole process, main thread included, so there it does nothing. A
 * system that refuses (a limit on the nice value) leaves the thread as it was: the work is the
 * same, only its turn on the cores.
 */
export function runBelowMainThread(): void {
  if (process.platform !== 'linux') return;
  try {
    setPriority(Math.min(lowestPriority, getPriority() + workerNiceSteps));
  } catch {
    // Refused: the thread keeps the main thread's priority.
  }
}

/**
 * The first line of every worker thread's module: its port to the thread that started it, once
 * this thread runs below the main thread. `name` says which module was loaded outside a worker.
 */
export function workerPortBelowMainThread(name: string): MessagePort {
  if (!parentPort) throw new Error(`${name} runs as a worker thread`);
  runBelowMainThread();
  return parentPort;
}
