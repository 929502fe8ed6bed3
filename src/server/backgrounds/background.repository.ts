import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { lockWorkspace, ownRow, ownedRows } from '#server/db/owned-rows.ts';
import { backgroundImages } from '#server/db/schema.ts';
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
    async list(workspaceId: string, limit: number): Promise<BackgroundRow[]> {
      return db
        .select()
        .from(backgroundImages)
        .where(eq(backgroundImages.workspaceId, workspaceId))
        .orderBy(...newestFirst)
        .limit(limit);
    },

    /** The user's background `id` if it is one of their newest `limit`, else null. */
    async findAmongNewest(
      workspaceId: string,
      id: string,
      limit: number,
    ): Promise<BackgroundRow | null> {
      const newest = db
        .select({ id: backgroundImages.id })
        .from(backgroundImages)
        .where(eq(backgroundImages.workspaceId, workspaceId))
        .orderBy(...newestFirst)
        .limit(limit);
      const [row] = await db
        .select()
        .from(backgroundImages)
        .where(
          and(ownRow(backgroundImages, workspaceId, id), inArray(backgroundImages.id, newest)),
        );
      return row ?? null;
    },

    count: (workspaceId: string) => owned.count(workspaceId),

    find: owned.find,

    /** Whether one of the user's backgrounds already uses this thumbnail key. */
    thumbnailKeyTaken: (workspaceId: string, key: string) =>
      owned.holds(workspaceId, backgroundImages.thumbnailPath, key),

    lockWorkspace: (workspaceId: string) => lockWorkspace(db, workspaceId),

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
