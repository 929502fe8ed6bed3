import type { Worker } from 'node:worker_threads';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { AppError } from '#server/http/app-error.ts';
import type { SizedSvg, SvgLogoCleaning, SvgLogoRefusal } from '#server/logos/svg-logo-cleaning.ts';
import { fontPaths } from '#server/render/font-files.ts';
import { startTypedWorker } from '#server/workers/typed-worker.ts';
import { LOGO_SVG_MAX_BYTES } from '#shared/logos/logo.schema.ts';

/**
 * An SVG logo (a club's crest is often one) made safe to keep and to draw. The file is cleaned
 * on a worker thread (svg-logo-cleaning.ts: the shared XML reader and sanitiser, bounded in
 * bytes, elements, path data, aspect and drawing cost), then drawn once by resvg off the main
 * thread, fitted into 512x512 px, to prove it draws and draws fast. The stored file is the
 * cleaned SVG; posts draw it from its vectors at the size they show it, cleaned and checked the
 * same way before each drawing (`svgForDrawing`, used by render/image-resolver.ts).
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
/**
 * A trial drawing slower than this means the estimate missed something (svg-logo-cost.ts bounds
 * the drawing before it starts; the largest drawing it takes costs about 600 ms, this one a
 * sixteenth of its pixels): the logo is refused. Generous, since it is measured on a machine
 * that may be busy: under a load of 27 on two cores a rich crest's trial took 140-450 ms.
 */
const drawingBudgetMs = 2000;
/** The trial drawing fits the logo into a square of this many pixels. */
const trialSide = 512;

/**
 * How resvg draws an SVG logo, in the trial and in posts: at the size its cleaned root declares
 * (set by the cleaning to fit the square asked for), with the fonts a post has.
 */
export const svgLogoDrawOptions: ResvgRenderOptions = {
  fitTo: { mode: 'original' },
  font: {
    loadSystemFonts: false,
    fontFiles: fontPaths(['bebas-neue-400.ttf', 'arimo-400.ttf', 'arimo-700.ttf']),
    defaultFontFamily: 'Arimo',
  },
  logLevel: 'off',
};

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

  clean(bytes: Uint8Array, drawSide: number): Promise<SvgLogoCleaning> {
    const worker = this.running();
    const id = this.nextId++;
    return new Promise<SvgLogoCleaning>((resolve, reject) => {
      const timer = setTimeout(() => {
        // A file that keeps the thread busy this long is refused; a fresh thread takes over.
        this.stop(new Error('svg cleaning over its budget'));
      }, cleaningBudgetMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.ref();
      worker.postMessage({ id, bytes, drawSide });
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

/** An SVG that may not be drawn, with the catalogue code the upload refuses it with. */
export class SvgRefusedError extends Error {
  override name = 'SvgRefusedError';
  constructor(readonly code: SvgLogoRefusal) {
    super(`svg refused: ${code}`);
  }
}

/** Cleaned and checked on the thread, sized to fit `side`; refused with SvgRefusedError. */
async function cleaned(bytes: Uint8Array, side: number): Promise<SizedSvg & { stored: SizedSvg }> {
  if (bytes.byteLength > LOGO_SVG_MAX_BYTES) throw new SvgRefusedError('LOGO_SVG_TOO_COMPLEX');
  let cleaning: SvgLogoCleaning;
  try {
    cleaning = await thread.clean(bytes, side);
  } catch {
    throw new SvgRefusedError('LOGO_SVG_TOO_COMPLEX');
  }
  if (!cleaning.ok) throw new SvgRefusedError(cleaning.code);
  const { drawn, ok: _ok, ...stored } = cleaning;
  if (!drawn) throw new Error('svg cleaning gave no drawing size');
  return { ...drawn, stored };
}

/**
 * An SVG (a stored logo, a crest, a federation's logo) cleaned and checked as an upload is, as
 * the text resvg draws at most `side` pixels on its long side (svgLogoDrawOptions). Refused
 * (SvgRefusedError) when the upload would refuse it: a logo stored before a rule is left out.
 */
export async function svgForDrawing(bytes: Uint8Array, side: number): Promise<SizedSvg> {
  const { stored: _stored, ...drawn } = await cleaned(bytes, side);
  return drawn;
}

export async function cleanSvgLogo(bytes: Uint8Array): Promise<CleanedSvgLogo> {
  let trial: SizedSvg & { stored: SizedSvg };
  try {
    trial = await cleaned(bytes, trialSide);
  } catch (error) {
    throw error instanceof SvgRefusedError ? AppError.of(400, error.code) : error;
  }
  const started = performance.now();
  try {
    const drawn = await renderAsync(trial.svg, svgLogoDrawOptions);
    if (drawn.width < 1 || drawn.height < 1) throw AppError.of(400, 'IMAGE_UNREADABLE');
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw AppError.of(400, 'IMAGE_UNREADABLE');
  }
  if (performance.now() - started > drawingBudgetMs) throw AppError.of(400, 'LOGO_SVG_TOO_COSTLY');

  return {
    contentType: 'image/svg+xml',
    extension: 'svg',
    data: Buffer.from(trial.stored.svg, 'utf8'),
    width: Math.round(trial.stored.width),
    height: Math.round(trial.stored.height),
  };
}
