import { useQuery } from '@tanstack/react-query';
import { gamesDataSchema } from '#shared/sports/sports-answer.schema.ts';
import type { Game } from '#shared/sports/sports.ts';
import type { ClubPalette } from '#shared/themes/club-palette.ts';
import { getClubPalette } from '#client/api/get-club-palette.ts';
import { getTeamSlots } from '#client/api/get-team-slots.ts';
import { sportsStaleTime, sportsQuery } from '#client/lib/sports-gateway.ts';
import { pickPreviewGames } from '#client/features/editor/utils/preview-games.ts';
import { sampleGames } from '#client/features/editor/utils/sample-games.ts';

const fields =
  'id teamHome teamAway date time location city result resultDetail teamHomeLogo teamAwayLogo';
const query = `query Games($teamId: ID!, $clubId: ID) { games(teamId: $teamId, clubId: $clubId) { ${fields} } }`;

/**
 * The editor's preview data (docs/product.md section 4, "Editor preview mode"): real games of the user's
 * first saved team through the sports gateway, the sample games when there is no team or the
 * federation gives none. `source` says which. With the team's games come its club's colours
 * (GET /api/exports/palette), which a template's club colours take on the canvas; none without a
 * team (the renderer's Swiss red and navy then).
 */
export async function getPreviewGames(
  count: number,
  signal?: AbortSignal,
): Promise<{
  games: Game[];
  source: 'team' | 'sample';
  teamName: string | null;
  palette: ClubPalette | null;
}> {
  const sample = {
    games: sampleGames.slice(0, count),
    source: 'sample' as const,
    teamName: null,
    palette: null,
  };
  try {
    const { slots } = await getTeamSlots();
    const slot = slots.find((candidate) => !candidate.locked);
    if (!slot) return sample;
    const answer = await sportsQuery(
      slot.sport,
      query,
      gamesDataSchema,
      { teamId: slot.teamId, clubId: slot.clubId },
      signal,
    );
    const games = pickPreviewGames(answer.data.games, count);
    const first = games[0] ?? answer.data.games[0];
    // The club's colours come from its logo in one of its games; without them the canvas shows
    // the fallback colours, as a post without a logo does.
    const palette = first
      ? await getClubPalette(slot.sport, slot.clubId, slot.teamId, first.id).catch(() => null)
      : null;
    if (games.length === 0) return { ...sample, palette };
    // Fewer games than the template holds: the rest come from the samples.
    const filled = [...games, ...sampleGames.slice(games.length, count)];
    return { games: filled, source: 'team', teamName: slot.teamName, palette };
  } catch {
    return sample;
  }
}

export function usePreviewGames(count: number, enabled: boolean) {
  return useQuery({
    queryKey: ['editor-preview-games', count],
    queryFn: ({ signal }) => getPreviewGames(count, signal),
    enabled,
    staleTime: sportsStaleTime,
    retry: false,
  });
}
