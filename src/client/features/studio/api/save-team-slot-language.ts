import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { teamSlotSchema, type TeamSlotList } from '#shared/team-slots/team-slot.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** PATCH /api/team-slots/{id} {postLanguage}: the language the slot's team posts in. */
export function saveTeamSlotLanguage(id: string, postLanguage: PostLanguage | null) {
  return sendJson('PATCH', `/api/team-slots/${encodeURIComponent(id)}`, teamSlotSchema, {
    postLanguage,
  });
}

export function useSaveTeamSlotLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, postLanguage }: { id: string; postLanguage: PostLanguage | null }) =>
      saveTeamSlotLanguage(id, postLanguage),
    // The answer is the slot as stored: put it into the list the studio and profile show.
    onSuccess: (slot) =>
      queryClient.setQueryData<TeamSlotList>(queryKeys.teamSlots, (list) =>
        list
          ? { ...list, slots: list.slots.map((entry) => (entry.id === slot.id ? slot : entry)) }
          : list,
      ),
  });
}
