import { WORKSPACE_NAME_MAX } from '#shared/workspaces/workspace.schema.ts';

/**
 * What is wrong with a workspace name before it is sent (the server checks the same: 1 to
 * WORKSPACE_NAME_MAX characters once trimmed), or null.
 */
export function workspaceNameProblem(name: string): 'required' | 'tooLong' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > WORKSPACE_NAME_MAX ? 'tooLong' : null;
}
