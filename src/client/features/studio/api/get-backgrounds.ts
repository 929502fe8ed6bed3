import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackgroundList } from '#shared/backgrounds/background.schema.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** GET /api/backgrounds: the user's collection, newest first. */
export const getBackgrounds = () => apiJson<BackgroundList>('/api/backgrounds');

export const backgroundsQueryKey = ['backgrounds'] as const;

export const backgroundsQueryOptions = () =>
  queryOptions({
    queryKey: backgroundsQueryKey,
    queryFn: getBackgrounds,
    // The URLs are signed for an hour: fetch fresh ones well before.
    staleTime: 20 * 60 * 1000,
  });

export function useBackgrounds(enabled: boolean) {
  return useQuery({ ...backgroundsQueryOptions(), enabled });
}
