import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Me } from '#shared/accounts/me.schema.ts';
import { workspaceSchema, type Workspace } from '#shared/workspaces/workspace.schema.ts';
import { useSession } from '#client/api/get-session.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** The answer of switching and of accepting an invitation: the workspace now acted in. */
export const switchedSchema = z.object({ workspace: workspaceSchema });

/** PUT /api/me/workspace: the session acts in `workspaceId` from its next request on. */
export async function switchWorkspace(workspaceId: string): Promise<Workspace> {
  const answer = await sendJson('PUT', '/api/me/workspace', switchedSchema, { workspaceId });
  return answer.workspace;
}

/**
 * Everything cached but the session, /api/me and invitations (an invitation is no workspace's,
 * and the one just accepted would answer 410 if asked again): the workspace's things.
 */
function dropWorkspaceThings(queryClient: QueryClient, userId: string | null) {
  const meKey = queryKeys.me(userId);
  const kept = (key: readonly unknown[]) =>
    key[0] === queryKeys.session[0] ||
    key[0] === 'invitation' ||
    (key[0] === meKey[0] && key[1] === meKey[1]);
  return queryClient.resetQueries({ predicate: (query) => !kept(query.queryKey) });
}

/**
 * What the page knew of the workspace it acted in goes once the session acts in another
 * (`workspace`): team slots, templates, logos, backgrounds, the weekend, the federations'
 * answers (a club's API key is the workspace's) and the members are dropped, and fetched again
 * where a screen shows them. The session stays; /api/me keeps its answer, naming the new
 * workspace at once, and is asked again for the new workspace's plan.
 */
export async function afterWorkspaceSwitch(
  queryClient: QueryClient,
  userId: string | null,
  workspace: Workspace,
): Promise<void> {
  const meKey = queryKeys.me(userId);
  queryClient.setQueryData<Me | null>(meKey, (me) => (me ? { ...me, workspace } : me));
  await Promise.all([
    dropWorkspaceThings(queryClient, userId),
    queryClient.invalidateQueries({ queryKey: meKey }),
  ]);
}

/**
 * Switches the session to a workspace, then lets every screen fetch its things anew
 * (`afterWorkspaceSwitch`). Answers the workspace switched to.
 */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: switchWorkspace,
    onSuccess: (workspace) => afterWorkspaceSwitch(queryClient, user?.id ?? null, workspace),
  });
}

/**
 * The session's workspace is gone for this person (they left it, or deleted it): the server now
 * acts in their personal workspace. /api/me is asked first, so the page names the workspace it
 * acts in from then on, then everything else is fetched anew as after a switch.
 */
export async function afterWorkspaceGone(
  queryClient: QueryClient,
  userId: string | null,
): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: queryKeys.me(userId) });
  await dropWorkspaceThings(queryClient, userId);
}
