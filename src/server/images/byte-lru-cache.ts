export interface ByteLruCacheOptions {
  /** Total size of all entries; the least recently used go first when a new one needs room. */
  maxBytes: number;
  /** How long an entry stays valid after it was stored. */
  ttlMs: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  bytes: number;
  expiresAt: number;
}

/** An in-memory LRU cache bounded by the bytes it holds, with a time to live per entry. */
export class ByteLruCache<V> {
  // A Map iterates in insertion order: re-inserting on every hit keeps the oldest first.
  readonly #entries = new Map<string, Entry<V>>();
  #bytes = 0;
  readonly #options: Required<ByteLruCacheOptions>;

  constructor(options: ByteLruCacheOptions) {
    this.#options = { now: Date.now, ...options };
  }

  /** The bytes held by all entries. */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.#options.now()) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores a value of the given size; a value larger than the whole cache is not kept. */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.#options.maxBytes) return;
    for (const [oldestKey] of this.#entries) {
      if (this.#bytes + bytes <= this.#options.maxBytes) break;
      this.delete(oldestKey);
    }
    this.#entries.set(key, { value, bytes, expiresAt: this.#options.now() + this.#options.ttlMs });
    this.#bytes += bytes;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
