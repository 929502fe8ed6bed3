import { queryOptions, useQuery } from '@tanstack/react-query';
import { logoListSchema } from '#shared/logos/logo.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** GET /api/logos: the user's logos, newest first, and whether the plan has logo upload. */
export const getLogos = () => apiJson('/api/logos', logoListSchema);

export const logosQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.logos,
    queryFn: getLogos,
    // The URLs are signed for an hour: fetch fresh ones well before.
    staleTime: 20 * 60 * 1000,
  });

export function useLogos({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...logosQueryOptions(), enabled });
}
