import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  gameDayPublishingSchema,
  type GameDayPublishing,
} from '#shared/publishing/game-day-publishing.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson, sendJson } from '#client/lib/api-client.ts';

/** GET and PUT /api/team-slots/:id/publishing: a team's game-day publishing (off by default). */
const path = (slotId: string) => `/api/team-slots/${encodeURIComponent(slotId)}/publishing`;
// Not under the team-slot list's key, as the mails: a deleted slot's settings are not asked for.
const key = (slotId: string) => [...queryKeys.teamSlotPublishing, slotId] as const;

export function useTeamSlotPublishing(slotId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: key(slotId),
    queryFn: () => apiJson(path(slotId), gameDayPublishingSchema),
    enabled,
  });
}

export function useSaveTeamSlotPublishing(slotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: GameDayPublishing) =>
      sendJson('PUT', path(slotId), gameDayPublishingSchema, settings),
    onSuccess: (settings) => queryClient.setQueryData(key(slotId), settings),
  });
}
