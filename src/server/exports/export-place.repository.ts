import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { exportPlaces } from '#server/db/schema.ts';

export type PlaceKind = (typeof exportPlaces.kind.enumValues)[number];

/** One place as its holder names it. */
export interface HeldPlace {
  workspaceId: string;
  kind: PlaceKind;
  place: number;
  holder: string;
}

/**
 * The places of users' shares in the export_places table (ADR 054). A place is free without a
 * holder or once its time has run out; the clock is the database's, the same for every process.
 */
export function createExportPlaceRepository(db: Db) {
  const t = exportPlaces;
  const lasting = (ttlMs: number) => sql`now() + ${ttlMs} * interval '1 millisecond'`;

  /**
   * One statement: the lowest free place among the first `size` is locked and taken. A place
   * another taker has locked this moment is skipped (SKIP LOCKED), so two at once take two
   * places, never one twice; one that was taken since this statement began is checked again
   * under its lock and passed over.
   */
  async function takeFree(
    workspaceId: string,
    kind: PlaceKind,
    size: number,
    holder: string,
    ttlMs: number,
  ): Promise<number | null> {
    const [taken] = await db
      .update(t)
      .set({ holder, expiresAt: lasting(ttlMs) })
      .where(
        sql`(${t.workspaceId}, ${t.kind}, ${t.place}) = (
          select ${t.workspaceId}, ${t.kind}, ${t.place} from ${t}
          where ${t.workspaceId} = ${workspaceId} and ${t.kind} = ${kind} and ${t.place} < ${size}
            and (${t.holder} is null or ${t.expiresAt} < now())
          order by ${t.place} limit 1 for update skip locked)`,
      )
      .returning({ place: t.place });
    return taken?.place ?? null;
  }

  return {
    /**
     * Takes a free place of the user's share of `size` for `ttlMs`, or answers null when all are
     * held: one statement when a place is free. Without one, the user's rows are made (the first
     * taking; a no-op after) and a place is looked for again, so takers that arrive together
     * before the rows exist each find one.
     */
    async take(
      workspaceId: string,
      kind: PlaceKind,
      size: number,
      holder: string,
      ttlMs: number,
    ): Promise<number | null> {
      const place = await takeFree(workspaceId, kind, size, holder, ttlMs);
      if (place !== null) return place;
      await db
        .insert(t)
        .values(Array.from({ length: size }, (_, i) => ({ workspaceId, kind, place: i })))
        .onConflictDoNothing();
      return takeFree(workspaceId, kind, size, holder, ttlMs);
    },

    /** Frees the place if `holder` still holds it (not after it ran out and was taken again). */
    async release({ workspaceId, kind, place, holder }: HeldPlace): Promise<void> {
      await db
        .update(t)
        .set({ holder: null, expiresAt: null })
        .where(
          and(
            eq(t.workspaceId, workspaceId),
            eq(t.kind, kind),
            eq(t.place, place),
            eq(t.holder, holder),
          ),
        );
    },

    /** Gives the held places another `ttlMs`; answers how many were still held. */
    async renew(held: readonly HeldPlace[], ttlMs: number): Promise<number> {
      if (held.length === 0) return 0;
      const keys = sql.join(
        held.map((p) => sql`(${p.workspaceId}, ${p.kind}, ${p.place}::integer, ${p.holder})`),
        sql`, `,
      );
      const renewed = await db
        .update(t)
        .set({ expiresAt: lasting(ttlMs) })
        .where(sql`(${t.workspaceId}, ${t.kind}, ${t.place}, ${t.holder}) in (${keys})`)
        .returning({ place: t.place });
      return renewed.length;
    },

    /** How many of the user's places of `kind` are held now (for tests and checks). */
    async held(workspaceId: string, kind: PlaceKind): Promise<number> {
      const rows = await db
        .select({ place: t.place })
        .from(t)
        .where(
          and(
            eq(t.workspaceId, workspaceId),
            eq(t.kind, kind),
            isNotNull(t.holder),
            gte(t.expiresAt, sql`now()`),
          ),
        );
      return rows.length;
    },
  };
}

export type ExportPlaceRepository = ReturnType<typeof createExportPlaceRepository>;
