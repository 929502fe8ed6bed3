import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lastSelectionSavedSchema, type LastSelection } from '#shared/profile/profile.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** PUT /api/profile/last-selection: kept only while the user has remembering on. */
export function saveLastSelection(selection: LastSelection) {
  return sendJson('PUT', '/api/profile/last-selection', lastSelectionSavedSchema, selection);
}

export function useSaveLastSelection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLastSelection,
    onSuccess: ({ saved }) => {
      if (saved) void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    },
  });
}
