import { and, count, eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/database.ts';
import { workspaces } from '#server/db/schema.ts';

/**
 * A table whose every row belongs to one owner: its `id` and the owner's key, the workspace's
 * (`workspaceId`: team slots, templates, logos, backgrounds; ADR 058) or the user's (`userId`:
 * second factors).
 */
export type OwnedTable = PgTable & { id: PgColumn } & (
    { workspaceId: PgColumn; userId?: never } | { userId: PgColumn; workspaceId?: never }
  );

function ownerColumn(table: OwnedTable): PgColumn {
  return (table.workspaceId ?? table.userId)!;
}

/** The condition that picks the owner's row `id` and no one else's. */
export function ownRow(table: OwnedTable, ownerId: string, id: string): SQL {
  return and(eq(table.id, id), eq(ownerColumn(table), ownerId))!;
}

/**
 * The queries every repository of owned rows (backgrounds, logos, team slots and templates of a
 * workspace; a user's second factors) asks the same way, each scoped to the owner: the one
 * place where ownership is checked, so a workspace's member reaches its rows and nobody
 * reaches another's. A repository keeps its own names and orders and adds what is its alone.
 */
export function ownedRows<T extends OwnedTable>(db: Db, table: T) {
  type Row = T['$inferSelect'];
  const ofUser = (ownerId: string) => eq(ownerColumn(table), ownerId);
  return {
    /** The owner's rows in the order `orderBy` gives. */
    async list(ownerId: string, ...orderBy: SQL[]): Promise<Row[]> {
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(ofUser(ownerId))
        .orderBy(...orderBy);
      return rows as Row[];
    },

    /** How many rows the owner has (of those `where` keeps, when given). */
    async count(ownerId: string, where?: SQL): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(and(ofUser(ownerId), where));
      return Number(row?.n ?? 0);
    },

    /** The owner's row `id`, or null when it has none with it. */
    async find(ownerId: string, id: string): Promise<Row | null> {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(ownRow(table, ownerId, id));
      return (row as Row | undefined) ?? null;
    },

    /** Whether one of the owner's rows already holds `value` in `column` (a file key, say). */
    async holds(ownerId: string, column: PgColumn, value: string): Promise<boolean> {
      const [row] = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(ofUser(ownerId), eq(column, value)));
      return row !== undefined;
    },

    /** Inserts one row and answers it as stored. */
    async insert(values: T['$inferInsert']): Promise<Row> {
      const [row] = await db.insert(table).values(values).returning();
      if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`);
      return row as Row;
    },

    /** Deletes the owner's row `id` and answers it, or null when it has none with it. */
    async remove(ownerId: string, id: string): Promise<Row | null> {
      const [row] = await db
        .delete(table)
        .where(ownRow(table, ownerId, id))
        .returning();
      return (row as Row | undefined) ?? null;
    },
  };
}

/**
 * Holds the workspace's row lock until the transaction ends: every write that counts rows
 * against a plan limit takes it first, so two parallel requests in one workspace (of one member
 * or two) count and insert one after the other, even when there is no row yet to lock.
 */
export async function lockWorkspace(db: Db, workspaceId: string): Promise<void> {
  await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for('update');
}
