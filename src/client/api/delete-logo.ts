import { useChangeThenRefetch } from '#client/lib/change-then-refetch.ts';
import { logoDeletedSchema } from '#shared/logos/logo.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** DELETE /api/logos/:id: the logo and its stored image. */
export function deleteLogo(id: string) {
  return apiJson(`/api/logos/${encodeURIComponent(id)}`, logoDeletedSchema, { method: 'DELETE' });
}

export function useDeleteLogo() {
  return useChangeThenRefetch(deleteLogo, queryKeys.logos, 'settled');
}
