import { useMutation } from '@tanstack/react-query';
import { invitationSchema, type InvitableRole } from '#shared/workspaces/workspace.schema.ts';
import { useMembersChanged } from '#client/features/profile/api/workspace-changed.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** POST /api/workspaces/:id/invitations {email, role}: 201 with the invitation; a mail goes out. */
export function inviteMember(workspaceId: string, invite: { email: string; role: InvitableRole }) {
  return sendJson(
    'POST',
    `/api/workspaces/${encodeURIComponent(workspaceId)}/invitations`,
    invitationSchema,
    invite,
  );
}

export function useInviteMember(workspaceId: string) {
  const changed = useMembersChanged(workspaceId);
  return useMutation({
    mutationFn: (invite: { email: string; role: InvitableRole }) =>
      inviteMember(workspaceId, invite),
    onSuccess: changed,
  });
}
