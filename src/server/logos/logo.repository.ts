import { desc } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { ownedRows } from '#server/db/owned-rows.ts';
import { userLogos } from '#server/db/schema.ts';

/** The queries behind a user's logos; every one is scoped to the owner. */
export type LogoRow = typeof userLogos.$inferSelect;
export type NewLogoRow = typeof userLogos.$inferInsert;

export function createLogoRepository(db: Db) {
  const owned = ownedRows(db, userLogos);
  return {
    /** Newest first (docs/product.md section 7, "user_logos: select by user_id newest first"). */
    list: (workspaceId: string) =>
      owned.list(workspaceId, desc(userLogos.createdAt), desc(userLogos.id)),

    /** Whether one of the user's logos already uses this file key. */
    fileKeyTaken: (workspaceId: string, key: string) =>
      owned.holds(workspaceId, userLogos.filePath, key),

    insert: owned.insert,

    /** Deletes the row and answers it, or null when the user has no such logo. */
    remove: owned.remove,
  };
}

export type LogoRepository = ReturnType<typeof createLogoRepository>;
