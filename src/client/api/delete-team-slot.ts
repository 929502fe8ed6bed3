import { useChangeThenRefetch } from '#client/lib/change-then-refetch.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/**
 * DELETE /api/team-slots/:id. Refused with 409 TEAM_SLOT_LOCKED within seven days of the slot's
 * last change (docs/product.md section 4, "Team slot"); the error carries the server's text.
 */
export async function deleteTeamSlot(id: string): Promise<void> {
  await apiFetch(`/api/team-slots/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTeamSlot() {
  return useChangeThenRefetch(deleteTeamSlot, queryKeys.teamSlots, 'settled');
}
