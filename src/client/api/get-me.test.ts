import { afterEach, describe, expect, it, vi } from 'vitest';
import { entitlementsOf } from '#shared/accounts/entitlements.ts';
import type { Me } from '#shared/accounts/me.schema.ts';

// The API client sets the page language on import; these tests run without a browser.
vi.hoisted(() => {
  Object.assign(globalThis, { document: { documentElement: {} } });
});

const { getMe } = await import('#client/api/get-me.ts');

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

const me: Me = {
  user: { id: 'u1', email: 'trainer@example.ch' },
  aal: 'aal1',
  mfaPending: false,
  workspace: { id: 'u1', name: 'Trainer', role: 'owner', personal: true, crestUrl: null },
  entitlements: entitlementsOf('amateur'),
  subscription: {
    subscribed: true,
    tier: 'amateur',
    subscriptionEnd: null,
    productId: null,
    cancelAtPeriodEnd: false,
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('GET /api/me', () => {
  it('reads paid and the limits from the entitlements', async () => {
    answer(200, me);
    const read = await getMe();
    expect(read?.entitlements.paid).toBe(true);
    expect(read?.entitlements.limits.maxTeams).toBe(3);
  });

  it('answers null when nobody is signed in', async () => {
    answer(401, { error: { code: 'UNAUTHENTICATED', message: 'Anmeldung erforderlich' } });
    expect(await getMe()).toBeNull();
  });

  it('refuses an answer without entitlements rather than guess a plan', async () => {
    const { entitlements: _dropped, ...old } = me;
    answer(200, { ...old, role: 'paid_user', isPaid: true });
    await expect(getMe()).rejects.toThrow();
  });
});
