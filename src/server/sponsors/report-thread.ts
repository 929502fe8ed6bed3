import type { Worker } from 'node:worker_threads';
import type { AppearanceLine } from '#server/sponsors/sponsor-appearance.repository.ts';
import { fontDir } from '#server/render/font-files.ts';
import { startTypedWorker } from '#server/workers/typed-worker.ts';
import type { Language } from '#shared/i18n/languages.ts';

/**
 * The thread that writes sponsor reports (report.worker.ts): started on the first report, idle
 * (unref'd) between reports, one job at a time in the order asked. A job that outlasts its
 * budget, or a thread that dies, fails that job only; a fresh thread takes the rest.
 */
export interface ReportJob {
  format: 'csv' | 'pdf';
  language: Language;
  lines: AppearanceLine[];
  club: string;
  crest: { bytes: Uint8Array; type: 'png' | 'jpeg' } | null;
  colour: string;
  from: string;
  to: string;
  /** The posts' small pictures (JPEG) by post key, for the PDF. */
  pictures: Record<string, Uint8Array>;
}

/** Far above the 0.5 s a report at its bounds takes (bench sponsor-report), under a busy machine. */
const REPORT_BUDGET_MS = 30_000;

interface Waiting {
  job: ReportJob;
  resolve: (body: string | Uint8Array) => void;
  reject: (error: Error) => void;
}

type Reply = { id: number; body: string | Uint8Array } | { id: number; error: string };

export function createReportThread() {
  let worker: Worker | null = null;
  let timer: NodeJS.Timeout | undefined;
  const queue = new Map<number, Waiting>();
  let nextId = 1;

  function fail(id: number, error: Error) {
    const waiting = queue.get(id);
    queue.delete(id);
    waiting?.reject(error);
  }

  function replace(error: Error) {
    const old = worker;
    worker = null;
    clearTimeout(timer);
    void old?.terminate();
    const first = queue.keys().next();
    if (!first.done) fail(first.value, error);
    sendNext();
  }

  function running(): Worker {
    if (worker) return worker;
    // The thread's bundle lies elsewhere than the sources: it is told where the fonts are.
    const started = startTypedWorker('sponsor-report', { workerData: { fontDir } });
    started.on('message', (reply: Reply) => {
      clearTimeout(timer);
      const waiting = queue.get(reply.id);
      queue.delete(reply.id);
      if (waiting) {
        if ('error' in reply) waiting.reject(new Error(`sponsor report failed: ${reply.error}`));
        else waiting.resolve(reply.body);
      }
      sendNext();
    });
    started.on('error', (error) => {
      if (worker === started) replace(error);
    });
    started.on('exit', () => {
      if (worker === started) replace(new Error('sponsor report thread ended'));
    });
    worker = started;
    return started;
  }

  /** Hands the oldest waiting job to the thread; idles it when there is none. */
  function sendNext() {
    const first = queue.entries().next();
    if (first.done) {
      worker?.unref();
      return;
    }
    const [id, waiting] = first.value;
    const thread = running();
    thread.ref();
    thread.postMessage({ id, job: waiting.job });
    timer = setTimeout(
      () => replace(new Error('sponsor report over its budget')),
      REPORT_BUDGET_MS,
    );
  }

  return {
    write(job: ReportJob): Promise<string | Uint8Array> {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        queue.set(id, { job, resolve, reject });
        if (queue.size === 1) sendNext();
      });
    },
    async close(): Promise<void> {
      const old = worker;
      worker = null;
      clearTimeout(timer);
      await old?.terminate();
    },
  };
}

export type ReportThread = ReturnType<typeof createReportThread>;
