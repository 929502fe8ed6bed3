import { useChangeThenRefetch } from '#client/lib/change-then-refetch.ts';
import { teamSlotSchema, type TeamSlotInput } from '#shared/team-slots/team-slot.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** POST /api/team-slots: 201, 409 TEAM_ALREADY_SAVED or 403 TEAM_SLOT_LIMIT. */
export function saveTeamSlot(input: TeamSlotInput) {
  return sendJson('POST', '/api/team-slots', teamSlotSchema, input);
}

export function useSaveTeamSlot() {
  return useChangeThenRefetch(saveTeamSlot, queryKeys.teamSlots, 'settled');
}
