import type { Member, Workspace, WorkspaceRole } from '#shared/workspaces/workspace.schema.ts';

/**
 * What a role may do in a workspace (docs/workspaces.md, "Roles"), as the interface asks it: the
 * server decides every request, the interface only leaves out the controls it would refuse.
 *
 * - `library`: save and delete team slots, create, edit, copy and delete templates, upload and
 *   delete logos, store club API keys (owner and admins);
 * - `settings`: rename the workspace, set its crest, invite, change roles, remove members
 *   (owner and admins);
 * - `billing`: choose, pay, change or cancel the workspace's plan (the owner);
 * - `ownership`: hand the workspace over, delete it (the owner).
 */
export type WorkspaceAbility = 'library' | 'settings' | 'billing' | 'ownership';

const needed: Record<WorkspaceAbility, WorkspaceRole> = {
  library: 'admin',
  settings: 'admin',
  billing: 'owner',
  ownership: 'owner',
};

const rank: Record<WorkspaceRole, number> = { editor: 1, admin: 2, owner: 3 };

/**
 * Whether `role` may do `ability`. No role known (signed out, or before /api/me answered) is
 * not held against anyone: the screens that need a signed-in user say so themselves.
 */
export function roleCan(role: WorkspaceRole | null | undefined, ability: WorkspaceAbility) {
  return !role || rank[role] >= rank[needed[ability]];
}

/** What the member list offers the viewer for one member. */
export interface MemberActions {
  /** Make an admin an editor or an editor an admin. */
  changeRole: boolean;
  /** Take the member out of the workspace. */
  remove: boolean;
  /** Make the member the owner (the viewer becomes an admin). */
  handOver: boolean;
  /** The viewer's own row: leave the workspace. */
  leave: boolean;
}

/**
 * The actions on `member`'s row for the viewer (`viewerId` with `workspace.role`): owner and
 * admins change the roles of and remove the other admins and editors; the owner hands over to
 * another member; everyone but the owner leaves. Nothing of it in a personal workspace, and
 * nothing ever on the owner's row but the owner's own (which has none: the owner hands over
 * first, then leaves).
 */
export function memberActions(
  workspace: Pick<Workspace, 'role' | 'personal'>,
  viewerId: string,
  member: Pick<Member, 'userId' | 'role'>,
): MemberActions {
  const none = { changeRole: false, remove: false, handOver: false, leave: false };
  if (workspace.personal) return none;
  const own = member.userId === viewerId;
  if (own) return { ...none, leave: member.role !== 'owner' };
  const manages = roleCan(workspace.role, 'settings') && member.role !== 'owner';
  return {
    changeRole: manages,
    remove: manages,
    handOver: workspace.role === 'owner',
    leave: false,
  };
}

/** Members and pending invitations together, as the plan's member limit counts them. */
export function seatsTaken(members: { members: unknown[]; invitations: unknown[] }): number {
  return members.members.length + members.invitations.length;
}
