import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import {
  backgroundImages,
  rateLimits,
  subscriptions,
  userLogos,
  users,
  verifications,
} from '#server/db/schema.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { Storage } from '#server/storage/storage.ts';

/** The storage folders that hold a user's files (SPEC.md section 7, "Storage"). */
export function userStoragePrefixes(userId: string): string[] {
  return [`logos/${userId}/`, `backgrounds/${userId}/`, `thumbnails/${userId}/`];
}

export interface AccountDeletionDeps {
  db: Db;
  storage: Storage;
  logger: Logger;
  /** Ends a running subscription with the payment provider before the data goes. */
  cancelSubscription?: (providerSubscriptionId: string) => Promise<void>;
}

/**
 * Deletes everything of a user: the subscription with the provider, every stored file, and the
 * user row, whose foreign keys cascade to sessions, profile, role, slots, templates, logos,
 * backgrounds, keys and factors. Each step is safe to repeat, so a failed deletion can be retried.
 */
export async function deleteAccount(deps: AccountDeletionDeps, userId: string): Promise<void> {
  const { db, storage, logger } = deps;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;

  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (
    subscription?.providerSubscriptionId &&
    subscription.status !== 'canceled' &&
    deps.cancelSubscription
  ) {
    await deps.cancelSubscription(subscription.providerSubscriptionId);
  }

  // Files named in rows first (they may live outside the user's folders), then the folders.
  const logos = await db
    .select({ path: userLogos.filePath })
    .from(userLogos)
    .where(eq(userLogos.userId, userId));
  const backgrounds = await db
    .select({ path: backgroundImages.filePath, thumbnail: backgroundImages.thumbnailPath })
    .from(backgroundImages)
    .where(eq(backgroundImages.userId, userId));
  const named = [...logos.map((l) => l.path), ...backgrounds.flatMap((b) => [b.path, b.thumbnail])];
  await Promise.all(named.map((key) => storage.delete(key).catch(() => undefined)));
  let files = named.length;
  for (const prefix of userStoragePrefixes(userId)) files += await storage.deletePrefix(prefix);

  await db.transaction(async (tx) => {
    // Pending sign-in links and the address's rate-limit counter are keyed by address, not id.
    await tx
      .delete(verifications)
      .where(
        and(
          like(verifications.identifier, 'magic-link:%'),
          sql`(${verifications.value})::jsonb ->> 'email' = ${user.email}`,
        ),
      );
    await tx
      .delete(rateLimits)
      .where(inArray(rateLimits.key, [`magic-link-address:${user.email}`]));
    await tx.delete(users).where(eq(users.id, userId));
  });
  logger.info('account deleted', { userId, files });
}
