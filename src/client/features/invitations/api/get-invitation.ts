import { useQuery } from '@tanstack/react-query';
import { invitationPreviewSchema } from '#shared/workspaces/workspace.schema.ts';
import { ApiError, apiJson } from '#client/lib/api-client.ts';

/**
 * GET /api/invitations/:token (no sign-in): the workspace, the role, who invited and until
 * when; 410 INVITATION_INVALID for a link expired, used, withdrawn or unknown.
 */
export const getInvitation = (token: string) =>
  apiJson(`/api/invitations/${encodeURIComponent(token)}`, invitationPreviewSchema);

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => getInvitation(token),
    // A refusal is the answer (an invalid link stays invalid); only a failure is tried again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    staleTime: Infinity,
  });
}
