/**
 * The kept backgrounds' memory (post-renderer.ts, docs/export.md): one block of shared memory
 * the size of the backgrounds' budget, in which each prepared background has a region. A
 * background let go gives its region to the next one at once.
 *
 * Before, each background was a SharedArrayBuffer of its own, freed only when the main thread's
 * garbage collector found it; V8 does not count shared memory toward its reasons to collect, so
 * under the load bench's new posts (every post a new look and format, so a new background) the
 * let-go backgrounds piled up to 4.3 GiB resident. Forcing a collection every 256 MB let go
 * brought it to 1.4 GiB at 55 ms of main thread per collection; the block costs no collection.
 *
 * The block is allocated on the first background and its pages are touched only as regions are
 * used, so an idle process holds none of it.
 */
export interface ArenaRegion {
  readonly offset: number;
  readonly bytes: number;
}

/** Regions start on 64-byte boundaries (the compositor reads pixels four bytes at a time). */
const ALIGN = 64;

export class BackgroundArena {
  private block: SharedArrayBuffer | null = null;
  /** The regions in use, by offset. */
  private readonly taken: ArenaRegion[] = [];

  constructor(readonly size: number) {}

  /** Bytes in regions now in use. */
  get used(): number {
    return this.taken.reduce((sum, region) => sum + region.bytes, 0);
  }

  /** A region of `bytes` in the first gap that holds it, or null when no gap does. */
  take(bytes: number): ArenaRegion | null {
    const length = Math.ceil(bytes / ALIGN) * ALIGN;
    if (length <= 0 || length > this.size) return null;
    let start = 0;
    for (let i = 0; i <= this.taken.length; i++) {
      const next = this.taken[i];
      const end = next ? next.offset : this.size;
      if (end - start >= length) {
        const region = { offset: start, bytes: length };
        this.taken.splice(i, 0, region);
        return region;
      }
      if (next) start = next.offset + next.bytes;
    }
    return null;
  }

  /** Gives a region back; giving one back twice is harmless. */
  give(region: ArenaRegion): void {
    const index = this.taken.indexOf(region);
    if (index !== -1) this.taken.splice(index, 1);
  }

  /** The first `bytes` of a region, as shared memory every render thread reads without a copy. */
  view(region: ArenaRegion, bytes: number): Uint8Array {
    this.block ??= new SharedArrayBuffer(this.size);
    return new Uint8Array(this.block, region.offset, Math.min(bytes, region.bytes));
  }
}
