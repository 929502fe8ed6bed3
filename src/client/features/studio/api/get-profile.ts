import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/profile/profile.schema.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** GET /api/profile: the remembered studio selection (SPEC.md section 4). */
export const getProfile = () => apiJson<Profile>('/api/profile');

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['profile'], queryFn: getProfile, retry: false });

export function useProfile(enabled: boolean) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
