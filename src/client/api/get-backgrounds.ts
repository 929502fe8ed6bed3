import { useQuery } from '@tanstack/react-query';
import { backgroundListSchema } from '#shared/backgrounds/background.schema.ts';
import { imageListQueryOptions } from '#client/lib/image-list-query.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** GET /api/backgrounds: the user's collection, newest first. */
export const getBackgrounds = () => apiJson('/api/backgrounds', backgroundListSchema);

export const backgroundsQueryOptions = () =>
  imageListQueryOptions(queryKeys.backgrounds, getBackgrounds);

export function useBackgrounds({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...backgroundsQueryOptions(), enabled });
}
