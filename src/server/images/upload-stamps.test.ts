import { describe, expect, it } from 'vitest';
import { uploadStamps } from '#server/images/upload-stamps.ts';

const at = (ms: number) => () => new Date(ms);

describe('uploadStamps', () => {
  it('gives two uploads into one folder in the same millisecond different stamps', async () => {
    const stamps = uploadStamps(at(1000));
    // Both look up while neither has a row: the second must not take the first's stamp.
    const slowLookup = () => new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5));
    const claimed = await Promise.all([
      stamps.claim('logos/u1', slowLookup),
      stamps.claim('logos/u1', slowLookup),
    ]);
    expect(claimed.sort()).toEqual([1000, 1001]);
    // Another folder is free to use the same millisecond.
    expect(await stamps.claim('logos/u2', async () => false)).toBe(1000);
  });

  it('skips stamps a stored row already uses and gives a released stamp back', async () => {
    const stamps = uploadStamps(at(2000));
    const stored = new Set([2000, 2001]);
    const taken = async (stamp: number) => stored.has(stamp);
    expect(await stamps.claim('backgrounds/u1', taken)).toBe(2002);
    expect(await stamps.claim('backgrounds/u1', taken)).toBe(2003);
    stamps.release('backgrounds/u1', 2002);
    expect(await stamps.claim('backgrounds/u1', taken)).toBe(2002);
  });
});
