import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingEvents, subscriptions } from '#server/db/schema.ts';
import { healthOf } from '#server/testing/api-call.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { checkSubscriptionSchema, meSchema } from '#shared/accounts/me.schema.ts';
import {
  billingRedirectSchema,
  demoCheckoutSchema,
  demoPortalSchema,
} from '#shared/billing/billing.schema.ts';

/** The demo provider over HTTP: checkout, pay, portal, all through the one event path. */
const t = signedInServer({
  anna: 'anna@uhc-thun.ch',
  ben: 'ben@vbc-zuerich.ch',
  clara: 'clara@vbc-zuerich.ch',
});

async function me(session: TestSession) {
  return meSchema.parse(await (await t.call(session, 'GET', '/api/me')).json());
}

async function checkSubscription(session: TestSession) {
  return checkSubscriptionSchema.parse(
    await (await t.call(session, 'GET', '/api/me/subscription')).json(),
  );
}

/** Starts a demo checkout and answers its session id. */
async function startCheckout(session: TestSession, tier: string, interval: string) {
  const response = await t.call(session, 'POST', '/api/billing/checkout', { tier, interval });
  expect(response.status).toBe(200);
  const { url, kind } = billingRedirectSchema.parse(await response.json());
  expect(kind).toBe('checkout');
  const address = new URL(url, t.server.url);
  expect(address.pathname).toBe('/billing/demo/checkout');
  return address.searchParams.get('session') ?? '';
}

const days = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 86_400_000;

describe('demo billing', () => {
  it('reports the demo provider in the health check', async () => {
    const health = await healthOf(t.server.url);
    expect(health.billing).toBe('demo');
  });

  it('needs a signed-in user and a known tier and interval', async () => {
    expect((await t.call(null, 'POST', '/api/billing/checkout', { tier: 'pro' })).status).toBe(401);
    for (const body of [{ tier: 'gold', interval: 'monthly' }, { tier: 'pro' }, { tier: 'free' }]) {
      const response = await t.call(t.anna, 'POST', '/api/billing/checkout', body);
      expect(response.status).toBe(400);
    }
  });

  it('sends Premium to the contact section instead of a checkout', async () => {
    const response = await t.call(t.anna, 'POST', '/api/billing/checkout', {
      tier: 'premium',
      interval: 'yearly',
    });
    expect(await response.json()).toEqual({ url: '/#about', kind: 'contact' });
  });

  it('has no portal for a user without a subscription', async () => {
    const response = await t.call(t.ben, 'POST', '/api/billing/portal');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NO_SUBSCRIPTION' } });
    expect((await t.call(t.ben, 'GET', '/api/billing/demo/portal')).status).toBe(404);
  });

  it('shows the checkout to its own user only, and refuses forged sessions', async () => {
    const session = await startCheckout(t.anna, 'pro', 'monthly');
    const own = await t.call(t.anna, 'GET', `/api/billing/demo/checkout/${session}`);
    expect(demoCheckoutSchema.parse(await own.json())).toEqual({
      session,
      tier: 'pro',
      interval: 'monthly',
      price: 15,
      currency: 'CHF',
    });

    const foreign = await t.call(t.ben, 'GET', `/api/billing/demo/checkout/${session}`);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: { code: 'DEMO_CHECKOUT_INVALID' } });
    const foreignPay = await t.call(t.ben, 'POST', `/api/billing/demo/checkout/${session}/pay`);
    expect(foreignPay.status).toBe(404);
    expect((await me(t.ben)).entitlements.tier).toBe('free');

    // The same data with a changed tier fails the signature.
    const [data = '', signature = ''] = session.split('.');
    const decoded = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as object;
    const forged = Buffer.from(JSON.stringify({ ...decoded, tier: 'amateur' })).toString(
      'base64url',
    );
    for (const id of [`${forged}.${signature}`, 'nonsense', `${data}.${signature}.x`]) {
      const response = await t.call(t.anna, 'POST', `/api/billing/demo/checkout/${id}/pay`);
      expect(response.status).toBe(404);
    }
    expect((await me(t.anna)).entitlements.tier).toBe('free');
  });

  it('pays once: the tier, its limits and the end date follow; the session cannot be used again', async () => {
    const session = await startCheckout(t.anna, 'pro', 'monthly');
    const paid = await t.call(t.anna, 'POST', `/api/billing/demo/checkout/${session}/pay`);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ url: '/profile/subscription?success=true' });

    const { entitlements, subscription } = await me(t.anna);
    expect(entitlements).toMatchObject({ tier: 'pro', paid: true });
    expect(entitlements.limits).toMatchObject({ maxTeams: 6, maxCustomTemplates: 5 });
    expect(subscription).toMatchObject({ subscribed: true, tier: 'pro' });

    const status = await checkSubscription(t.anna);
    expect(status).toMatchObject({ subscribed: true, tier: 'pro', product_id: 'demo_pro_monthly' });
    const end = new Date(status.subscription_end ?? 0);
    expect(days(new Date(), end)).toBeGreaterThan(27);
    expect(days(new Date(), end)).toBeLessThan(32);

    for (const [method, path] of [
      ['POST', `/api/billing/demo/checkout/${session}/pay`],
      ['GET', `/api/billing/demo/checkout/${session}`],
    ] as const) {
      const again = await t.call(t.anna, method, path);
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ error: { code: 'DEMO_CHECKOUT_USED' } });
    }
  });

  it('pays only the newest open checkout: an older one cannot overwrite the plan chosen since', async () => {
    const cleo = await signInTestUser(t.server.url, t.server.outboxDir, 'cleo@hc-bern.ch');
    const older = await startCheckout(cleo, 'pro', 'monthly');
    const newer = await startCheckout(cleo, 'amateur', 'yearly');

    for (const [method, path] of [
      ['GET', `/api/billing/demo/checkout/${older}`],
      ['POST', `/api/billing/demo/checkout/${older}/pay`],
    ] as const) {
      const refused = await t.call(cleo, method, path);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: { code: 'DEMO_CHECKOUT_SUPERSEDED' } });
    }
    expect((await me(cleo)).entitlements.tier).toBe('free');

    expect((await t.call(cleo, 'POST', `/api/billing/demo/checkout/${newer}/pay`)).status).toBe(
      200,
    );
    expect((await me(cleo)).entitlements.tier).toBe('amateur');
    const late = await t.call(cleo, 'POST', `/api/billing/demo/checkout/${older}/pay`);
    expect(late.status).toBe(409);
    expect(await checkSubscription(cleo)).toMatchObject({
      tier: 'amateur',
      product_id: 'demo_amateur_yearly',
    });
  });

  it('sends a subscribed user who picks another plan to the portal, not a second checkout', async () => {
    const response = await t.call(t.anna, 'POST', '/api/billing/checkout', {
      tier: 'amateur',
      interval: 'yearly',
    });
    expect(await response.json()).toEqual({ url: '/billing/demo/portal', kind: 'portal' });
    const portal = await t.call(t.anna, 'POST', '/api/billing/portal');
    expect(await portal.json()).toEqual({ url: '/billing/demo/portal', kind: 'portal' });
  });

  it('cancels at the period end: the tier stays until the end, resuming keeps it running', async () => {
    const before = await checkSubscription(t.anna);
    const cancel = await t.call(t.anna, 'POST', '/api/billing/demo/portal', { action: 'cancel' });
    expect(demoPortalSchema.parse(await cancel.json())).toMatchObject({
      tier: 'pro',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: before.subscription_end,
    });
    expect(await checkSubscription(t.anna)).toEqual(before);
    expect((await me(t.anna)).entitlements.tier).toBe('pro');

    const resume = await t.call(t.anna, 'POST', '/api/billing/demo/portal', { action: 'resume' });
    expect(await resume.json()).toMatchObject({ tier: 'pro', cancelAtPeriodEnd: false });
  });

  it('resumes from the subscription screen what was cancelled in the portal', async () => {
    await t.call(t.anna, 'POST', '/api/billing/demo/portal', { action: 'cancel' });
    expect((await me(t.anna)).subscription).toMatchObject({
      subscribed: true,
      cancelAtPeriodEnd: true,
    });
    const resumed = await t.call(t.anna, 'POST', '/api/billing/resume');
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toEqual({ resumed: true });
    expect((await me(t.anna)).subscription).toMatchObject({
      subscribed: true,
      tier: 'pro',
      cancelAtPeriodEnd: false,
    });
    const portal = await t.call(t.anna, 'GET', '/api/billing/demo/portal');
    expect(await portal.json()).toMatchObject({ cancelAtPeriodEnd: false, status: 'active' });
    // Resuming what runs changes nothing; without a subscription there is nothing to resume.
    expect((await t.call(t.anna, 'POST', '/api/billing/resume')).status).toBe(200);
    const none = await t.call(t.ben, 'POST', '/api/billing/resume');
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ error: { code: 'NO_SUBSCRIPTION' } });
  });

  it('switches plan: same interval keeps the period, another interval starts a new one', async () => {
    const before = await checkSubscription(t.anna);
    let response = await t.call(t.anna, 'POST', '/api/billing/demo/portal', {
      action: 'switch',
      tier: 'amateur',
      interval: 'monthly',
    });
    expect(await response.json()).toMatchObject({ tier: 'amateur', interval: 'monthly' });
    expect(await checkSubscription(t.anna)).toMatchObject({
      tier: 'amateur',
      subscription_end: before.subscription_end,
      product_id: 'demo_amateur_monthly',
    });
    expect((await me(t.anna)).entitlements.limits).toMatchObject({ maxTeams: 3 });

    response = await t.call(t.anna, 'POST', '/api/billing/demo/portal', {
      action: 'switch',
      tier: 'pro',
      interval: 'yearly',
    });
    expect(response.status).toBe(200);
    const status = await checkSubscription(t.anna);
    expect(status.tier).toBe('pro');
    expect(days(new Date(), new Date(status.subscription_end ?? 0))).toBeGreaterThan(360);

    const refused = await t.call(t.anna, 'POST', '/api/billing/demo/portal', {
      action: 'switch',
      tier: 'premium',
      interval: 'yearly',
    });
    expect(refused.status).toBe(400);
  });

  it('ends a cancelled subscription at its period end: free from then on', async () => {
    await t.call(t.anna, 'POST', '/api/billing/demo/portal', { action: 'cancel' });
    await t.server.ctx.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.workspaceId, t.anna.userId));
    expect(await checkSubscription(t.anna)).toEqual({
      subscribed: false,
      tier: 'free',
      subscription_end: null,
      product_id: null,
    });
    expect((await me(t.anna)).entitlements.tier).toBe('free');
  });

  it('has no webhook: a post to it is refused', async () => {
    const response = await fetch(`${t.server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
  });

  it('cancels the running subscription through the provider when the account is deleted', async () => {
    const session = await startCheckout(t.ben, 'amateur', 'yearly');
    await t.call(t.ben, 'POST', `/api/billing/demo/checkout/${session}/pay`);
    expect((await me(t.ben)).entitlements.tier).toBe('amateur');

    const deleted = await t.call(t.ben, 'POST', '/api/account/delete', { confirmation: 'DELETE' });
    expect(deleted.status).toBe(200);
    const events = await t.server.ctx.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.type, 'demo.subscription.deleted'));
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({
      subscription: { workspaceId: t.ben.userId, status: 'canceled' },
    });
  });

  it("buys the plan for a club workspace: its members get it, the buyer's own workspace keeps its own", async () => {
    const created = await t.call(t.clara, 'POST', '/api/workspaces', { name: 'VBC Zürich' });
    expect(created.status).toBe(201);
    const club = ((await created.json()) as { id: string }).id;
    expect((await t.call(t.clara, 'PUT', '/api/me/workspace', { workspaceId: club })).status).toBe(
      200,
    );
    const session = await startCheckout(t.clara, 'amateur', 'yearly');
    const paid = await t.call(t.clara, 'POST', `/api/billing/demo/checkout/${session}/pay`);
    expect(paid.status).toBe(200);
    const inClub = await me(t.clara);
    expect(inClub.workspace?.id).toBe(club);
    expect(inClub.entitlements).toMatchObject({ tier: 'amateur', paid: true });
    expect(inClub.entitlements.limits.maxMembers).toBe(3);

    expect(
      (await t.call(t.clara, 'PUT', '/api/me/workspace', { workspaceId: t.clara.userId })).status,
    ).toBe(200);
    expect((await me(t.clara)).entitlements.tier).toBe('free');
  });
});
