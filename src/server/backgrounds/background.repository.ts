import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { ownedRows, ownRow } from '#server/db/owned-rows.ts';
import { backgroundImages, users } from '#server/db/schema.ts';
import { transactional } from '#server/db/transactional.ts';

/** The queries behind a user's background collection; every one is scoped to the owner. */
export type BackgroundRow = typeof backgroundImages.$inferSelect;
export type NewBackgroundRow = typeof backgroundImages.$inferInsert;

/** A user's backgrounds, newest first: the order of the list and of what it shows. */
const newestFirst = [
  desc(backgroundImages.updatedAt),
  desc(backgroundImages.createdAt),
  desc(backgroundImages.id),
];

function backgroundQueries(db: Db) {
  const owned = ownedRows(db, backgroundImages);
  return {
    async list(userId: string, limit: number): Promise<BackgroundRow[]> {
      return db
        .select()
        .from(backgroundImages)
        .where(eq(backgroundImages.userId, userId))
        .orderBy(...newestFirst)
        .limit(limit);
    },

    /** The user's background `id` if it is one of their newest `limit`, else null. */
    async findAmongNewest(
      userId: string,
      id: string,
      limit: number,
    ): Promise<BackgroundRow | null> {
      const newest = db
        .select({ id: backgroundImages.id })
        .from(backgroundImages)
        .where(eq(backgroundImages.userId, userId))
        .orderBy(...newestFirst)
        .limit(limit);
      const [row] = await db
        .select()
        .from(backgroundImages)
        .where(and(ownRow(backgroundImages, userId, id), inArray(backgroundImages.id, newest)));
      return row ?? null;
    },

    count: (userId: string) => owned.count(userId),

    find: owned.find,

    /** Whether one of the user's backgrounds already uses this thumbnail key. */
    thumbnailKeyTaken: (userId: string, key: string) =>
      owned.holds(userId, backgroundImages.thumbnailPath, key),

    /**
     * Holds the user's row lock until the transaction ends, so parallel uploads of one user
     * count and insert one after the other and the collection limit holds.
     */
    async lockUser(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    insert: owned.insert,

    /** Every file key rows point at, of all users: what a sweep must keep. */
    async allFileKeys(): Promise<Set<string>> {
      const rows = await db
        .select({ file: backgroundImages.filePath, thumbnail: backgroundImages.thumbnailPath })
        .from(backgroundImages);
      return new Set(rows.flatMap((row) => [row.file, row.thumbnail]));
    },

    /** Deletes the row and answers it, or null when the user has no such background. */
    remove: owned.remove,
  };
}

export function createBackgroundRepository(db: Db) {
  return transactional(db, backgroundQueries);
}

export type BackgroundRepository = ReturnType<typeof createBackgroundRepository>;
