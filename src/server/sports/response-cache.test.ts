import { describe, expect, it } from 'vitest';
import { ResponseCache } from '#server/sports/response-cache.ts';

/** A TTL of one second, whatever the value. */
const oneSecond = () => 1_000;

describe('response cache', () => {
  // The clock starts at a time a real clock shows (lru-cache takes a start of 0 for none).
  it('keeps a value for its TTL and loads again after', async () => {
    let time = 5_000;
    const cache = new ResponseCache({ now: () => time });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load, oneSecond)).toBe(1);
    time = 6_000;
    expect(await cache.get('k', load, oneSecond)).toBe(1);
    time = 6_001;
    expect(await cache.get('k', load, oneSecond)).toBe(2);
  });

  it('chooses the TTL from the value', async () => {
    let time = 5_000;
    const cache = new ResponseCache({ now: () => time });
    const ttl = (value: string) => (value === 'finished' ? 10_000 : 100);
    await cache.get('upcoming', async () => 'upcoming', ttl);
    await cache.get('finished', async () => 'finished', ttl);
    time = 5_500;
    expect(await cache.get('upcoming', async () => 'reloaded', ttl)).toBe('reloaded');
    expect(await cache.get('finished', async () => 'reloaded', ttl)).toBe('finished');
  });

  it('shares one load among concurrent callers and keeps no failure', async () => {
    const cache = new ResponseCache();
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const failing = async () => {
      loads++;
      await gate;
      throw new Error('upstream down');
    };
    const callers = [1, 2, 3].map(() =>
      cache.get('k', failing, oneSecond).catch((error: Error) => error.message),
    );
    release();
    expect(await Promise.all(callers)).toEqual(['upstream down', 'upstream down', 'upstream down']);
    expect(loads).toBe(1);
    expect(await cache.get('k', async () => 'fine', oneSecond)).toBe('fine');
  });

  it('drops the least recently used entry when full', async () => {
    const cache = new ResponseCache({ maxEntries: 2 });
    // The value `loaded` when the key is not cached, kept for a second.
    const get = (key: string, loaded: string) => cache.get(key, async () => loaded, oneSecond);
    await get('a', 'a');
    await get('b', 'b');
    await get('a', 'a2');
    await get('c', 'c');
    expect(cache.size).toBe(2);
    expect(await get('a', 'a3')).toBe('a');
    expect(await get('b', 'b2')).toBe('b2');
  });
});
