import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import {
  profiles,
  sessionWorkspaces,
  teamSlotMailSettings,
  userTeamSlots,
  users,
  workspaceActivity,
  workspaceInvitations,
  workspaceMembers,
  workspaces,
} from '#server/db/schema.ts';
import type { SessionWorkspace } from '#server/http/session-user.ts';
import type { InvitableRole, WorkspaceRole } from '#shared/workspaces/workspace.schema.ts';

/**
 * The queries behind workspaces (ADR 058): membership and the session's current workspace,
 * members, invitations and the activity list. Rows owned by a workspace are read through
 * db/owned-rows.ts by their own repositories.
 */
export type InvitationRow = typeof workspaceInvitations.$inferSelect;

const workspaceColumns = {
  id: workspaces.id,
  name: workspaces.name,
  role: workspaceMembers.role,
  personal: sql<boolean>`${workspaces.personalUserId} is not null`,
  crestPath: workspaces.crestPath,
};

export function createWorkspaceRepository(db: Db) {
  /** Workspaces with the member's role, joined from their memberships; the caller filters. */
  const memberships = () =>
    db
      .select(workspaceColumns)
      .from(workspaceMembers)
      .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId));

  return {
    /**
     * The workspace the request acts in: the session's current one while the user is a member
     * of it, else the personal one; null when the user has no personal workspace yet.
     */
    async current(userId: string, sessionId: string | null): Promise<SessionWorkspace | null> {
      const chosen = sessionId
        ? sql`coalesce((select ${sessionWorkspaces.workspaceId} from ${sessionWorkspaces} where ${sessionWorkspaces.sessionId} = ${sessionId}), ${userId})`
        : sql`${userId}`;
      const rows = await memberships().where(
        and(
          eq(workspaceMembers.userId, userId),
          sql`${workspaceMembers.workspaceId} in (${chosen}, ${userId})`,
        ),
      );
      // The chosen one when the user is still its member, the personal one otherwise.
      const personal = rows.find((row) => row.id === userId) ?? null;
      return rows.find((row) => row.id !== userId) ?? personal;
    },

    /** The user's workspace `workspaceId` with their role, or null when they are no member. */
    async membership(userId: string, workspaceId: string): Promise<SessionWorkspace | null> {
      const [row] = await memberships().where(
        and(eq(workspaceMembers.userId, userId), eq(workspaces.id, workspaceId)),
      );
      return row ?? null;
    },

    /** The user's workspaces, the personal one first, then by name. */
    async ofUser(userId: string): Promise<SessionWorkspace[]> {
      return memberships()
        .where(eq(workspaceMembers.userId, userId))
        .orderBy(desc(sql`${workspaces.personalUserId} is not null`), asc(workspaces.name));
    },

    /** The club workspaces the user owns (account deletion waits until each is handed over or deleted). */
    async ownedClubs(userId: string): Promise<{ id: string; name: string }[]> {
      return db
        .select({ id: workspaces.id, name: workspaces.name })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .where(
          and(
            eq(workspaceMembers.userId, userId),
            eq(workspaceMembers.role, 'owner'),
            isNull(workspaces.personalUserId),
          ),
        )
        .orderBy(workspaces.createdAt);
    },

    /** A new club workspace with the user as its owner. */
    async create(userId: string, name: string): Promise<SessionWorkspace> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(workspaces)
          .values({ id: crypto.randomUUID(), name })
          .returning({ id: workspaces.id });
        if (!row) throw new Error('insert into workspaces returned no row');
        await tx.insert(workspaceMembers).values({ workspaceId: row.id, userId, role: 'owner' });
        return { id: row.id, name, role: 'owner' as const, personal: false, crestPath: null };
      });
    },

    async rename(workspaceId: string, name: string): Promise<void> {
      await db
        .update(workspaces)
        .set({ name, updatedAt: new Date() })
        .where(eq(workspaces.id, workspaceId));
    },

    async setCrest(workspaceId: string, crestPath: string | null): Promise<string | null> {
      const [before] = await db
        .select({ crestPath: workspaces.crestPath })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
      await db
        .update(workspaces)
        .set({ crestPath, updatedAt: new Date() })
        .where(eq(workspaces.id, workspaceId));
      return before?.crestPath ?? null;
    },

    /** Deletes a club workspace; its rows go with it (foreign keys). */
    async remove(workspaceId: string): Promise<void> {
      await db
        .delete(workspaces)
        .where(and(eq(workspaces.id, workspaceId), isNull(workspaces.personalUserId)));
    },

    /** Sets the session's current workspace (the personal one: the row goes). */
    async setCurrent(sessionId: string, userId: string, workspaceId: string): Promise<void> {
      if (workspaceId === userId) {
        await db.delete(sessionWorkspaces).where(eq(sessionWorkspaces.sessionId, sessionId));
        return;
      }
      await db
        .insert(sessionWorkspaces)
        .values({ sessionId, workspaceId })
        .onConflictDoUpdate({ target: sessionWorkspaces.sessionId, set: { workspaceId } });
    },

    async members(workspaceId: string) {
      return db
        .select({
          userId: workspaceMembers.userId,
          email: users.email,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          role: workspaceMembers.role,
          joinedAt: workspaceMembers.createdAt,
        })
        .from(workspaceMembers)
        .innerJoin(users, eq(users.id, workspaceMembers.userId))
        .leftJoin(profiles, eq(profiles.id, workspaceMembers.userId))
        .where(eq(workspaceMembers.workspaceId, workspaceId))
        .orderBy(asc(workspaceMembers.createdAt), asc(users.email));
    },

    async memberCount(workspaceId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, workspaceId));
      return row?.n ?? 0;
    },

    async memberRole(workspaceId: string, userId: string): Promise<WorkspaceRole | null> {
      const [row] = await db
        .select({ role: workspaceMembers.role })
        .from(workspaceMembers)
        .where(
          and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)),
        );
      return row?.role ?? null;
    },

    async isMemberAddress(workspaceId: string, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(workspaceMembers)
        .innerJoin(users, eq(users.id, workspaceMembers.userId))
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(users.email, email)));
      return row !== undefined;
    },

    async setRole(workspaceId: string, userId: string, role: WorkspaceRole): Promise<void> {
      await db
        .update(workspaceMembers)
        .set({ role })
        .where(
          and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)),
        );
    },

    /**
     * Takes the member out of the workspace: the membership, the member's game-day mails of its
     * team slots, and the sessions' choice of it, in one transaction.
     */
    async removeMember(workspaceId: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(workspaceMembers)
          .where(
            and(
              eq(workspaceMembers.workspaceId, workspaceId),
              eq(workspaceMembers.userId, userId),
              sql`${workspaceMembers.role} <> 'owner'`,
            ),
          )
          .returning({ userId: workspaceMembers.userId });
        if (gone.length === 0) return false;
        await tx
          .delete(teamSlotMailSettings)
          .where(
            and(
              eq(teamSlotMailSettings.userId, userId),
              sql`${teamSlotMailSettings.slotId} in (select ${userTeamSlots.id} from ${userTeamSlots} where ${userTeamSlots.workspaceId} = ${workspaceId})`,
            ),
          );
        return true;
      });
    },

    /** Hands the workspace to `toUserId` (a member): they become owner, the owner an admin. */
    async handOver(workspaceId: string, fromUserId: string, toUserId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const demoted = await tx
          .update(workspaceMembers)
          .set({ role: 'admin' })
          .where(
            and(
              eq(workspaceMembers.workspaceId, workspaceId),
              eq(workspaceMembers.userId, fromUserId),
              eq(workspaceMembers.role, 'owner'),
            ),
          )
          .returning({ userId: workspaceMembers.userId });
        if (demoted.length === 0) return false;
        const promoted = await tx
          .update(workspaceMembers)
          .set({ role: 'owner' })
          .where(
            and(
              eq(workspaceMembers.workspaceId, workspaceId),
              eq(workspaceMembers.userId, toUserId),
            ),
          )
          .returning({ userId: workspaceMembers.userId });
        if (promoted.length === 0) tx.rollback();
        return true;
      });
    },

    /** Pending invitations (not accepted, not expired) of the workspace. */
    async pendingInvitations(workspaceId: string, now: Date): Promise<InvitationRow[]> {
      return db
        .select()
        .from(workspaceInvitations)
        .where(
          and(
            eq(workspaceInvitations.workspaceId, workspaceId),
            isNull(workspaceInvitations.acceptedAt),
            gt(workspaceInvitations.expiresAt, now),
          ),
        )
        .orderBy(asc(workspaceInvitations.createdAt));
    },

    /**
     * A new invitation; one that is pending for the same address is replaced (a new link, the
     * old one no longer works), an expired one is cleared.
     */
    async invite(values: {
      workspaceId: string;
      email: string;
      role: InvitableRole;
      tokenHash: string;
      invitedBy: string;
      invitedByEmail: string;
      expiresAt: Date;
    }): Promise<InvitationRow> {
      return db.transaction(async (tx) => {
        await tx
          .delete(workspaceInvitations)
          .where(
            and(
              eq(workspaceInvitations.workspaceId, values.workspaceId),
              eq(workspaceInvitations.email, values.email),
              isNull(workspaceInvitations.acceptedAt),
            ),
          );
        const [row] = await tx.insert(workspaceInvitations).values(values).returning();
        if (!row) throw new Error('insert into workspace_invitations returned no row');
        return row;
      });
    },

    async withdraw(workspaceId: string, invitationId: string): Promise<boolean> {
      const rows = await db
        .delete(workspaceInvitations)
        .where(
          and(
            eq(workspaceInvitations.id, invitationId),
            eq(workspaceInvitations.workspaceId, workspaceId),
            isNull(workspaceInvitations.acceptedAt),
          ),
        )
        .returning({ id: workspaceInvitations.id });
      return rows.length > 0;
    },

    /** The invitation of a link with its workspace's name; null when there is none. */
    async invitationByToken(tokenHash: string) {
      const [row] = await db
        .select({ invitation: workspaceInvitations, workspaceName: workspaces.name })
        .from(workspaceInvitations)
        .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
        .where(eq(workspaceInvitations.tokenHash, tokenHash));
      return row ?? null;
    },

    /**
     * Accepts a pending invitation once: marks it accepted and makes the user a member (a member
     * already keeps their role). False when it was accepted, withdrawn or expired meanwhile.
     */
    async accept(invitationId: string, userId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [taken] = await tx
          .update(workspaceInvitations)
          .set({ acceptedAt: now })
          .where(
            and(
              eq(workspaceInvitations.id, invitationId),
              isNull(workspaceInvitations.acceptedAt),
              gt(workspaceInvitations.expiresAt, now),
            ),
          )
          .returning();
        if (!taken) return false;
        await tx
          .insert(workspaceMembers)
          .values({ workspaceId: taken.workspaceId, userId, role: taken.role })
          .onConflictDoNothing();
        return true;
      });
    },

    async record(entry: typeof workspaceActivity.$inferInsert): Promise<void> {
      await db.insert(workspaceActivity).values(entry);
    },

    async activity(workspaceId: string, limit: number) {
      return db
        .select()
        .from(workspaceActivity)
        .where(eq(workspaceActivity.workspaceId, workspaceId))
        .orderBy(desc(workspaceActivity.at), desc(workspaceActivity.id))
        .limit(limit);
    },
  };
}

export type WorkspaceRepository = ReturnType<typeof createWorkspaceRepository>;
