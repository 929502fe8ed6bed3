import { useChangeThenRefetch } from '#client/lib/change-then-refetch.ts';
import { templateDeletedSchema } from '#shared/templates/template-list.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** DELETE /api/templates/:id, a locked template too (it frees room). */
export function deleteTemplate(id: string) {
  return apiJson(`/api/templates/${encodeURIComponent(id)}`, templateDeletedSchema, {
    method: 'DELETE',
  });
}

export function useDeleteTemplate() {
  return useChangeThenRefetch(deleteTemplate, queryKeys.templates, 'settled');
}
