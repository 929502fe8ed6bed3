// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Member, Workspace } from '#shared/workspaces/workspace.schema.ts';
import { i18nReady } from '#client/i18n/i18n.ts';
import { MemberRow } from '#client/features/profile/components/member-row.tsx';
import { memberActions } from '#client/lib/workspace-role.ts';

beforeAll(() => i18nReady);
afterEach(cleanup);

const anna: Member = {
  userId: 'anna',
  email: 'anna@verein.ch',
  name: 'Anna Muster',
  role: 'admin',
  joinedAt: '2026-11-03T10:00:00.000Z',
};
const club = (role: Workspace['role']) => ({ role, personal: false });

function row(viewer: { id: string; role: Workspace['role'] }, member: Member) {
  const calls: string[] = [];
  render(
    <ul>
      <MemberRow
        member={member}
        own={member.userId === viewer.id}
        actions={memberActions(club(viewer.role), viewer.id, member)}
        busy={false}
        onRole={(role) => calls.push(`role ${role}`)}
        onHandOver={() => calls.push('hand over')}
        onRemove={() => calls.push('remove')}
        onLeave={() => calls.push('leave')}
      />
    </ul>,
  );
  return calls;
}

describe('a member of the club workspace', () => {
  it('lets the owner change the role, hand over and remove, each named with the member', () => {
    const calls = row({ id: 'owner', role: 'owner' }, anna);
    const role = screen.getByRole<HTMLSelectElement>('combobox', {
      name: 'Rolle von anna@verein.ch',
    });
    role.value = 'editor';
    // A select's change is its own event in Preact (testing-library's `change` fires `input`).
    fireEvent(role, new Event('change', { bubbles: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Übergeben: anna@verein.ch' }));
    fireEvent.click(screen.getByRole('button', { name: 'Entfernen: anna@verein.ch' }));
    expect(calls).toEqual(['role editor', 'hand over', 'remove']);
    expect(screen.getByText('Anna Muster')).toBeTruthy();
    expect(screen.getByText('anna@verein.ch · Dabei seit 03.11.2026')).toBeTruthy();
  });

  it('shows an editor the role and offers nothing but leaving on their own row', () => {
    row({ id: 'ed', role: 'editor' }, anna);
    expect(screen.getByTestId('workspace-member-role').textContent).toBe('Admin');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('combobox')).toBeNull();
    cleanup();
    const calls = row({ id: 'ed', role: 'editor' }, { ...anna, userId: 'ed', role: 'editor' });
    expect(screen.getByText('Du')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verlassen' }));
    expect(calls).toEqual(['leave']);
  });

  it("never offers an admin anything on the owner's row", () => {
    row({ id: 'anna', role: 'admin' }, { ...anna, userId: 'boss', role: 'owner' });
    expect(screen.getByTestId('workspace-member-role').textContent).toBe('Inhaber');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
