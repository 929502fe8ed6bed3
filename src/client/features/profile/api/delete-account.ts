import { useMutation } from '@tanstack/react-query';
import { apiJson, jsonBody } from '#client/lib/api-client.ts';

/** POST /api/account/delete {confirmation}: the server deletes everything of the user. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirmation: string) =>
      apiJson<{ deleted: true }>('/api/account/delete', {
        method: 'POST',
        ...jsonBody({ confirmation }),
      }),
  });
}
