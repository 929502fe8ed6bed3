import { describe, expect, it } from 'vitest';
import { isUsableItem, usableItemIds, withLocks } from '#shared/accounts/usable-items.ts';
import { UNLIMITED } from '#shared/plans.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

// Listed newest first, as the template and logo lists are.
const items = [
  { id: 'e', createdAt: day(5) },
  { id: 'd', createdAt: day(4) },
  { id: 'c', createdAt: day(3) },
  { id: 'b', createdAt: day(2) },
  { id: 'a', createdAt: day(1) },
];

describe('usable items under a plan limit', () => {
  it('keeps the oldest within the limit usable, whatever order the list has', () => {
    expect([...usableItemIds(items, 2)].sort()).toEqual(['a', 'b']);
    expect([...usableItemIds([...items].reverse(), 2)].sort()).toEqual(['a', 'b']);
  });

  it('locks the rest and keeps the list order', () => {
    expect(withLocks(items, 3).map(({ id, locked }) => [id, locked])).toEqual([
      ['e', true],
      ['d', true],
      ['c', false],
      ['b', false],
      ['a', false],
    ]);
  });

  it('locks everything under a limit of 0 and nothing when unlimited or within the limit', () => {
    expect(withLocks(items, 0).every((item) => item.locked)).toBe(true);
    expect(withLocks(items, UNLIMITED).some((item) => item.locked)).toBe(false);
    expect(withLocks(items, 5).some((item) => item.locked)).toBe(false);
    expect(withLocks(items, 6).some((item) => item.locked)).toBe(false);
  });

  it('treats a negative limit as none', () => {
    expect(usableItemIds(items, -1).size).toBe(0);
  });

  it('decides items created at the same moment by their id, the same way every time', () => {
    const same = [
      { id: 'y', createdAt: day(1) },
      { id: 'x', createdAt: day(1) },
      { id: 'z', createdAt: day(1) },
    ];
    expect([...usableItemIds(same, 1)]).toEqual(['x']);
    expect([...usableItemIds([...same].reverse(), 1)]).toEqual(['x']);
  });

  it('reads ISO strings as the API answers them like dates', () => {
    const answered = items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() }));
    expect(isUsableItem(answered, 'a', 1)).toBe(true);
    expect(isUsableItem(answered, 'b', 1)).toBe(false);
    expect(isUsableItem(answered, 'missing', UNLIMITED)).toBe(false);
  });
});
