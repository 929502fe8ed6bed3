import { describe, expect, it } from 'vitest';
import { ByteLruCache } from '#server/images/byte-lru-cache.ts';

describe('ByteLruCache', () => {
  it('drops the least recently used entries when the bytes run out', () => {
    const cache = new ByteLruCache<string>({ maxBytes: 10, ttlMs: 1_000 });
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    expect(cache.get('a')).toBe('A'); // a is now the most recently used
    cache.set('c', 'C', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.bytes).toBe(8);
  });

  it('keeps nothing larger than the whole cache and counts replaced entries once', () => {
    const cache = new ByteLruCache<string>({ maxBytes: 10, ttlMs: 1_000 });
    cache.set('a', 'A', 6);
    cache.set('huge', 'H', 11);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    cache.set('a', 'A2', 7);
    expect(cache.bytes).toBe(7);
    expect(cache.get('a')).toBe('A2');
  });

  it('forgets an entry once its time to live has passed', () => {
    let now = 1_000;
    const cache = new ByteLruCache<string>({ maxBytes: 10, ttlMs: 500, now: () => now });
    cache.set('a', 'A', 3);
    now = 1_499;
    expect(cache.get('a')).toBe('A');
    now = 1_500;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
