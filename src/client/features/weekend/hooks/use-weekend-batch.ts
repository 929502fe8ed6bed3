import { useRef, useState } from 'react';
import {
  defaultExportFileType,
  defaultExportScale,
  exportMimeTypes,
  videoFormats,
  videoMimeType,
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
  /** Each team post in 9:16 or 4:5 also as a video, after the images (ADR 063). */
  withVideos = false,
) {
  const profile = useProfile();
  const fileType: ExportFileType = profile.data?.exportFileType ?? defaultExportFileType;
  const scale: ExportScale = profile.data?.exportScale ?? defaultExportScale;
  const [progress, setProgress] = useState<WeekendProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  /** The posts as the batch sends them (and publishing sends them as its carousel). */
  const bodies = () => posts.map((p) => ({ ...p.body, fileType, scale }));
  /** The team posts that can be videos, as the batch sends them (1080 px wide). */
  const videoBodies = () =>
    posts
      .filter(
        (p) =>
          p.kind === 'team' &&
          'format' in p.body &&
          (videoFormats as readonly unknown[]).includes(p.body.format),
      )
      .map((p) => ({ ...p.body, fileType: 'mp4', scale: 1 }));
  const sent = () => [...bodies(), ...(withVideos ? videoBodies() : [])];

  async function make(): Promise<MadeFiles | null> {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const all = sent();
    const total = all.length;
    setProgress({ files: [], failed: [], total, cancelled: false });
    try {
      const result = await downloadWeekendZip(
        all,
        window,
        (p) => {
          if (!controller.signal.aborted) setProgress({ ...p, total, cancelled: false });
        },
        controller.signal,
      );
      setProgress({ ...result, total, cancelled: false });
      const files = result.files.map(
        (f) =>
          new File([f.bytes], f.name, {
            type: f.name.endsWith('.mp4') ? videoMimeType : exportMimeTypes[fileType],
          }),
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

  return { progress, busy, make, cancel, fileType, bodies, videos: videoBodies().length };
}
