import type { EditorDocument } from '#client/features/editor/core/document.ts';

/**
 * Undo and redo by snapshots of the document (it is immutable, so a snapshot is a reference).
 * Steps with the same `key` in a row are one step: a drag records the document before it began.
 */
export interface HistoryEntry {
  doc: EditorDocument;
  selection: readonly string[];
  key?: string;
}

export interface History {
  past: readonly HistoryEntry[];
  future: readonly HistoryEntry[];
}

export const emptyHistory: History = { past: [], future: [] };

export function record(history: History, entry: HistoryEntry, limit: number): History {
  const last = history.past[history.past.length - 1];
  if (entry.key !== undefined && last?.key === entry.key) return { ...history, future: [] };
  const past = [...history.past, entry];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, future: [] };
}
