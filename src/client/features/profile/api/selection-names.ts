import { useQuery } from '@tanstack/react-query';
import { apiJson, jsonBody } from '#client/lib/api-client.ts';
import { isSport, sportApiPath } from '#shared/sports/sports.ts';

interface NamesAnswer {
  data?: { clubs?: { id: string; name: string }[]; teams?: { id: string; name: string }[] };
}

/** Names of the saved club and team, looked up through the sports gateway; ids when unknown. */
export function useSelectionNames(
  sport: string | null,
  clubId: string | null,
  teamId: string | null,
) {
  return useQuery({
    queryKey: ['selection-names', sport, clubId, teamId],
    enabled: Boolean(sport && clubId && isSport(sport)),
    staleTime: 60 * 60 * 1000,
    queryFn: async () => {
      if (!sport || !clubId || !isSport(sport)) return { club: null, team: null };
      const answer = await apiJson<NamesAnswer>(`/api/${sportApiPath[sport]}`, {
        method: 'POST',
        ...jsonBody({
          query: 'query($clubId: ID!) { clubs { id name } teams(clubId: $clubId) { id name } }',
          variables: { clubId },
        }),
      });
      return {
        club: answer.data?.clubs?.find((c) => c.id === clubId)?.name ?? null,
        team: answer.data?.teams?.find((t) => t.id === teamId)?.name ?? null,
      };
    },
  });
}
