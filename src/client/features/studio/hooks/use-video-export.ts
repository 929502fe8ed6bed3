import { useEffect, useRef, useState } from 'react';
import type { GameExportRequestInput } from '#shared/exports/export-request.ts';
import { videoFormats } from '#shared/exports/export-file.ts';
import { canvasSizes } from '#shared/templates/formats.ts';
import { createExport } from '#client/features/studio/api/create-export.ts';
import { ApiError } from '#client/lib/api-client.ts';

/** A video being made, made (playing in the page) or refused. */
export type VideoState =
  | { phase: 'idle' }
  /** `share`: the part of the file received, null while the server still makes it. */
  | { phase: 'making'; share: number | null }
  | { phase: 'ready'; url: string; fileName: string; blob: Blob }
  | { phase: 'failed'; message: string | null };

/** Whether a post of this canvas at 1x can be a video (9:16 or 4:5, ADR 063). */
export function videoCanvas(canvas: { width: number; height: number }): boolean {
  return videoFormats.some(
    (format) =>
      canvasSizes[format].width === canvas.width && canvasSizes[format].height === canvas.height,
  );
}

/**
 * The moving post (ADR 063): the game post of the export bar as an MP4 (`fileType: 'mp4'`,
 * 1080 px wide), made by the server, shown playing in the page while it is downloaded again or
 * shared. Only a game post in 9:16 or 4:5 has one (`request` null otherwise).
 */
export function useVideoExport(request: GameExportRequestInput | null) {
  // The video belongs to the post it was made of: another post shows none.
  const key = request ? JSON.stringify(request) : null;
  const [made, setMade] = useState<{ key: string | null; state: VideoState }>({
    key: null,
    state: { phase: 'idle' },
  });
  const state: VideoState = made.key === key ? made.state : { phase: 'idle' };
  const setState = (next: VideoState) => setMade({ key, state: next });
  const url = useRef<string | null>(null);
  const forget = () => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  };
  useEffect(() => forget, []);

  const make = async () => {
    if (!request || state.phase === 'making') return;
    forget();
    setState({ phase: 'making', share: null });
    try {
      const made = await createExport({ ...request, fileType: 'mp4', scale: 1 }, (share) =>
        setState({ phase: 'making', share }),
      );
      url.current = URL.createObjectURL(made.blob);
      setState({ phase: 'ready', url: url.current, fileName: made.fileName, blob: made.blob });
    } catch (error) {
      console.error('video failed', error);
      const known = error instanceof ApiError && error.status < 500;
      setState({ phase: 'failed', message: known ? error.message : null });
    }
  };

  return { state, make, close: () => setState({ phase: 'idle' }) };
}
