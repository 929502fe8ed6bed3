import { useQueryClient } from '@tanstack/react-query';
import type { ExportFileType, ExportScale } from '#shared/exports/export-file.ts';
import { profileSchema } from '#shared/profile/profile.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { sendJson } from '#client/lib/api-client.ts';

export interface ExportChoice {
  fileType: ExportFileType;
  scale: ExportScale;
}

/**
 * PATCH /api/profile with the download the user just chose in the export bar, so the next visit
 * (on any device) offers the same; the profile in the cache follows the answer.
 */
export function useSaveExportChoice() {
  const queryClient = useQueryClient();
  return async ({ fileType, scale }: ExportChoice) => {
    const profile = await sendJson('PATCH', '/api/profile', profileSchema, {
      exportFileType: fileType,
      exportScale: scale,
    });
    queryClient.setQueryData(queryKeys.profile, profile);
  };
}
