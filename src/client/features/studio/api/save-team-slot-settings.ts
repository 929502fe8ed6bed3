import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { teamSlotSchema, type TeamSlotList } from '#shared/team-slots/team-slot.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** What the studio keeps with a team's slot: its posts' language and 'Sponsoren zeigen'. */
export interface TeamSlotSettings {
  postLanguage?: PostLanguage | null;
  postSponsors?: boolean;
}

/** PATCH /api/team-slots/{id}: the settings named, the others stay. */
export function saveTeamSlotSettings(id: string, settings: TeamSlotSettings) {
  return sendJson('PATCH', `/api/team-slots/${encodeURIComponent(id)}`, teamSlotSchema, settings);
}

export function useSaveTeamSlotSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...settings }: TeamSlotSettings & { id: string }) =>
      saveTeamSlotSettings(id, settings),
    // The answer is the slot as stored: put it into the list the studio and profile show.
    onSuccess: (slot) =>
      queryClient.setQueryData<TeamSlotList>(queryKeys.teamSlots, (list) =>
        list
          ? { ...list, slots: list.slots.map((entry) => (entry.id === slot.id ? slot : entry)) }
          : list,
      ),
  });
}
