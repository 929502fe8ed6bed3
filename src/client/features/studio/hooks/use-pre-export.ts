import { useEffect, useMemo, useRef, useState } from 'react';
import type { ExportRequestInput } from '#shared/exports/export-request.ts';
import { createExport, type ExportedPost } from '#client/features/studio/api/create-export.ts';
import {
  hashText,
  preExportSettleMs,
  preExportSkipped,
} from '#client/features/studio/utils/pre-export.ts';

/**
 * What the studio knows of the background export: none yet ('idle'), the browser's connection
 * rules it out ('off'), asked for ('making'), or the file is here ('ready').
 */
export type PreExportState = 'idle' | 'off' | 'making' | 'ready';

interface PreExport {
  key: string;
  controller: AbortController;
  promise: Promise<ExportedPost>;
  file: ExportedPost | null;
}

/**
 * The export made before the click (ADR 030): once the preview (`drawn`, the post as the studio
 * draws it) and the request (the post with the chosen file type and scale) have stood unchanged
 * for about a second, the file is asked for in the background, marked `Purpose: prefetch`; the
 * next change cancels it. The file is kept in memory for that exact post and choice only, so the
 * click hands it over at once (`take`). Errors of a background export are never shown: the
 * click simply makes the file as before.
 */
export function usePreExport({
  request,
  drawn,
  enabled,
  previousOf,
  onMade,
}: {
  request: ExportRequestInput | null;
  drawn: unknown;
  /** Whether the click would export at once (signed in, the team in a slot). */
  enabled: boolean;
  /** The last file of the same request, to ask with its ETag. */
  previousOf: (requestKey: string) => ExportedPost | undefined;
  /** A background file arrived (kept by the caller for its ETag and size). */
  onMade: (requestKey: string, file: ExportedPost) => void;
}) {
  const [progress, setProgress] = useState<{ key: string; made: boolean } | null>(null);
  const current = useRef<PreExport | null>(null);
  const drawnHash = useMemo(() => hashText(JSON.stringify(drawn) ?? ''), [drawn]);
  const requestKey = request ? JSON.stringify(request) : null;
  const key = requestKey === null ? null : `${requestKey}\n${drawnHash}`;
  const skipped = enabled && key !== null && preExportSkipped() !== null;
  // The latest callbacks, read when the timer fires.
  const latest = useRef({ request, previousOf, onMade });
  useEffect(() => {
    latest.current = { request, previousOf, onMade };
  });

  useEffect(() => {
    if (current.current && current.current.key !== key) {
      // The post or the choice changed: the file asked for is no longer the one shown.
      current.current.controller.abort();
      current.current = null;
    }
    if (current.current || !enabled || skipped || key === null || requestKey === null) return;
    const timer = window.setTimeout(() => {
      const { request: asked, previousOf: previous, onMade: made } = latest.current;
      if (!asked) return;
      const controller = new AbortController();
      const entry: PreExport = {
        key,
        controller,
        file: null,
        promise: createExport(asked, undefined, previous(requestKey), {
          signal: controller.signal,
          background: true,
        }),
      };
      current.current = entry;
      setProgress({ key, made: false });
      entry.promise.then(
        (file) => {
          made(requestKey, file);
          if (current.current !== entry) return;
          entry.file = file;
          setProgress({ key, made: true });
        },
        () => {
          // Cancelled, refused (429: one of this user's is still running) or failed: quietly
          // none; the click makes the file itself.
          if (current.current !== entry) return;
          current.current = null;
          setProgress(null);
        },
      );
    }, preExportSettleMs);
    return () => window.clearTimeout(timer);
  }, [enabled, skipped, key, requestKey]);

  // Leaving the studio cancels what is still being made.
  useEffect(() => () => current.current?.controller.abort(), []);

  const state: PreExportState =
    !enabled || key === null
      ? 'idle'
      : skipped
        ? 'off'
        : progress?.key === key
          ? progress.made
            ? 'ready'
            : 'making'
          : 'idle';
  return {
    state,
    /**
     * The background export of exactly this post and choice: its file when it is here, its
     * promise while it is being made; null when there is none.
     */
    take(): { file: ExportedPost } | { pending: Promise<ExportedPost> } | null {
      const entry = current.current;
      if (!entry || entry.key !== key) return null;
      return entry.file ? { file: entry.file } : { pending: entry.promise };
    },
  };
}
