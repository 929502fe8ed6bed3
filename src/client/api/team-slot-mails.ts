import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  mailSettingsSchema,
  type MailSettings,
} from '#shared/game-day-mails/mail-settings.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson, sendJson } from '#client/lib/api-client.ts';

/** GET and PUT /api/team-slots/:id/mails: a team's game-day mails (off by default). */
const path = (slotId: string) => `/api/team-slots/${encodeURIComponent(slotId)}/mails`;
// Not under the team-slot list's key: refreshing the list after a slot is deleted must not ask
// for the deleted slot's mails (a 404) while its row is still on screen.
const key = (slotId: string) => [...queryKeys.teamSlotMails, slotId] as const;

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
      sendJson('PUT', path(slotId), mailSettingsSchema, settings),
    onSuccess: (settings) => queryClient.setQueryData(key(slotId), settings),
  });
}
