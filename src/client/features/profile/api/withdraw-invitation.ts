import { useMutation } from '@tanstack/react-query';
import { useMembersChanged } from '#client/features/profile/api/workspace-changed.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** DELETE /api/workspaces/:id/invitations/:invitationId: 204, the link no longer works. */
export async function withdrawInvitation(workspaceId: string, invitationId: string) {
  await apiFetch(
    `/api/workspaces/${encodeURIComponent(workspaceId)}/invitations/${encodeURIComponent(invitationId)}`,
    { method: 'DELETE' },
  );
}

export function useWithdrawInvitation(workspaceId: string) {
  const changed = useMembersChanged(workspaceId);
  return useMutation({
    mutationFn: (invitationId: string) => withdrawInvitation(workspaceId, invitationId),
    onSettled: changed,
  });
}
