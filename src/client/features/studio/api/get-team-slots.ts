import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamSlotList } from '#shared/team-slots/team-slot.schema.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** GET /api/team-slots: the user's saved teams and the plan's maximum. */
export const getTeamSlots = () => apiJson<TeamSlotList>('/api/team-slots');

export const teamSlotsQueryKey = ['team-slots'] as const;

export const teamSlotsQueryOptions = () =>
  queryOptions({ queryKey: teamSlotsQueryKey, queryFn: getTeamSlots });

export function useTeamSlots(enabled: boolean) {
  return useQuery({ ...teamSlotsQueryOptions(), enabled });
}
