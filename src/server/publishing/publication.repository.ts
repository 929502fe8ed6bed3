import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { ownRow } from '#server/db/owned-rows.ts';
import {
  profiles,
  publicationTargets,
  publications,
  publishingChannels,
  users,
  workspaceMembers,
  workspaces,
} from '#server/db/schema.ts';
import { transactional } from '#server/db/transactional.ts';

export type PublicationRow = typeof publications.$inferSelect;
export type TargetRow = typeof publicationTargets.$inferSelect;
export type PublicationWithTargets = PublicationRow & { targets: TargetRow[] };

/** Whether a publication carries its post as a video (ADR 065): its file says so. */
export const isVideo = (publication: Pick<PublicationRow, 'files'>): boolean =>
  publication.files.some((file) => file.media === 'video');

/** Everything one publishing job works from. */
export interface TargetContext {
  target: TargetRow;
  publication: PublicationRow;
  channel: typeof publishingChannels.$inferSelect | null;
}

/** The publications of a workspace and their targets, one per channel (ADR 059). */
function createRepository(db: Db) {
  async function withTargets(rows: PublicationRow[]): Promise<PublicationWithTargets[]> {
    if (rows.length === 0) return [];
    const targets = await db
      .select()
      .from(publicationTargets)
      .where(
        inArray(
          publicationTargets.publicationId,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) => ({
      ...row,
      targets: targets
        .filter((target) => target.publicationId === row.id)
        .sort((a, b) => a.channelName.localeCompare(b.channelName)),
    }));
  }

  const targetUpdate = (id: string, round: number) =>
    and(eq(publicationTargets.id, id), eq(publicationTargets.round, round));

  return {
    async insert(
      publication: typeof publications.$inferInsert,
      targets: Omit<typeof publicationTargets.$inferInsert, 'publicationId'>[],
    ): Promise<PublicationRow | null> {
      // A game day's post of that kind made before (another press, a retry): none made now.
      const [row] = await db
        .insert(publications)
        .values(publication)
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      await db
        .insert(publicationTargets)
        .values(targets.map((target) => ({ ...target, publicationId: row.id })));
      return row;
    },

    /** The workspace's newest publications (100), each with its channels. */
    async list(workspaceId: string): Promise<PublicationWithTargets[]> {
      const rows = await db
        .select()
        .from(publications)
        .where(eq(publications.workspaceId, workspaceId))
        .orderBy(desc(publications.publishAt))
        .limit(100);
      return withTargets(rows);
    },

    async find(workspaceId: string, id: string): Promise<PublicationWithTargets | null> {
      const rows = await db
        .select()
        .from(publications)
        .where(ownRow(publications, workspaceId, id));
      return (await withTargets(rows))[0] ?? null;
    },

    /** Cancels the publication's targets still scheduled; answers how many. */
    async cancel(workspaceId: string, id: string, now: Date): Promise<number> {
      const rows = await db
        .update(publicationTargets)
        .set({ state: 'cancelled', updatedAt: now })
        .where(
          and(
            eq(publicationTargets.publicationId, id),
            eq(publicationTargets.workspaceId, workspaceId),
            eq(publicationTargets.state, 'scheduled'),
          ),
        )
        .returning({ id: publicationTargets.id });
      return rows.length;
    },

    /** Schedules the publication's failed targets again, now, in their next round. */
    async retry(workspaceId: string, id: string, now: Date): Promise<number> {
      const rows = await db
        .update(publicationTargets)
        .set({
          state: 'scheduled',
          round: sql`${publicationTargets.round} + 1`,
          dueAt: now,
          errorCode: null,
          errorParams: null,
          updatedAt: now,
        })
        .where(
          and(
            eq(publicationTargets.publicationId, id),
            eq(publicationTargets.workspaceId, workspaceId),
            eq(publicationTargets.state, 'failed'),
          ),
        )
        .returning({ id: publicationTargets.id });
      return rows.length;
    },

    /**
     * One failed target again, now, in its next round, only while it is still failed in `round`
     * (a failure mail's retry link works once).
     */
    async retryTarget(id: string, round: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(publicationTargets)
        .set({
          state: 'scheduled',
          round: sql`${publicationTargets.round} + 1`,
          dueAt: now,
          errorCode: null,
          errorParams: null,
          updatedAt: now,
        })
        .where(and(targetUpdate(id, round), eq(publicationTargets.state, 'failed')))
        .returning({ id: publicationTargets.id });
      return rows.length === 1;
    },

    /**
     * Who hears of a publication (its failure) or a game day's post (its 'ask' mail): the member
     * who made or set it while they are a member, else the workspace's owner; with their address
     * and language and the workspace's name.
     */
    async memberOrOwner(
      publication: Pick<PublicationRow, 'workspaceId' | 'createdBy'>,
    ): Promise<{ email: string; language: string; workspace: string } | null> {
      const rows = await db
        .select({
          userId: users.id,
          email: users.email,
          language: profiles.language,
          workspace: workspaces.name,
        })
        .from(workspaceMembers)
        .innerJoin(users, eq(users.id, workspaceMembers.userId))
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(
          and(
            eq(workspaceMembers.workspaceId, publication.workspaceId),
            or(
              eq(workspaceMembers.role, 'owner'),
              eq(workspaceMembers.userId, publication.createdBy ?? ''),
            ),
          ),
        );
      const row = rows.find((r) => r.userId === publication.createdBy) ?? rows[0];
      return row
        ? { email: row.email, language: row.language ?? 'de', workspace: row.workspace }
        : null;
    },

    /** Targets due now, for the scheduler to queue (a job per target and round). */
    async due(now: Date): Promise<{ id: string; round: number }[]> {
      return db
        .select({ id: publicationTargets.id, round: publicationTargets.round })
        .from(publicationTargets)
        .where(and(eq(publicationTargets.state, 'scheduled'), lte(publicationTargets.dueAt, now)))
        .limit(500);
    },

    /** Targets 'publishing' whose last change is older than `before` (a job may have ended). */
    async publishingSince(before: Date): Promise<{ id: string; round: number }[]> {
      return db
        .select({ id: publicationTargets.id, round: publicationTargets.round })
        .from(publicationTargets)
        .where(
          and(
            eq(publicationTargets.state, 'publishing'),
            lte(publicationTargets.updatedAt, before),
          ),
        )
        .limit(100);
    },

    async context(targetId: string): Promise<TargetContext | null> {
      const [row] = await db
        .select({
          target: publicationTargets,
          publication: publications,
          channel: publishingChannels,
        })
        .from(publicationTargets)
        .innerJoin(publications, eq(publications.id, publicationTargets.publicationId))
        .leftJoin(publishingChannels, eq(publishingChannels.id, publicationTargets.channelId))
        .where(eq(publicationTargets.id, targetId));
      return row ?? null;
    },

    /** The job takes the target in its round: 'publishing'. False: cancelled, done or stale. */
    async begin(id: string, round: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(publicationTargets)
        .set({ state: 'publishing', updatedAt: now })
        .where(
          and(
            targetUpdate(id, round),
            inArray(publicationTargets.state, ['scheduled', 'publishing']),
          ),
        )
        .returning({ id: publicationTargets.id });
      return rows.length === 1;
    },

    async saveChildren(id: string, round: number, childIds: string[] | null): Promise<void> {
      await db
        .update(publicationTargets)
        .set({ childContainerIds: childIds })
        .where(targetUpdate(id, round));
    },

    /** The container, stored before anything publishes it (null: made anew next time). */
    async saveContainer(id: string, round: number, containerId: string | null): Promise<void> {
      await db
        .update(publicationTargets)
        .set({ containerId, publishBegunAt: null })
        .where(targetUpdate(id, round));
    },

    /** The intent: the publish call begins now. */
    async beginPublish(id: string, round: number, now: Date): Promise<void> {
      await db
        .update(publicationTargets)
        .set({ publishBegunAt: now })
        .where(targetUpdate(id, round));
    },

    /** The publish call surely did not publish: the intent goes. */
    async forgetPublish(id: string, round: number): Promise<void> {
      await db
        .update(publicationTargets)
        .set({ publishBegunAt: null })
        .where(targetUpdate(id, round));
    },

    async published(
      id: string,
      round: number,
      media: { mediaId: string | null; permalink: string | null },
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(publicationTargets)
        .set({ ...media, state: 'published', publishedAt: now, updatedAt: now })
        .where(and(targetUpdate(id, round), eq(publicationTargets.state, 'publishing')))
        .returning({ id: publicationTargets.id });
      return rows.length === 1;
    },

    async failed(
      id: string,
      round: number,
      error: { code: string; params: Record<string, string | number> | null },
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(publicationTargets)
        .set({ state: 'failed', errorCode: error.code, errorParams: error.params, updatedAt: now })
        .where(and(targetUpdate(id, round), eq(publicationTargets.state, 'publishing')))
        .returning({ id: publicationTargets.id });
      return rows.length === 1;
    },
  };
}

export function createPublicationRepository(db: Db) {
  return transactional(db, createRepository);
}

export type PublicationRepository = ReturnType<typeof createPublicationRepository>;
