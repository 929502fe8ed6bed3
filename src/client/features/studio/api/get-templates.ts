import { queryOptions, useQuery } from '@tanstack/react-query';
import { svgConfigSchema, type SvgConfig } from '#shared/templates/template-schema.ts';
import { ApiError, apiJson } from '#client/lib/api-client.ts';

/**
 * GET /api/templates: the paid user's own templates for the 'Eigene Vorlagen' group. Entries whose
 * config does not pass the shared schema are left out (the export would refuse them too); an
 * app without the templates API yet answers 404, which reads as no templates.
 */
export interface CustomTemplate {
  id: string;
  name: string;
  supportedGames: number;
  config: SvgConfig;
}

interface TemplateRow {
  id?: unknown;
  name?: unknown;
  supportedGames?: unknown;
  supported_games?: unknown;
  svgConfig?: unknown;
  svg_config?: unknown;
}

function readTemplate(row: TemplateRow): CustomTemplate | null {
  const config = svgConfigSchema.safeParse(row.svgConfig ?? row.svg_config);
  const games = Number(row.supportedGames ?? row.supported_games ?? 1);
  if (typeof row.id !== 'string' || typeof row.name !== 'string' || !config.success) return null;
  return {
    id: row.id,
    name: row.name,
    supportedGames: Number.isInteger(games) && games >= 1 ? games : 1,
    config: config.data,
  };
}

export async function getTemplates(): Promise<CustomTemplate[]> {
  try {
    const body = await apiJson<{ templates?: TemplateRow[] } | TemplateRow[]>('/api/templates');
    const rows = Array.isArray(body) ? body : (body.templates ?? []);
    return rows.map(readTemplate).filter((t): t is CustomTemplate => t !== null);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: ['templates', 'studio'], queryFn: getTemplates, retry: false });

export function useCustomTemplates(enabled: boolean) {
  return useQuery({ ...templatesQueryOptions(), enabled });
}
