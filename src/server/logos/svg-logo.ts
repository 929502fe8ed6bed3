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
  bytes: Uint8Array;
  drawSide: number;
  resolve(result: SvgLogoCleaning): void;
  reject(error: Error): void;
  /** Set while the thread works on it. */
  timer?: NodeJS.Timeout;
}

/**
 * One cleaning thread, started on the first SVG, idle (unref'd) between SVGs. Uploads and
 * exports share it, and it takes their SVGs in turn: each one's budget runs from when the thread
 * starts on it (not while it starts up or works on the ones before), and when one is stopped or
 * ends the thread, only that one is refused; a fresh thread takes the others.
 */
class SvgCleaningThread {
  private worker: Worker | null = null;
  private online = false;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  clean(bytes: Uint8Array, drawSide: number): Promise<SvgLogoCleaning> {
    const id = this.nextId++;
    return new Promise<SvgLogoCleaning>((resolve, reject) => {
      this.pending.set(id, { bytes, drawSide, resolve, reject });
      this.post(id, bytes, drawSide);
    });
  }

  private post(id: number, bytes: Uint8Array, drawSide: number): void {
    const worker = this.running();
    worker.ref();
    worker.postMessage({ id, bytes, drawSide });
    this.timeFirst();
  }

  /** The budget of the SVG the thread works on now: the oldest one waiting. */
  private timeFirst(): void {
    const first = this.pending.values().next().value;
    if (!this.online || !first || first.timer) return;
    first.timer = setTimeout(() => {
      // A file that keeps the thread busy this long is refused; a fresh thread takes over.
      this.replace(new Error('svg cleaning over its budget'));
    }, cleaningBudgetMs);
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const worker = startTypedWorker('svg-logo');
    this.online = false;
    type Reply = { ready: true } | { id: number; result: SvgLogoCleaning };
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        // Loaded (under load that alone can take a second): budgets run from here.
        this.online = true;
        this.timeFirst();
        return;
      }
      const { id, result } = reply;
      const waiting = this.pending.get(id);
      if (!waiting) return;
      this.pending.delete(id);
      clearTimeout(waiting.timer);
      waiting.resolve(result);
      if (this.pending.size === 0) worker.unref();
      this.timeFirst();
    });
    worker.on('error', (error) => {
      if (this.worker === worker) this.replace(error);
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.replace(new Error('svg cleaning thread ended'));
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }

  /** Refuses the SVG the thread was on, ends the thread and hands the others to a new one. */
  private replace(error: Error): void {
    const worker = this.worker;
    this.worker = null;
    this.online = false;
    void worker?.terminate();
    const [first] = this.pending;
    if (!first) return;
    const [firstId, stopped] = first;
    clearTimeout(stopped.timer);
    this.pending.delete(firstId);
    stopped.reject(error);
    for (const [id, waiting] of this.pending) this.post(id, waiting.bytes, waiting.drawSide);
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
