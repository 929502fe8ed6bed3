import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeDouble, type StripeDouble } from '#server/billing/testing/stripe-double.ts';
import { billingEvents, subscriptions } from '#server/db/schema.ts';
import { createLogger } from '#server/logging/logger.ts';
import { expectRefusal, healthOf } from '#server/testing/api-call.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { checkSubscriptionSchema, meSchema } from '#shared/accounts/me.schema.ts';
import { billingRedirectSchema } from '#shared/billing/billing.schema.ts';

/**
 * The Stripe provider through the official SDK against a local double in Stripe's shapes, with
 * webhook events signed by the SDK's own test-header helper.
 */
const secretKey = 'sk_test_matchpost';
const webhookSecret = 'whsec_matchpost_test';
const prices = {
  STRIPE_PRICE_AMATEUR_MONTHLY: 'price_amateur_monthly',
  STRIPE_PRICE_AMATEUR_YEARLY: 'price_amateur_yearly',
  STRIPE_PRICE_PRO_MONTHLY: 'price_pro_monthly',
  STRIPE_PRICE_PRO_YEARLY: 'price_pro_yearly',
};

/** The server's warnings and errors, one JSON object per line. */
const logLines: string[] = [];
const warnings = () =>
  logLines.map((line) => JSON.parse(line) as { level: string; msg: string; eventId?: string });

let double: StripeDouble;
const stripe = new Stripe(secretKey);

beforeAll(async () => {
  double = await startStripeDouble({
    secretKey,
    prices: [
      { id: 'price_amateur_monthly', product: 'prod_amateur', unitAmount: 690, interval: 'month' },
      { id: 'price_amateur_yearly', product: 'prod_amateur', unitAmount: 6600, interval: 'year' },
      { id: 'price_pro_monthly', product: 'prod_pro', unitAmount: 1500, interval: 'month' },
      { id: 'price_pro_yearly', product: 'prod_pro', unitAmount: 14400, interval: 'year' },
    ],
  });
});
afterAll(async () => {
  await double?.close();
});

/** Started after the Stripe double (its URL), closed before it. */
const t = signedInServer(
  { anna: 'anna@uhc-thun.ch', ben: 'ben@vbc-zuerich.ch' },
  () => ({
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: double.url,
    ...prices,
  }),
  createLogger({ level: 'warn', format: 'json', write: (line) => logLines.push(line) }),
);
const { call } = t;

/** Posts an event to the webhook as Stripe does: raw JSON, signed over exactly those bytes. */
function sendWebhook(event: unknown, options: { secret?: string; headers?: object } = {}) {
  const payload = JSON.stringify(event, null, 2);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret,
  });
  return fetch(`${t.server.url}/api/billing/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature,
      ...options.headers,
    },
    body: payload,
  });
}

async function me(session: TestSession) {
  return meSchema.parse(await (await call(session, 'GET', '/api/me')).json());
}

async function checkSubscription(session: TestSession) {
  return checkSubscriptionSchema.parse(
    await (await call(session, 'GET', '/api/me/subscription')).json(),
  );
}

async function storedSubscription(userId: string) {
  const [row] = await t.server.ctx.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.workspaceId, userId));
  return row;
}

/** Starts a checkout over the API and answers the double's session id. */
async function startCheckout(session: TestSession, tier: string, interval: string) {
  const response = await call(session, 'POST', '/api/billing/checkout', { tier, interval });
  expect(response.status).toBe(200);
  const { url, kind } = billingRedirectSchema.parse(await response.json());
  expect(kind).toBe('checkout');
  expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  return url.split('/').pop() ?? '';
}

/** Starts a checkout, pays it at the double and delivers checkout.session.completed. */
async function subscribe(session: TestSession, tier: string, interval: string) {
  const checkoutId = await startCheckout(session, tier, interval);
  const completed = double.completeCheckout(checkoutId);
  const response = await sendWebhook(double.event('checkout.session.completed', completed.session));
  expect(response.status).toBe(200);
  return completed.subscription.id;
}

let annaSubscription = '';

describe('Stripe billing', () => {
  it('reports Stripe in the health check', async () => {
    const health = await healthOf(t.server.url);
    expect(health.billing).toBe('stripe');
  });

  it('opens a subscription checkout for the price of the tier and interval, bound to the user', async () => {
    await startCheckout(t.anna, 'pro', 'yearly');
    const created = double.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    expect(created?.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_yearly',
      'line_items[0][quantity]': '1',
      client_reference_id: t.anna.userId,
      customer_email: 'anna@uhc-thun.ch',
      // The plan is bought for Anna's personal workspace, whose id is hers.
      'subscription_data[metadata][workspaceId]': t.anna.userId,
      success_url: `${t.server.url}/profile/subscription?success=true`,
      cancel_url: `${t.server.url}/profile/subscription?canceled=true`,
    });
    expect(created?.params.customer).toBeUndefined();
    // Nothing is paid yet: still free.
    expect((await me(t.anna)).entitlements.tier).toBe('free');
  });

  it('answers CHECKOUT_FAILED with the catalogue text when Stripe refuses', async () => {
    double.failNext(/^\/v1\/checkout\/sessions$/, 400, {
      message: "No such price: 'price_pro_monthly'",
      type: 'invalid_request_error',
    });
    const response = await call(t.anna, 'POST', '/api/billing/checkout', {
      tier: 'pro',
      interval: 'monthly',
    });
    await expectRefusal(response, 502, {
      code: 'CHECKOUT_FAILED',
      message: 'Checkout URL konnte nicht erstellt werden',
    });
  });

  it('refuses a webhook whose signature does not match, and one without a signature', async () => {
    const checkoutId = await startCheckout(t.anna, 'pro', 'monthly');
    const { session } = double.completeCheckout(checkoutId);
    const event = double.event('checkout.session.completed', session);

    const wrongSecret = await sendWebhook(event, { secret: 'whsec_someone_else' });
    expect(wrongSecret.status).toBe(400);
    expect(await wrongSecret.json()).toMatchObject({ error: { code: 'BILLING_WEBHOOK_INVALID' } });

    // Signed, then one byte of the body changed.
    const payload = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const tampered = await fetch(`${t.server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload.replace('"complete"', '"completE"'),
    });
    expect(tampered.status).toBe(400);

    const unsigned = await fetch(`${t.server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    expect(unsigned.status).toBe(400);
    expect(await storedSubscription(t.anna.userId)).toBeUndefined();
    expect((await me(t.anna)).entitlements.tier).toBe('free');
  });

  it('sets the tier on checkout completion, with the end date of the period', async () => {
    annaSubscription = await subscribe(t.anna, 'pro', 'yearly');
    const { entitlements } = await me(t.anna);
    expect(entitlements).toMatchObject({ tier: 'pro', paid: true });
    const item = (
      double.subscription(annaSubscription).items as { data: { current_period_end: number }[] }
    ).data[0];
    expect(await checkSubscription(t.anna)).toEqual({
      subscribed: true,
      tier: 'pro',
      subscription_end: new Date((item?.current_period_end ?? 0) * 1000).toISOString(),
      product_id: 'prod_pro',
    });
    expect(await storedSubscription(t.anna.userId)).toMatchObject({
      provider: 'stripe',
      providerSubscriptionId: annaSubscription,
      billingInterval: 'yearly',
      status: 'active',
    });
  });

  it('handles a duplicate event id once: the second delivery changes nothing', async () => {
    const event = double.event(
      'customer.subscription.updated',
      double.subscription(annaSubscription),
    );
    expect(await (await sendWebhook(event)).json()).toMatchObject({ outcome: 'applied' });

    // Stripe's state moves on; a redelivery of the same event must not be handled again.
    double.updateSubscription(annaSubscription, { cancelAtPeriodEnd: true });
    const again = await sendWebhook(event);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
    expect((await storedSubscription(t.anna.userId))?.cancelAtPeriodEnd).toBe(false);
    const rows = await t.server.ctx.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, event.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.processedAt).not.toBeNull();
    double.updateSubscription(annaSubscription, { cancelAtPeriodEnd: false });
  });

  it('does not roll back when an older update arrives after a newer one: it re-reads Stripe', async () => {
    const older = double.event(
      'customer.subscription.updated',
      double.subscription(annaSubscription),
    );
    // The user switches to Amateur monthly in the portal; its event arrives first.
    const newerState = double.updateSubscription(annaSubscription, {
      price: 'price_amateur_monthly',
    });
    await sendWebhook(double.event('customer.subscription.updated', newerState));
    expect((await me(t.anna)).entitlements.tier).toBe('amateur');

    const reads = double.requests.filter((r) => r.path === `/v1/subscriptions/${annaSubscription}`);
    const response = await sendWebhook(older);
    expect(response.status).toBe(200);
    expect(
      double.requests.filter((r) => r.path === `/v1/subscriptions/${annaSubscription}`),
    ).toHaveLength(reads.length + 1);
    expect((await me(t.anna)).entitlements.tier).toBe('amateur');
    expect(await storedSubscription(t.anna.userId)).toMatchObject({
      tier: 'amateur',
      billingInterval: 'monthly',
      productId: 'prod_amateur',
    });
  });

  it('opens the customer portal for the stored customer; none without a subscription', async () => {
    const response = await call(t.anna, 'POST', '/api/billing/portal');
    expect(response.status).toBe(200);
    const { url, kind } = billingRedirectSchema.parse(await response.json());
    expect(kind).toBe('portal');
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const stored = await storedSubscription(t.anna.userId);
    expect(
      double.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')?.params,
    ).toEqual({ customer: stored?.customerId, return_url: `${t.server.url}/profile/subscription` });

    const none = await call(t.ben, 'POST', '/api/billing/portal');
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ error: { code: 'NO_SUBSCRIPTION' } });

    double.failNext(/^\/v1\/billing_portal\/sessions$/, 400, {
      message: 'No configuration provided',
      type: 'invalid_request_error',
    });
    const failed = await call(t.anna, 'POST', '/api/billing/portal', undefined);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({
      error: { message: 'Customer Portal URL konnte nicht erstellt werden' },
    });
  });

  it('sends a subscribed user who picks another plan to the portal instead of a second checkout', async () => {
    const response = await call(t.anna, 'POST', '/api/billing/checkout', {
      tier: 'pro',
      interval: 'yearly',
    });
    expect(await response.json()).toMatchObject({ kind: 'portal' });
  });

  it('keeps the plan on a deletion event while Stripe still holds the subscription active', async () => {
    const before = await storedSubscription(t.anna.userId);
    expect(before).toMatchObject({ status: 'active', tier: 'amateur' });
    // The event says deleted; the subscription read back from Stripe runs on.
    const response = await sendWebhook(
      double.event('customer.subscription.deleted', {
        ...double.subscription(annaSubscription),
        status: 'canceled',
      }),
    );
    expect(response.status).toBe(200);
    expect(await storedSubscription(t.anna.userId)).toMatchObject({
      providerSubscriptionId: annaSubscription,
      status: 'active',
      tier: 'amateur',
    });
    expect((await me(t.anna)).entitlements.tier).toBe('amateur');
  });

  it('answers 200 to an event about a subscription Stripe does not know, and logs it', async () => {
    const event = double.event('customer.subscription.updated', {
      ...double.subscription(annaSubscription),
      id: 'sub_test_unknown',
    });
    const response = await sendWebhook(event);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'ignored' });
    expect(warnings()).toContainEqual(
      expect.objectContaining({ level: 'warn', eventId: event.id }),
    );
    expect((await storedSubscription(t.anna.userId))?.providerSubscriptionId).toBe(
      annaSubscription,
    );
  });

  it('answers 200 to a completed checkout naming another user on an existing subscription', async () => {
    const subscription = double.subscription(annaSubscription);
    // Anna's paid checkout, its reference changed to Ben: it names a subscription Ben does not own.
    const event = double.event('checkout.session.completed', {
      id: 'cs_test_foreign',
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: t.ben.userId,
      customer: subscription.customer,
      subscription: annaSubscription,
      metadata: { workspaceId: t.ben.userId },
    });
    const response = await sendWebhook(event);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'ignored' });
    expect(warnings()).toContainEqual(
      expect.objectContaining({ level: 'warn', eventId: event.id }),
    );
    expect((await me(t.ben)).entitlements.tier).toBe('free');
    expect(await storedSubscription(t.anna.userId)).toMatchObject({
      providerSubscriptionId: annaSubscription,
      tier: 'amateur',
    });
    // A second delivery is a duplicate, not a new failure.
    expect((await sendWebhook(event)).status).toBe(200);
  });

  it('records a failed payment as past_due and keeps access while Stripe retries', async () => {
    double.updateSubscription(annaSubscription, { status: 'past_due' });
    const response = await sendWebhook(
      double.event('invoice.payment_failed', double.failedInvoice(annaSubscription)),
    );
    expect(response.status).toBe(200);
    expect((await storedSubscription(t.anna.userId))?.status).toBe('past_due');
    expect(await checkSubscription(t.anna)).toMatchObject({ subscribed: true, tier: 'amateur' });
  });

  it('answers other event types with 200 and ignores them', async () => {
    const response = await sendWebhook(
      double.event('customer.created', { id: 'cus_test_other', object: 'customer' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'ignored' });
  });

  it('is mounted before the CSRF guard: a signed event with a foreign origin and a cookie is taken', async () => {
    const response = await sendWebhook(
      double.event('customer.subscription.updated', double.subscription(annaSubscription)),
      { headers: { origin: 'https://evil.example', cookie: t.anna.cookie } },
    );
    expect(response.status).toBe(200);
  });

  it('resumes a subscription cancelled at its period end, with Stripe and in the stored state', async () => {
    const resume = () => call(t.anna, 'POST', '/api/billing/resume');
    const updates = () =>
      double.requests.filter(
        (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${annaSubscription}`,
      );
    // Cancelled in Stripe's portal: its webhook says so, and the subscription screen shows it.
    const cancelled = double.updateSubscription(annaSubscription, { cancelAtPeriodEnd: true });
    await sendWebhook(double.event('customer.subscription.updated', cancelled));
    expect((await me(t.anna)).subscription).toMatchObject({
      subscribed: true,
      cancelAtPeriodEnd: true,
    });

    const resumed = await resume();
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toEqual({ resumed: true });
    expect(updates().at(-1)?.params).toEqual({ cancel_at_period_end: 'false' });
    expect(double.subscription(annaSubscription).cancel_at_period_end).toBe(false);
    expect((await me(t.anna)).subscription).toMatchObject({
      subscribed: true,
      cancelAtPeriodEnd: false,
    });
    expect((await storedSubscription(t.anna.userId))?.cancelAtPeriodEnd).toBe(false);

    // A newer portal cancels with cancel_at: resuming clears that.
    const endsAt = double.updateSubscription(annaSubscription, {
      cancelAt: Math.floor(Date.now() / 1000) + 86_400,
    });
    await sendWebhook(double.event('customer.subscription.updated', endsAt));
    expect((await me(t.anna)).subscription.cancelAtPeriodEnd).toBe(true);
    expect((await resume()).status).toBe(200);
    expect(updates().at(-1)?.params).toEqual({ cancel_at: '' });
    expect(double.subscription(annaSubscription).cancel_at).toBeNull();
    expect((await me(t.anna)).subscription.cancelAtPeriodEnd).toBe(false);

    // Nothing to undo: Stripe is not asked again.
    const asked = updates().length;
    expect((await resume()).status).toBe(200);
    expect(updates()).toHaveLength(asked);
  });

  it('answers NO_SUBSCRIPTION to resuming without a running subscription, and RESUME_FAILED when Stripe refuses', async () => {
    const none = await call(t.ben, 'POST', '/api/billing/resume');
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ error: { code: 'NO_SUBSCRIPTION' } });

    const cancelled = double.updateSubscription(annaSubscription, { cancelAtPeriodEnd: true });
    await sendWebhook(double.event('customer.subscription.updated', cancelled));
    double.failNext(new RegExp(`^/v1/subscriptions/${annaSubscription}$`), 400, {
      message: 'This subscription cannot be changed right now.',
      type: 'invalid_request_error',
    });
    const failed = await call(t.anna, 'POST', '/api/billing/resume');
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({
      error: {
        code: 'SUBSCRIPTION_RESUME_FAILED',
        message: 'Dein Abo konnte nicht fortgesetzt werden. Bitte versuche es später erneut.',
      },
    });
    expect((await me(t.anna)).subscription.cancelAtPeriodEnd).toBe(true);
    // The webhook of the eventual resume brings the state back in step.
    const running = double.updateSubscription(annaSubscription, { cancelAtPeriodEnd: false });
    await sendWebhook(double.event('customer.subscription.updated', running));
    expect((await me(t.anna)).subscription.cancelAtPeriodEnd).toBe(false);
  });

  it('makes the user free when the subscription is deleted', async () => {
    const ended = double.updateSubscription(annaSubscription, { status: 'canceled' });
    const response = await sendWebhook(double.event('customer.subscription.deleted', ended));
    expect(response.status).toBe(200);
    expect(await checkSubscription(t.anna)).toEqual({
      subscribed: false,
      tier: 'free',
      subscription_end: null,
      product_id: null,
    });
    expect((await me(t.anna)).entitlements).toMatchObject({ tier: 'free', paid: false });
    expect((await storedSubscription(t.anna.userId))?.status).toBe('canceled');
  });

  it('reuses the customer for a new checkout after the old subscription ended', async () => {
    const customer = (await storedSubscription(t.anna.userId))?.customerId;
    await startCheckout(t.anna, 'amateur', 'yearly');
    const created = double.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    expect(created?.params.customer).toBe(customer);
    expect(created?.params.customer_email).toBeUndefined();
  });

  it('does not let a late event about the old subscription end the new one', async () => {
    const renewed = await subscribe(t.anna, 'amateur', 'yearly');
    expect(renewed).not.toBe(annaSubscription);
    expect((await me(t.anna)).entitlements.tier).toBe('amateur');

    const late = await sendWebhook(
      double.event('customer.subscription.deleted', double.subscription(annaSubscription)),
    );
    expect(late.status).toBe(200);
    expect(await late.json()).toMatchObject({ outcome: 'ignored' });
    expect(await storedSubscription(t.anna.userId)).toMatchObject({
      providerSubscriptionId: renewed,
      tier: 'amateur',
      status: 'active',
    });
  });

  it('cancels a running subscription with Stripe when the account is deleted', async () => {
    const subscriptionId = await subscribe(t.ben, 'amateur', 'monthly');
    expect((await me(t.ben)).entitlements.tier).toBe('amateur');
    const deleted = await call(t.ben, 'POST', '/api/account/delete', { confirmation: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(
      double.requests.some(
        (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`,
      ),
    ).toBe(true);
    expect(double.subscription(subscriptionId).status).toBe('canceled');

    // Stripe's deletion event for a user who is gone is taken and ignored.
    const late = await sendWebhook(
      double.event('customer.subscription.deleted', double.subscription(subscriptionId)),
    );
    expect(late.status).toBe(200);
    expect(await late.json()).toMatchObject({ outcome: 'ignored' });
  });
});
