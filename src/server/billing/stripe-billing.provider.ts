import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import {
  PermanentEventFailure,
  type BillingProvider,
  type SubscriptionEvent,
  type SubscriptionEventType,
  type SubscriptionSnapshot,
} from '#server/billing/billing-provider.ts';
import type { StripePrices } from '#server/config/env-billing.ts';
import { AppError } from '#server/http/app-error.ts';
import type { BillingInterval } from '#shared/billing/billing.schema.ts';
import type { Tier } from '#shared/plans.ts';

export interface StripeBillingOptions {
  secretKey: string;
  webhookSecret: string;
  prices: StripePrices;
  /** Another API address (tests point the SDK at a local double). */
  apiUrl?: string | undefined;
}

/** The Stripe event types billing acts on; every other type is answered 200 and ignored. */
const handledTypes: Record<string, SubscriptionEventType> = {
  'checkout.session.completed': 'checkout.completed',
  'customer.subscription.updated': 'subscription.updated',
  'customer.subscription.deleted': 'subscription.deleted',
  'invoice.payment_failed': 'payment.failed',
};

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function sdkAddress(apiUrl: string | undefined): Partial<Stripe.StripeConfig> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

/**
 * Stripe through its official SDK: checkout sessions in subscription mode for the price of a
 * tier and interval, the customer portal, cancellation, and webhooks verified on the raw body.
 * A webhook's own copy of the subscription is never trusted: the subscription is read again from
 * the API, so events arriving late or out of order cannot roll the stored state back.
 */
export function createStripeBillingProvider(options: StripeBillingOptions): BillingProvider {
  const stripe = new Stripe(options.secretKey, {
    ...sdkAddress(options.apiUrl),
    maxNetworkRetries: 1,
    timeout: 10_000,
    appInfo: { name: 'Matchpost' },
  });

  const tierOfPrice = new Map<string, { tier: Tier; interval: BillingInterval }>();
  for (const tier of ['amateur', 'pro', 'premium'] as const) {
    for (const interval of ['monthly', 'yearly'] as const) {
      const price = options.prices[tier][interval];
      if (price) tierOfPrice.set(price, { tier, interval });
    }
  }

  function snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot {
    const item = subscription.items.data[0];
    const priceId = item?.price.id ?? null;
    const plan = priceId ? tierOfPrice.get(priceId) : undefined;
    // Since API version 2025-03-31 the period lives on the subscription item.
    const periodEnd = item?.current_period_end ?? null;
    return {
      providerSubscriptionId: subscription.id,
      customerId: idOf(subscription.customer),
      // Subscriptions bought before workspaces name the user, whose personal workspace has the
      // user's id (ADR 058).
      workspaceId: subscription.metadata.workspaceId ?? subscription.metadata.userId ?? null,
      tier: plan?.tier ?? 'free',
      interval: plan?.interval ?? null,
      status: subscription.status,
      productId: item ? idOf(item.price.product) : null,
      currentPeriodEnd: periodEnd === null ? null : new Date(periodEnd * 1000),
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    };
  }

  return {
    kind: 'stripe',

    async createCheckout(input) {
      const price = options.prices[input.tier][input.interval];
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price, quantity: 1 }],
        client_reference_id: input.workspaceId,
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        subscription_data: { metadata: { workspaceId: input.workspaceId } },
        metadata: { workspaceId: input.workspaceId },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        allow_promotion_codes: true,
      });
      if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
      return { url: session.url };
    },

    async createPortal(input) {
      const session = await stripe.billingPortal.sessions.create({
        customer: input.customerId,
        return_url: input.returnUrl,
      });
      return { url: session.url };
    },

    async cancel(subscription) {
      try {
        await stripe.subscriptions.cancel(subscription.providerSubscriptionId);
      } catch (error) {
        // Already ended with Stripe: nothing left to cancel.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return null;
        }
        throw error;
      }
      // The customer.subscription.deleted webhook records the end.
      return null;
    },

    async resume(row) {
      const id = row.providerSubscriptionId;
      if (!id) throw new Error(`subscription of workspace ${row.workspaceId} has no Stripe id`);
      const current = await stripe.subscriptions.retrieve(id);
      // A portal cancellation sets cancel_at_period_end, or (newer portals) cancel_at: undo either.
      const updated = await stripe.subscriptions.update(
        id,
        current.cancel_at !== null && !current.cancel_at_period_end
          ? { cancel_at: '' }
          : { cancel_at_period_end: false },
      );
      return {
        // Our own id: Stripe's customer.subscription.updated arrives with its own and re-reads.
        id: `matchpost_resume_${randomUUID()}`,
        type: 'subscription.updated',
        providerType: 'matchpost.subscription.resumed',
        workspaceId: row.workspaceId,
        subscription: snapshotOf(updated),
        payload: { type: 'matchpost.subscription.resumed', subscription: updated.id },
      } satisfies SubscriptionEvent;
    },

    async parseWebhook(rawBody, headers) {
      const signature = headers.get('stripe-signature');
      if (!signature) throw AppError.of(400, 'BILLING_WEBHOOK_INVALID');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          options.webhookSecret,
        );
      } catch {
        throw AppError.of(400, 'BILLING_WEBHOOK_INVALID');
      }
      const type = handledTypes[event.type];
      if (!type) return null;

      let subscriptionId: string | null = null;
      let workspaceId: string | null = null;
      if (event.type === 'checkout.session.completed') {
        const session = event.data.object;
        if (session.mode !== 'subscription') return null;
        subscriptionId = idOf(session.subscription);
        workspaceId = session.client_reference_id;
      } else if (
        event.type === 'customer.subscription.updated' ||
        event.type === 'customer.subscription.deleted'
      ) {
        subscriptionId = event.data.object.id;
      } else if (event.type === 'invoice.payment_failed') {
        subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription);
      }
      if (!subscriptionId) return null;

      let subscription: Stripe.Subscription;
      try {
        subscription = await stripe.subscriptions.retrieve(subscriptionId);
      } catch (error) {
        // A subscription Stripe does not know stays unknown on every retry; an outage or a
        // rate limit does not, and answers 500 so Stripe delivers again.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          throw new PermanentEventFailure(
            `subscription ${subscriptionId} is unknown to Stripe`,
            event.id,
            event.type,
          );
        }
        throw error;
      }
      return {
        id: event.id,
        type,
        providerType: event.type,
        workspaceId,
        subscription: snapshotOf(subscription),
        payload: event,
      } satisfies SubscriptionEvent;
    },
  };
}
