import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  mailSettingsSchema,
  type MailSettings,
} from '#shared/game-day-mails/mail-settings.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson, jsonBody } from '#client/lib/api-client.ts';

/** GET and PUT /api/team-slots/:id/mails: a team's game-day mails (off by default). */
const path = (slotId: string) => `/api/team-slots/${encodeURIComponent(slotId)}/mails`;
const key = (slotId: string) => [...queryKeys.teamSlots, slotId, 'mails'] as const;

export function useTeamSlotMails(slotId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: key(slotId),
    queryFn: () => apiJson(path(slotId), mailSettingsSchema),
    enabled,
  });
}

export function useSaveTeamSlotMails(slotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MailSettings) =>
      apiJson(path(slotId), mailSettingsSchema, { method: 'PUT', ...jsonBody(settings) }),
    onSuccess: (settings) => queryClient.setQueryData(key(slotId), settings),
  });
}
