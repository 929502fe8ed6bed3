import { randomUUID } from 'node:crypto';
import type {
  ExportPlaceRepository,
  HeldPlace,
  PlaceKind,
} from '#server/exports/export-place.repository.ts';
import type { Logger } from '#server/logging/logger.ts';

/**
 * A user's share of exports and their one weekend batch, held across app processes (ADR 054):
 * an export takes one of the user's places in the database before it starts and frees it when
 * it ends, so one user's exports in flight stay within their share whichever processes serve
 * them. A place is held for `ttlMs` and renewed while its export runs (one statement a
 * `renewEveryMs` for all the places a process holds), so the places of a process that was
 * killed free themselves within `ttlMs`.
 */
export interface ExportPlacesOptions {
  places: ExportPlaceRepository;
  logger: Logger;
  /** How long a place stays held without being renewed (30 s). */
  ttlMs?: number;
  /** How often a process renews the places it holds (10 s). */
  renewEveryMs?: number;
}

/** A place held by this process until `release`. */
export interface ExportPlace {
  /** Frees the place; safe to call again. A failure is logged: the place frees itself in time. */
  release(): Promise<void>;
}

/** The places of one kind, `size` per user. */
export interface ExportShare {
  /** One of the user's places, or null while all of them are held (here or elsewhere). */
  take(workspaceId: string): Promise<ExportPlace | null>;
}

export function createExportPlaces({
  places,
  logger,
  ttlMs = 30_000,
  renewEveryMs = 10_000,
}: ExportPlacesOptions) {
  const held = new Map<string, HeldPlace>();
  /** Releases under way, per user and kind: this process's next taking waits for them. */
  const releasing = new Map<string, Set<Promise<void>>>();
  let renewal: NodeJS.Timeout | null = null;

  async function renew(): Promise<void> {
    const mine = [...held.values()];
    if (mine.length === 0) {
      if (renewal) clearInterval(renewal);
      renewal = null;
      return;
    }
    try {
      const still = await places.renew(mine, ttlMs);
      if (still < mine.length) {
        logger.warn('export places ran out before they were renewed', {
          held: mine.length,
          renewed: still,
        });
      }
    } catch (error) {
      logger.warn('export places not renewed', { held: mine.length, error });
    }
  }

  function hold(place: HeldPlace): void {
    held.set(place.holder, place);
    renewal ??= setInterval(() => void renew(), renewEveryMs).unref();
  }

  function release(place: HeldPlace): Promise<void> {
    held.delete(place.holder);
    const key = `${place.workspaceId}|${place.kind}`;
    const pending = releasing.get(key) ?? new Set<Promise<void>>();
    releasing.set(key, pending);
    const done: Promise<void> = places
      .release(place)
      .catch((error: unknown) =>
        logger.warn('export place not freed; it frees itself when its time runs out', {
          workspaceId: place.workspaceId,
          kind: place.kind,
          error,
        }),
      )
      .finally(() => {
        pending.delete(done);
        if (pending.size === 0 && releasing.get(key) === pending) releasing.delete(key);
      });
    pending.add(done);
    return done;
  }

  return {
    /** The places of `kind`, `size` per user. */
    of(kind: PlaceKind, size: number): ExportShare {
      return {
        async take(workspaceId) {
          // A place this process is freeing right now is free for its next taking.
          const pending = releasing.get(`${workspaceId}|${kind}`);
          if (pending) await Promise.all(pending);
          const holder = randomUUID();
          const place = await places.take(workspaceId, kind, size, holder, ttlMs);
          if (place === null) return null;
          const mine: HeldPlace = { workspaceId, kind, place, holder };
          hold(mine);
          let released: Promise<void> | null = null;
          return {
            release: () => (released ??= release(mine)),
          };
        },
      };
    },
    /** Places this process holds now (metrics and tests). */
    held: () => held.size,
  };
}

export type ExportPlaces = ReturnType<typeof createExportPlaces>;
