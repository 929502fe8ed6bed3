import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import { siteSchema, type Site } from '#shared/site/site.schema.ts';

/** GET /api/site: the operator named in the legal pages. */
export function getSite(): Promise<Site> {
  return apiJson('/api/site', siteSchema);
}

export const siteQueryOptions = queryOptions({
  queryKey: ['site'],
  queryFn: getSite,
  // Configuration: it changes only with a restart of the server.
  staleTime: Infinity,
});

export function useSite() {
  return useQuery(siteQueryOptions);
}
