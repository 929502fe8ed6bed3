import { createSubscriptionRepository } from '#server/accounts/subscription.repository.ts';
import type { Db } from '#server/db/database.ts';
import type { Tier } from '#shared/plans.ts';

/**
 * Puts a workspace on a plan the way billing does: an active subscription of the tier (free
 * removes it). Nothing else changes; paid and every limit follow from the tier. A user's id
 * names their personal workspace.
 */
export async function setTestTier(db: Db, workspaceId: string, tier: Tier): Promise<void> {
  const subscriptions = createSubscriptionRepository(db);
  if (tier === 'free') {
    await subscriptions.remove(workspaceId);
    return;
  }
  await subscriptions.save({
    workspaceId,
    provider: 'demo',
    tier,
    billingInterval: 'yearly',
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 365 * 24 * 60 * 60 * 1000),
  });
}
