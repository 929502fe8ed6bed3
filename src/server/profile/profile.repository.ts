import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { profiles, users } from '#server/db/schema.ts';
import { transactional } from '#server/db/transactional.ts';
import type { Language } from '#shared/errors/error-codes.ts';
import type { LastSelection, Profile } from '#shared/profile/profile.schema.ts';
import {
  defaultExportScale,
  isExportScale,
  type ExportFileType,
  type ExportScale,
} from '#shared/exports/export-file.ts';

/** The queries behind a user's profile row and the display name on the user row. */
export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  rememberLastSelection?: boolean;
  language?: Language;
  instagramUsername?: string | null;
  exportFileType?: ExportFileType;
  exportScale?: ExportScale;
}

function profileQueries(db: Db) {
  return {
    /** Creates the empty row unless there is one. */
    async ensure(userId: string): Promise<void> {
      await db.insert(profiles).values({ id: userId }).onConflictDoNothing();
    },

    async find(userId: string): Promise<Profile | null> {
      const [row] = await db
        .select({
          email: users.email,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          rememberLastSelection: profiles.rememberLastSelection,
          lastSport: profiles.lastSport,
          lastClubId: profiles.lastClubId,
          lastTeamId: profiles.lastTeamId,
          instagramUsername: profiles.instagramUsername,
          language: profiles.language,
          exportFileType: profiles.exportFileType,
          exportScale: profiles.exportScale,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(eq(profiles.id, userId));
      if (!row) return null;
      // The column is an integer; only 1 and 2 are ever written (the API's schema).
      const exportScale = isExportScale(row.exportScale) ? row.exportScale : defaultExportScale;
      return { ...row, exportScale };
    },

    async update(userId: string, changes: ProfileChanges): Promise<void> {
      await db
        .update(profiles)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(profiles.id, userId));
    },

    async names(userId: string): Promise<{ firstName: string | null; lastName: string | null }> {
      const [row] = await db
        .select({ firstName: profiles.firstName, lastName: profiles.lastName })
        .from(profiles)
        .where(eq(profiles.id, userId));
      return row ?? { firstName: null, lastName: null };
    },

    async setDisplayName(userId: string, name: string): Promise<void> {
      await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async saveLastSelection(userId: string, selection: LastSelection): Promise<void> {
      await db
        .update(profiles)
        .set({
          lastSport: selection.sport,
          lastClubId: selection.clubId,
          lastTeamId: selection.teamId,
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, userId));
    },
  };
}

export function createProfileRepository(db: Db) {
  return transactional(db, profileQueries);
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
