import type { AccountRepository } from '#server/accounts/account.repository.ts';
import type { SubscriptionRepository } from '#server/accounts/subscription.repository.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { Storage } from '#server/storage/storage.ts';

/** The storage folders that hold a user's files (docs/product.md section 7, "Storage"). */
export function userStoragePrefixes(userId: string): string[] {
  return [`logos/${userId}/`, `backgrounds/${userId}/`, `thumbnails/${userId}/`];
}

export interface AccountDeletionDeps {
  accounts: AccountRepository;
  subscriptions: SubscriptionRepository;
  storage: Storage;
  logger: Logger;
  /** Ends the user's running subscription with the payment provider before the data goes (billing). */
  cancelSubscription?: (userId: string) => Promise<void>;
}

/**
 * Deletes everything of a user: the subscription with the provider, every stored file, and the
 * user row with all that hangs on it. Each step is safe to repeat, so a failed deletion can be
 * retried.
 */
export function createAccountDeletionService(deps: AccountDeletionDeps) {
  const { accounts, subscriptions, storage, logger } = deps;
  return {
    async deleteAccount(userId: string): Promise<void> {
      const email = await accounts.emailOf(userId);
      if (email === null) return;

      const subscription = await subscriptions.find(userId);
      if (
        subscription?.providerSubscriptionId &&
        subscription.status !== 'canceled' &&
        deps.cancelSubscription
      ) {
        await deps.cancelSubscription(userId);
      }

      // Files named in rows first (they may live outside the user's folders), then the folders.
      const named = await accounts.fileKeysOf(userId);
      await Promise.all(named.map((key) => storage.delete(key).catch(() => undefined)));
      let files = named.length;
      for (const prefix of userStoragePrefixes(userId)) files += await storage.deletePrefix(prefix);

      await accounts.deleteUser(userId, email);
      logger.info('account deleted', { userId, files });
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
