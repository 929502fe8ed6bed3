import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateSchema } from '#shared/templates/template-write.schema.ts';
import type { SvgConfig } from '#shared/templates/template-schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

export interface EditableTemplate {
  id: string;
  name: string;
  supportedGames: number;
  /** The config with the user's own images as signed addresses the browser can show. */
  config: SvgConfig;
  locked: boolean;
}

/**
 * The config with each `/api/files/...` reference replaced by its signed address: the browser
 * can load those, and a save brings them back to the stable reference on the server.
 */
export function withShownImages(config: SvgConfig, urls: Record<string, string>): SvgConfig {
  const shown = (href: string) => urls[href] ?? href;
  return {
    ...config,
    backgroundImageUrl: config.backgroundImageUrl
      ? shown(config.backgroundImageUrl)
      : config.backgroundImageUrl,
    elements: config.elements.map((element) =>
      (element.type === 'image' || element.type === 'api-image') && element.href
        ? { ...element, href: shown(element.href) }
        : element,
    ),
  };
}

/** GET /api/templates/:id: one of the user's own templates, for the editor. */
export async function getTemplate(id: string): Promise<EditableTemplate> {
  const template = await apiJson(`/api/templates/${encodeURIComponent(id)}`, templateSchema);
  return {
    id: template.id,
    name: template.name,
    supportedGames: Math.max(1, template.supportedGames),
    config: withShownImages(template.svgConfig, template.imageUrls),
    locked: template.locked,
  };
}

export const templateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.templates, id],
    queryFn: () => getTemplate(id),
    retry: false,
    // The editor owns the template while it is open: no refetch under the user's hands.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useTemplate(id: string | undefined) {
  return useQuery({ ...templateQueryOptions(id ?? ''), enabled: Boolean(id) });
}
