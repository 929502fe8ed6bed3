import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspaceSchema } from '#shared/workspaces/workspace.schema.ts';
import { useSession } from '#client/api/get-session.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { afterWorkspaceSwitch, switchWorkspace } from '#client/api/switch-workspace.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** POST /api/workspaces {name}: 201 with the new club workspace, its creator the owner. */
export function createWorkspace(name: string) {
  return sendJson('POST', '/api/workspaces', workspaceSchema, { name });
}

/**
 * Creates a club workspace and switches the session to it, so the person goes on in the club
 * they just made. Answers the workspace switched to.
 */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (name: string) => switchWorkspace((await createWorkspace(name)).id),
    onSuccess: (workspace) => afterWorkspaceSwitch(queryClient, user?.id ?? null, workspace),
    // Made but not switched to: the list shows it, to switch by hand.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.workspaces }),
  });
}
