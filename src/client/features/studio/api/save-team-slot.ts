import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamSlotSchema, type TeamSlotInput } from '#shared/team-slots/team-slot.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson, jsonBody } from '#client/lib/api-client.ts';

/** POST /api/team-slots: 201, 409 TEAM_ALREADY_SAVED or 403 TEAM_SLOT_LIMIT. */
export function saveTeamSlot(input: TeamSlotInput) {
  return apiJson('/api/team-slots', teamSlotSchema, { method: 'POST', ...jsonBody(input) });
}

export function useSaveTeamSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeamSlot,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.teamSlots }),
  });
}
