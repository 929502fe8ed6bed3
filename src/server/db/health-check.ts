import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';

/** Whether the database answers a trivial query; the error is the caller's to log. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
