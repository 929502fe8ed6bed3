import { exportFileNameOf, type ExportRequestInput } from '#shared/exports/export-request.ts';
import { fileNameFromDisposition } from '#client/features/studio/utils/download.ts';
import { apiFetch, jsonBody } from '#client/lib/api-client.ts';

/**
 * POST /api/exports: the server renders the post at 2160 px wide and answers the PNG with its
 * file name. `onProgress` gets the share of the PNG received (0 to 1) while it downloads.
 */
export interface ExportedPost {
  blob: Blob;
  fileName: string;
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
): Promise<ExportedPost> {
  const response = await apiFetch('/api/exports', { method: 'POST', ...jsonBody(request) });
  const blob = await readWithProgress(response, onProgress);
  const fileName =
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ??
    exportFileNameOf(request, new Date());
  return { blob, fileName };
}
