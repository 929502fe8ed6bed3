/**
 * Reads the entries of a ZIP as its bytes arrive, for the batch download's progress: each entry
 * is told as soon as its last byte is in (name and bytes). Entries must carry their sizes in the
 * local header, as the batch's stored entries do; the central directory at the end is skipped.
 */
export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

const localHeader = 0x04034b50;

export class ZipEntryReader {
  private buffer = new Uint8Array(0);
  private done = false;

  /** Feeds the next chunk; answers the entries completed by it. */
  push(chunk: Uint8Array): ZipEntry[] {
    if (this.done) return [];
    const joined = new Uint8Array(this.buffer.length + chunk.length);
    joined.set(this.buffer, 0);
    joined.set(chunk, this.buffer.length);
    this.buffer = joined;
    const entries: ZipEntry[] = [];
    for (;;) {
      if (this.buffer.length < 30) break;
      const view = new DataView(this.buffer.buffer, this.buffer.byteOffset, this.buffer.length);
      if (view.getUint32(0, true) !== localHeader) {
        // The central directory: no more entries.
        this.done = true;
        this.buffer = new Uint8Array(0);
        break;
      }
      const flags = view.getUint16(6, true);
      if (flags & 0x0008) throw new Error('zip entry without sizes in its local header');
      const size = view.getUint32(18, true);
      const nameLength = view.getUint16(26, true);
      const extraLength = view.getUint16(28, true);
      const start = 30 + nameLength + extraLength;
      if (this.buffer.length < start + size) break;
      // The batch's names are ASCII (file-names.ts).
      const name = String.fromCharCode(...this.buffer.subarray(30, 30 + nameLength));
      entries.push({ name, bytes: this.buffer.slice(start, start + size) });
      this.buffer = this.buffer.slice(start + size);
    }
    return entries;
  }
}
