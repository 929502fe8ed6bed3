import { useMutation } from '@tanstack/react-query';
import { workspaceSchema } from '#shared/workspaces/workspace.schema.ts';
import { useWorkspaceChanged } from '#client/features/profile/api/workspace-changed.ts';
import { apiJson } from '#client/lib/api-client.ts';

const crestPath = (id: string) => `/api/workspaces/${encodeURIComponent(id)}/crest`;

/** PUT /api/workspaces/:id/crest, multipart field `file` (PNG, JPEG or SVG): the workspace. */
export function uploadWorkspaceCrest({ id, file }: { id: string; file: File }) {
  const form = new FormData();
  form.append('file', file);
  return apiJson(crestPath(id), workspaceSchema, { method: 'PUT', body: form });
}

/** DELETE /api/workspaces/:id/crest: the workspace without its crest. */
export function removeWorkspaceCrest(id: string) {
  return apiJson(crestPath(id), workspaceSchema, { method: 'DELETE' });
}

export function useUploadWorkspaceCrest() {
  const changed = useWorkspaceChanged();
  return useMutation({ mutationFn: uploadWorkspaceCrest, onSuccess: changed });
}

export function useRemoveWorkspaceCrest() {
  const changed = useWorkspaceChanged();
  return useMutation({ mutationFn: removeWorkspaceCrest, onSuccess: changed });
}
