import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateListSchema } from '#shared/templates/template-list.schema.ts';
import { svgConfigSchema, type SvgConfig } from '#shared/templates/template-schema.ts';
import { withShownImages } from '#client/api/get-template.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

export interface CustomTemplate {
  id: string;
  name: string;
  supportedGames: number;
  config: SvgConfig;
  /** ISO 8601 */
  createdAt: string;
  /** Beyond the plan's limit after a downgrade: shown, but neither used nor copied. */
  locked: boolean;
}

/**
 * GET /api/templates: the user's own templates, newest first, for the studio's 'Eigene Vorlagen'
 * group and the profile's list. Entries whose config does not pass the shared schema are left
 * out (the export would refuse them too).
 */
export async function getTemplates(): Promise<CustomTemplate[]> {
  const { templates } = await apiJson('/api/templates', templateListSchema);
  return templates.flatMap((entry) => {
    const config = svgConfigSchema.safeParse(entry.svgConfig);
    if (!config.success) return [];
    const games = entry.supportedGames >= 1 ? entry.supportedGames : 1;
    return [
      {
        id: entry.id,
        name: entry.name,
        supportedGames: games,
        // The user's own images as the signed addresses the list carries: the stored
        // `/api/files/...` reference alone is refused (403) when the studio's preview loads it.
        config: withShownImages(config.data, entry.imageUrls ?? {}),
        createdAt: entry.createdAt,
        locked: entry.locked,
      },
    ];
  });
}

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.templates, queryFn: getTemplates, retry: false });

export function useTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...templatesQueryOptions(), enabled });
}
