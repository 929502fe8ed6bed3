import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { users, workspaceMembers, workspaces } from '#server/db/schema.ts';

/**
 * The user's personal workspace (ADR 058): its id is the user's id, its one member the user as
 * owner, its name the user's name or address. Idempotent: made with the user's rows at sign-up,
 * and again wherever a user's workspace is first needed, so a user from any path has one.
 */
export async function createPersonalWorkspace(db: Db, userId: string): Promise<void> {
  await db.execute(sql`
    insert into ${workspaces} (id, name, personal_user_id)
    select ${users.id}, left(coalesce(nullif(trim(${users.name}), ''), ${users.email}), 80), ${users.id}
    from ${users} where ${users.id} = ${userId}
    on conflict do nothing`);
  await db
    .insert(workspaceMembers)
    .values({ workspaceId: userId, userId, role: 'owner' })
    .onConflictDoNothing();
}
