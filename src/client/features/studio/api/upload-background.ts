import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Background } from '#shared/backgrounds/background.schema.ts';
import { backgroundsQueryKey } from '#client/features/studio/api/get-backgrounds.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** POST /api/backgrounds, multipart field `file`: 201 with the stored background. */
export function uploadBackground(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiJson<Background>('/api/backgrounds', { method: 'POST', body: form });
}

export function useUploadBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBackground,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backgroundsQueryKey }),
  });
}
