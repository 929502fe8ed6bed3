import { z } from 'zod';

/**
 * POST /api/exports/batch: several posts in one ZIP, in the order given (the carousel's order).
 * Each post is a body of POST /api/exports, checked and counted as a single export.
 */
export const maxBatchPosts = 20;

export const exportBatchRequestSchema = z
  .object({ posts: z.array(z.unknown()).min(1).max(maxBatchPosts) })
  .strict();
export type ExportBatchRequest = z.infer<typeof exportBatchRequestSchema>;

/** The ZIP's entry of the failures: one line per post left out. */
export const batchErrorsEntry = 'errors.txt';

/** '01', '02', ... '20': the post's place in the carousel. */
export function batchPosition(index: number): string {
  return String(index + 1).padStart(2, '0');
}

/** A part of an entry name: ASCII letters and digits, words joined by '-'. */
export function entrySlug(text: string): string {
  return text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
}
