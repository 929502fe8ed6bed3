import { and, asc, count, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { lockWorkspace } from '#server/db/owned-rows.ts';
import {
  publicationTargets,
  publications,
  sponsorAppearances,
  sponsorPostPublications,
  sponsorTeamSlots,
  sponsors,
  userTeamSlots,
} from '#server/db/schema.ts';
import { transactional } from '#server/db/transactional.ts';

/** The queries behind the rotation and the report (ADR 061); every one scoped to the workspace. */
export type NewAppearanceRow = typeof sponsorAppearances.$inferInsert;

/** A sponsor as the rotation weighs it. */
export interface RotationCandidate {
  id: string;
  name: string;
  level: 'main' | 'partner' | 'supporter';
  logoPath: string;
  startsOn: string | null;
  endsOn: string | null;
  everyTeam: boolean;
  createdAt: Date;
  teamSlotIds: string[];
}

/** One appearance as the report lists it, with the channels its post was published on. */
export interface AppearanceLine {
  sponsorId: string;
  sponsorName: string;
  level: 'main' | 'partner' | 'supporter';
  teamName: string;
  games: string;
  kind: 'preview' | 'result' | 'standings' | 'weekend';
  day: string;
  shownAt: Date;
  postKey: string;
  published: {
    platform: 'instagram' | 'facebook';
    channelName: string;
    permalink: string | null;
  }[];
}

function appearanceQueries(db: Db) {
  return {
    lockWorkspace: (workspaceId: string) => lockWorkspace(db, workspaceId),

    /** Every sponsor of the workspace, oldest first (the order a plan's limit keeps them in). */
    async candidates(workspaceId: string): Promise<RotationCandidate[]> {
      const rows = await db
        .select()
        .from(sponsors)
        .where(eq(sponsors.workspaceId, workspaceId))
        .orderBy(asc(sponsors.createdAt), asc(sponsors.id));
      const teams = new Map<string, string[]>(rows.map((row) => [row.id, []]));
      if (rows.length > 0) {
        const chosen = await db
          .select()
          .from(sponsorTeamSlots)
          .where(inArray(sponsorTeamSlots.sponsorId, [...teams.keys()]));
        for (const row of chosen) teams.get(row.sponsorId)?.push(row.teamSlotId);
      }
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        level: row.level,
        logoPath: row.logoPath,
        startsOn: row.startsOn,
        endsOn: row.endsOn,
        everyTeam: row.everyTeam,
        createdAt: row.createdAt,
        teamSlotIds: teams.get(row.id) ?? [],
      }));
    },

    /** Per sponsor: its appearances since `since` and its last appearance ever. */
    async tallies(
      workspaceId: string,
      since: Date,
    ): Promise<Map<string, { shown: number; last: Date | null }>> {
      const rows = await db
        .select({
          sponsorId: sponsorAppearances.sponsorId,
          shown:
            sql<number>`count(*) filter (where ${sponsorAppearances.shownAt} >= ${since.toISOString()}::timestamptz)`.mapWith(
              Number,
            ),
          last: max(sponsorAppearances.shownAt),
        })
        .from(sponsorAppearances)
        .where(eq(sponsorAppearances.workspaceId, workspaceId))
        .groupBy(sponsorAppearances.sponsorId);
      return new Map(
        rows.map((row) => [
          row.sponsorId,
          { shown: row.shown, last: row.last === null ? null : new Date(row.last) },
        ]),
      );
    },

    /** The sponsors already recorded for the post, with what the answer needs. */
    async recorded(workspaceId: string, postKey: string) {
      return db
        .select({
          id: sponsors.id,
          name: sponsors.name,
          level: sponsors.level,
          logoPath: sponsors.logoPath,
        })
        .from(sponsorAppearances)
        .innerJoin(sponsors, eq(sponsors.id, sponsorAppearances.sponsorId))
        .where(
          and(
            eq(sponsorAppearances.workspaceId, workspaceId),
            eq(sponsorAppearances.postKey, postKey),
          ),
        );
    },

    async record(rows: NewAppearanceRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(sponsorAppearances).values(rows).onConflictDoNothing();
    },

    /** Whether `id` is a team slot of the workspace. */
    async isTeamSlotOf(workspaceId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: userTeamSlots.id })
        .from(userTeamSlots)
        .where(and(eq(userTeamSlots.workspaceId, workspaceId), eq(userTeamSlots.id, id)));
      return row !== undefined;
    },

    /** Whether the publication is the workspace's. */
    async isPublicationOf(workspaceId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: publications.id })
        .from(publications)
        .where(and(eq(publications.workspaceId, workspaceId), eq(publications.id, id)));
      return row !== undefined;
    },

    async linkPublication(workspaceId: string, publicationId: string, postKeys: string[]) {
      if (postKeys.length === 0) return;
      await db
        .insert(sponsorPostPublications)
        .values(postKeys.map((postKey) => ({ workspaceId, postKey, publicationId })))
        .onConflictDoNothing();
    },

    /** Per sponsor, its appearances since `since` (the month at a glance). */
    async countsSince(workspaceId: string, since: Date, until: Date) {
      return db
        .select({ sponsorId: sponsorAppearances.sponsorId, shown: count() })
        .from(sponsorAppearances)
        .where(
          and(
            eq(sponsorAppearances.workspaceId, workspaceId),
            gte(sponsorAppearances.shownAt, since),
            lt(sponsorAppearances.shownAt, until),
          ),
        )
        .groupBy(sponsorAppearances.sponsorId);
    },

    /**
     * The appearances shown in [since, until), oldest first, at most `limit`, each with the
     * published targets of the publications that carried its post.
     */
    async lines(
      workspaceId: string,
      since: Date,
      until: Date,
      sponsorId: string | null,
      limit: number,
    ): Promise<AppearanceLine[]> {
      const rows = await db
        .select({
          sponsorId: sponsorAppearances.sponsorId,
          sponsorName: sponsors.name,
          level: sponsors.level,
          teamName: sponsorAppearances.teamName,
          games: sponsorAppearances.games,
          kind: sponsorAppearances.kind,
          day: sponsorAppearances.day,
          shownAt: sponsorAppearances.shownAt,
          postKey: sponsorAppearances.postKey,
        })
        .from(sponsorAppearances)
        .innerJoin(sponsors, eq(sponsors.id, sponsorAppearances.sponsorId))
        .where(
          and(
            eq(sponsorAppearances.workspaceId, workspaceId),
            gte(sponsorAppearances.shownAt, since),
            lt(sponsorAppearances.shownAt, until),
            sponsorId === null ? undefined : eq(sponsorAppearances.sponsorId, sponsorId),
          ),
        )
        .orderBy(asc(sponsorAppearances.shownAt), asc(sponsors.name), asc(sponsorAppearances.id))
        .limit(limit);
      const keys = [...new Set(rows.map((row) => row.postKey))];
      const targets =
        keys.length === 0
          ? []
          : await db
              .select({
                postKey: sponsorPostPublications.postKey,
                platform: publicationTargets.platform,
                channelName: publicationTargets.channelName,
                permalink: publicationTargets.permalink,
              })
              .from(sponsorPostPublications)
              .innerJoin(
                publicationTargets,
                eq(publicationTargets.publicationId, sponsorPostPublications.publicationId),
              )
              .where(
                and(
                  eq(sponsorPostPublications.workspaceId, workspaceId),
                  eq(publicationTargets.workspaceId, workspaceId),
                  inArray(sponsorPostPublications.postKey, keys),
                  eq(publicationTargets.state, 'published'),
                ),
              )
              .orderBy(asc(publicationTargets.publishedAt), asc(publicationTargets.id));
      const byKey = new Map<string, AppearanceLine['published']>();
      for (const target of targets) {
        const list = byKey.get(target.postKey) ?? [];
        list.push({
          platform: target.platform,
          channelName: target.channelName,
          permalink: target.permalink,
        });
        byKey.set(target.postKey, list);
      }
      return rows.map((row) => ({ ...row, published: byKey.get(row.postKey) ?? [] }));
    },
  };
}

export type AppearanceQueries = ReturnType<typeof appearanceQueries>;

export function createSponsorAppearanceRepository(db: Db) {
  return transactional(db, appearanceQueries);
}

export type SponsorAppearanceRepository = ReturnType<typeof createSponsorAppearanceRepository>;
