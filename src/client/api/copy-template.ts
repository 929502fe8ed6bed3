import { useChangeThenRefetch } from '#client/lib/change-then-refetch.ts';
import { templateCopySchema } from '#shared/templates/template-list.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

/**
 * POST /api/templates/:id/copy: a new template named '<name> (Kopie)'. Refused with
 * TEMPLATE_LIMIT when the plan's number of templates is reached (docs/product.md section 5) and with
 * TEMPLATE_LOCKED for a locked original.
 */
export function copyTemplate(id: string) {
  return apiJson(`/api/templates/${encodeURIComponent(id)}/copy`, templateCopySchema, {
    method: 'POST',
  });
}

export function useCopyTemplate() {
  return useChangeThenRefetch(copyTemplate, queryKeys.templates, 'settled');
}
