import type { Activity, ActivityKind } from '#shared/workspaces/workspace.schema.ts';

type Entry = Activity['entries'][number];

/** The actions the activity list has words for, by kind (docs/workspaces.md, "Activity"). */
export const knownActions: Record<ActivityKind, readonly string[]> = {
  workspace: ['created', 'renamed', 'crest', 'crest-removed'],
  member: [
    'invited',
    'withdrawn',
    'role-admin',
    'role-editor',
    'removed',
    'left',
    'owner',
    'joined',
  ],
  export: ['exported', 'batch'],
  publish: [],
  template: ['created', 'updated', 'copied', 'deleted'],
  team: ['created', 'updated', 'deleted'],
  logo: ['uploaded', 'deleted'],
  background: ['uploaded', 'deleted'],
  sponsor: ['created', 'updated', 'deleted'],
};

/**
 * The text key of an activity entry: its kind and action ('workspace.activity.actions.
 * template_created'), or, for an action the list has no words for yet, what it is about
 * ('workspace.activity.kinds.template'), never the raw word the server stored.
 */
export function activityTextKey(entry: Pick<Entry, 'kind' | 'action'>): string {
  return knownActions[entry.kind].includes(entry.action)
    ? `workspace.activity.actions.${entry.kind}_${entry.action}`
    : `workspace.activity.kinds.${entry.kind}`;
}
