import { useMutation } from '@tanstack/react-query';
import { workspaceSchema } from '#shared/workspaces/workspace.schema.ts';
import { useWorkspaceChanged } from '#client/features/profile/api/workspace-changed.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** PATCH /api/workspaces/:id {name} (owner and admins): the renamed workspace. */
export function renameWorkspace({ id, name }: { id: string; name: string }) {
  return sendJson('PATCH', `/api/workspaces/${encodeURIComponent(id)}`, workspaceSchema, { name });
}

export function useRenameWorkspace() {
  const changed = useWorkspaceChanged();
  return useMutation({ mutationFn: renameWorkspace, onSuccess: changed });
}
