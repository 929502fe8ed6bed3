import type { Worker } from 'node:worker_threads';
import { KeptBands } from '#server/render/kept-bands.ts';
import type {
  BandReply,
  BandResult,
  BandTask,
  BandWorkerData,
} from '#server/render/png-band-protocol.ts';
import { startTypedWorker } from '#server/workers/typed-worker.ts';

/**
 * The PNG encoder's band threads (ADR 017) and the bands it keeps itself. Built once per process
 * at the composition root (src/server/services.ts), sized and bounded by the configuration, and
 * closed on shutdown.
 */
interface Pending {
  resolve: (result: BandResult) => void;
  reject: (error: Error) => void;
}

/** One worker thread and the bands it has been given, by message id. */
interface Lane {
  worker: Worker | null;
  pending: Map<number, Pending>;
  nextId: number;
}

/**
 * Worker threads (png-band.worker.ts), started on first use. Band `i` of every picture goes to
 * worker `i mod n`, so the same rows meet the same worker's cache. A band is posted as soon as
 * it is ready: the worker's message queue holds the bands it has not started, so it never waits
 * for the main thread between two bands (the main thread is often compositing then). A worker
 * is ref'd only while it has bands: an idle one never holds a process open, a busy one makes it
 * wait for its PNG.
 */
export class BandThreads {
  private readonly lanes: Lane[];
  private closed = false;

  constructor(
    size: number,
    /** Bytes of encoded bands all threads together keep. */
    private readonly cacheBytes: number,
  ) {
    this.lanes = Array.from({ length: size }, () => ({
      worker: null,
      pending: new Map(),
      nextId: 0,
    }));
  }

  get size(): number {
    return this.lanes.length;
  }

  /** Threads running now (they start on first use). */
  get running(): number {
    return this.lanes.filter((lane) => lane.worker !== null).length;
  }

  encode(task: BandTask, band: number): Promise<BandResult> {
    if (this.closed) return Promise.reject(new Error('the PNG band threads are closed'));
    const lane = this.lanes[band % this.lanes.length] as Lane;
    return new Promise((resolve, reject) => {
      const worker = lane.worker ?? this.spawn(lane);
      const id = lane.nextId++;
      lane.pending.set(id, { resolve, reject });
      if (lane.pending.size === 1) worker.ref();
      worker.postMessage({ id, task });
    });
  }

  /** Ends every thread; bands still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(
      this.lanes.map(async (lane) => {
        const worker = lane.worker;
        if (!worker) return;
        this.lose(lane, worker, new Error('the PNG band threads are closed'));
        await worker.terminate();
      }),
    );
  }

  private spawn(lane: Lane): Worker {
    const workerData: BandWorkerData = { cacheBytes: this.cacheBytes / this.lanes.length };
    const worker = startTypedWorker('png-band', { workerData });
    lane.worker = worker;
    worker.on('message', (message: BandReply) => {
      const pending = lane.pending.get(message.id);
      lane.pending.delete(message.id);
      if (lane.pending.size === 0) worker.unref();
      if ('result' in message) pending?.resolve(message.result);
      else pending?.reject(new Error(`PNG band encoding failed: ${message.error}`));
    });
    worker.on('error', (error) => this.lose(lane, worker, error));
    worker.on('exit', (code) =>
      this.lose(lane, worker, new Error(`PNG band worker exited with code ${code}`)),
    );
    return worker;
  }

  private lose(lane: Lane, worker: Worker, error: Error): void {
    if (lane.worker !== worker) return;
    lane.worker = null;
    const waiting = [...lane.pending.values()];
    lane.pending.clear();
    for (const pending of waiting) pending.reject(error);
  }
}

/**
 * Encoded bands of rows a caller names by a key (a prepared background's), kept on the main
 * thread: a band found here is never posted to a worker. Least recently used dropped first
 * beyond `budget` bytes.
 */
export class NamedBands {
  private readonly bands: KeptBands<BandResult & { transparent: false }>;

  constructor(readonly budget: number) {
    this.bands = new KeptBands(budget, (band) => band.chunk.length);
  }

  /** Bytes of the bands kept now. */
  get bytes(): number {
    return this.bands.bytes;
  }

  get(name: string): BandResult | undefined {
    const band = this.bands.get(name);
    return band && { ...band, cached: true };
  }

  keep(name: string, band: BandResult): void {
    if (!band.transparent) this.bands.keep(name, band);
  }
}
