import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { billingEvents, demoCheckouts, subscriptions, workspaces } from '#server/db/schema.ts';

/**
 * The billing events seen (idempotent on the provider's event id) and the lookups that find the
 * user of a provider's subscription or customer. Subscriptions are written through the
 * subscription repository of accounts/, the one place that writes them.
 */
export function createBillingRepository(db: Db) {
  return {
    /**
     * Records an event the first time it arrives and answers where it stands: new, recorded
     * before but never handled (a failed earlier attempt, handled again), or processed.
     */
    async recordEvent(event: {
      id: string;
      provider: 'demo' | 'stripe';
      type: string;
      payload: unknown;
    }): Promise<'new' | 'pending' | 'processed'> {
      const inserted = await db
        .insert(billingEvents)
        .values({ ...event, payload: event.payload ?? {} })
        .onConflictDoNothing({ target: billingEvents.id })
        .returning({ id: billingEvents.id });
      if (inserted.length > 0) return 'new';
      const [row] = await db
        .select({ processedAt: billingEvents.processedAt })
        .from(billingEvents)
        .where(eq(billingEvents.id, event.id));
      return row?.processedAt ? 'processed' : 'pending';
    },

    async markProcessed(id: string): Promise<void> {
      await db
        .update(billingEvents)
        .set({ processedAt: new Date() })
        .where(eq(billingEvents.id, id));
    },

    /** Whether an event was handled (a demo checkout's payment, for one). */
    async wasProcessed(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: billingEvents.id })
        .from(billingEvents)
        .where(and(eq(billingEvents.id, id), isNotNull(billingEvents.processedAt)));
      return Boolean(row);
    },

    /** Remembers a user's newest demo checkout; it replaces any opened before. */
    async rememberDemoCheckout(workspaceId: string, nonce: string): Promise<void> {
      await db
        .insert(demoCheckouts)
        .values({ workspaceId, nonce })
        .onConflictDoUpdate({
          target: demoCheckouts.workspaceId,
          set: { nonce, createdAt: new Date() },
        });
    },

    /** The nonce of the workspace's newest demo checkout, if any. */
    async newestDemoCheckout(workspaceId: string): Promise<string | null> {
      const [row] = await db
        .select({ nonce: demoCheckouts.nonce })
        .from(demoCheckouts)
        .where(eq(demoCheckouts.workspaceId, workspaceId));
      return row?.nonce ?? null;
    },

    /**
     * Whether the workspace still exists (events may arrive after an account or a club
     * workspace was deleted).
     */
    async workspaceExists(workspaceId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
      return Boolean(row);
    },

    /** The workspace whose stored subscription has this provider id, else this customer id. */
    async workspaceOf(
      providerSubscriptionId: string,
      customerId: string | null,
    ): Promise<string | null> {
      const [bySubscription] = await db
        .select({ workspaceId: subscriptions.workspaceId })
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
      if (bySubscription) return bySubscription.workspaceId;
      if (!customerId) return null;
      const [byCustomer] = await db
        .select({ workspaceId: subscriptions.workspaceId })
        .from(subscriptions)
        .where(eq(subscriptions.customerId, customerId));
      return byCustomer?.workspaceId ?? null;
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
