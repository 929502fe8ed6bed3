import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sport } from '#shared/sports/sports.ts';
import { apiJson, jsonBody } from '#client/lib/api-client.ts';

/** PUT /api/club-api-keys/{sport}/{clubId} {apiKey}: stores or replaces the club's key. */
export function saveClubApiKey(sport: Sport, clubId: string, apiKey: string) {
  return apiJson<{ sport: string; clubId: string; lastFour: string }>(
    `/api/club-api-keys/${sport}/${encodeURIComponent(clubId)}`,
    { method: 'PUT', ...jsonBody({ apiKey }) },
  );
}

export function useSaveClubApiKey(sport: Sport, clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apiKey: string) => saveClubApiKey(sport, clubId, apiKey),
    // Teams and games of the club were refused without the key: ask again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['studio'] }),
  });
}
