import { describe, expect, it } from 'vitest';
import { workspaceRoles, type WorkspaceRole } from '#shared/workspaces/workspace.schema.ts';
import {
  memberActions,
  roleCan,
  seatsTaken,
  type WorkspaceAbility,
} from '#client/lib/workspace-role.ts';

/** docs/workspaces.md, "Roles", as a table: who may do what. */
const table: Record<WorkspaceAbility, Record<WorkspaceRole, boolean>> = {
  library: { owner: true, admin: true, editor: false },
  settings: { owner: true, admin: true, editor: false },
  billing: { owner: true, admin: false, editor: false },
  ownership: { owner: true, admin: false, editor: false },
};

describe('what a role may do', () => {
  it.each(workspaceRoles)('follows the roles table for the %s', (role) => {
    for (const [ability, allowed] of Object.entries(table)) {
      expect(roleCan(role, ability as WorkspaceAbility), `${role} ${ability}`).toBe(allowed[role]);
    }
  });

  it('holds nothing against a person whose role is not known yet', () => {
    expect(roleCan(null, 'billing')).toBe(true);
    expect(roleCan(undefined, 'library')).toBe(true);
  });
});

describe('the actions on a member row', () => {
  const club = (role: WorkspaceRole) => ({ role, personal: false });
  const owner = { userId: 'o', role: 'owner' } as const;
  const admin = { userId: 'a', role: 'admin' } as const;
  const editor = { userId: 'e', role: 'editor' } as const;

  it('lets the owner change roles, remove and hand over to the others, and not leave', () => {
    expect(memberActions(club('owner'), 'o', admin)).toEqual({
      changeRole: true,
      remove: true,
      handOver: true,
      leave: false,
    });
    expect(memberActions(club('owner'), 'o', owner)).toEqual({
      changeRole: false,
      remove: false,
      handOver: false,
      leave: false,
    });
  });

  it('lets an admin manage admins and editors but never touch the owner or hand over', () => {
    expect(memberActions(club('admin'), 'a', editor)).toEqual({
      changeRole: true,
      remove: true,
      handOver: false,
      leave: false,
    });
    expect(memberActions(club('admin'), 'a', owner)).toEqual({
      changeRole: false,
      remove: false,
      handOver: false,
      leave: false,
    });
    expect(memberActions(club('admin'), 'a', admin).leave).toBe(true);
  });

  it('lets an editor only leave', () => {
    expect(memberActions(club('editor'), 'e', admin)).toEqual({
      changeRole: false,
      remove: false,
      handOver: false,
      leave: false,
    });
    expect(memberActions(club('editor'), 'e', editor)).toEqual({
      changeRole: false,
      remove: false,
      handOver: false,
      leave: true,
    });
  });

  it('offers nothing in a personal workspace', () => {
    expect(memberActions({ role: 'owner', personal: true }, 'o', owner)).toEqual({
      changeRole: false,
      remove: false,
      handOver: false,
      leave: false,
    });
  });
});

describe('the places of the plan', () => {
  it('counts members and pending invitations together', () => {
    expect(seatsTaken({ members: [1, 2, 3], invitations: [4] })).toBe(4);
  });
});
