import { describe, expect, it } from 'vitest';
import { WORKSPACE_NAME_MAX } from '#shared/workspaces/workspace.schema.ts';
import { workspaceNameProblem } from '#client/components/workspaces/workspace-name.ts';

describe('a workspace name before it is sent', () => {
  it('takes a name with spaces around it', () => {
    expect(workspaceNameProblem('  TV Seeland Lyss ')).toBeNull();
  });

  it('asks for a name when there is none or only spaces', () => {
    expect(workspaceNameProblem('')).toBe('required');
    expect(workspaceNameProblem('   ')).toBe('required');
  });

  it('refuses more than the server takes, counted without the spaces around it', () => {
    expect(workspaceNameProblem(` ${'a'.repeat(WORKSPACE_NAME_MAX)} `)).toBeNull();
    expect(workspaceNameProblem('a'.repeat(WORKSPACE_NAME_MAX + 1))).toBe('tooLong');
  });
});
