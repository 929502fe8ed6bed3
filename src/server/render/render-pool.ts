import { rm } from 'node:fs/promises';
import type { Worker } from 'node:worker_threads';
import { fontDir } from '#server/render/font-files.ts';
import type {
  FromThread,
  RenderJob,
  RenderThreadData,
  ToThread,
} from '#server/render/render-protocol.ts';
import { startTypedWorker } from '#server/workers/typed-worker.ts';

/**
 * The render threads (render.worker.ts, docs/export.md): at most `size`, each drawing one post
 * at a time from its layout to its file. A thread starts when a post needs it and ends after
 * `idleMs` without one, so an idle process holds none. A post still drawing at its deadline
 * (the render budget, ADR 022) is answered with RenderBudgetExceededError at once and its
 * thread is terminated (a resvg call runs on until it returns, nobody waits for it); the next
 * post gets a new thread.
 */
export class RenderBudgetExceededError extends Error {
  override name = 'RenderBudgetExceededError';
  /** @param stopped resolves once the thread has ended (it wrote nothing more). */
  constructor(readonly stopped: Promise<void> = Promise.resolve()) {
    super('the drawing ran past its render budget and was stopped');
  }
}

/** A post failed on its thread (its layout, drawing or encoding), or its thread ended. */
export class RenderFailedError extends Error {
  override name = 'RenderFailedError';
}

export type LaidOut = Extract<FromThread, { type: 'laid-out' }>;
export type Drawn = Extract<FromThread, { type: 'file' }>;
type Resources = Omit<Extract<ToThread, { type: 'resources' }>, 'type' | 'id'>;

/** What the main thread answers a laid-out post with; null when it is held (nothing to send). */
export type ResourcesFor = (laidOut: LaidOut) => Promise<Resources | null>;

interface Thread {
  worker: Worker;
  busy: boolean;
  idle: NodeJS.Timeout | null;
  /** Resolves once the thread has loaded its module: a post's budget starts then, not before. */
  ready: Promise<void>;
}

export class RenderPool {
  private readonly threads: Thread[] = [];
  private closed = false;
  /** Threads started, and of them ended at the render budget, since the start (tests, metrics). */
  readonly counts = { started: 0, stoppedAtBudget: 0 };

  constructor(
    readonly size: number,
    private readonly options: { idleMs: number; budgetMs: number; videoBudgetMs?: number },
  ) {}

  /** Threads running now. */
  get running(): number {
    return this.threads.length;
  }

  /**
   * Runs one post on a free thread. The caller holds a render slot (render-slots.ts), so there
   * is one: the slots are as many as the threads.
   */
  run(
    job: RenderJob,
    resourcesFor: ResourcesFor,
  ): Promise<{ laidOut: LaidOut; drawn: Drawn | null }> {
    if (this.closed) return Promise.reject(new RenderFailedError('the render threads are closed'));
    const thread = this.freeThread();
    thread.busy = true;
    if (thread.idle) clearTimeout(thread.idle);
    thread.idle = null;
    thread.worker.ref();
    return new Promise<{ laidOut: LaidOut; drawn: Drawn | null }>((resolve, reject) => {
      let laidOut: LaidOut | null = null;
      let settled = false;
      const finish = (error: Error | null, drawn: Drawn | null = null) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        thread.worker.off('message', onMessage);
        thread.worker.off('exit', onExit);
        if (error) reject(error);
        else resolve({ laidOut: laidOut as LaidOut, drawn });
      };
      /** A video's encoder (post-video.ts): stopped with its thread at the budget. */
      let encoder: { pid: number; dir: string } | null = null;
      const onMessage = (message: FromThread | { type: 'ready' }) => {
        if (message.type === 'ready' || message.id !== job.id) return;
        if (message.type === 'encoder') {
          encoder = { pid: message.pid, dir: message.dir };
          return;
        }
        if (message.type === 'laid-out') {
          laidOut = message;
          resourcesFor(message).then(
            (resources) => {
              if (resources === null) {
                this.release(thread);
                finish(null);
                return;
              }
              thread.worker.postMessage({
                type: 'resources',
                id: job.id,
                ...resources,
              } satisfies ToThread);
              if (resources.skip) {
                this.release(thread);
                finish(null);
              }
            },
            (error: unknown) => {
              // The thread waits for resources that never come: it ends the job unanswered.
              thread.worker.postMessage({
                type: 'resources',
                id: job.id,
                skip: true,
                images: [],
              } satisfies ToThread);
              this.release(thread);
              finish(error instanceof Error ? error : new Error(String(error)));
            },
          );
        } else if (message.type === 'file') {
          this.release(thread);
          finish(null, message);
        } else {
          this.release(thread);
          const error = new RenderFailedError(message.error);
          if (message.background) error.cause = 'background';
          finish(error);
        }
      };
      const onExit = (code: number) => {
        finish(new RenderFailedError(`the render thread ended (exit code ${code})`));
        // A video's encoder outlives its thread (the pool closing, a crash): it is stopped here.
        if (encoder) stopEncoder(encoder);
      };
      let deadline: NodeJS.Timeout | undefined;
      void thread.ready.then(() => {
        if (settled) return;
        deadline = setTimeout(() => {
          this.counts.stoppedAtBudget += 1;
          this.remove(thread);
          const stopped = thread.worker.terminate().then(
            () => undefined,
            () => undefined,
          );
          finish(new RenderBudgetExceededError(stopped));
          if (encoder) stopEncoder(encoder);
          // Its replacement starts now, so the next post does not wait for a thread to load;
          // unused, it ends when idle like any other.
          if (!this.closed && this.threads.length < this.size) this.release(this.spawn());
        }, this.budgetOf(job));
      });
      thread.worker.on('message', onMessage);
      thread.worker.on('exit', onExit);
      thread.worker.postMessage({ type: 'job', job } satisfies ToThread);
    });
  }

  /** How long a job may draw: a video has its own, longer budget (ADR 063). */
  private budgetOf(job: RenderJob): number {
    return job.fileType === 'mp4'
      ? (this.options.videoBudgetMs ?? this.options.budgetMs)
      : this.options.budgetMs;
  }

  /** Ends every thread; posts still drawing fail. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.threads.splice(0).map((thread) => this.end(thread)));
  }

  private freeThread(): Thread {
    const free = this.threads.find((thread) => !thread.busy);
    if (free) return free;
    if (this.threads.length >= this.size) {
      throw new RenderFailedError('no render thread is free');
    }
    return this.spawn();
  }

  private spawn(): Thread {
    const workerData: RenderThreadData = { fontDir };
    const worker = startTypedWorker('render', { workerData });
    worker.unref();
    const ready = new Promise<void>((resolve) => {
      const onReady = (message: FromThread | { type: 'ready' }) => {
        if (message.type !== 'ready') return;
        worker.off('message', onReady);
        resolve();
      };
      worker.on('message', onReady);
      worker.once('exit', () => resolve());
    });
    const thread: Thread = { worker, busy: false, idle: null, ready };
    this.counts.started += 1;
    this.threads.push(thread);
    // A thread that ends by itself (an error outside a post) leaves the pool.
    worker.on('exit', () => this.remove(thread));
    worker.on('error', () => this.remove(thread));
    return thread;
  }

  private release(thread: Thread): void {
    thread.busy = false;
    if (!this.threads.includes(thread)) return;
    thread.worker.unref();
    thread.idle = setTimeout(() => {
      if (thread.busy) return;
      this.remove(thread);
      void this.end(thread);
    }, this.options.idleMs);
    thread.idle.unref();
  }

  private remove(thread: Thread): void {
    if (thread.idle) clearTimeout(thread.idle);
    const index = this.threads.indexOf(thread);
    if (index !== -1) this.threads.splice(index, 1);
  }

  private async end(thread: Thread): Promise<void> {
    if (thread.idle) clearTimeout(thread.idle);
    await thread.worker.terminate().catch(() => {});
  }
}

/**
 * Stops a video's encoder whose thread was stopped at the budget: a terminated thread cannot
 * end the child process it started, nor remove its folder.
 */
function stopEncoder(encoder: { pid: number; dir: string }): void {
  try {
    process.kill(encoder.pid, 'SIGKILL');
  } catch {
    // It has ended already.
  }
  // Its folder goes once it has ended (a dying encoder may still write a file there), or after
  // two seconds (an ended child nobody reaps still answers signal 0).
  const until = Date.now() + 2_000;
  const remove = () => {
    let running = true;
    try {
      process.kill(encoder.pid, 0);
    } catch {
      running = false;
    }
    if (running && Date.now() < until) {
      setTimeout(remove, 50).unref();
      return;
    }
    void rm(encoder.dir, { recursive: true, force: true, maxRetries: 3 }).catch(() => {});
  };
  remove();
}
