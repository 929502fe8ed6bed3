import { and, count, eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/database.ts';

/** A table whose every row belongs to one user: its `id` and its owner's `userId`. */
export type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

/** The condition that picks the user's own row `id` and no one else's. */
export function ownRow(table: OwnedTable, userId: string, id: string): SQL {
  return and(eq(table.id, id), eq(table.userId, userId))!;
}

/**
 * The queries every repository of rows owned by users (backgrounds, logos, team slots, second
 * factors) asks the same way, each scoped to the owner: a repository keeps its own names and
 * orders and adds what is its alone.
 */
export function ownedRows<T extends OwnedTable>(db: Db, table: T) {
  type Row = T['$inferSelect'];
  const ofUser = (userId: string) => eq(table.userId, userId);
  return {
    /** The user's rows in the order `orderBy` gives. */
    async list(userId: string, ...orderBy: SQL[]): Promise<Row[]> {
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(ofUser(userId))
        .orderBy(...orderBy);
      return rows as Row[];
    },

    /** How many rows the user has (of those `where` keeps, when given). */
    async count(userId: string, where?: SQL): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(and(ofUser(userId), where));
      return Number(row?.n ?? 0);
    },

    /** The user's row `id`, or null when they have none with it. */
    async find(userId: string, id: string): Promise<Row | null> {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(ownRow(table, userId, id));
      return (row as Row | undefined) ?? null;
    },

    /** Whether one of the user's rows already holds `value` in `column` (a file key, say). */
    async holds(userId: string, column: PgColumn, value: string): Promise<boolean> {
      const [row] = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(ofUser(userId), eq(column, value)));
      return row !== undefined;
    },

    /** Inserts one row and answers it as stored. */
    async insert(values: T['$inferInsert']): Promise<Row> {
      const [row] = await db.insert(table).values(values).returning();
      if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`);
      return row as Row;
    },

    /** Deletes the user's row `id` and answers it, or null when they have none with it. */
    async remove(userId: string, id: string): Promise<Row | null> {
      const [row] = await db
        .delete(table)
        .where(ownRow(table, userId, id))
        .returning();
      return (row as Row | undefined) ?? null;
    },
  };
}
