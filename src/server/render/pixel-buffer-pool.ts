/**
 * Output buffers for finished posts, reused: a fresh 23 MB buffer costs thousands of page faults
 * on its first write, more than copying the prepared background into it. The memory is shared
 * (SharedArrayBuffer), so the PNG encoder's worker threads read the pixels without a copy.
 */
export class PixelBufferPool {
  private readonly buffers: Buffer[] = [];

  /** `capacity`: buffers kept; one per rasterisation in flight and one being encoded is enough. */
  constructor(private readonly capacity: number) {}

  /** A buffer of exactly `length` bytes, with whatever it held before. */
  take(length: number): Buffer {
    const index = this.buffers.findIndex((buffer) => buffer.length === length);
    const reused = index < 0 ? null : (this.buffers.splice(index, 1)[0] ?? null);
    return reused ?? Buffer.from(new SharedArrayBuffer(length));
  }

  give(buffer: Buffer): void {
    if (this.buffers.length < this.capacity) this.buffers.push(buffer);
  }
}
