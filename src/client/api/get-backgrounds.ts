import { queryOptions, useQuery } from '@tanstack/react-query';
import { backgroundListSchema } from '#shared/backgrounds/background.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** GET /api/backgrounds: the user's collection, newest first. */
export const getBackgrounds = () => apiJson('/api/backgrounds', backgroundListSchema);

export const backgroundsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.backgrounds,
    queryFn: getBackgrounds,
    // The URLs are signed for an hour: fetch fresh ones well before.
    staleTime: 20 * 60 * 1000,
  });

export function useBackgrounds({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...backgroundsQueryOptions(), enabled });
}
