import { queryOptions, useQuery } from '@tanstack/react-query';
import { activitySchema } from '#shared/workspaces/workspace.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** GET /api/workspaces/:id/activity: who did what and when, newest first (at most 100). */
export const getWorkspaceActivity = (id: string) =>
  apiJson(`/api/workspaces/${encodeURIComponent(id)}/activity`, activitySchema);

export const workspaceActivityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.workspaceActivity(id),
    queryFn: () => getWorkspaceActivity(id),
  });

export function useWorkspaceActivity(id: string) {
  return useQuery(workspaceActivityQueryOptions(id));
}
