import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { entitlementsOf } from '#shared/accounts/entitlements.ts';
import type { Me } from '#shared/accounts/me.schema.ts';
import type { Tier } from '#shared/plans.ts';
import type { Workspace } from '#shared/workspaces/workspace.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';

// The API client sets the page language on import; these tests run without a browser.
Object.assign(globalThis, { document: { documentElement: {} } });
const { afterWorkspaceGone, afterWorkspaceSwitch } =
  await import('#client/api/switch-workspace.ts');

const personal: Workspace = {
  id: 'u1',
  name: 'Anna',
  role: 'owner',
  personal: true,
  crestUrl: null,
};
const club: Workspace = {
  id: 'w1',
  name: 'TV Seeland Lyss',
  role: 'editor',
  personal: false,
  crestUrl: null,
};

const me = (workspace: Workspace, tier: Tier): Me => ({
  user: { id: 'u1', email: 'anna@example.ch' },
  aal: 'aal1',
  mfaPending: false,
  workspace,
  entitlements: entitlementsOf(tier),
  subscription: {
    subscribed: false,
    tier,
    subscriptionEnd: null,
    productId: null,
    cancelAtPeriodEnd: false,
  },
});

const unsubscribes: (() => void)[] = [];
afterEach(() => unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe()));

/**
 * The cache of a page acting in the personal workspace (a free plan): the header shows /api/me
 * and a screen the templates, both observed; the clubs were seen on an earlier screen. What the
 * server answers now is `server`; `asked` counts the requests.
 */
function pageActingIn(workspace: Workspace, server: { me: Me; templates: string[] }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const asked: string[] = [];
  client.setQueryData(queryKeys.session, {
    user: { id: 'u1', email: 'anna@example.ch' },
    session: { id: 's1' },
  });
  client.setQueryData(queryKeys.me('u1'), me(workspace, 'free'));
  client.setQueryData(queryKeys.templates, ['template of the workspace before']);
  client.setQueryData(queryKeys.clubs('unihockey'), ['clubs read with the key before']);
  const shown = (key: readonly unknown[], name: string, answer: () => unknown) => {
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: async () => {
        asked.push(name);
        return answer();
      },
      staleTime: Infinity,
    });
    unsubscribes.push(observer.subscribe(() => {}));
  };
  shown(queryKeys.me('u1'), 'me', () => server.me);
  shown(queryKeys.templates, 'templates', () => server.templates);
  return { client, asked };
}

describe('after a switch to another workspace', () => {
  it("names it at once, reads its plan and its things, and forgets the other one's", async () => {
    const { client, asked } = pageActingIn(personal, {
      me: me(club, 'pro'),
      templates: ['template of the club'],
    });
    const switched = afterWorkspaceSwitch(client, 'u1', club);
    // Before any answer: the header already names the new workspace.
    expect(client.getQueryData<Me>(queryKeys.me('u1'))?.workspace).toEqual(club);
    await switched;
    expect(asked.sort()).toEqual(['me', 'templates']);
    expect(client.getQueryData<Me>(queryKeys.me('u1'))?.entitlements.tier).toBe('pro');
    expect(client.getQueryData(queryKeys.templates)).toEqual(['template of the club']);
    // Not on screen: gone, fetched when a screen shows it again.
    expect(client.getQueryData(queryKeys.clubs('unihockey'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.session)).toMatchObject({ session: { id: 's1' } });
  });
});

describe('after leaving or deleting the workspace', () => {
  it('reads which workspace the server now acts in, then the things of that one', async () => {
    const { client, asked } = pageActingIn(club, {
      me: me(personal, 'free'),
      templates: ['template of the personal workspace'],
    });
    await afterWorkspaceGone(client, 'u1');
    expect(client.getQueryData<Me>(queryKeys.me('u1'))?.workspace).toEqual(personal);
    expect(client.getQueryData(queryKeys.templates)).toEqual([
      'template of the personal workspace',
    ]);
    expect(client.getQueryData(queryKeys.clubs('unihockey'))).toBeUndefined();
    expect(asked.sort()).toEqual(['me', 'templates']);
    expect(client.getQueryData(queryKeys.session)).toBeDefined();
  });
});
