import { and, asc, eq, gt, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { ownedRows } from '#server/db/owned-rows.ts';
import {
  profiles,
  publishingChannels,
  publishingConnectStates,
  users,
  workspaces,
} from '#server/db/schema.ts';

export type ChannelRow = typeof publishingChannels.$inferSelect;
export type ConnectStateRow = typeof publishingConnectStates.$inferSelect;

/** A channel as connected: the account and its sealed token. */
export interface ConnectedChannel {
  workspaceId: string;
  platform: 'instagram' | 'facebook';
  accountId: string;
  name: string;
  pictureUrl: string | null;
  tokenSealed: string;
  tokenExpiresAt: Date | null;
  connectedBy: string;
}

/**
 * The workspace's channels (ownership through `ownedRows`: another workspace's channel is one
 * that does not exist) and the states of OAuth dances begun.
 */
export function createChannelRepository(db: Db) {
  const owned = ownedRows(db, publishingChannels);
  return {
    list: (workspaceId: string) =>
      owned.list(workspaceId, asc(publishingChannels.platform), asc(publishingChannels.createdAt)),
    find: owned.find,
    remove: owned.remove,

    /** The workspace's channels among `ids` (the others are not its). */
    async findMany(workspaceId: string, ids: string[]): Promise<ChannelRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(publishingChannels)
        .where(
          and(eq(publishingChannels.workspaceId, workspaceId), inArray(publishingChannels.id, ids)),
        );
    },

    /** A channel by id whatever its workspace: for the publishing job, which knows the row. */
    async byId(id: string): Promise<ChannelRow | null> {
      const [row] = await db.select().from(publishingChannels).where(eq(publishingChannels.id, id));
      return row ?? null;
    },

    /**
     * Connects an account, or connects it again (a new token, 'connected' again): one row per
     * workspace, platform and account.
     */
    async upsert(channel: ConnectedChannel, now: Date): Promise<ChannelRow> {
      const [row] = await db
        .insert(publishingChannels)
        .values({ ...channel, state: 'connected', refreshedAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [
            publishingChannels.workspaceId,
            publishingChannels.platform,
            publishingChannels.accountId,
          ],
          set: {
            name: channel.name,
            pictureUrl: channel.pictureUrl,
            tokenSealed: channel.tokenSealed,
            tokenExpiresAt: channel.tokenExpiresAt,
            connectedBy: channel.connectedBy,
            state: 'connected',
            refreshedAt: now,
            updatedAt: now,
          },
        })
        .returning();
      if (!row) throw new Error('channel upsert returned no row');
      return row;
    },

    /**
     * Marks the channel 'reconnect'; answers the row only for the call that changed it (so one
     * mail goes out however many jobs find the token refused).
     */
    async markReconnect(id: string, now: Date): Promise<ChannelRow | null> {
      const [row] = await db
        .update(publishingChannels)
        .set({ state: 'reconnect', updatedAt: now })
        .where(and(eq(publishingChannels.id, id), eq(publishingChannels.state, 'connected')))
        .returning();
      return row ?? null;
    },

    /** Instagram channels whose token ends before `before` and was issued before `issuedBefore`. */
    async dueForRefresh(before: Date, issuedBefore: Date): Promise<ChannelRow[]> {
      return db
        .select()
        .from(publishingChannels)
        .where(
          and(
            eq(publishingChannels.platform, 'instagram'),
            eq(publishingChannels.state, 'connected'),
            isNotNull(publishingChannels.tokenExpiresAt),
            lt(publishingChannels.tokenExpiresAt, before),
            gt(publishingChannels.tokenExpiresAt, sql`now()`),
            lte(publishingChannels.refreshedAt, issuedBefore),
          ),
        )
        .limit(100);
    },

    /** Stores a refreshed token, unless another process refreshed it since `refreshedAt`. */
    async saveRefresh(
      id: string,
      refreshedAt: Date,
      token: { tokenSealed: string; tokenExpiresAt: Date },
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(publishingChannels)
        .set({ ...token, refreshedAt: now, updatedAt: now })
        .where(and(eq(publishingChannels.id, id), eq(publishingChannels.refreshedAt, refreshedAt)))
        .returning({ id: publishingChannels.id });
      return rows.length === 1;
    },

    /** Who to tell when a channel needs connecting again: its connector's address and language. */
    async connector(userId: string): Promise<{ email: string; language: string } | null> {
      const [row] = await db
        .select({ email: users.email, language: profiles.language })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.id, userId));
      return row ? { email: row.email, language: row.language ?? 'de' } : null;
    },

    async workspaceName(workspaceId: string): Promise<string> {
      const [row] = await db
        .select({ name: workspaces.name })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
      return row?.name ?? '';
    },

    // ----- OAuth states -----

    async saveState(state: ConnectStateRow, now: Date): Promise<void> {
      await db.delete(publishingConnectStates).where(lt(publishingConnectStates.expiresAt, now));
      await db.insert(publishingConnectStates).values(state);
    },

    /** Takes the state once: the row is deleted as it is read. */
    async takeState(stateHash: string): Promise<ConnectStateRow | null> {
      const [row] = await db
        .delete(publishingConnectStates)
        .where(eq(publishingConnectStates.stateHash, stateHash))
        .returning();
      return row ?? null;
    },
  };
}

export type ChannelRepository = ReturnType<typeof createChannelRepository>;
