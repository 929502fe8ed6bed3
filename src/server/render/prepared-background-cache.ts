/**
 * Prepared backgrounds kept in memory, least recently used dropped first past a byte budget (a
 * 4:5 export background is 23 MB). Entries remember the storage objects they were made from, so
 * that a deleted background photo leaves every cache of the process: `evictBackground`.
 */
interface Entry {
  pixels: Promise<Buffer>;
  bytes: number;
  storageKeys: readonly string[];
}

// Weak, so that a rasteriser nobody uses any more (tests build many) is not kept alive here.
const liveCaches = new Set<WeakRef<PreparedBackgroundCache>>();

/** Forgets every prepared background made from this storage object, in every cache. */
export function evictBackground(storageKey: string): void {
  for (const ref of liveCaches) {
    const cache = ref.deref();
    if (cache) cache.evict(storageKey);
    else liveCaches.delete(ref);
  }
}

/** Whether any cache of the process keeps pixels made from this storage object. */
export function isBackgroundPrepared(storageKey: string): boolean {
  for (const ref of liveCaches) if (ref.deref()?.holds(storageKey)) return true;
  return false;
}

export class PreparedBackgroundCache {
  private readonly entries = new Map<string, Entry>();
  private totalBytes = 0;

  constructor(private readonly budgetBytes: number) {
    liveCaches.add(new WeakRef(this));
  }

  /**
   * The pixels kept under `key`, or those `prepare` makes, kept from now on. A failed
   * preparation is not kept, so the next request tries again.
   */
  pixels(
    key: string,
    entry: { bytes: number; storageKeys: readonly string[] },
    prepare: () => Promise<Buffer>,
  ): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.pixels;
    }
    const pixels = prepare();
    const added = { ...entry, pixels };
    this.entries.set(key, added);
    this.totalBytes += added.bytes;
    pixels.catch(() => this.remove(key, added));
    for (const [oldKey, old] of this.entries) {
      if (this.totalBytes <= this.budgetBytes || oldKey === key) break;
      this.remove(oldKey, old);
    }
    return pixels;
  }

  evict(storageKey: string): void {
    for (const [key, entry] of this.entries) {
      if (entry.storageKeys.includes(storageKey)) this.remove(key, entry);
    }
  }

  /** Whether pixels made from this storage object are kept. */
  holds(storageKey: string): boolean {
    return [...this.entries.values()].some((entry) => entry.storageKeys.includes(storageKey));
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  private remove(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}
