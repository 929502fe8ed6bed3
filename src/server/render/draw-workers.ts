import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import { startTypedWorker } from '#server/workers/typed-worker.ts';

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

/** A drawing as posted to a thread (draw.worker.ts). */
export interface DrawRequest {
  id: number;
  svg: string;
  options: ResvgRenderOptions;
}

/** A thread's answer: the pixels, or why there are none. */
export interface DrawReply {
  id: number;
  width?: number;
  height?: number;
  pixels?: ArrayBuffer;
  error?: string;
}

interface Task {
  id: number;
  svg: string;
  options: DrawOptions;
  /** performance.now() after which the task is stopped. */
  deadline: number;
  resolve: (image: DrawnImage) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

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

  private closed = false;

  constructor(readonly size: number) {}

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
  draw(svg: string, options: DrawOptions, deadline = Infinity): Promise<DrawnImage> {
    if (this.closed) return Promise.reject(new Error('the drawing threads are closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, svg, options, deadline, resolve, reject });
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
      thread.worker.postMessage({ id: task.id, svg: task.svg, options: task.options });
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
      if (reply.pixels && reply.width !== undefined && reply.height !== undefined) {
        task.resolve({
          width: reply.width,
          height: reply.height,
          pixels: Buffer.from(reply.pixels),
        });
      } else task.reject(new Error(`drawing failed: ${reply.error ?? 'no pixels'}`));
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
