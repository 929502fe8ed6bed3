import { and, desc, like, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { verifications } from '#server/db/schema.ts';

/** The sign-in links (the auth library's `magic-link:` verifications) mailed to an address. */
export function createSignInLinkRepository(db: Db) {
  /** Pending sign-in links are keyed by address, not by user id. */
  const pendingLinksOf = (email: string) =>
    and(
      like(verifications.identifier, 'magic-link:%'),
      sql`(${verifications.value})::jsonb ->> 'email' = ${email}`,
    );

  return {
    /** Invalidates the address's pending links except the `keep` newest. */
    async keepNewestPendingLinks(email: string, keep: number): Promise<void> {
      const newest = db
        .select({ id: verifications.id })
        .from(verifications)
        .where(pendingLinksOf(email))
        .orderBy(desc(verifications.createdAt), desc(verifications.id))
        .limit(keep);
      await db
        .delete(verifications)
        .where(and(pendingLinksOf(email), notInArray(verifications.id, newest)));
    },
  };
}

export type SignInLinkRepository = ReturnType<typeof createSignInLinkRepository>;
