import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportRequestInput } from '#shared/exports/export-request.ts';
import {
  defaultExportFileType,
  postMimeTypes,
  type PostFileType,
} from '#shared/exports/export-file.ts';
import { isUnlimited } from '#shared/plans.ts';
import type { Sport } from '#shared/sports/sports.ts';
import { createExport, type ExportedPost } from '#client/features/studio/api/create-export.ts';
import { usePreExport } from '#client/features/studio/hooks/use-pre-export.ts';
import { videoCanvas } from '#client/features/studio/hooks/use-video-export.ts';
import { useMe } from '#client/api/get-me.ts';
import { useTeamSlots } from '#client/api/get-team-slots.ts';
import { useDownloadChoice } from '#client/features/studio/hooks/use-download-choice.ts';
import { useSaveTeamSlot } from '#client/api/save-team-slot.ts';
import { downloadBlob } from '#client/features/studio/utils/download.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { serverMessage, toast } from '#client/lib/toast.ts';
import { roleCan } from '#client/lib/workspace-role.ts';
import { exportProgressToast } from '#client/features/studio/components/export-progress-toast.tsx';

/**
 * A request that never reached the server because the device is offline: fetch rejects with a
 * TypeError (no HTTP answer at all), and the browser knows it has no network.
 */
function isOfflineFailure(error: unknown): boolean {
  return !(error instanceof ApiError) && error instanceof TypeError && !navigator.onLine;
}

export type ExportPhase = 'idle' | 'confirm-save' | 'saving' | 'exporting' | 'instagram';

/** Exports kept to ask again with their ETag (each a PNG or JPEG of up to a few MB). */
const keptExports = 4;

/**
 * Export (docs/product.md section 4): a team in the user's slots exports at once; otherwise 'Team
 * speichern?' asks first, and only a stored slot leads on to the export. The server renders the
 * file (PNG or JPEG, 2x or 1x, as the export bar's choice says); it is downloaded under the
 * server's file name, then 'Instagram öffnen?' follows. A file made in the background before the
 * click (use-pre-export.ts, ADR 030) is handed over at once.
 */
export function usePostExport({
  signedIn,
  sport,
  clubId,
  teamId,
  teamName,
  request: post,
  canvas,
  drawn,
}: {
  signedIn: boolean;
  sport: Sport;
  clubId: string;
  teamId: string;
  teamName: string | null;
  /** The post without the download choice, which this hook adds. */
  request: ExportRequestInput | null;
  /** The post's canvas at 1x (the platform's size). */
  canvas: { width: number; height: number };
  /** The post as the preview draws it: a file made before the click is kept for it alone. */
  drawn?: unknown;
}) {
  const { t } = useTranslation();
  const { entitlements, workspace } = useMe();
  const { maxTeams } = entitlements.limits;
  // Saving a team into a slot is the owner's and admins' (docs/workspaces.md): an editor makes
  // posts for the teams the workspace has saved.
  const savesTeams = roleCan(workspace?.role, 'library');
  const slots = useTeamSlots({ enabled: signedIn });
  const saveSlot = useSaveTeamSlot();
  const [phase, setPhase] = useState<ExportPhase>('idle');
  const [file, setFile] = useState<File | null>(null);
  const busy = useRef(false);
  // The last exports by post (the request as JSON): exporting the same post again sends the
  // file's ETag, and while the post is unchanged the server answers 304 and the file is reused.
  const exported = useRef(new Map<string, ExportedPost>());
  // The download (file type and size) and how big each choice will be (ADR 024).
  const download = useDownloadChoice({ signedIn, post, canvas });
  const { request } = download;

  const keep = (key: string, made: ExportedPost) => {
    const kept = exported.current;
    kept.delete(key);
    kept.set(key, made);
    for (const old of kept.keys()) if (kept.size > keptExports) kept.delete(old);
    download.noteMade(key, made.blob.size);
  };

  const list = slots.data;
  const inSlot =
    list?.slots.some((slot) => slot.sport === sport && slot.teamId === teamId) ?? false;
  const slotLimitReached =
    list !== undefined && !inSlot && !isUnlimited(maxTeams) && list.used >= maxTeams;
  /** Not in a slot, and the viewer's role may not save it there. */
  const teamNotSaved = list !== undefined && !inSlot && !savesTeams;
  // The file made before the click (ADR 030), where the click would export at once.
  const preExport = usePreExport({
    request,
    drawn,
    // Not while the click's own export or the slot question runs: that file is the post's, and
    // once it is kept the background asks with its ETag (304) rather than drawing it again.
    enabled: signedIn && inSlot && (phase === 'idle' || phase === 'instagram'),
    previousOf: (key) => exported.current.get(key),
    onMade: keep,
  });

  /** Hands a file over: the download, the success toast, then 'Instagram öffnen?'. */
  const deliver = (made: ExportedPost, fileType: PostFileType, download = true) => {
    if (download) downloadBlob(made.blob, made.fileName);
    setFile(
      new File([made.blob], made.fileName, { type: made.blob.type || postMimeTypes[fileType] }),
    );
    setPhase('instagram');
  };

  /**
   * The click for a file made in the background: the server is asked once more with its tag
   * (If-None-Match), which it answers 304 without drawing and counts as used; the checks of an
   * export run as for any click. Nothing of it is shown: the person has the file already.
   */
  const confirmUse = (asked: ExportRequestInput, made: ExportedPost) => {
    createExport(asked, undefined, made).then(
      (answer) => keep(JSON.stringify(asked), answer),
      () => {},
    );
  };

  const run = async () => {
    if (!request || busy.current) return;
    const key = JSON.stringify(request);
    const fileType = request.fileType ?? defaultExportFileType;
    const ahead = preExport.take();
    if (ahead && 'file' in ahead) {
      // Made before the click: handed over at once, without a round trip; what follows the
      // download (dialog, toast, the server told) waits until the browser has taken it.
      const made = ahead.file;
      downloadBlob(made.blob, made.fileName);
      window.setTimeout(() => {
        deliver(made, fileType, false);
        toast.success({
          title: t('studio.export.successTitle'),
          description: t('studio.export.successText'),
        });
        confirmUse(request, made);
      }, 0);
      return;
    }
    busy.current = true;
    setPhase('exporting');
    const progress = exportProgressToast(
      t('studio.export.preparingTitle'),
      t('studio.export.preparingText'),
    );
    try {
      // Being made in the background: the click waits for that file rather than asking again.
      const early = ahead ? await ahead.pending.catch(() => null) : null;
      const made =
        early ?? (await createExport(request, progress.downloading, exported.current.get(key)));
      keep(key, made);
      progress.done(t('studio.export.successTitle'), t('studio.export.successText'));
      deliver(made, fileType);
      if (early) confirmUse(request, early);
    } catch (error) {
      console.error('export failed', error);
      if (isOfflineFailure(error)) {
        // The device has no connection: say so, and let the same export run again from the toast.
        progress.failed(t('studio.export.offlineTitle'), t('studio.export.offlineText'), {
          label: t('studio.export.retry'),
          onClick: () => void run(),
        });
        setPhase('idle');
        return;
      }
      progress.failed(
        t('studio.export.failed'),
        error instanceof ApiError && error.status < 500 ? error.message : undefined,
      );
      setPhase('idle');
      // A refusal for slots means the list we showed is out of date.
      void slots.refetch();
    } finally {
      busy.current = false;
    }
  };

  const start = () => {
    if (!signedIn || !request || !list) return;
    if (inSlot) void run();
    else if (savesTeams) setPhase('confirm-save');
  };

  const confirmSave = () => {
    if (!teamName) return;
    setPhase('saving');
    saveSlot.mutate(
      { sport, clubId, teamId, teamName },
      {
        onSuccess: () => {
          toast.success({ title: t('studio.export.teamSaved') });
          void run();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'TEAM_ALREADY_SAVED') {
            toast.info({ title: t('studio.export.teamAlreadySaved') });
            void run();
            return;
          }
          console.error('team slot not saved', error);
          toast.error({ description: serverMessage(error) });
          setPhase('idle');
        },
      },
    );
  };

  return {
    phase,
    file,
    inSlot,
    slotLimitReached,
    teamNotSaved,
    slots: list,
    /** Team slots the plan allows (GET /api/me). */
    maxTeams,
    ready: signedIn && list !== undefined && request !== null,
    /** The request the download sends (POST /api/exports), which publishing sends as its post. */
    request,
    /** The post's width over its height. */
    ratio: canvas.width / canvas.height,
    /** The post a video is made of: a game post in 9:16 or 4:5 (ADR 063); null otherwise. */
    videoRequest:
      post && post.mode !== 'standings' && videoCanvas(canvas) && signedIn && inSlot ? post : null,
    /** The background export of the post shown (ADR 030). */
    preExport: preExport.state,
    /** The download the next export makes, and a way to change it (remembered per user). */
    choice: download.choice,
    choose: download.choose,
    /** Each file type at the chosen size, and each size in the chosen file type. */
    sizes: download.sizes,
    start,
    confirmSave,
    declineSave: () => setPhase('idle'),
    closeInstagram: () => setPhase('idle'),
  };
}
