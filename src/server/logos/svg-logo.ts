import type { Worker } from 'node:worker_threads';
import { renderAsync } from '@resvg/resvg-js';
import { AppError } from '#server/http/app-error.ts';
import type { SvgLogoCleaning } from '#server/logos/svg-logo-cleaning.ts';
import { startTypedWorker } from '#server/workers/typed-worker.ts';

/**
 * An SVG logo (a club's crest is often one) made safe to keep and to draw. The file is cleaned
 * on a worker thread (svg-logo-cleaning.ts: the shared XML reader and sanitiser, bounded in
 * bytes, elements and path data), then drawn once by resvg off the main thread to prove it
 * draws and draws fast. The stored file is the cleaned SVG; posts draw it from its vectors at
 * the size they show it (render/image-resolver.ts).
 */
export interface CleanedSvgLogo {
  contentType: 'image/svg+xml';
  extension: 'svg';
  data: Buffer;
  /** The logo's own size (from width/height or the viewBox), in CSS pixels. */
  width: number;
  height: number;
}

/** A cleaning that takes longer is stopped: the file is refused as too complex. */
const cleaningBudgetMs = 5000;
/** A trial drawing slower than this means every post with the logo would be slow. */
const drawingBudgetMs = 400;
const trialWidth = 512;

interface Pending {
  resolve(result: SvgLogoCleaning): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** One cleaning thread, started on the first SVG upload, idle (unref'd) between uploads. */
class SvgCleaningThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  clean(bytes: Uint8Array): Promise<SvgLogoCleaning> {
    const worker = this.running();
    const id = this.nextId++;
    return new Promise<SvgLogoCleaning>((resolve, reject) => {
      const timer = setTimeout(() => {
        // A file that keeps the thread busy this long is refused; a fresh thread takes over.
        this.stop(new Error('svg cleaning over its budget'));
      }, cleaningBudgetMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.ref();
      worker.postMessage({ id, bytes });
    });
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const worker = startTypedWorker('svg-logo');
    worker.on('message', ({ id, result }: { id: number; result: SvgLogoCleaning }) => {
      const waiting = this.pending.get(id);
      if (!waiting) return;
      this.pending.delete(id);
      clearTimeout(waiting.timer);
      waiting.resolve(result);
      if (this.pending.size === 0) worker.unref();
    });
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.stop(new Error('svg cleaning thread ended'));
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private stop(error: Error): void {
    const worker = this.worker;
    this.worker = null;
    for (const waiting of this.pending.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
    this.pending.clear();
    void worker?.terminate();
  }
}

const thread = new SvgCleaningThread();

export async function cleanSvgLogo(bytes: Uint8Array): Promise<CleanedSvgLogo> {
  let cleaning: SvgLogoCleaning;
  try {
    cleaning = await thread.clean(bytes);
  } catch {
    throw AppError.of(400, 'LOGO_SVG_TOO_COMPLEX');
  }
  if (!cleaning.ok) throw AppError.of(400, cleaning.code);

  const started = performance.now();
  try {
    const drawn = await renderAsync(cleaning.svg, {
      fitTo: { mode: 'width', value: trialWidth },
      font: { loadSystemFonts: false },
    });
    if (drawn.width < 1 || drawn.height < 1) throw AppError.of(400, 'IMAGE_UNREADABLE');
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw AppError.of(400, 'IMAGE_UNREADABLE');
  }
  if (performance.now() - started > drawingBudgetMs) throw AppError.of(400, 'LOGO_SVG_TOO_COMPLEX');

  return {
    contentType: 'image/svg+xml',
    extension: 'svg',
    data: Buffer.from(cleaning.svg, 'utf8'),
    width: Math.round(cleaning.width),
    height: Math.round(cleaning.height),
  };
}
