import type { TFunction } from 'i18next';
import type { Workspace } from '#shared/workspaces/workspace.schema.ts';

/** A workspace as the interface names it: the club's name, or 'Persönliches Konto'. */
export function workspaceLabel(t: TFunction, workspace: Pick<Workspace, 'name' | 'personal'>) {
  return workspace.personal ? t('workspace.personal') : workspace.name;
}
