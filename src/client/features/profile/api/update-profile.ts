import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema } from '#shared/profile/profile.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { sendJson } from '#client/lib/api-client.ts';

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  rememberLastSelection: boolean;
}

/** PATCH /api/profile: names (empty saved as null) and the remember flag. */
export function updateProfile(changes: ProfileChanges) {
  return sendJson('PATCH', '/api/profile', profileSchema, changes);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile, profile),
  });
}
