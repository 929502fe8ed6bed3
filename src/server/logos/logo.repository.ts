import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { userLogos } from '#server/db/schema.ts';

/** The queries behind a user's logos; every one is scoped to the owner. */
export type LogoRow = typeof userLogos.$inferSelect;
export type NewLogoRow = typeof userLogos.$inferInsert;

export function createLogoRepository(db: Db) {
  return {
    /** Newest first (docs/product.md section 7, "user_logos: select by user_id newest first"). */
    async list(userId: string): Promise<LogoRow[]> {
      return db
        .select()
        .from(userLogos)
        .where(eq(userLogos.userId, userId))
        .orderBy(desc(userLogos.createdAt), desc(userLogos.id));
    },

    /** Whether one of the user's logos already uses this file key. */
    async fileKeyTaken(userId: string, key: string): Promise<boolean> {
      const [row] = await db
        .select({ id: userLogos.id })
        .from(userLogos)
        .where(and(eq(userLogos.userId, userId), eq(userLogos.filePath, key)));
      return row !== undefined;
    },

    async insert(values: NewLogoRow): Promise<LogoRow> {
      const [row] = await db.insert(userLogos).values(values).returning();
      if (!row) throw new Error('insert into user_logos returned no row');
      return row;
    },

    /** Deletes the row and answers it, or null when the user has no such logo. */
    async remove(userId: string, id: string): Promise<LogoRow | null> {
      const [row] = await db
        .delete(userLogos)
        .where(and(eq(userLogos.id, id), eq(userLogos.userId, userId)))
        .returning();
      return row ?? null;
    },
  };
}

export type LogoRepository = ReturnType<typeof createLogoRepository>;
