import { useQuery } from '@tanstack/react-query';
import { logoListSchema } from '#shared/logos/logo.schema.ts';
import { imageListQueryOptions } from '#client/lib/image-list-query.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** GET /api/logos: the user's logos, newest first, and whether the plan has logo upload. */
export const getLogos = () => apiJson('/api/logos', logoListSchema);

export const logosQueryOptions = () => imageListQueryOptions(queryKeys.logos, getLogos);

export function useLogos({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...logosQueryOptions(), enabled });
}
