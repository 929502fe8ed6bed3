import type { BillingInterval, PaidTier } from '#shared/billing/billing.schema.ts';
import type { Tier } from '#shared/plans.ts';
import type { SubscriptionRow } from '#server/accounts/subscription.repository.ts';

/**
 * The subscription as the payment provider holds it right now, in our words. Every event is
 * turned into one of these before anything is stored, so demo and Stripe share one path.
 */
export interface SubscriptionSnapshot {
  providerSubscriptionId: string;
  customerId: string | null;
  /** Our user id where the provider carries it (checkout reference, subscription metadata). */
  workspaceId: string | null;
  /** The tier the subscription's price buys; free for a price we do not sell. */
  tier: Tier;
  interval: BillingInterval | null;
  /** The provider's status: active, trialing, past_due, canceled, unpaid, incomplete, ... */
  status: string;
  productId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export const subscriptionEventTypes = [
  'checkout.completed',
  'subscription.updated',
  'subscription.deleted',
  'payment.failed',
] as const;
export type SubscriptionEventType = (typeof subscriptionEventTypes)[number];

/** One normalised billing event: its id (idempotency), what happened, and the current state. */
export interface SubscriptionEvent {
  /** The provider's event id; an id seen before is not handled again. */
  id: string;
  type: SubscriptionEventType;
  /** The provider's own name for the event, kept in billing_events. */
  providerType: string;
  /** The user the event names directly (the checkout's reference), if any. */
  workspaceId: string | null;
  /** The subscription as re-read from the provider, never the event's possibly stale copy. */
  subscription: SubscriptionSnapshot;
  /** What billing_events keeps of the event (the provider's verified event). */
  payload: unknown;
}

/**
 * An event that fails the same way on every delivery (it names a subscription the provider does
 * not know, for one). Billing logs it and answers 2xx, so the provider stops retrying it.
 */
export class PermanentEventFailure extends Error {
  override name = 'PermanentEventFailure';
  constructor(
    message: string,
    readonly eventId: string,
    readonly eventType: string,
  ) {
    super(message);
  }
}

export interface CheckoutInput {
  workspaceId: string;
  email: string;
  tier: Exclude<PaidTier, 'premium'>;
  interval: BillingInterval;
  successUrl: string;
  cancelUrl: string;
  /** The customer the user already has with the provider, reused for a new checkout. */
  customerId: string | null;
}

export interface PortalInput {
  workspaceId: string;
  customerId: string;
  returnUrl: string;
}

/** What the provider knows of a user's running subscription (for cancelling it). */
export interface ProviderSubscriptionRef {
  workspaceId: string;
  providerSubscriptionId: string;
  customerId: string | null;
}

/**
 * A payment provider (ADR 013): demo, Stripe or off. It creates checkout and portal
 * sessions, cancels a subscription when an account is deleted, resumes one cancelled at its
 * period's end, and turns its incoming
 * notifications into normalised events; it never writes our tables itself.
 */
export interface BillingProvider {
  /** 'off': no paid plans are sold (BILLING=off); it sends no events. */
  readonly kind: 'demo' | 'stripe' | 'off';
  createCheckout(input: CheckoutInput): Promise<{ url: string }>;
  createPortal(input: PortalInput): Promise<{ url: string }>;
  /**
   * Ends the subscription at once (account deletion). Answers the event that records it when
   * the provider sends none of its own (demo); Stripe's deletion arrives by webhook.
   */
  cancel(subscription: ProviderSubscriptionRef): Promise<SubscriptionEvent | null>;
  /**
   * Undoes a cancellation at the period's end: the stored subscription runs on and renews.
   * Answers the subscription as the provider now holds it, as an update event for the one event
   * path (Stripe's own customer.subscription.updated follows by webhook and changes nothing).
   */
  resume(subscription: SubscriptionRow): Promise<SubscriptionEvent>;
  /**
   * Verifies an incoming webhook on its raw body and answers the normalised event, or null
   * for an event type billing does not handle. A bad signature throws BILLING_WEBHOOK_INVALID.
   */
  parseWebhook(rawBody: string, headers: Headers): Promise<SubscriptionEvent | null>;
}
