import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspacesSchema } from '#shared/workspaces/workspace.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** GET /api/workspaces: the user's workspaces, the personal one first, then by name. */
export const getWorkspaces = () => apiJson('/api/workspaces', workspacesSchema);

export const workspacesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.workspaces, queryFn: getWorkspaces });

export function useWorkspaces({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...workspacesQueryOptions(), enabled });
}
