// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nReady } from '#client/i18n/i18n.ts';
import { WorkspaceMenuButton } from '#client/components/layout/workspace-menu.tsx';

beforeAll(() => i18nReady);
afterEach(cleanup);

describe("the header's workspace button", () => {
  it('shows the club and its crest, and is named by what it shows', () => {
    render(
      <WorkspaceMenuButton
        workspace={{
          id: 'w1',
          name: 'TV Seeland Lyss',
          role: 'admin',
          personal: false,
          crestUrl: '/api/files/crests/w1.png',
        }}
      />,
    );
    const button = screen.getByRole('button', { name: 'TV Seeland Lyss Konto wechseln' });
    expect(button.querySelector('img')?.getAttribute('src')).toBe('/api/files/crests/w1.png');
  });

  it("calls the personal workspace 'Persönlich', not by the address it is named after", () => {
    render(
      <WorkspaceMenuButton
        workspace={{
          id: 'u1',
          name: 'anna@example.ch',
          role: 'owner',
          personal: true,
          crestUrl: null,
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Persönlich Konto wechseln' })).toBeTruthy();
    expect(screen.queryByText('anna@example.ch')).toBeNull();
  });
});
