import { and, count, eq, gte, isNull, lt, min, or, sql, sum } from 'drizzle-orm';
import { countedAttempt } from '#server/db/attempt-window.ts';
import type { Db } from '#server/db/database.ts';
import { ownedRows, ownRow } from '#server/db/owned-rows.ts';
import { mfaChallenges, mfaFactors, mfaRecoveryCodes, sessions, users } from '#server/db/schema.ts';

/** The queries behind second factors and their challenges; factors are read by their owner. */
export type FactorRow = typeof mfaFactors.$inferSelect;
export type NewFactorRow = typeof mfaFactors.$inferInsert;
export type ChallengeRow = typeof mfaChallenges.$inferSelect;
export type NewChallengeRow = typeof mfaChallenges.$inferInsert;

export function createMfaRepository(db: Db) {
  const factors = ownedRows(db, mfaFactors);
  return {
    countFactors: (userId: string, status?: FactorRow['status']) =>
      factors.count(userId, status ? eq(mfaFactors.status, status) : undefined),

    listFactors: (userId: string) => factors.list(userId),

    findFactor: factors.find,

    /** The credential ids of the user's passkeys, so a device is not registered twice. */
    async passkeyCredentialIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: mfaFactors.credentialId })
        .from(mfaFactors)
        .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.factorType, 'webauthn')));
      return rows.flatMap((row) => (row.id ? [row.id] : []));
    },

    /**
     * Inserts a factor unless the user has `caps.factors` factors already, or `caps.phones` phone
     * factors for a phone; answers the cap reached instead. The user's row is locked while it
     * counts and inserts, so factors added at the same moment cannot pass a cap together.
     */
    async insertFactorWithin(
      values: NewFactorRow,
      caps: { factors: number; phones: number },
    ): Promise<FactorRow | 'factors' | 'phones'> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, values.userId))
          .for('update');
        const [held] = await tx
          .select({
            factors: count(),
            phones: sql<number>`count(*) filter (where ${mfaFactors.factorType} = 'phone')`,
          })
          .from(mfaFactors)
          .where(eq(mfaFactors.userId, values.userId));
        if (Number(held?.factors ?? 0) >= caps.factors) return 'factors';
        if (values.factorType === 'phone' && Number(held?.phones ?? 0) >= caps.phones) {
          return 'phones';
        }
        const [row] = await tx.insert(mfaFactors).values(values).returning();
        if (!row) throw new Error('factor insert returned nothing');
        return row;
      });
    },

    async updateFactor(factorId: string, values: Partial<NewFactorRow>): Promise<void> {
      await db.update(mfaFactors).set(values).where(eq(mfaFactors.id, factorId));
    },

    async removeFactor(userId: string, factorId: string): Promise<void> {
      await db.delete(mfaFactors).where(ownRow(mfaFactors, userId, factorId));
    },

    async insertChallenge(values: NewChallengeRow): Promise<ChallengeRow> {
      const [row] = await db.insert(mfaChallenges).values(values).returning();
      if (!row) throw new Error('challenge insert returned nothing');
      return row;
    },

    async findChallenge(challengeId: string, factorId: string): Promise<ChallengeRow | null> {
      const [row] = await db
        .select()
        .from(mfaChallenges)
        .where(and(eq(mfaChallenges.id, challengeId), eq(mfaChallenges.factorId, factorId)));
      return row ?? null;
    },

    async updateChallenge(challengeId: string, values: Partial<NewChallengeRow>): Promise<void> {
      await db.update(mfaChallenges).set(values).where(eq(mfaChallenges.id, challengeId));
    },

    /**
     * Counts one code attempt on the factor, starting a new window when the current one began
     * before `windowStart`; answers the factor's attempts in its window and when that began.
     * One atomic update, so parallel attempts (from any process) each see their own count.
     */
    async countAttempt(
      factorId: string,
      windowStart: Date,
      now: Date,
    ): Promise<{ attempts: number; since: Date } | null> {
      const [row] = await db
        .update(mfaFactors)
        .set(
          countedAttempt(
            { attempts: mfaFactors.attempts, since: mfaFactors.attemptsSince },
            windowStart,
            now,
          ),
        )
        .where(eq(mfaFactors.id, factorId))
        .returning({ attempts: mfaFactors.attempts, since: mfaFactors.attemptsSince });
      return row?.since ? { attempts: row.attempts, since: row.since } : null;
    },

    /**
     * The user's code attempts over all factors and the recovery codes whose window began at or
     * after `windowStart`.
     */
    async userAttempts(
      userId: string,
      windowStart: Date,
    ): Promise<{ attempts: number; oldestSince: Date | null }> {
      const [[factors], [recovery]] = await Promise.all([
        db
          .select({
            attempts: sum(mfaFactors.attempts),
            oldestSince: min(mfaFactors.attemptsSince),
          })
          .from(mfaFactors)
          .where(and(eq(mfaFactors.userId, userId), gte(mfaFactors.attemptsSince, windowStart))),
        db
          .select({
            attempts: mfaRecoveryCodes.attempts,
            oldestSince: mfaRecoveryCodes.attemptsSince,
          })
          .from(mfaRecoveryCodes)
          .where(
            and(
              eq(mfaRecoveryCodes.userId, userId),
              gte(mfaRecoveryCodes.attemptsSince, windowStart),
            ),
          ),
      ]);
      const starts = [factors?.oldestSince, recovery?.oldestSince].filter(
        (since): since is Date => since instanceof Date,
      );
      return {
        attempts: Number(factors?.attempts ?? 0) + (recovery?.attempts ?? 0),
        oldestSince:
          starts.length > 0 ? new Date(Math.min(...starts.map((d) => d.getTime()))) : null,
      };
    },

    /**
     * Takes the TOTP time step of an accepted code, only when it is newer than the last one
     * taken; false means the code (or an older one) was used already, perhaps in another session.
     */
    async takeTotpStep(factorId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(mfaFactors)
        .set({ lastTotpStep: step })
        .where(
          and(
            eq(mfaFactors.id, factorId),
            or(isNull(mfaFactors.lastTotpStep), lt(mfaFactors.lastTotpStep, step)),
          ),
        )
        .returning({ id: mfaFactors.id });
      return rows.length > 0;
    },

    /**
     * In one transaction: the challenge used, the factor verified, the session at aal2, and the
     * user's code attempts on every factor and on the recovery codes set back to none.
     */
    async completeVerification(ids: {
      userId: string;
      sessionId: string;
      factorId: string;
      challengeId: string;
      at: Date;
    }): Promise<void> {
      const { userId, sessionId, factorId, challengeId, at } = ids;
      await db.transaction(async (tx) => {
        await tx
          .update(mfaChallenges)
          .set({ verifiedAt: at })
          .where(eq(mfaChallenges.id, challengeId));
        await tx
          .update(mfaFactors)
          .set({ status: 'verified', lastUsedAt: at, updatedAt: at })
          .where(eq(mfaFactors.id, factorId));
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

    /** The address that labels an authenticator entry. */
    async emailOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },
  };
}

export type MfaRepository = ReturnType<typeof createMfaRepository>;
