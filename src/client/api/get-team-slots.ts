import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamSlotListSchema } from '#shared/team-slots/team-slot.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** GET /api/team-slots: the user's saved teams, oldest first. */
export const getTeamSlots = () => apiJson('/api/team-slots', teamSlotListSchema);

export const teamSlotsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.teamSlots, queryFn: getTeamSlots });

export function useTeamSlots({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...teamSlotsQueryOptions(), enabled });
}
