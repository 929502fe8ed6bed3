import { useChangeThenRefetch } from '#client/lib/change-then-refetch.ts';
import { backgroundSchema } from '#shared/backgrounds/background.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** POST /api/backgrounds, multipart field `file`: 201 with the stored background. */
export function uploadBackground(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiJson('/api/backgrounds', backgroundSchema, { method: 'POST', body: form });
}

export function useUploadBackground() {
  return useChangeThenRefetch(uploadBackground, queryKeys.backgrounds, 'success');
}
