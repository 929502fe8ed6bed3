import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, jsonBody } from '#client/lib/api-client.ts';
import type { Profile } from '#shared/profile/profile.schema.ts';

export const profileQueryKey = ['profile'] as const;

/** GET /api/profile: the signed-in user's own profile. */
export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: () => apiJson<Profile>('/api/profile') });
}

function useProfileMutation<I>(request: (input: I) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}

/** PATCH /api/profile: names (empty saved as null) and the remember flag. */
export function useUpdateProfile() {
  return useProfileMutation(
    (changes: { firstName: string; lastName: string; rememberLastSelection: boolean }) =>
      apiJson<Profile>('/api/profile', { method: 'PATCH', ...jsonBody(changes) }),
  );
}

/** PUT /api/profile/instagram: a leading @ is removed, empty saves as null. */
export function useUpdateInstagram() {
  return useProfileMutation((instagramUsername: string) =>
    apiJson<Profile>('/api/profile/instagram', {
      method: 'PUT',
      ...jsonBody({ instagramUsername }),
    }),
  );
}
