import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportRequestInput } from '#shared/exports/export-request.ts';
import {
  defaultExportFileType,
  defaultExportScale,
  estimateExportBytes,
  exportFileTypes,
  exportScales,
  type ExportFileType,
  type ExportScale,
} from '#shared/exports/export-file.ts';
import { useProfile } from '#client/api/get-profile.ts';
import {
  useSaveExportChoice,
  type ExportChoice,
} from '#client/features/studio/api/save-export-choice.ts';
import { toast } from '#client/lib/toast.ts';

/** One choice of the export bar with the file's size: known once made, estimated before. */
export interface DownloadChoiceSize extends ExportChoice {
  width: number;
  height: number;
  bytes: number;
  /** Whether `bytes` is the size of the file already made of this post. */
  exact: boolean;
}

/**
 * The download (file type and size, ADR 024): the user's choice, remembered on the profile; the
 * request of the post with it; and how big each choice will be for this post: the file already
 * made of it where there is one (`noteMade`), estimated from it or the bench figures otherwise.
 */
export function useDownloadChoice({
  signedIn,
  post,
  canvas,
}: {
  signedIn: boolean;
  post: ExportRequestInput | null;
  canvas: { width: number; height: number };
}) {
  const { t } = useTranslation();
  const profile = useProfile({ enabled: signedIn });
  const saveChoice = useSaveExportChoice();
  const [picked, setPicked] = useState<ExportChoice | null>(null);
  const choice: ExportChoice = picked ?? {
    fileType: profile.data?.exportFileType ?? defaultExportFileType,
    scale: profile.data?.exportScale ?? defaultExportScale,
  };
  const withChoice = (next: ExportChoice): ExportRequestInput | null =>
    post ? { ...post, fileType: next.fileType, scale: next.scale } : null;
  const request = withChoice(choice);
  const choose = (next: Partial<ExportChoice>) => {
    const chosen = { ...choice, ...next };
    setPicked(chosen);
    if (signedIn) {
      // The choice holds for this visit either way; only remembering it failed.
      saveChoice(chosen).catch(() => toast.error({ title: t('studio.export.choiceNotSaved') }));
    }
  };
  // How big each choice will be for this post: the file already made of it where there is one.
  const [madeBytes, setMadeBytes] = useState<ReadonlyMap<string, number>>(new Map());
  const known = exportFileTypes
    .flatMap((fileType) => exportScales.map((scale) => ({ fileType, scale })))
    .map((option) => ({ option, bytes: madeBytes.get(JSON.stringify(withChoice(option))) }))
    .find(({ bytes }) => bytes !== undefined);
  const sizeOf = (fileType: ExportFileType, scale: ExportScale): DownloadChoiceSize => {
    const made = madeBytes.get(JSON.stringify(withChoice({ fileType, scale })));
    const estimate = estimateExportBytes(
      { ...canvas, photo: Boolean(post && 'backgroundId' in post && post.backgroundId) },
      fileType,
      scale,
      known?.bytes !== undefined ? { ...known.option, bytes: known.bytes } : null,
    );
    return {
      fileType,
      scale,
      width: canvas.width * scale,
      height: canvas.height * scale,
      bytes: made ?? estimate,
      exact: made !== undefined,
    };
  };

  return {
    choice,
    choose,
    request,
    /** Each file type at the chosen size, and each size in the chosen file type. */
    sizes: {
      fileTypes: exportFileTypes.map((fileType) => sizeOf(fileType, choice.scale)),
      scales: exportScales.map((scale) => sizeOf(choice.fileType, scale)),
    },
    /** A file of the request `key` (as JSON) was made: its size is known now. */
    noteMade(key: string, bytes: number) {
      setMadeBytes((sizes) => (sizes.get(key) === bytes ? sizes : new Map(sizes).set(key, bytes)));
    },
  };
}
