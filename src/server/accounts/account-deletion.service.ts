import type { AccountRepository } from '#server/accounts/account.repository.ts';
import type { SubscriptionRepository } from '#server/accounts/subscription.repository.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { Storage } from '#server/storage/storage.ts';

/**
 * The storage folders that hold a workspace's files (docs/product.md section 7, "Storage"); a
 * personal workspace's are named by its user's id.
 */
export function workspaceStoragePrefixes(workspaceId: string): string[] {
  return [
    `logos/${workspaceId}/`,
    // The logos of its sponsors (ADR 060).
    `sponsors/${workspaceId}/`,
    // The small pictures of the posts that showed them, for the sponsor report.
    `sponsor-posts/${workspaceId}/`,
    `backgrounds/${workspaceId}/`,
    `thumbnails/${workspaceId}/`,
    // The posts' files of its publications (ADR 059).
    `publications/${workspaceId}/`,
  ];
}

export interface AccountDeletionDeps {
  accounts: AccountRepository;
  subscriptions: SubscriptionRepository;
  storage: Storage;
  logger: Logger;
  /** Ends a workspace's running subscription with the payment provider before its data goes. */
  cancelSubscription?: (workspaceId: string) => Promise<void>;
  /** The club workspaces the user owns: handed over or deleted before the account goes. */
  ownedClubs: (userId: string) => Promise<{ id: string; name: string }[]>;
}

/**
 * Deletes everything of a user: their personal workspace (its subscription with the provider,
 * every stored file) and the user row with all that hangs on it, once they own no club
 * workspace. Each step is safe to repeat, so a failed deletion can be retried.
 */
export function createAccountDeletionService(deps: AccountDeletionDeps) {
  const { accounts, subscriptions, storage, logger } = deps;

  /**
   * Ends what a workspace holds outside its rows: the subscription with the provider and its
   * files; the rows go with the workspace's (or its user's) row. Answers the files deleted.
   */
  async function clearWorkspace(workspaceId: string): Promise<number> {
    const subscription = await subscriptions.find(workspaceId);
    if (
      subscription?.providerSubscriptionId &&
      subscription.status !== 'canceled' &&
      deps.cancelSubscription
    ) {
      await deps.cancelSubscription(workspaceId);
    }
    // Files named in rows first (they may live outside the workspace's folders), then the folders.
    const named = await accounts.fileKeysOf(workspaceId);
    await Promise.all(named.map((key) => storage.delete(key).catch(() => undefined)));
    let files = named.length;
    for (const prefix of workspaceStoragePrefixes(workspaceId)) {
      files += await storage.deletePrefix(prefix);
    }
    return files;
  }

  return {
    clearWorkspace,

    async deleteAccount(userId: string): Promise<void> {
      const email = await accounts.emailOf(userId);
      if (email === null) return;
      const owned = await deps.ownedClubs(userId);
      if (owned.length > 0) {
        // The first by name, and how many more: each language quotes and counts in its own way.
        throw AppError.of(409, 'WORKSPACE_OWNED_ALONE', {
          name: owned[0]!.name,
          more: owned.length - 1,
        });
      }
      const files = await clearWorkspace(userId);
      await accounts.deleteUser(userId, email);
      logger.info('account deleted', { userId, files });
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
