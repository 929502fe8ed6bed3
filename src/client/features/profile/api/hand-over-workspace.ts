import { useMutation } from '@tanstack/react-query';
import { useMembersChanged } from '#client/features/profile/api/workspace-changed.ts';
import { apiFetch, jsonBody } from '#client/lib/api-client.ts';

/** POST /api/workspaces/:id/owner {userId} (the owner): the member owns it, the owner is an admin. */
export async function handOverWorkspace(workspaceId: string, userId: string) {
  await apiFetch(`/api/workspaces/${encodeURIComponent(workspaceId)}/owner`, {
    method: 'POST',
    ...jsonBody({ userId }),
  });
}

export function useHandOverWorkspace(workspaceId: string) {
  const changed = useMembersChanged(workspaceId);
  return useMutation({
    mutationFn: (userId: string) => handOverWorkspace(workspaceId, userId),
    onSettled: changed,
  });
}
