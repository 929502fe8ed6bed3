import { useChangeThenRefetch } from '#client/lib/change-then-refetch.ts';
import {
  templateSchema,
  type TemplateWriteInput,
} from '#shared/templates/template-write.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { sendJson } from '#client/lib/api-client.ts';

/**
 * POST /api/templates (a new one, 201) or PUT /api/templates/:id: the server checks the config
 * with the shared schema and sanitiser and the plan's limits and answers the stored template.
 * Refusals are ApiErrors whose `details.fields` name each refused field.
 */
export function saveTemplate({ id, template }: { id?: string; template: TemplateWriteInput }) {
  return sendJson(
    id ? 'PUT' : 'POST',
    id ? `/api/templates/${encodeURIComponent(id)}` : '/api/templates',
    templateSchema,
    template,
  );
}

export function useSaveTemplate() {
  return useChangeThenRefetch(saveTemplate, queryKeys.templates, 'success');
}
