import { postExtensions } from '#shared/exports/export-file.ts';
import { exportOptionsOf, type ExportRequestInput } from '#shared/exports/export-request.ts';
import { fileNameFromDisposition } from '#client/features/studio/utils/download.ts';
import { ApiError, apiFetch, jsonBody } from '#client/lib/api-client.ts';

/**
 * POST /api/exports: the server renders the post as the request's file type and size (PNG at
 * 2160 px wide unless it asks for JPEG or 1x) and answers the file with its name and ETag.
 * `onProgress` gets the share of the file received (0 to 1) while it
 * downloads. With `previous` (the last export of the same post), the request carries its ETag
 * in If-None-Match: while the post is unchanged the server answers 304 without rendering, and
 * the previous file is the answer (ADR 017). A background export (pre-export, ADR 030) is marked
 * `Purpose: prefetch` and cancelled through `signal` when the preview changes.
 */
export interface ExportedPost {
  blob: Blob;
  fileName: string;
  /** The server's ETag of this file, to ask with next time. */
  etag: string | null;
}

async function readWithProgress(
  response: Response,
  onProgress?: (share: number) => void,
): Promise<Blob> {
  const total = Number(response.headers.get('Content-Length') ?? 0);
  if (!response.body || !onProgress || !total) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(Math.min(1, received / total));
  }
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? 'image/png' });
}

export async function createExport(
  request: ExportRequestInput,
  onProgress?: (share: number) => void,
  previous?: ExportedPost | null,
  { signal, background = false }: { signal?: AbortSignal; background?: boolean } = {},
): Promise<ExportedPost> {
  const body = jsonBody(request);
  const headers = new Headers(body.headers);
  if (previous?.etag) headers.set('If-None-Match', previous.etag);
  if (background) headers.set('Purpose', 'prefetch');
  let response: Response;
  try {
    response = await apiFetch('/api/exports', {
      method: 'POST',
      ...body,
      headers,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    // 304 is no error here: the file the client has is still the post.
    if (previous && error instanceof ApiError && error.status === 304) {
      onProgress?.(1);
      return previous;
    }
    throw error;
  }
  const blob = await readWithProgress(response, onProgress);
  // The server names the file (file-names.ts); without its header, by the product and the type.
  const fileName =
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ??
    `matchpost.${postExtensions[exportOptionsOf(request).fileType]}`;
  return { blob, fileName, etag: response.headers.get('ETag') };
}
