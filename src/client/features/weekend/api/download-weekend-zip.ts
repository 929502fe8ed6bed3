import { batchErrorsEntry } from '#shared/exports/export-batch.ts';
import { ZipEntryReader } from '#shared/exports/zip-entries.ts';
import { apiFetch, jsonBody } from '#client/lib/api-client.ts';

/**
 * POST /api/exports/batch: the posts as one ZIP, read as it streams so the screen can tell each
 * image as it comes (n of m), a post missing from the numbering as failed while the others still
 * come, and the reasons from errors.txt at the end. Aborting stops the request and the server's
 * batch with it.
 */
export interface BatchProgress {
  /** Entries received, in order: '01-2026-11-21_2026-11-22_wochenende-resultate_uhc-thun.png', ... */
  files: { name: string; bytes: Uint8Array<ArrayBuffer> }[];
  /** Positions (1-based) that failed, with their reason once errors.txt has come. */
  failed: { position: number; reason: string | null }[];
}

export interface BatchResult extends BatchProgress {
  zip: Blob;
  fileName: string;
}

export async function downloadWeekendZip(
  posts: unknown[],
  window: { from: string; to: string },
  onProgress: (progress: BatchProgress) => void,
  signal?: AbortSignal,
): Promise<BatchResult> {
  // The window names the ZIP (matchpost_2026-12-05_2026-12-06_wochenende-vorschau.zip).
  const response = await apiFetch('/api/exports/batch', {
    method: 'POST',
    ...jsonBody({ posts, window }),
    signal,
  });
  const reader = new ZipEntryReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const progress: BatchProgress = { files: [], failed: [] };
  let expected = 1;
  const stream = response.body?.getReader();
  if (!stream) throw new Error('no body');
  for (;;) {
    const { done, value } = await stream.read();
    if (done) break;
    chunks.push(value);
    for (const entry of reader.push(value)) {
      if (entry.name === batchErrorsEntry) {
        const text = new TextDecoder().decode(entry.bytes);
        for (const line of text.split('\n').filter(Boolean)) {
          const position = Number(line.slice(0, 2));
          const reason = line.slice(line.indexOf(': ') + 2);
          const known = progress.failed.find((f) => f.position === position);
          if (known) known.reason = reason;
          else progress.failed.push({ position, reason });
        }
      } else {
        const position = Number(entry.name.slice(0, 2));
        // A gap in the numbering: the posts before this one failed.
        for (; expected < position; expected++) {
          progress.failed.push({ position: expected, reason: null });
        }
        expected = position + 1;
        progress.files.push({ name: entry.name, bytes: entry.bytes as Uint8Array<ArrayBuffer> });
      }
      onProgress({ files: [...progress.files], failed: [...progress.failed] });
    }
  }
  for (; expected <= posts.length; expected++) {
    if (!progress.failed.some((f) => f.position === expected)) {
      progress.failed.push({ position: expected, reason: null });
    }
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'matchpost.zip';
  return { ...progress, zip: new Blob(chunks, { type: 'application/zip' }), fileName };
}
