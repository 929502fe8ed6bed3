import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { subscriptionLimits, subscriptions, userRoles } from '#server/db/schema.ts';
import type { Logger } from '#server/logging/logger.ts';
import {
  defaultLimits,
  isPaidRole,
  type Role,
  type SubscriptionLimits,
  type Tier,
} from '#shared/plans.ts';

export interface SubscriptionStatus {
  subscribed: boolean;
  tier: Tier;
  subscriptionEnd: string | null;
  productId: string | null;
}

export interface UserPlan {
  role: Role;
  isPaid: boolean;
  isAdmin: boolean;
  subscription: SubscriptionStatus;
  limits: SubscriptionLimits;
}

const activeStatuses = new Set(['active', 'trialing', 'past_due']);

const unsubscribed: SubscriptionStatus = {
  subscribed: false,
  tier: 'free',
  subscriptionEnd: null,
  productId: null,
};

/**
 * The subscription state that billing keeps current (SPEC.md "check-subscription"): read from the
 * database, never from the payment provider on each poll. A lookup error means free.
 */
export async function subscriptionStatus(
  db: Db,
  userId: string,
  logger?: Logger,
): Promise<SubscriptionStatus> {
  try {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    if (!row || !activeStatuses.has(row.status) || row.tier === 'free') return unsubscribed;
    if (row.currentPeriodEnd && row.currentPeriodEnd.getTime() < Date.now()) return unsubscribed;
    return {
      subscribed: true,
      tier: row.tier,
      subscriptionEnd: row.currentPeriodEnd?.toISOString() ?? null,
      productId: row.productId,
    };
  } catch (error) {
    logger?.error('subscription lookup failed', { userId, error });
    return unsubscribed;
  }
}

/** The user's role; free_user when there is none or the lookup fails (SPEC.md section 4). */
export async function userRole(db: Db, userId: string, logger?: Logger): Promise<Role> {
  try {
    const [row] = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    return row?.role ?? 'free_user';
  } catch (error) {
    logger?.error('role lookup failed', { userId, error });
    return 'free_user';
  }
}

/** The limits of a tier from subscription_limits, with the specification's defaults when missing. */
export async function tierLimits(db: Db, tier: Tier): Promise<SubscriptionLimits> {
  const [row] = await db.select().from(subscriptionLimits).where(eq(subscriptionLimits.tier, tier));
  return row ?? { ...defaultLimits, tier };
}

/** Role, subscription and limits in one: what every plan check on the server reads. */
export async function userPlan(db: Db, userId: string, logger?: Logger): Promise<UserPlan> {
  const [role, subscription] = await Promise.all([
    userRole(db, userId, logger),
    subscriptionStatus(db, userId, logger),
  ]);
  const limits = await tierLimits(db, subscription.tier);
  return { role, isPaid: isPaidRole(role), isAdmin: role === 'admin', subscription, limits };
}
