import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema } from '#shared/profile/profile.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** PUT /api/profile/instagram: a leading @ is removed, empty saves as null. */
export function updateInstagram(instagramUsername: string) {
  return sendJson('PUT', '/api/profile/instagram', profileSchema, { instagramUsername });
}

export function useUpdateInstagram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInstagram,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile, profile),
  });
}
