import { isUnlimited } from '#shared/plans.ts';

/**
 * Which of a user's items (templates, team slots, logos) their plan lets them use. A downgrade
 * or a cancellation deletes nothing: the oldest items within the new limit stay usable and the
 * rest are locked until the user upgrades again or deletes some to make room. Every list and
 * every check on the server asks this one function, so what a list shows locked is exactly what
 * the server refuses.
 */
export interface DatedItem {
  id: string;
  /** A Date, or an ISO 8601 string as the API answers it. */
  createdAt: Date | string;
}

function time(item: DatedItem): number {
  return typeof item.createdAt === 'string' ? Date.parse(item.createdAt) : item.createdAt.getTime();
}

/** Oldest first; items created at the same moment in id order, so the answer never wavers. */
function oldestFirst(a: DatedItem, b: DatedItem): number {
  return time(a) - time(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The ids of the items usable under `limit` (999 and more: all; 0 or less: none). */
export function usableItemIds(items: readonly DatedItem[], limit: number): Set<string> {
  if (isUnlimited(limit)) return new Set(items.map((item) => item.id));
  const kept = [...items].sort(oldestFirst).slice(0, Math.max(0, Math.floor(limit)));
  return new Set(kept.map((item) => item.id));
}

/** The items in their given order, each with `locked` set when the limit leaves no room for it. */
export function withLocks<T extends DatedItem>(
  items: readonly T[],
  limit: number,
): (T & { locked: boolean })[] {
  const usable = usableItemIds(items, limit);
  return items.map((item) => ({ ...item, locked: !usable.has(item.id) }));
}

/** Whether the item `id` among the user's `items` is usable under `limit`. */
export function isUsableItem(items: readonly DatedItem[], id: string, limit: number): boolean {
  return usableItemIds(items, limit).has(id);
}
