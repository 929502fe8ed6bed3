import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { createPersonalWorkspace } from '#server/db/personal-workspace.ts';
import {
  backgroundImages,
  profiles,
  rateLimits,
  sponsors,
  userLogos,
  userRoles,
  users,
  verifications,
} from '#server/db/schema.ts';

/** The queries behind a user account as a whole: its first rows, its files, its deletion. */
export function createAccountRepository(db: Db) {
  /** Pending sign-in links are keyed by address, not by user id. */
  const pendingLinksOf = (email: string) =>
    and(
      like(verifications.identifier, 'magic-link:%'),
      sql`(${verifications.value})::jsonb ->> 'email' = ${email}`,
    );

  return {
    /**
     * The product rows of a new user: a free_user role row (the role that matters is derived
     * from the tier; only admin is ever stored on purpose) and an empty profile. Idempotent.
     */
    async createUserRows(userId: string): Promise<void> {
      await db.insert(userRoles).values({ userId, role: 'free_user' }).onConflictDoNothing();
      await db.insert(profiles).values({ id: userId }).onConflictDoNothing();
      await createPersonalWorkspace(db, userId);
    },

    async emailOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    /**
     * Storage keys named in a workspace's rows (logos, sponsors' logos, backgrounds and their
     * thumbnails).
     */
    async fileKeysOf(workspaceId: string): Promise<string[]> {
      const logos = await db
        .select({ path: userLogos.filePath })
        .from(userLogos)
        .where(eq(userLogos.workspaceId, workspaceId));
      const backgrounds = await db
        .select({ path: backgroundImages.filePath, thumbnail: backgroundImages.thumbnailPath })
        .from(backgroundImages)
        .where(eq(backgroundImages.workspaceId, workspaceId));
      const sponsorLogos = await db
        .select({ path: sponsors.logoPath })
        .from(sponsors)
        .where(eq(sponsors.workspaceId, workspaceId));
      return [
        ...logos.map((l) => l.path),
        ...sponsorLogos.map((s) => s.path),
        ...backgrounds.flatMap((b) => [b.path, b.thumbnail]),
      ];
    },

    /**
     * Deletes the user row, whose foreign keys cascade to sessions, profile, role, slots,
     * templates, logos, backgrounds, keys and factors, together with the address's pending
     * sign-in links and its rate-limit counter, in one transaction.
     */
    async deleteUser(userId: string, email: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(verifications).where(pendingLinksOf(email));
        // The address's sign-in link counters: its own and those per caller (`...|caller:ip`).
        const linkCounter = `magic-link-address:${email}`;
        await tx
          .delete(rateLimits)
          .where(
            or(
              eq(rateLimits.key, linkCounter),
              sql`left(${rateLimits.key}, ${linkCounter.length + 1}) = ${`${linkCounter}|`}`,
            ),
          );
        await tx.delete(users).where(eq(users.id, userId));
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
