import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { subscriptionLimits, subscriptions, userRoles } from '#server/db/schema.ts';
import type { SubscriptionLimits, Tier } from '#shared/plans.ts';

/**
 * The plan state of users: the subscription billing keeps current, the limits of each tier
 * (subscription_limits) and the admin role (user_roles).
 */
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;

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

    /** The numbers the database holds for a tier, or null when it holds none. */
    async limitsOf(tier: Tier): Promise<SubscriptionLimits | null> {
      const [row] = await db
        .select()
        .from(subscriptionLimits)
        .where(eq(subscriptionLimits.tier, tier));
      return row ?? null;
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
