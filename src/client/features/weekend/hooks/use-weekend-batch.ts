import { useRef, useState } from 'react';
import {
  defaultExportFileType,
  defaultExportScale,
  exportMimeTypes,
  type ExportFileType,
  type ExportScale,
} from '#shared/exports/export-file.ts';
import { useProfile } from '#client/api/get-profile.ts';
import {
  downloadWeekendZip,
  type BatchProgress,
} from '#client/features/weekend/api/download-weekend-zip.ts';
import type { PlannedPost } from '#client/features/weekend/utils/weekend-plan.ts';
import { serverMessage, toast } from '#client/lib/toast.ts';

export interface WeekendProgress extends BatchProgress {
  total: number;
  /** The person stopped the batch: the count stays where it was. */
  cancelled: boolean;
}

export interface MadeFiles {
  files: File[];
  zip: Blob;
  fileName: string;
}

/**
 * The weekend's images as one batch (POST /api/exports/batch): each post in the user's
 * remembered download (file type and size, ADR 024; PNG at 2x until one is chosen), the
 * progress n of m as the entries come, and a cancel that stops the request (and the server's
 * batch with it) and keeps the count where it stopped.
 */
export function useWeekendBatch(
  posts: readonly PlannedPost[],
  window: { from: string; to: string },
) {
  const profile = useProfile();
  const fileType: ExportFileType = profile.data?.exportFileType ?? defaultExportFileType;
  const scale: ExportScale = profile.data?.exportScale ?? defaultExportScale;
  const [progress, setProgress] = useState<WeekendProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  /** The posts as the batch sends them (and publishing sends them as its carousel). */
  const bodies = () => posts.map((p) => ({ ...p.body, fileType, scale }));

  async function make(): Promise<MadeFiles | null> {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const total = posts.length;
    setProgress({ files: [], failed: [], total, cancelled: false });
    try {
      const result = await downloadWeekendZip(
        bodies(),
        window,
        (p) => {
          if (!controller.signal.aborted) setProgress({ ...p, total, cancelled: false });
        },
        controller.signal,
      );
      setProgress({ ...result, total, cancelled: false });
      const files = result.files.map(
        (f) => new File([f.bytes], f.name, { type: exportMimeTypes[fileType] }),
      );
      return { files, zip: result.zip, fileName: result.fileName };
    } catch (error) {
      if (controller.signal.aborted) return null;
      setProgress(null);
      toast.error({ description: serverMessage(error) });
      return null;
    }
  }

  const cancel = () => {
    abort.current?.abort();
    setProgress((old) => (old ? { ...old, cancelled: true } : old));
  };

  const busy =
    progress !== null &&
    !progress.cancelled &&
    progress.files.length + progress.failed.length < progress.total;

  return { progress, busy, make, cancel, fileType, bodies };
}
