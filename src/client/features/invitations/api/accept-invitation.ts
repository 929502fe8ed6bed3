import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '#client/api/get-session.ts';
import { afterWorkspaceSwitch, switchedSchema } from '#client/api/switch-workspace.ts';
import { apiJson } from '#client/lib/api-client.ts';

/**
 * POST /api/invitations/:token/accept (signed in as the invited address): the person is a
 * member, and the session acts in the workspace; 403 INVITATION_WRONG_ADDRESS for another
 * address, 410 INVITATION_INVALID for a link no longer valid.
 */
export async function acceptInvitation(token: string) {
  const answer = await apiJson(
    `/api/invitations/${encodeURIComponent(token)}/accept`,
    switchedSchema,
    { method: 'POST' },
  );
  return answer.workspace;
}

/** Accepts, then lets every screen fetch the new workspace's things (`afterWorkspaceSwitch`). */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (workspace) => afterWorkspaceSwitch(queryClient, user?.id ?? null, workspace),
  });
}
