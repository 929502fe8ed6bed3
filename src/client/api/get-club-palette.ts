import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sport } from '#shared/sports/sports.ts';
import { clubPaletteSchema } from '#shared/exports/club-palette.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

/**
 * GET /api/exports/palette: the colours the server reads from the club's logo for the 'club'
 * theme, so the preview paints what the export will.
 */
export function getClubPalette(sport: Sport, clubId: string, teamId: string, gameId: string) {
  const params = new URLSearchParams({ sport, clubId, teamId, gameId });
  return apiJson(`/api/exports/palette?${params.toString()}`, clubPaletteSchema);
}

export const clubPaletteQueryOptions = (
  sport: Sport,
  clubId: string,
  teamId: string,
  gameId: string,
) =>
  queryOptions({
    queryKey: queryKeys.clubPalette(sport, clubId, teamId, gameId),
    queryFn: () => getClubPalette(sport, clubId, teamId, gameId),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });

export function useClubPalette(
  enabled: boolean,
  sport: Sport,
  clubId: string,
  teamId: string,
  gameId: string | undefined,
) {
  return useQuery({
    ...clubPaletteQueryOptions(sport, clubId, teamId, gameId ?? ''),
    enabled: enabled && gameId !== undefined,
  });
}
