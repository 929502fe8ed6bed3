import { useMutation } from '@tanstack/react-query';
import { memberSchema, type InvitableRole } from '#shared/workspaces/workspace.schema.ts';
import { useMembersChanged } from '#client/features/profile/api/workspace-changed.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** PATCH /api/workspaces/:id/members/:userId {role} (owner and admins): the member. */
export function changeMemberRole(workspaceId: string, userId: string, role: InvitableRole) {
  return sendJson(
    'PATCH',
    `/api/workspaces/${encodeURIComponent(workspaceId)}/members/${encodeURIComponent(userId)}`,
    memberSchema,
    { role },
  );
}

export function useChangeMemberRole(workspaceId: string) {
  const changed = useMembersChanged(workspaceId);
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: InvitableRole }) =>
      changeMemberRole(workspaceId, userId, role),
    onSettled: changed,
  });
}
