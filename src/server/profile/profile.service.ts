import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { profiles, users } from '#server/db/schema.ts';
import type { LastSelection, Profile } from '#shared/profile/profile.schema.ts';

type ProfileChanges = {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  rememberLastSelection?: boolean | undefined;
  language?: 'de' | 'en' | undefined;
};

/** The user's profile; the row is created on first sign-in, and again here if it went missing. */
export async function getProfile(db: Db, userId: string): Promise<Profile> {
  await db.insert(profiles).values({ id: userId }).onConflictDoNothing();
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
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId));
  if (!row) throw new Error(`No user ${userId}`);
  return row;
}

/** Saves names and the remember flag; the display name follows the names (first and last joined). */
export async function updateProfile(
  db: Db,
  userId: string,
  changes: ProfileChanges,
): Promise<Profile> {
  await db.transaction(async (tx) => {
    const values = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (Object.keys(values).length > 0) {
      await tx
        .update(profiles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(profiles.id, userId));
    }
    if (changes.firstName !== undefined || changes.lastName !== undefined) {
      const [current] = await tx
        .select({ firstName: profiles.firstName, lastName: profiles.lastName })
        .from(profiles)
        .where(eq(profiles.id, userId));
      const name = [current?.firstName, current?.lastName].filter(Boolean).join(' ');
      await tx.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
    }
  });
  return getProfile(db, userId);
}

export async function updateInstagramUsername(
  db: Db,
  userId: string,
  username: string | null,
): Promise<Profile> {
  await db
    .update(profiles)
    .set({ instagramUsername: username, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
  return getProfile(db, userId);
}

/** Stores the studio's current sport, club and team, only when the user keeps remembering on. */
export async function saveLastSelection(
  db: Db,
  userId: string,
  selection: LastSelection,
): Promise<boolean> {
  const profile = await getProfile(db, userId);
  if (!profile.rememberLastSelection) return false;
  await db
    .update(profiles)
    .set({
      lastSport: selection.sport,
      lastClubId: selection.clubId,
      lastTeamId: selection.teamId,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId));
  return true;
}
