import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '#shared/accounts/me.schema.ts';
import type { Workspace } from '#shared/workspaces/workspace.schema.ts';
import { useSession } from '#client/api/get-session.ts';
import { queryKeys } from '#client/api/query-keys.ts';

/**
 * After a change to the workspace itself (its name, its crest): the header shows the answer at
 * once, and the switcher's list and the activity are fetched anew.
 */
export function useWorkspaceChanged() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return (workspace: Workspace) => {
    queryClient.setQueryData<Me | null>(queryKeys.me(user?.id ?? null), (me) =>
      me?.workspace?.id === workspace.id ? { ...me, workspace } : me,
    );
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.workspaces, exact: true }),
      queryClient.invalidateQueries({ queryKey: queryKeys.workspaceActivity(workspace.id) }),
    ]);
  };
}

/**
 * After a change to the members (an invitation, a role, a removal, a new owner): the members,
 * the activity, the switcher's list and /api/me (the viewer's own role may have changed).
 */
export function useMembersChanged(workspaceId: string) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.workspaceMembers(workspaceId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.workspaceActivity(workspaceId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.workspaces, exact: true }),
      queryClient.invalidateQueries({ queryKey: queryKeys.me(user?.id ?? null) }),
    ]);
}
