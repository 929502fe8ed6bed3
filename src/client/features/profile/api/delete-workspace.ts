import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '#client/api/get-session.ts';
import { afterWorkspaceGone } from '#client/api/switch-workspace.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** DELETE /api/workspaces/:id (the owner, a club workspace): 204. */
export async function deleteWorkspace(id: string): Promise<void> {
  await apiFetch(`/api/workspaces/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes the workspace; the session then acts in the personal one (`afterWorkspaceGone`). */
export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: deleteWorkspace,
    onSuccess: () => afterWorkspaceGone(queryClient, user?.id ?? null),
  });
}
