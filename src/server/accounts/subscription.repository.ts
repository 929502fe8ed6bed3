import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { subscriptionLimits, subscriptions, userRoles } from '#server/db/schema.ts';
import type { SubscriptionLimits, Tier } from '#shared/plans.ts';

/**
 * The plan state of users: the subscription billing keeps current, the limits of each tier
 * (subscription_limits) and the admin role (user_roles).
 */
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;

/** What a user's entitlements are made of, read together (`planState`). */
export interface PlanState {
  subscription: SubscriptionRow | null;
  admin: boolean;
  /** The numbers the database holds for `tier` (free or the subscription's), or null. */
  limitsOf(tier: Tier): SubscriptionLimits | null;
}

export function createSubscriptionRepository(db: Db) {
  return {
    async find(userId: string): Promise<SubscriptionRow | null> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row ?? null;
    },

    /** Writes the user's one subscription row, replacing what was there (billing events). */
    async save(values: NewSubscriptionRow): Promise<SubscriptionRow> {
      const { userId: _userId, id: _id, createdAt: _createdAt, ...changes } = values;
      const [row] = await db
        .insert(subscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: { ...changes, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('upsert into subscriptions returned no row');
      return row;
    },

    async remove(userId: string): Promise<void> {
      await db.delete(subscriptions).where(eq(subscriptions.userId, userId));
    },

    /**
     * The user's subscription, whether they are an admin, and the limits the database holds for
     * the free tier and the subscription's tier, in one query: every export and every rule that
     * checks a limit asks for all three. Where the database holds no limits at all, the
     * subscription and the role are read on their own.
     */
    async planState(userId: string): Promise<PlanState> {
      const rows = await db
        .select({
          subscription: subscriptions,
          limits: subscriptionLimits,
          admin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = 'admin')`,
        })
        .from(subscriptionLimits)
        .leftJoin(subscriptions, eq(subscriptions.userId, userId))
        .where(
          or(eq(subscriptionLimits.tier, 'free'), eq(subscriptionLimits.tier, subscriptions.tier)),
        );
      const [first] = rows;
      if (!first) {
        const [subscription, admin] = await Promise.all([this.find(userId), this.isAdmin(userId)]);
        return { subscription, admin, limitsOf: () => null };
      }
      return {
        subscription: first.subscription,
        admin: first.admin === true,
        limitsOf: (tier) => rows.find((row) => row.limits.tier === tier)?.limits ?? null,
      };
    },

    async isAdmin(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(eq(userRoles.userId, userId));
      return row?.role === 'admin';
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
