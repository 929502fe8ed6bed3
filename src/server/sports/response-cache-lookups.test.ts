import { describe, expect, it } from 'vitest';
import { ResponseCache } from '#server/sports/response-cache.ts';

describe('response cache lookups', () => {
  it('tells each lookup as a miss, a join of the call in flight, or a hit', async () => {
    const seen: string[] = [];
    const cache = new ResponseCache({ onLookup: (outcome) => seen.push(outcome) });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(7), 10));
    await Promise.all([cache.get('k', load, () => 60_000), cache.get('k', load, () => 60_000)]);
    await cache.get('k', load, () => 60_000);
    expect(seen).toEqual(['miss', 'coalesced', 'hit']);
  });
});
