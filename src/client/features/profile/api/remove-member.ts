import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '#client/api/get-session.ts';
import { afterWorkspaceGone } from '#client/api/switch-workspace.ts';
import { useMembersChanged } from '#client/features/profile/api/workspace-changed.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** DELETE /api/workspaces/:id/members/:userId: 204; the member's own id is leaving. */
export async function removeMember(workspaceId: string, userId: string) {
  await apiFetch(
    `/api/workspaces/${encodeURIComponent(workspaceId)}/members/${encodeURIComponent(userId)}`,
    { method: 'DELETE' },
  );
}

/**
 * Removes a member, or the viewer themself: having left, the session acts in the personal
 * workspace (`afterWorkspaceGone`).
 */
export function useRemoveMember(workspaceId: string) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const changed = useMembersChanged(workspaceId);
  return useMutation({
    mutationFn: (userId: string) => removeMember(workspaceId, userId),
    onSuccess: (_, userId) =>
      userId === user?.id ? afterWorkspaceGone(queryClient, user.id) : changed(),
  });
}
