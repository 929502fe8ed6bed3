import { and, eq, sql } from 'drizzle-orm';
import { countedAttempt } from '#server/db/attempt-window.ts';
import type { Db } from '#server/db/database.ts';
import { mfaFactors, mfaRecoveryCodes, sessions } from '#server/db/schema.ts';

/** The queries behind recovery codes: one row per user with the hashes of the unused codes. */
export type RecoveryRow = typeof mfaRecoveryCodes.$inferSelect;

export function createMfaRecoveryRepository(db: Db) {
  return {
    async find(userId: string): Promise<RecoveryRow | null> {
      const [row] = await db
        .select()
        .from(mfaRecoveryCodes)
        .where(eq(mfaRecoveryCodes.userId, userId));
      return row ?? null;
    },

    /**
     * Stores a new set of codes in place of the old ones (which stop working at once); the wrong
     * codes counted in the current window stay counted, so a new set is no new round of guesses.
     */
    async replace(userId: string, codeHashes: string[], at: Date): Promise<void> {
      await db
        .insert(mfaRecoveryCodes)
        .values({ userId, codeHashes, createdAt: at })
        .onConflictDoUpdate({
          target: mfaRecoveryCodes.userId,
          set: { codeHashes, createdAt: at },
        });
    },

    /**
     * Stores a first set only when the user has none; answers whether it was stored. Two
     * factors verified at once cannot give two sets.
     */
    async insertIfNone(userId: string, codeHashes: string[], at: Date): Promise<boolean> {
      const rows = await db
        .insert(mfaRecoveryCodes)
        .values({ userId, codeHashes, createdAt: at })
        .onConflictDoNothing({ target: mfaRecoveryCodes.userId })
        .returning({ userId: mfaRecoveryCodes.userId });
      return rows.length > 0;
    },

    async remove(userId: string): Promise<void> {
      await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    },

    /**
     * Counts one recovery-code attempt, starting a new window when the current one began before
     * `windowStart`; answers the attempts in the window and when it began. One atomic update, so
     * parallel guesses each see their own count.
     */
    async countAttempt(
      userId: string,
      windowStart: Date,
      now: Date,
    ): Promise<{ attempts: number; since: Date } | null> {
      const [row] = await db
        .update(mfaRecoveryCodes)
        .set(
          countedAttempt(
            { attempts: mfaRecoveryCodes.attempts, since: mfaRecoveryCodes.attemptsSince },
            windowStart,
            now,
          ),
        )
        .where(eq(mfaRecoveryCodes.userId, userId))
        .returning({ attempts: mfaRecoveryCodes.attempts, since: mfaRecoveryCodes.attemptsSince });
      return row?.since ? { attempts: row.attempts, since: row.since } : null;
    },

    /**
     * Takes the code out of the unused ones, in one statement: false when it is not among them
     * (wrong, or used already, perhaps a moment ago by a parallel request).
     */
    async take(userId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(mfaRecoveryCodes)
        .set({ codeHashes: sql`array_remove(${mfaRecoveryCodes.codeHashes}, ${codeHash})` })
        .where(
          and(
            eq(mfaRecoveryCodes.userId, userId),
            sql`${codeHash} = any(${mfaRecoveryCodes.codeHashes})`,
          ),
        )
        .returning({ userId: mfaRecoveryCodes.userId });
      return rows.length > 0;
    },

    /**
     * In one transaction: the session at aal2, and the user's code attempts on every factor and
     * on the recovery codes set back to none.
     */
    async completeRecovery(userId: string, sessionId: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(mfaFactors)
          .set({ attempts: 0, attemptsSince: null })
          .where(eq(mfaFactors.userId, userId));
        await tx
          .update(mfaRecoveryCodes)
          .set({ attempts: 0, attemptsSince: null })
          .where(eq(mfaRecoveryCodes.userId, userId));
        await tx
          .update(sessions)
          .set({ aal: 'aal2', updatedAt: at })
          .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
      });
    },
  };
}

export type MfaRecoveryRepository = ReturnType<typeof createMfaRecoveryRepository>;
