import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import {
  subscriptionLimits,
  subscriptions,
  userRoles,
  workspaceMembers,
} from '#server/db/schema.ts';
import type { SubscriptionLimits, Tier } from '#shared/plans.ts';

/**
 * The plan state of workspaces (the plan is bought for a workspace, ADR 058): the subscription
 * billing keeps current, the limits of each tier (subscription_limits) and the admin role
 * (user_roles) of the workspace's owner, which makes the workspace count as paid.
 */
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;

/** What a workspace's entitlements are made of, read together (`planState`). */
export interface PlanState {
  subscription: SubscriptionRow | null;
  admin: boolean;
  /** The numbers the database holds for `tier` (free or the subscription's), or null. */
  limitsOf(tier: Tier): SubscriptionLimits | null;
}

/**
 * Whether the owner of the workspace has the admin role (an operator's workspaces count as paid).
 * Only for a query with a join: drizzle names a column in a select's SQL without its table when
 * the query reads one table, and `user_id` and `role` are in both tables here.
 */
const ownerIsAdmin = (workspaceId: string) =>
  sql<boolean>`exists (select 1 from ${userRoles} join ${workspaceMembers} on ${workspaceMembers.userId} = ${userRoles.userId} where ${workspaceMembers.workspaceId} = ${workspaceId} and ${workspaceMembers.role} = 'owner' and ${userRoles.role} = 'admin')`;

export function createSubscriptionRepository(db: Db) {
  return {
    async find(workspaceId: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.workspaceId, workspaceId));
      return row ?? null;
    },

    /** Writes the workspace's one subscription row, replacing what was there (billing events). */
    async save(values: NewSubscriptionRow): Promise<SubscriptionRow> {
      const { workspaceId: _workspaceId, id: _id, createdAt: _createdAt, ...changes } = values;
      const [row] = await db
        .insert(subscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: subscriptions.workspaceId,
          set: { ...changes, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('upsert into subscriptions returned no row');
      return row;
    },

    async remove(workspaceId: string): Promise<void> {
      await db.delete(subscriptions).where(eq(subscriptions.workspaceId, workspaceId));
    },

    /**
     * The workspace's subscription, whether its owner is an admin, and the limits the database holds for
     * the free tier and the subscription's tier, in one query: every export and every rule that
     * checks a limit asks for all three. Where the database holds no limits at all, the
     * subscription and the role are read on their own.
     */
    async planState(workspaceId: string): Promise<PlanState> {
      const rows = await db
        .select({
          subscription: subscriptions,
          limits: subscriptionLimits,
          admin: ownerIsAdmin(workspaceId),
        })
        .from(subscriptionLimits)
        .leftJoin(subscriptions, eq(subscriptions.workspaceId, workspaceId))
        .where(
          or(eq(subscriptionLimits.tier, 'free'), eq(subscriptionLimits.tier, subscriptions.tier)),
        );
      const [first] = rows;
      if (!first) {
        const [subscription, admin] = await Promise.all([
          this.find(workspaceId),
          this.isAdmin(workspaceId),
        ]);
        return { subscription, admin, limitsOf: () => null };
      }
      return {
        subscription: first.subscription,
        admin: first.admin === true,
        limitsOf: (tier) => rows.find((row) => row.limits.tier === tier)?.limits ?? null,
      };
    },

    /** Whether the workspace's owner has the admin role. */
    async isAdmin(workspaceId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .innerJoin(workspaceMembers, eq(workspaceMembers.userId, userRoles.userId))
        .where(
          and(
            eq(workspaceMembers.workspaceId, workspaceId),
            eq(workspaceMembers.role, 'owner'),
            eq(userRoles.role, 'admin'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
