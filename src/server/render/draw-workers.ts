import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import type { DrawSvg } from '#server/render/shared-svg.ts';
import { startTypedWorker } from '#server/workers/typed-worker.ts';

export type { DrawSvg, SharedSvg } from '#server/render/shared-svg.ts';

/**
 * resvg off the main thread, on worker threads that can be stopped (ADR 022). Each task is one
 * SVG (a band of a layer) drawn with resvg's synchronous `render()`; its pixels come back as a
 * transferred buffer, without a copy. Every task carries the deadline of the post it belongs to:
 * a task still queued at its deadline is refused, and one still drawing is stopped: its worker
 * is terminated and a fresh one takes its place at once, so the next task never waits for it.
 *
 * `Worker.terminate()` stops a thread's JavaScript; a thread inside one resvg call ends when that
 * call returns (measured: the outside probe's band ran on for 20 s). The answer and the pool do
 * not wait for it, and the template cost model (template-cost.ts) keeps such calls from being
 * asked for at all.
 */
export class RenderBudgetExceededError extends Error {
  override name = 'RenderBudgetExceededError';
  constructor(readonly budgetMs?: number) {
    super('the drawing ran past its render budget and was stopped');
  }
}

export interface DrawnImage {
  width: number;
  height: number;
  /** Premultiplied RGBA, as resvg gives it. */
  pixels: Buffer;
}

/** resvg's options as `new Resvg(svg, options)` takes them (plain data: sent to a thread). */
export type DrawOptions = ResvgRenderOptions;

/**
 * Where a thread lays its drawing itself (ADR 034): over `rows` rows of an opaque RGBA picture in
 * shared memory from `byteOffset` on, with what lies under it read from `under` (compositeOver in
 * composite.ts). The pixels then never come back to the main thread; the answer is one flag per
 * row, 1 where the drawing has a pixel.
 */
export interface CompositeTarget {
  pixels: SharedArrayBuffer;
  byteOffset: number;
  /**
   * What lies under the drawing. With `key` (ADR 036: the prepared background's identity and
   * the band's place in it), the thread keeps the composited rows by the drawing and that name,
   * and lays them again for the same drawing over the same pixels without drawing.
   */
  under: { pixels: SharedArrayBuffer; byteOffset: number; key?: string } | null;
}

/** A drawing as posted to a thread (draw.worker.ts). */
export interface DrawRequest {
  id: number;
  svg: DrawSvg;
  options: ResvgRenderOptions;
  composite?: CompositeTarget;
  /** Bytes of composited bands the thread may keep (ADR 036); none without it. */
  keepBytes?: number;
}

/** A thread's answer: the pixels (or with `composite`, the inked rows), or why there are none. */
export interface DrawReply {
  id: number;
  width?: number;
  height?: number;
  pixels?: ArrayBuffer;
  inked?: Uint8Array;
  /** The composited rows were kept from the same drawing over the same pixels: not drawn again. */
  reused?: boolean;
  /**
   * With `under.key`: what the composited rows are made of (ADR 039), a SHA-256 of the drawing,
   * its options and the name of the pixels under it. Equal names, equal rows.
   */
  name?: string;
  error?: string;
}

/** A drawing laid over its target by the thread: its size and the rows it has a pixel in. */
export interface CompositedImage {
  width: number;
  height: number;
  inked: Uint8Array;
  /** What its rows are made of, when the target named what lies under it (DrawReply.name). */
  name?: string;
}

interface Task {
  id: number;
  svg: DrawSvg;
  options: DrawOptions;
  composite?: CompositeTarget;
  /** performance.now() after which the task is stopped. */
  deadline: number;
  resolve: (reply: DrawReply) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Bytes of composited bands each drawing thread keeps by default (ADR 036): the overlay of a
 * few 4:5 posts at 2x, each kept by the thread that drew it.
 */
export const DEFAULT_DRAW_KEEP_BYTES = 32 * 1024 * 1024;

/** Threads for drawing, at most this many (one per core otherwise, at least two). */
export const MAX_DRAW_WORKERS = 4;

export class DrawWorkers {
  private readonly threads: Thread[] = [];
  private readonly queue: Task[] = [];
  private nextId = 0;
  /** Tasks refused or stopped at their deadline since the start, for tests and logs. */
  overBudget = 0;
  /** Of them, threads terminated while drawing. */
  terminated = 0;
  /**
   * Drawings laid over their target by a thread (drawOver), of them laid from a thread's kept
   * bands without drawing (`reused`, ADR 036), and pixel bytes sent back (draw).
   */
  readonly handed = { composited: 0, reused: 0, pixelBytes: 0 };

  private closed = false;
  /** Bytes of composited bands each thread keeps. */
  readonly keepBytes: number;

  constructor(
    readonly size: number,
    options: { keepBytes?: number } = {},
  ) {
    this.keepBytes = Math.max(0, options.keepBytes ?? DEFAULT_DRAW_KEEP_BYTES);
  }

  /** Threads running now (they start on first use). */
  get running(): number {
    return this.threads.length;
  }

  /** Ends every thread (shutdown); drawings still queued or running are refused. */
  async close(): Promise<void> {
    this.closed = true;
    const closing = new Error('the drawing threads are closed');
    for (const task of this.queue.splice(0)) task.reject(closing);
    const threads = this.threads.splice(0);
    await Promise.all(
      threads.map(async (thread) => {
        if (thread.timer) clearTimeout(thread.timer);
        thread.task?.reject(closing);
        await thread.worker.terminate();
      }),
    );
  }

  /** Draws an SVG before `deadline` (performance.now() time) or rejects with RenderBudgetExceededError. */
  async draw(svg: DrawSvg, options: DrawOptions, deadline = Infinity): Promise<DrawnImage> {
    const reply = await this.task(svg, options, deadline);
    if (reply.pixels && reply.width !== undefined && reply.height !== undefined) {
      this.handed.pixelBytes += reply.pixels.byteLength;
      return { width: reply.width, height: reply.height, pixels: Buffer.from(reply.pixels) };
    }
    throw new Error(`drawing failed: ${reply.error ?? 'no pixels'}`);
  }

  /**
   * Draws an SVG and lays it over `composite` on the thread (ADR 034): the compositing runs off
   * the main thread and the pixels are never sent back. A thread stopped at the deadline is
   * terminated before it returns to JavaScript, so it writes nothing into the target after the
   * refusal.
   */
  async drawOver(
    svg: DrawSvg,
    options: DrawOptions,
    composite: CompositeTarget,
    deadline = Infinity,
  ): Promise<CompositedImage> {
    const reply = await this.task(svg, options, deadline, composite);
    if (reply.inked && reply.width !== undefined && reply.height !== undefined) {
      this.handed.composited += 1;
      if (reply.reused) this.handed.reused += 1;
      const { width, height, inked, name } = reply;
      return name === undefined ? { width, height, inked } : { width, height, inked, name };
    }
    throw new Error(`drawing failed: ${reply.error ?? 'nothing composited'}`);
  }

  private task(
    svg: DrawSvg,
    options: DrawOptions,
    deadline: number,
    composite?: CompositeTarget,
  ): Promise<DrawReply> {
    if (this.closed) return Promise.reject(new Error('the drawing threads are closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, svg, options, composite, deadline, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const thread = this.idleThread();
      if (!thread) return;
      const task = this.queue.shift() as Task;
      const left = task.deadline - performance.now();
      if (left <= 0) {
        this.overBudget += 1;
        task.reject(new RenderBudgetExceededError());
        continue;
      }
      thread.task = task;
      thread.worker.ref();
      if (Number.isFinite(left)) {
        thread.timer = setTimeout(() => this.stop(thread), Math.ceil(left));
      }
      const request: DrawRequest = { id: task.id, svg: task.svg, options: task.options };
      if (task.composite) {
        request.composite = task.composite;
        if (task.composite.under?.key && this.keepBytes > 0) request.keepBytes = this.keepBytes;
      }
      thread.worker.postMessage(request);
    }
  }

  private idleThread(): Thread | null {
    const idle = this.threads.find((thread) => thread.task === null);
    if (idle) return idle;
    return this.threads.length < this.size ? this.spawn() : null;
  }

  private spawn(): Thread {
    const worker = startTypedWorker('draw');
    worker.unref();
    const thread: Thread = { worker, task: null, timer: null };
    this.threads.push(thread);
    worker.on('message', (reply: DrawReply) => {
      const task = thread.task;
      if (!task || task.id !== reply.id) return;
      this.finish(thread);
      task.resolve(reply);
      this.pump();
    });
    const lost = (error: Error) => {
      if (!this.threads.includes(thread)) return;
      this.remove(thread);
      thread.task?.reject(error);
      this.pump();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`drawing worker exited with code ${code}`)));
    return thread;
  }

  private finish(thread: Thread): void {
    if (thread.timer) clearTimeout(thread.timer);
    thread.timer = null;
    thread.task = null;
    thread.worker.unref();
  }

  private remove(thread: Thread): void {
    if (thread.timer) clearTimeout(thread.timer);
    const index = this.threads.indexOf(thread);
    if (index !== -1) this.threads.splice(index, 1);
  }

  /** The thread's task ran past its deadline: answer now, end the thread, start another. */
  private stop(thread: Thread): void {
    const task = thread.task;
    this.remove(thread);
    this.overBudget += 1;
    this.terminated += 1;
    thread.worker.removeAllListeners('message');
    // The thread ends once its current resvg call returns; nobody waits for that.
    thread.worker.on('error', () => {});
    void thread.worker.terminate().catch(() => {});
    thread.worker.unref();
    task?.reject(new RenderBudgetExceededError());
    // The replacement starts now, so the next task does not pay for its start.
    if (this.threads.length < this.size && !this.closed) this.spawn();
    this.pump();
  }
}

/** The drawing threads when none are configured: one per core, at least two, at most MAX_DRAW_WORKERS. */
export function defaultDrawThreads(): number {
  return Math.min(MAX_DRAW_WORKERS, Math.max(2, availableParallelism()));
}
