import { useQuery } from '@tanstack/react-query';
import { weekendGamesSchema } from '#shared/weekend/weekend.schema.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** GET /api/weekend: the games of the user's saved teams in the window, by day and time. */
export const getWeekend = (from: string, to: string) =>
  apiJson(
    `/api/weekend?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    weekendGamesSchema,
  );

export function useWeekend(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: ['weekend', from, to],
    queryFn: () => getWeekend(from, to),
    enabled,
  });
}
