import { and, asc, eq, sql } from 'drizzle-orm';
import type { Sport } from '#shared/sports/sports.ts';
import type { Db } from '#server/db/database.ts';
import { clubApiKeys } from '#server/db/schema.ts';

/** Rows of club_api_keys, always read and written for one user. */
export interface StoredClubKey {
  sport: Sport;
  clubId: string;
  ciphertext: string;
  lastFour: string;
}

export function createClubApiKeyRepository(db: Db) {
  const columns = {
    sport: clubApiKeys.sport,
    clubId: clubApiKeys.clubId,
    ciphertext: clubApiKeys.ciphertext,
    lastFour: clubApiKeys.lastFour,
  };
  /** The row of the user's key for one club. */
  const clubKey = (workspaceId: string, sport: Sport, clubId: string) =>
    and(
      eq(clubApiKeys.workspaceId, workspaceId),
      eq(clubApiKeys.sport, sport),
      eq(clubApiKeys.clubId, clubId),
    );
  return {
    async list(workspaceId: string, sport?: Sport): Promise<StoredClubKey[]> {
      const owner = eq(clubApiKeys.workspaceId, workspaceId);
      return db
        .select(columns)
        .from(clubApiKeys)
        .where(sport ? and(owner, eq(clubApiKeys.sport, sport)) : owner)
        .orderBy(asc(clubApiKeys.sport), asc(clubApiKeys.clubId));
    },

    async find(workspaceId: string, sport: Sport, clubId: string): Promise<StoredClubKey | null> {
      const rows = await db
        .select(columns)
        .from(clubApiKeys)
        .where(clubKey(workspaceId, sport, clubId))
        .limit(1);
      return rows[0] ?? null;
    },

    async upsert(workspaceId: string, key: StoredClubKey): Promise<void> {
      await db
        .insert(clubApiKeys)
        .values({ workspaceId, ...key })
        .onConflictDoUpdate({
          target: [clubApiKeys.workspaceId, clubApiKeys.sport, clubApiKeys.clubId],
          set: { ciphertext: key.ciphertext, lastFour: key.lastFour, updatedAt: sql`now()` },
        });
    },

    async remove(workspaceId: string, sport: Sport, clubId: string): Promise<boolean> {
      const deleted = await db
        .delete(clubApiKeys)
        .where(clubKey(workspaceId, sport, clubId))
        .returning({ id: clubApiKeys.id });
      return deleted.length > 0;
    },
  };
}

export type ClubApiKeyRepository = ReturnType<typeof createClubApiKeyRepository>;
