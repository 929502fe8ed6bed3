import type {
  SubscriptionRepository,
  SubscriptionRow,
} from '#server/accounts/subscription.repository.ts';
import {
  PermanentEventFailure,
  type BillingProvider,
  type SubscriptionEvent,
} from '#server/billing/billing-provider.ts';
import type { BillingRepository } from '#server/billing/billing.repository.ts';
import type { DemoBillingProvider } from '#server/billing/demo-billing.provider.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Logger } from '#server/logging/logger.ts';
import type {
  BillingRedirect,
  CheckoutRequest,
  DemoCheckout,
  DemoPortal,
  DemoPortalAction,
} from '#shared/billing/billing.schema.ts';

export interface BillingServiceDeps {
  provider: BillingProvider;
  /** The demo provider again when it is the one in use: its pages have their own calls. */
  demo: DemoBillingProvider | null;
  subscriptions: SubscriptionRepository;
  billing: BillingRepository;
  /** Absolute origin for the addresses Stripe sends the browser back to. */
  appUrl: string;
  logger: Logger;
}

/** Statuses in which a subscription still runs (past_due: Stripe is retrying the payment). */
const runningStatuses = new Set(['active', 'trialing', 'past_due']);
/** Statuses after which the subscription gives nothing any more. */
const endedStatuses = new Set(['canceled', 'incomplete_expired', 'unpaid']);

function isRunning(row: { status: string; tier: string } | null): boolean {
  return Boolean(row && row.tier !== 'free' && runningStatuses.has(row.status));
}

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Billing (ADR 013): checkout, portal, resuming and cancellation through the provider, and ONE
 * path for every subscription event of either provider, which writes the stored subscription.
 * The tier is the only thing billing changes; entitlements follow from it (ADR 006).
 */
export function createBillingService(deps: BillingServiceDeps) {
  const { provider, subscriptions, billing, logger } = deps;
  const subscriptionUrl = (query: string) => `${deps.appUrl}/profile/subscription?${query}`;

  /**
   * Stores what an event says the subscription now is. Duplicates (by event id) are skipped;
   * `firstDeliveryOnly` also refuses an event recorded before whose handling failed.
   */
  async function applyEvent(
    event: SubscriptionEvent,
    { firstDeliveryOnly = false } = {},
  ): Promise<EventOutcome> {
    // With billing off no provider sends events; nothing may write a subscription then.
    const kind = provider.kind;
    if (kind === 'off') return 'ignored';
    const state = await billing.recordEvent({
      id: event.id,
      provider: kind,
      type: event.providerType,
      payload: event.payload,
    });
    if (state === 'processed' || (firstDeliveryOnly && state !== 'new')) return 'duplicate';

    const snapshot = event.subscription;
    const workspaceId =
      event.workspaceId ??
      snapshot.workspaceId ??
      (await billing.workspaceOf(snapshot.providerSubscriptionId, snapshot.customerId));
    if (!workspaceId || !(await billing.workspaceExists(workspaceId))) {
      logger.warn('billing event for an unknown workspace ignored', {
        eventId: event.id,
        type: event.providerType,
        subscription: snapshot.providerSubscriptionId,
      });
      await billing.markProcessed(event.id);
      return 'ignored';
    }

    // A subscription belongs to one workspace: an event naming another (a checkout reference
    // that does not match the stored owner) would fail the same way on every retry.
    const owner = await billing.workspaceOf(snapshot.providerSubscriptionId, null);
    if (owner && owner !== workspaceId) {
      logger.warn("billing event names another user than the subscription's owner; ignored", {
        eventId: event.id,
        type: event.providerType,
        subscription: snapshot.providerSubscriptionId,
        workspaceId,
        owner,
      });
      await billing.markProcessed(event.id);
      return 'ignored';
    }

    const stored = await subscriptions.find(workspaceId);
    // The subscription as re-read from the provider decides, not the event's type: a deletion
    // event for a subscription the provider still holds active ends nothing.
    const ended = endedStatuses.has(snapshot.status);
    // A late event about an older subscription must not end the one the user has now.
    if (
      stored?.providerSubscriptionId &&
      stored.providerSubscriptionId !== snapshot.providerSubscriptionId &&
      isRunning(stored) &&
      (ended || !runningStatuses.has(snapshot.status))
    ) {
      logger.info('billing event for a replaced subscription ignored', {
        eventId: event.id,
        workspaceId,
        subscription: snapshot.providerSubscriptionId,
      });
      await billing.markProcessed(event.id);
      return 'ignored';
    }

    await subscriptions.save({
      workspaceId,
      provider: kind,
      customerId: snapshot.customerId ?? stored?.customerId ?? null,
      providerSubscriptionId: snapshot.providerSubscriptionId,
      tier: ended ? 'free' : snapshot.tier,
      billingInterval: ended ? null : snapshot.interval,
      status: snapshot.status,
      productId: ended ? null : snapshot.productId,
      currentPeriodEnd: snapshot.currentPeriodEnd,
      cancelAtPeriodEnd: ended ? false : snapshot.cancelAtPeriodEnd,
    });
    await billing.markProcessed(event.id);
    logger.info('billing event applied', {
      eventId: event.id,
      type: event.providerType,
      workspaceId,
      tier: ended ? 'free' : snapshot.tier,
      status: snapshot.status,
    });
    return 'applied';
  }

  /** The stored subscription of the provider in use, if it still runs. */
  async function runningSubscription(workspaceId: string): Promise<SubscriptionRow | null> {
    const row = await subscriptions.find(workspaceId);
    return row && row.provider === provider.kind && isRunning(row) ? row : null;
  }

  function requireDemo(): DemoBillingProvider {
    if (!deps.demo) throw AppError.of(404, 'DEMO_BILLING_DISABLED');
    return deps.demo;
  }

  /** Refuses a demo checkout that was paid (409 used) or replaced by a newer one (409). */
  async function requirePayableDemoCheckout(
    demo: DemoBillingProvider,
    workspaceId: string,
    sessionId: string,
  ): Promise<void> {
    if (await billing.wasProcessed(demo.paymentEventId(sessionId, workspaceId))) {
      throw AppError.of(409, 'DEMO_CHECKOUT_USED');
    }
    if (
      (await billing.newestDemoCheckout(workspaceId)) !== demo.checkoutNonce(sessionId, workspaceId)
    ) {
      throw AppError.of(409, 'DEMO_CHECKOUT_SUPERSEDED');
    }
  }

  function demoPortalOf(row: SubscriptionRow): DemoPortal {
    return {
      tier: row.tier,
      interval: row.billingInterval,
      status: row.status,
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    };
  }

  async function portal(workspaceId: string): Promise<BillingRedirect> {
    const row = await subscriptions.find(workspaceId);
    if (!row?.customerId || row.provider !== provider.kind) {
      throw AppError.of(404, 'NO_SUBSCRIPTION');
    }
    try {
      const { url } = await provider.createPortal({
        workspaceId,
        customerId: row.customerId,
        returnUrl: `${deps.appUrl}/profile/subscription`,
      });
      return { url, kind: 'portal' };
    } catch (error) {
      logger.error('customer portal could not be created', { workspaceId, error });
      throw AppError.of(502, 'PORTAL_FAILED');
    }
  }

  return {
    kind: provider.kind,
    applyEvent,

    /**
     * The page where the workspace's owner pays for a tier and interval (the plan is the
     * workspace's; the receipt goes to the owner's address). Premium is sold by contact (docs/product.md
     * section 2) and answers the about section; a user whose subscription runs already is sent
     * to the portal to change it, so nobody pays twice.
     */
    async checkout(owner: { workspaceId: string; email: string }, request: CheckoutRequest) {
      if (request.tier === 'premium') {
        return { url: '/#about', kind: 'contact' } satisfies BillingRedirect;
      }
      if (await runningSubscription(owner.workspaceId)) return portal(owner.workspaceId);
      if (provider.kind === 'off') throw AppError.of(409, 'PAID_PLANS_UNAVAILABLE');
      const stored = await subscriptions.find(owner.workspaceId);
      const input = {
        workspaceId: owner.workspaceId,
        email: owner.email,
        tier: request.tier,
        interval: request.interval,
        successUrl: subscriptionUrl('success=true'),
        cancelUrl: subscriptionUrl('canceled=true'),
        customerId: stored?.provider === provider.kind ? stored.customerId : null,
      };
      try {
        if (deps.demo) {
          // Only the newest demo checkout can be paid: an older one paid later would overwrite
          // the plan the user chose since.
          const { url, nonce } = await deps.demo.createCheckout(input);
          await billing.rememberDemoCheckout(owner.workspaceId, nonce);
          return { url, kind: 'checkout' } satisfies BillingRedirect;
        }
        const { url } = await provider.createCheckout(input);
        return { url, kind: 'checkout' } satisfies BillingRedirect;
      } catch (error) {
        logger.error('checkout could not be created', { workspaceId: owner.workspaceId, error });
        throw AppError.of(502, 'CHECKOUT_FAILED');
      }
    },

    portal,

    /** A provider's webhook: verified, normalised, then the one event path. */
    async handleWebhook(rawBody: string, headers: Headers): Promise<EventOutcome> {
      let event: SubscriptionEvent | null;
      try {
        event = await provider.parseWebhook(rawBody, headers);
      } catch (error) {
        if (!(error instanceof PermanentEventFailure)) throw error;
        // Answered 2xx: retrying for days would fail the same way every time.
        logger.warn('billing event cannot be handled; not retried', {
          eventId: error.eventId,
          type: error.eventType,
          reason: error.message,
        });
        return 'ignored';
      }
      if (!event) return 'ignored';
      return applyEvent(event);
    },

    /**
     * 'Abo fortsetzen': a subscription cancelled at its period's end runs on. One that was never
     * cancelled is left as it is; without a running subscription, NO_SUBSCRIPTION.
     */
    async resume(workspaceId: string): Promise<void> {
      const row = await runningSubscription(workspaceId);
      if (!row?.providerSubscriptionId) throw AppError.of(404, 'NO_SUBSCRIPTION');
      if (!row.cancelAtPeriodEnd) return;
      let event: SubscriptionEvent;
      try {
        event = await provider.resume(row);
      } catch (error) {
        logger.error('subscription could not be resumed', { workspaceId, error });
        throw AppError.of(502, 'SUBSCRIPTION_RESUME_FAILED');
      }
      await applyEvent(event);
      logger.info('subscription resumed', { workspaceId });
    },

    /** Account deletion: a running subscription ends with the provider before the data goes. */
    async cancelForDeletion(workspaceId: string): Promise<void> {
      const row = await subscriptions.find(workspaceId);
      if (!row?.providerSubscriptionId || row.provider !== provider.kind) return;
      if (endedStatuses.has(row.status)) return;
      const event = await provider.cancel({
        workspaceId,
        providerSubscriptionId: row.providerSubscriptionId,
        customerId: row.customerId,
      });
      if (event) await applyEvent(event);
      logger.info('subscription cancelled for account deletion', { workspaceId });
    },

    demo: {
      /** What the demo checkout page shows; a used or replaced session is refused. */
      async checkout(workspaceId: string, sessionId: string): Promise<DemoCheckout> {
        const demo = requireDemo();
        const details = demo.describeCheckout(sessionId, workspaceId);
        await requirePayableDemoCheckout(demo, workspaceId, sessionId);
        return details;
      },

      /**
       * 'Bezahlen': the checkout completes through the event path, once per session, and only
       * the user's newest checkout.
       */
      async pay(workspaceId: string, sessionId: string): Promise<{ url: string }> {
        const demo = requireDemo();
        await requirePayableDemoCheckout(demo, workspaceId, sessionId);
        const outcome = await applyEvent(demo.checkoutPaid(sessionId, workspaceId), {
          firstDeliveryOnly: true,
        });
        if (outcome === 'duplicate') throw AppError.of(409, 'DEMO_CHECKOUT_USED');
        return { url: '/profile/subscription?success=true' };
      },

      async portal(workspaceId: string): Promise<DemoPortal> {
        requireDemo();
        const row = await runningSubscription(workspaceId);
        if (!row) throw AppError.of(404, 'NO_SUBSCRIPTION');
        return demoPortalOf(row);
      },

      /** Cancel at the period's end, resume, or switch plan: an update event each. */
      async change(workspaceId: string, action: DemoPortalAction): Promise<DemoPortal> {
        const demo = requireDemo();
        const row = await runningSubscription(workspaceId);
        if (!row) throw AppError.of(404, 'NO_SUBSCRIPTION');
        await applyEvent(demo.portalChanged(row, action));
        const updated = await subscriptions.find(workspaceId);
        if (!updated) throw AppError.of(404, 'NO_SUBSCRIPTION');
        return demoPortalOf(updated);
      },
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
