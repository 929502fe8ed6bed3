import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SubscriptionRow } from '#server/accounts/subscription.repository.ts';
import type {
  BillingProvider,
  CheckoutInput,
  SubscriptionEvent,
  SubscriptionSnapshot,
} from '#server/billing/billing-provider.ts';
import { AppError } from '#server/http/app-error.ts';
import {
  billingIntervals,
  checkoutTiers,
  type BillingInterval,
  type CheckoutTier,
  type DemoCheckout,
  type DemoPortalAction,
} from '#shared/billing/billing.schema.ts';
import { plans } from '#shared/plans.ts';

/** A demo checkout is good for an hour, like a Stripe checkout session is for a day. */
const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

interface DemoSession {
  /** The user the checkout was made for; nobody else may pay it. */
  workspaceId: string;
  tier: CheckoutTier;
  interval: BillingInterval;
  /** Unique per checkout; the payment's event id, so a checkout is paid once. */
  nonce: string;
  expiresAt: number;
}

export interface DemoBillingOptions {
  appSecret: string;
  now?: () => Date;
}

function priceOf(tier: CheckoutTier, interval: BillingInterval): number {
  const plan = plans.find((p) => p.tier === tier);
  if (!plan) throw new Error(`no plan for tier ${tier}`);
  return interval === 'yearly' ? plan.priceYearly : plan.priceMonthly;
}

function periodEndFrom(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  if (interval === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * The embedded billing provider: no account, no network. A checkout is a signed, user-bound
 * session id for the local page /billing/demo/checkout; paying it and every portal action become
 * the same subscription events Stripe's webhooks do. Nothing is charged. The session id carries
 * its own data under an HMAC, so any app process can check it (docs/deployment.md).
 */
export function createDemoBillingProvider({
  appSecret,
  now = () => new Date(),
}: DemoBillingOptions) {
  const sign = (data: string) =>
    createHmac('sha256', appSecret).update(`demo-checkout:${data}`).digest('base64url');

  function encodeSession(session: DemoSession): string {
    const data = Buffer.from(JSON.stringify(session)).toString('base64url');
    return `${data}.${sign(data)}`;
  }

  /** The session behind an id, if it is ours, unexpired and the user's own; else a 404. */
  function openSession(id: string, workspaceId: string): DemoSession {
    const invalid = () => AppError.of(404, 'DEMO_CHECKOUT_INVALID');
    const [data, signature, extra] = id.split('.');
    if (!data || !signature || extra !== undefined) throw invalid();
    const expected = Buffer.from(sign(data));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
    let session: DemoSession;
    try {
      session = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as DemoSession;
    } catch {
      throw invalid();
    }
    if (
      session.workspaceId !== workspaceId ||
      session.expiresAt < now().getTime() ||
      !checkoutTiers.includes(session.tier) ||
      !billingIntervals.includes(session.interval)
    ) {
      throw invalid();
    }
    return session;
  }

  const eventId = () => `demo_evt_${randomBytes(12).toString('hex')}`;

  /** A demo event; billing_events keeps its subscription as the payload. */
  function demoEvent(event: Omit<SubscriptionEvent, 'payload'>): SubscriptionEvent {
    return { ...event, payload: { type: event.providerType, subscription: event.subscription } };
  }

  function snapshotOf(row: SubscriptionRow): SubscriptionSnapshot {
    return {
      providerSubscriptionId: row.providerSubscriptionId ?? `demo_sub_${row.workspaceId}`,
      customerId: row.customerId,
      workspaceId: row.workspaceId,
      tier: row.tier,
      interval: row.billingInterval,
      status: row.status,
      productId: row.productId,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    };
  }

  const provider = {
    kind: 'demo',

    /** Also answers the checkout's nonce: billing remembers the newest, the only one payable. */
    async createCheckout(input: CheckoutInput) {
      const nonce = randomBytes(12).toString('hex');
      const session = encodeSession({
        workspaceId: input.workspaceId,
        tier: input.tier,
        interval: input.interval,
        nonce,
        expiresAt: now().getTime() + CHECKOUT_LIFETIME_MS,
      });
      return { url: `/billing/demo/checkout?session=${encodeURIComponent(session)}`, nonce };
    },

    async createPortal() {
      return { url: '/billing/demo/portal' };
    },

    async cancel(subscription) {
      return demoEvent({
        id: eventId(),
        type: 'subscription.deleted',
        providerType: 'demo.subscription.deleted',
        workspaceId: subscription.workspaceId,
        subscription: {
          providerSubscriptionId: subscription.providerSubscriptionId,
          customerId: subscription.customerId,
          workspaceId: subscription.workspaceId,
          tier: 'free',
          interval: null,
          status: 'canceled',
          productId: null,
          currentPeriodEnd: now(),
          cancelAtPeriodEnd: false,
        },
      });
    },

    async resume(row) {
      return demoEvent({
        id: eventId(),
        type: 'subscription.updated',
        providerType: 'demo.subscription.resumed',
        workspaceId: row.workspaceId,
        subscription: { ...snapshotOf(row), cancelAtPeriodEnd: false },
      });
    },

    async parseWebhook() {
      // The demo's events come from its own pages, never over a webhook.
      throw AppError.of(400, 'BILLING_WEBHOOK_INVALID');
    },
  } satisfies BillingProvider;

  return {
    ...provider,

    /** What the demo checkout page shows; a foreign, forged or expired session is a 404. */
    describeCheckout(sessionId: string, workspaceId: string): DemoCheckout {
      const session = openSession(sessionId, workspaceId);
      return {
        session: sessionId,
        tier: session.tier,
        interval: session.interval,
        price: priceOf(session.tier, session.interval),
        currency: 'CHF',
      };
    },

    /** The checkout's nonce (billing compares it with the user's newest checkout). */
    checkoutNonce(sessionId: string, workspaceId: string): string {
      return openSession(sessionId, workspaceId).nonce;
    },

    /** The id of the event that paying this session records (one payment per session). */
    paymentEventId(sessionId: string, workspaceId: string): string {
      return `demo_checkout_${openSession(sessionId, workspaceId).nonce}`;
    },

    /** 'Bezahlen': a completed checkout with a subscription of the chosen tier and interval. */
    checkoutPaid(sessionId: string, workspaceId: string): SubscriptionEvent {
      const session = openSession(sessionId, workspaceId);
      const start = now();
      return demoEvent({
        id: `demo_checkout_${session.nonce}`,
        type: 'checkout.completed',
        providerType: 'demo.checkout.completed',
        workspaceId,
        subscription: {
          providerSubscriptionId: `demo_sub_${session.nonce}`,
          customerId: `demo_cus_${workspaceId}`,
          workspaceId,
          tier: session.tier,
          interval: session.interval,
          status: 'active',
          productId: `demo_${session.tier}_${session.interval}`,
          currentPeriodEnd: periodEndFrom(start, session.interval),
          cancelAtPeriodEnd: false,
        },
      });
    },

    /** A portal action on the stored demo subscription, as the update event it causes. */
    portalChanged(row: SubscriptionRow, action: DemoPortalAction): SubscriptionEvent {
      const current = snapshotOf(row);
      let next: SubscriptionSnapshot;
      if (action.action === 'cancel') next = { ...current, cancelAtPeriodEnd: true };
      else if (action.action === 'resume') next = { ...current, cancelAtPeriodEnd: false };
      else {
        // A new interval starts a new period now (as Stripe resets the billing cycle); the same
        // interval keeps the period that was paid.
        const sameInterval = action.interval === current.interval;
        next = {
          ...current,
          tier: action.tier,
          interval: action.interval,
          productId: `demo_${action.tier}_${action.interval}`,
          currentPeriodEnd: sameInterval
            ? current.currentPeriodEnd
            : periodEndFrom(now(), action.interval),
          cancelAtPeriodEnd: false,
        };
      }
      return demoEvent({
        id: eventId(),
        type: 'subscription.updated',
        providerType: `demo.portal.${action.action}`,
        workspaceId: row.workspaceId,
        subscription: next,
      });
    },
  };
}

export type DemoBillingProvider = ReturnType<typeof createDemoBillingProvider>;
