import { z } from 'zod';

/**
 * POST /api/exports/batch: several posts in one ZIP, in the order given (the carousel's order).
 * Each post is a body of POST /api/exports, checked and counted as a single export. `window`,
 * the days the posts are of (the weekend screen's), names the ZIP.
 */
export const maxBatchPosts = 20;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const exportBatchRequestSchema = z
  .object({
    posts: z.array(z.unknown()).min(1).max(maxBatchPosts),
    window: z.object({ from: isoDay, to: isoDay }).strict().optional(),
  })
  .strict();
export type ExportBatchRequest = z.infer<typeof exportBatchRequestSchema>;

/** The ZIP's entry of the failures: one line per post left out. */
export const batchErrorsEntry = 'errors.txt';

/** '01', '02', ... '20': the post's place in the carousel. */
export function batchPosition(index: number): string {
  return String(index + 1).padStart(2, '0');
}
