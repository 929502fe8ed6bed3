import type { ProfileChanges, ProfileRepository } from '#server/profile/profile.repository.ts';
import type { Language } from '#shared/errors/error-codes.ts';
import type { ExportFileType, ExportScale } from '#shared/exports/export-file.ts';
import type { LastSelection, Profile } from '#shared/profile/profile.schema.ts';

type ProfileUpdate = {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  rememberLastSelection?: boolean | undefined;
  language?: Language | undefined;
  exportFileType?: ExportFileType | undefined;
  exportScale?: ExportScale | undefined;
};

export interface ProfileDeps {
  profiles: ProfileRepository;
}

/** The signed-in user's own profile (docs/product.md section 4). */
export function createProfileService({ profiles }: ProfileDeps) {
  /** The row is created on first sign-in, and again here if it went missing. */
  async function get(userId: string): Promise<Profile> {
    await profiles.ensure(userId);
    const profile = await profiles.find(userId);
    if (!profile) throw new Error(`No user ${userId}`);
    return profile;
  }

  return {
    get,

    /**
     * Saves names, the remember flag, the language and the export bar's download choice; the
     * display name follows the names (first and last joined).
     */
    async update(userId: string, update: ProfileUpdate): Promise<Profile> {
      await profiles.transaction(async (tx) => {
        const changes = Object.fromEntries(
          Object.entries(update).filter(([, v]) => v !== undefined),
        ) as ProfileChanges;
        if (Object.keys(changes).length > 0) await tx.update(userId, changes);
        if (update.firstName !== undefined || update.lastName !== undefined) {
          const current = await tx.names(userId);
          const name = [current.firstName, current.lastName].filter(Boolean).join(' ');
          await tx.setDisplayName(userId, name);
        }
      });
      return get(userId);
    },

    async updateInstagramUsername(userId: string, username: string | null): Promise<Profile> {
      await profiles.update(userId, { instagramUsername: username });
      return get(userId);
    },

    /** Stores the studio's current sport, club and team, only when the user keeps remembering on. */
    async saveLastSelection(userId: string, selection: LastSelection): Promise<boolean> {
      const profile = await get(userId);
      if (!profile.rememberLastSelection) return false;
      await profiles.saveLastSelection(userId, selection);
      return true;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
