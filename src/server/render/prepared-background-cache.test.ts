import { describe, expect, it } from 'vitest';
import {
  evictBackground,
  isBackgroundPrepared,
  PreparedBackgroundCache,
} from '#server/render/prepared-background-cache.ts';

const pixels = (fill: number) => async () => Buffer.alloc(4, fill);

describe('prepared backgrounds', () => {
  it('prepares once per key and forgets what a deleted photo made, in every cache', async () => {
    const first = new PreparedBackgroundCache(1000);
    const second = new PreparedBackgroundCache(1000);
    let prepared = 0;
    const counted = () => (prepared++, Buffer.alloc(4));
    const photo = { bytes: 4, storageKeys: ['backgrounds/u1/1.jpg'] };
    await first.pixels('a', photo, async () => counted());
    await first.pixels('a', photo, async () => counted());
    await second.pixels('b', photo, async () => counted());
    await first.pixels('c', { bytes: 4, storageKeys: [] }, pixels(1));
    expect(prepared).toBe(2);
    expect(isBackgroundPrepared('backgrounds/u1/1.jpg')).toBe(true);

    evictBackground('backgrounds/u1/1.jpg');
    expect(first.holds('backgrounds/u1/1.jpg')).toBe(false);
    expect(second.holds('backgrounds/u1/1.jpg')).toBe(false);
    expect(isBackgroundPrepared('backgrounds/u1/1.jpg')).toBe(false);
    await first.pixels('a', photo, async () => counted());
    expect(prepared).toBe(3);
    // What other photos made stays.
    let other = 0;
    await first.pixels('c', { bytes: 4, storageKeys: [] }, async () => (other++, Buffer.alloc(4)));
    expect(other).toBe(0);
  });

  it('drops the least recently used past its budget, and keeps no failed preparation', async () => {
    const cache = new PreparedBackgroundCache(8);
    const entry = (key: string) => ({ bytes: 4, storageKeys: [key] });
    await cache.pixels('a', entry('a'), pixels(1));
    await cache.pixels('b', entry('b'), pixels(2));
    await cache.pixels('a', entry('a'), pixels(1));
    await cache.pixels('c', entry('c'), pixels(3));
    expect(['a', 'b', 'c'].map((key) => cache.holds(key))).toEqual([true, false, true]);

    const failing = cache.pixels('d', entry('d'), async () => {
      throw new Error('unreadable');
    });
    await expect(failing).rejects.toThrow('unreadable');
    expect(cache.holds('d')).toBe(false);
  });
});
