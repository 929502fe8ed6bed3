import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { signInLinkSources, verifications } from '#server/db/schema.ts';

/** The sign-in links (the auth library's `magic-link:` verifications) mailed to an address. */
export function createSignInLinkRepository(db: Db) {
  return {
    /**
     * Notes which caller asked for the link stored under `identifier` and voids that caller's
     * older links to the same address. Links other callers asked for stay valid.
     */
    async replaceCallersLinks(identifier: string, email: string, caller: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [link] = await tx
          .select({ id: verifications.id })
          .from(verifications)
          .where(eq(verifications.identifier, identifier));
        if (!link) return;
        const older = tx
          .select({ id: signInLinkSources.verificationId })
          .from(signInLinkSources)
          .where(
            and(
              eq(signInLinkSources.email, email),
              eq(signInLinkSources.caller, caller),
              ne(signInLinkSources.verificationId, link.id),
            ),
          );
        // The sources rows go with their verifications (on delete cascade).
        await tx.delete(verifications).where(inArray(verifications.id, older));
        await tx
          .insert(signInLinkSources)
          .values({ verificationId: link.id, email, caller })
          .onConflictDoNothing();
      });
    },

    /** Whether a link mailed to the address, other than `identifier`'s, is unused and unexpired. */
    async hasWorkingLink(email: string, identifier: string): Promise<boolean> {
      const [row] = await db
        .select({ id: verifications.id })
        .from(signInLinkSources)
        .innerJoin(verifications, eq(verifications.id, signInLinkSources.verificationId))
        .where(
          and(
            eq(signInLinkSources.email, email),
            ne(verifications.identifier, identifier),
            gt(verifications.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Voids the link stored under `identifier` (a mail held back, or one that never left). */
    async discard(identifier: string): Promise<void> {
      await db.delete(verifications).where(eq(verifications.identifier, identifier));
    },
  };
}

export type SignInLinkRepository = ReturnType<typeof createSignInLinkRepository>;
