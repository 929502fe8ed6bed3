import type { Logger } from '#server/logging/logger.ts';
import type {
  SubscriptionRepository,
  SubscriptionRow,
} from '#server/accounts/subscription.repository.ts';
import {
  entitlementsOf,
  freeEntitlements,
  type Entitlements,
} from '#shared/accounts/entitlements.ts';
import type { SubscriptionStatus } from '#shared/accounts/me.schema.ts';
import type { Role } from '#shared/plans.ts';

/**
 * The one source of what a workspace may do (ADR 006, ADR 058): the tier of the subscription
 * that billing keeps current decides every limit and whether the workspace counts as paid. Every
 * rule that checks a limit asks `entitlements(workspaceId)`: exports, team slots, templates, backgrounds, and
 * the logo upload and billing that come next (both read `limits.canUploadLogos` and `tier` here,
 * and billing changes nothing but the subscription row).
 */
export interface EntitlementsDeps {
  subscriptions: SubscriptionRepository;
  logger: Logger;
  now?: () => Date;
}

const activeStatuses = new Set(['active', 'trialing', 'past_due']);

const unsubscribed: SubscriptionStatus = {
  subscribed: false,
  tier: 'free',
  subscriptionEnd: null,
  productId: null,
  cancelAtPeriodEnd: false,
};

/** The check-subscription state of a stored row: active and not past its end, or free. */
function statusOf(row: SubscriptionRow | null, now: Date): SubscriptionStatus {
  if (!row || !activeStatuses.has(row.status) || row.tier === 'free') return unsubscribed;
  if (row.currentPeriodEnd && row.currentPeriodEnd.getTime() < now.getTime()) return unsubscribed;
  return {
    subscribed: true,
    tier: row.tier,
    subscriptionEnd: row.currentPeriodEnd?.toISOString() ?? null,
    productId: row.productId,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

export function createEntitlementsService({
  subscriptions,
  logger,
  now = () => new Date(),
}: EntitlementsDeps) {
  /**
   * The tier, its limits (subscription_limits, the plan table where the database holds none)
   * and whether the user counts as paid, from one read of the plan state. Any lookup error
   * answers free, logged.
   */
  async function entitlements(workspaceId: string): Promise<Entitlements> {
    try {
      const state = await subscriptions.planState(workspaceId);
      const tier = statusOf(state.subscription, now()).tier;
      const limits = state.limitsOf(tier);
      return entitlementsOf(tier, { admin: state.admin, ...(limits ? { limits } : {}) });
    } catch (error) {
      logger.error('entitlements lookup failed', { workspaceId, error });
      return freeEntitlements;
    }
  }

  return {
    entitlements,

    /**
     * The subscription state (docs/product.md "check-subscription"): read from the database, never from
     * the payment provider on each poll. A lookup error means free.
     */
    async subscription(workspaceId: string): Promise<SubscriptionStatus> {
      try {
        return statusOf(await subscriptions.find(workspaceId), now());
      } catch (error) {
        logger.error('subscription lookup failed', { workspaceId, error });
        return unsubscribed;
      }
    },

    /** The role where one is reported (docs/product.md section 4), derived: only admin is stored. */
    async role(workspaceId: string): Promise<Role> {
      try {
        if (await subscriptions.isAdmin(workspaceId)) return 'admin';
      } catch (error) {
        logger.error('role lookup failed', { workspaceId, error });
      }
      return (await entitlements(workspaceId)).tier === 'free' ? 'free_user' : 'paid_user';
    },
  };
}

export type EntitlementsService = ReturnType<typeof createEntitlementsService>;
