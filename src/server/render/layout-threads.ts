import type { Worker } from 'node:worker_threads';
import type { PostInput } from '#shared/render/build-post.ts';
import type { StandingsPostInput } from '#shared/render/build-standings-post.ts';
import type { WeekendPostInput } from '#shared/render/build-weekend-post.ts';
import type { RenderedPost } from '#shared/render/render-post.ts';
import type { BackgroundIdentity } from '#server/render/background-identity.ts';
import type { BandRows } from '#server/render/band-layout.ts';
import type { WantedImage } from '#server/render/layer-image-refs.ts';
import type { BuiltBand } from '#server/render/layer-drawing.ts';
import { startTypedWorker } from '#server/workers/typed-worker.ts';

/**
 * An export's layout off the main thread (ADR 038): the post is laid out, tagged and its
 * background named on a layout thread (layout.worker.ts) from plain data, kept there by a
 * handle, and its overlay's band SVGs built there into shared memory once the main thread has
 * resolved the images it draws; the drawing threads read them from there (draw-workers.ts).
 * Nothing but the inputs, a few numbers and the image bytes cross the main thread.
 *
 * A layout that throws answers an error for its request only (`LayoutFailedError`); a thread
 * that ends fails what it held and a new one starts for the next post.
 */

/** What a post is laid out from: plain data, no functions (it is posted to the thread). */
export type PostLayout =
  | { kind: 'game'; input: PostInput }
  | { kind: 'standings'; input: StandingsPostInput }
  | { kind: 'weekend'; input: WeekendPostInput };

export interface LayOptions {
  /** Output pixels per canvas unit. */
  scale: number;
  /** The fields the export's tag names beside the post (export-conditions.ts); no tag without. */
  tagFields?: Readonly<Record<string, unknown>> | null;
  /** The user's photo by its identity (prepared-background.ts). */
  background?: { key: string; storageKey?: string } | null;
  userId?: string | null;
}

/** A band's rows and where its SVG lies in the shared buffer of a `bands` reply. */
export interface SharedBand extends BandRows {
  byteOffset: number;
  byteLength: number;
}

export type LayoutRequest =
  | {
      type: 'lay';
      id: number;
      layout: PostLayout;
      scale: number;
      tagFields: Readonly<Record<string, unknown>> | null;
      background: { key: string; storageKey?: string } | null;
      userId: string | null;
    }
  | { type: 'bands'; id: number; images: [string, Uint8Array][] }
  | { type: 'post'; id: number }
  | { type: 'forget'; id: number };

export type LayoutReply =
  | {
      id: number;
      tag: string | null;
      width: number;
      height: number;
      background: BackgroundIdentity;
      images: [string, WantedImage][];
      fontFiles: string[];
    }
  | { id: number; svgs: SharedArrayBuffer; bands: SharedBand[] }
  | { id: number; post: RenderedPost }
  | { id: number; error: string };

/** The layout of a post failed on its thread (or the thread ended): the export's failure. */
export class LayoutFailedError extends Error {
  override name = 'LayoutFailedError';
}

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (reply: LayoutReply) => void; reject: (e: Error) => void }>;
}

/** A post laid out on a layout thread and held there until its bands are built or it is forgotten. */
export interface LaidOutPost {
  readonly id: number;
  /** The export's tag (null when no tag fields were given). */
  readonly tag: string | null;
  /** The canvas size, in canvas units. */
  readonly width: number;
  readonly height: number;
  readonly scale: number;
  /** The prepared background's identity (prepared-background.ts). */
  readonly background: BackgroundIdentity;
  /** The images the overlay draws, by href, at their largest size in output pixels. */
  readonly images: ReadonlyMap<string, WantedImage>;
  readonly fontFiles: string[];
}

export class LayoutThreads {
  private readonly threads: Thread[] = [];
  private readonly held = new WeakMap<LaidOutPost, Thread>();
  private nextId = 0;
  private closed = false;
  /** Posts laid out, posts whose bands were built, layouts that failed: for tests and logs. */
  readonly counts = { laidOut: 0, bandsBuilt: 0, failed: 0 };

  constructor(readonly size = 1) {}

  /** Threads running now (they start on first use). */
  get running(): number {
    return this.threads.length;
  }

  /** Lays a post out on a thread; the post stays there until `bands` or `forget`. */
  async lay(layout: PostLayout, options: LayOptions): Promise<LaidOutPost> {
    const thread = this.thread();
    const id = this.nextId++;
    const reply = await this.ask(thread, {
      type: 'lay',
      id,
      layout,
      scale: options.scale,
      tagFields: options.tagFields ?? null,
      background: options.background
        ? {
            key: options.background.key,
            ...(options.background.storageKey ? { storageKey: options.background.storageKey } : {}),
          }
        : null,
      userId: options.userId ?? null,
    });
    if (!('tag' in reply)) throw new LayoutFailedError('the layout thread answered no layout');
    this.counts.laidOut += 1;
    const laid: LaidOutPost = {
      id,
      tag: reply.tag,
      width: reply.width,
      height: reply.height,
      scale: options.scale,
      background: reply.background,
      images: new Map(reply.images),
      fontFiles: reply.fontFiles,
    };
    this.held.set(laid, thread);
    return laid;
  }

  /**
   * The overlay's bands with their SVGs in shared memory, the images inlined from `images` (by
   * their keys in `post.images`; one left out is not drawn). The thread lets the post go.
   */
  async bands(post: LaidOutPost, images: ReadonlyMap<string, Uint8Array>): Promise<BuiltBand[]> {
    const thread = this.threadOf(post);
    // The thread lets the post go with this request: nothing is left to forget.
    this.held.delete(post);
    const reply = await this.ask(thread, {
      type: 'bands',
      id: post.id,
      images: [...images],
    });
    if (!('svgs' in reply)) throw new LayoutFailedError('the layout thread answered no bands');
    this.counts.bandsBuilt += 1;
    return reply.bands.map(({ firstRow, endRow, byteOffset, byteLength }) => ({
      firstRow,
      endRow,
      svg: { buffer: reply.svgs, byteOffset, byteLength },
    }));
  }

  /** The whole laid-out post (to prepare its background the first time it is seen). */
  async post(post: LaidOutPost): Promise<RenderedPost> {
    const reply = await this.ask(this.threadOf(post), { type: 'post', id: post.id });
    if (!('post' in reply)) throw new LayoutFailedError('the layout thread answered no post');
    return reply.post;
  }

  /**
   * Lets the thread drop the post (after a 304 or a failure); idempotent, and no message once
   * its bands were asked for (the thread let it go then).
   */
  forget(post: LaidOutPost): void {
    const thread = this.held.get(post);
    this.held.delete(post);
    if (thread && this.threads.includes(thread)) {
      thread.worker.postMessage({ type: 'forget', id: post.id } satisfies LayoutRequest);
    }
  }

  /** Ends every thread; what is still asked is refused. */
  async close(): Promise<void> {
    this.closed = true;
    const threads = this.threads.splice(0);
    await Promise.all(
      threads.map(async (thread) => {
        this.fail(thread, new LayoutFailedError('the layout threads are closed'));
        await thread.worker.terminate();
      }),
    );
  }

  private threadOf(post: LaidOutPost): Thread {
    const thread = this.held.get(post);
    if (!thread || !this.threads.includes(thread)) {
      throw new LayoutFailedError('the laid-out post is no longer held');
    }
    return thread;
  }

  /** The thread with the fewest requests waiting; a new one while there are fewer than `size`. */
  private thread(): Thread {
    if (this.closed) throw new LayoutFailedError('the layout threads are closed');
    const idle = this.threads.find((thread) => thread.pending.size === 0);
    if (idle) return idle;
    if (this.threads.length < this.size) return this.spawn();
    return this.threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  private ask(thread: Thread, request: LayoutRequest): Promise<LayoutReply> {
    return new Promise<LayoutReply>((resolve, reject) => {
      thread.pending.set(request.id, { resolve, reject });
      thread.worker.ref();
      thread.worker.postMessage(request);
    }).then((reply) => {
      if ('error' in reply) {
        this.counts.failed += 1;
        throw new LayoutFailedError(reply.error);
      }
      return reply;
    });
  }

  private spawn(): Thread {
    const worker = startTypedWorker('layout');
    worker.unref();
    const thread: Thread = { worker, pending: new Map() };
    this.threads.push(thread);
    worker.on('message', (reply: LayoutReply) => {
      const waiting = thread.pending.get(reply.id);
      if (!waiting) return;
      thread.pending.delete(reply.id);
      if (thread.pending.size === 0) worker.unref();
      waiting.resolve(reply);
    });
    const lost = (error: Error) => {
      const index = this.threads.indexOf(thread);
      if (index === -1) return;
      this.threads.splice(index, 1);
      this.counts.failed += thread.pending.size;
      this.fail(thread, new LayoutFailedError(`the layout thread ended: ${error.message}`));
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`exit code ${code}`)));
    return thread;
  }

  private fail(thread: Thread, error: Error): void {
    for (const { reject } of thread.pending.values()) reject(error);
    thread.pending.clear();
    thread.worker.unref();
  }
}
