import { queryOptions, useQuery } from '@tanstack/react-query';
import { membersSchema } from '#shared/workspaces/workspace.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** GET /api/workspaces/:id/members: members, pending invitations (owner and admins), the limit. */
export const getWorkspaceMembers = (id: string) =>
  apiJson(`/api/workspaces/${encodeURIComponent(id)}/members`, membersSchema);

export const workspaceMembersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.workspaceMembers(id),
    queryFn: () => getWorkspaceMembers(id),
  });

export function useWorkspaceMembers(id: string) {
  return useQuery(workspaceMembersQueryOptions(id));
}
