import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clubApiKeySavedSchema } from '#shared/sports/club-api-key.schema.ts';
import type { Sport } from '#shared/sports/sports.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** PUT /api/club-api-keys/{sport}/{clubId} {apiKey}: stores or replaces the club's key. */
export function saveClubApiKey(sport: Sport, clubId: string, apiKey: string) {
  return sendJson(
    'PUT',
    `/api/club-api-keys/${sport}/${encodeURIComponent(clubId)}`,
    clubApiKeySavedSchema,
    { apiKey },
  );
}

export function useSaveClubApiKey(sport: Sport, clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apiKey: string) => saveClubApiKey(sport, clubId, apiKey),
    // Teams and games of the club were refused without the key: ask again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sports }),
  });
}
