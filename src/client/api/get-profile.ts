import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema } from '#shared/profile/profile.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** GET /api/profile: the signed-in user's profile, with the remembered studio selection. */
export const getProfile = () => apiJson('/api/profile', profileSchema);

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile, queryFn: getProfile, retry: false });

export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
