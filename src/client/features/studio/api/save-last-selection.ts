import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lastSelectionSavedSchema, type LastSelection } from '#shared/profile/profile.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson, jsonBody } from '#client/lib/api-client.ts';

/** PUT /api/profile/last-selection: kept only while the user has remembering on. */
export function saveLastSelection(selection: LastSelection) {
  return apiJson('/api/profile/last-selection', lastSelectionSavedSchema, {
    method: 'PUT',
    ...jsonBody(selection),
  });
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
