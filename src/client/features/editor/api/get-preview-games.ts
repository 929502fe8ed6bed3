import { useQuery } from '@tanstack/react-query';
import { gamesDataSchema } from '#shared/sports/sports-answer.schema.ts';
import type { Game } from '#shared/sports/sports.ts';
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
 * federation gives none. `source` says which.
 */
export async function getPreviewGames(
  count: number,
  signal?: AbortSignal,
): Promise<{ games: Game[]; source: 'team' | 'sample'; teamName: string | null }> {
  const sample = { games: sampleGames.slice(0, count), source: 'sample' as const, teamName: null };
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
    if (games.length === 0) return sample;
    // Fewer games than the template holds: the rest come from the samples.
    const filled = [...games, ...sampleGames.slice(games.length, count)];
    return { games: filled, source: 'team', teamName: slot.teamName };
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
