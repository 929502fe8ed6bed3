/**
 * A small in-process cache for upstream answers: entries expire after a TTL chosen per value
 * (finished games live longer than upcoming ones), the least recently used entry goes first when
 * full, and concurrent requests for the same key share one upstream call. Failures are not kept.
 */
export interface ResponseCacheOptions {
  maxEntries?: number;
  now?: () => number;
  /** Told of every lookup (for metrics): a hit, a join of a call in flight, or a miss. */
  onLookup?: (outcome: 'hit' | 'coalesced' | 'miss') => void;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly onLookup: NonNullable<ResponseCacheOptions['onLookup']>;

  constructor(options: ResponseCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 5000;
    this.now = options.now ?? Date.now;
    this.onLookup = options.onLookup ?? (() => undefined);
  }

  /** The cached value of `key`, or the result of `load`, kept for `ttlMs(value)` milliseconds. */
  async get<T>(key: string, load: () => Promise<T>, ttlMs: (value: T) => number): Promise<T> {
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.expiresAt > this.now()) {
        // Re-insert so that the map's order is least recently used first.
        this.entries.delete(key);
        this.entries.set(key, entry);
        this.onLookup('hit');
        return entry.value as T;
      }
      this.entries.delete(key);
    }
    const pending = this.inFlight.get(key);
    if (pending) {
      this.onLookup('coalesced');
      return pending as Promise<T>;
    }
    this.onLookup('miss');
    const loading = (async () => {
      try {
        const value = await load();
        this.set(key, value, ttlMs(value));
        return value;
      } finally {
        this.inFlight.delete(key);
      }
    })();
    this.inFlight.set(key, loading);
    return loading;
  }

  private set(key: string, value: unknown, ttlMs: number) {
    if (ttlMs <= 0) return;
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear() {
    this.entries.clear();
  }
}

export const seconds = (count: number) => count * 1_000;
export const minutes = (count: number) => count * 60_000;
export const hours = (count: number) => count * 3_600_000;
