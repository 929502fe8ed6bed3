import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { Storage } from '#server/storage/storage.ts';
import {
  prepareBackground,
  type PreparedBackground,
} from '#server/backgrounds/background-image.ts';
import type { UploadAdmission } from '#server/images/upload-admission.ts';
import { cleanDisplayName } from '#shared/text/display-name.ts';
import type {
  BackgroundRepository,
  BackgroundRow,
} from '#server/backgrounds/background.repository.ts';
import type { EntitlementLimits } from '#shared/accounts/entitlements.schema.ts';
import {
  BACKGROUND_URL_LIFETIME_SECONDS,
  backgroundIdSchema,
  type Background,
  type BackgroundList,
} from '#shared/backgrounds/background.schema.ts';
import { signedUrlOrNull } from '#server/storage/signed-url.ts';
import { uploadStamps } from '#server/images/upload-stamps.ts';

/**
 * A user's background collection (docs/product.md sections 2, 3, 7 "Storage"): the original under
 * backgrounds/{workspaceId}/{timestamp}.{ext}, a JPEG thumbnail under thumbnails/{workspaceId}/{timestamp}.jpg,
 * a row with its size, and signed URLs to show them. How many a user may keep, and whether
 * at all, comes from their entitlements (maxBackgrounds 100 on every tier).
 */
export interface BackgroundDeps {
  backgrounds: BackgroundRepository;
  entitlements: EntitlementsService;
  storage: Storage;
  logger: Logger;
  /** Shared with logo uploads: bounds the pictures in memory at once. */
  uploads: UploadAdmission;
  /** Forgets what the renderer made of a stored file (a deleted photo): none in tests without it. */
  forgetRendered?: (storageKey: string) => void;
  now?: () => Date;
}

export interface BackgroundUpload {
  bytes: Uint8Array;
  /** The uploaded file's own name, used when no name is given. */
  fileName: string | null;
  name: string | null;
}

const NAME_MAX = 100;

/** The last segment of an uploaded file name (old browsers send a whole path). */
function baseName(fileName: string | null): string | null {
  return (fileName ?? '').split(/[/\\]/).pop() ?? null;
}

/** How many of a user's backgrounds their plan shows and lets them use: the newest ones. */
function shownBackgrounds(limits: EntitlementLimits): number {
  return limits.canUseCustomBackgrounds ? limits.maxBackgrounds : 0;
}

export function createBackgroundService({
  backgrounds,
  entitlements,
  storage,
  logger,
  uploads,
  forgetRendered,
  now = () => new Date(),
}: BackgroundDeps) {
  const limitReached = (limit: number) => AppError.of(409, 'BACKGROUND_LIMIT', { limit });

  // A background's original and thumbnail share the stamp; the thumbnail's key has no varying
  // extension, so it tells whether a stamp is taken.
  const stamps = uploadStamps(now);
  const claimStamp = (workspaceId: string) =>
    stamps.claim(`backgrounds/${workspaceId}`, (stamp) =>
      backgrounds.thumbnailKeyTaken(workspaceId, `thumbnails/${workspaceId}/${stamp}.jpg`),
    );

  /** How many backgrounds the user may keep; a user without custom backgrounds keeps none. */
  async function maxBackgrounds(workspaceId: string): Promise<number> {
    return shownBackgrounds((await entitlements.entitlements(workspaceId)).limits);
  }

  /** The list item with fresh signed URLs, or null (logged) when the original cannot be signed. */
  async function withUrls(row: BackgroundRow): Promise<Background | null> {
    const signed = (key: string, warning: string) =>
      signedUrlOrNull(storage, key, BACKGROUND_URL_LIFETIME_SECONDS, (error) =>
        logger.warn(warning, { backgroundId: row.id, error }),
      );
    const url = await signed(row.filePath, 'background skipped: no signed URL');
    if (url === null) return null;
    const thumbnailUrl =
      (await signed(row.thumbnailPath, 'background thumbnail: no signed URL, original used')) ??
      url;
    return {
      id: row.id,
      name: row.name,
      url,
      thumbnailUrl,
      width: row.width,
      height: row.height,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** Stores a prepared picture: its files, then its row, within the user's limit. */
  async function store(
    workspaceId: string,
    upload: BackgroundUpload,
    image: PreparedBackground,
    max: number,
  ): Promise<Background> {
    const stamp = await claimStamp(workspaceId);
    const filePath = `backgrounds/${workspaceId}/${stamp}.${image.extension}`;
    const thumbnailPath = `thumbnails/${workspaceId}/${stamp}.jpg`;
    let row: BackgroundRow;
    try {
      // Files first, then the row: a row exists only for complete files. A crash in between
      // leaves files without a row, which the sweep at start removes.
      await storage.put(filePath, image.data, image.contentType);
      await storage.put(thumbnailPath, image.thumbnail, 'image/jpeg');
      row = await backgrounds.transaction(async (tx) => {
        await tx.lockWorkspace(workspaceId);
        if ((await tx.count(workspaceId)) >= max) throw limitReached(max);
        return tx.insert({
          workspaceId,
          name:
            cleanDisplayName(upload.name, NAME_MAX) ??
            cleanDisplayName(baseName(upload.fileName), NAME_MAX) ??
            `${stamp}.${image.extension}`,
          filePath,
          thumbnailPath,
          contentType: image.contentType,
          sizeBytes: image.data.byteLength,
          width: image.width,
          height: image.height,
        });
      });
    } catch (error) {
      // A store that refused one write may refuse the deletes too: what stays has no row, is
      // never shown, and goes with the sweep of files without a row at the next start.
      const removed = await Promise.allSettled([
        storage.delete(filePath),
        storage.delete(thumbnailPath),
      ]);
      if (removed.some((result) => result.status === 'rejected')) {
        logger.warn('background upload failed; its files may stay until the next sweep', {
          workspaceId,
          filePath,
        });
      }
      throw error;
    } finally {
      stamps.release(`backgrounds/${workspaceId}`, stamp);
    }
    logger.info('background uploaded', {
      workspaceId,
      backgroundId: row.id,
      bytes: row.sizeBytes,
      width: row.width,
      height: row.height,
    });
    const item = await withUrls(row);
    if (!item) throw new Error(`fresh background ${row.id} could not be signed`);
    return item;
  }

  return {
    async list(workspaceId: string): Promise<BackgroundList> {
      const { limits } = await entitlements.entitlements(workspaceId);
      const rows = await backgrounds.list(workspaceId, shownBackgrounds(limits));
      const items = await Promise.all(rows.map(withUrls));
      return { backgrounds: items.filter((item): item is Background => item !== null) };
    },

    /**
     * The background an export may draw: one the list shows the user under their plan (their
     * own, with custom backgrounds in the plan, among the newest the plan keeps), else null. One
     * rule for the list and the export, so a plan that shows fewer hides them from both.
     */
    async forExport(
      workspaceId: string,
      backgroundId: string,
      limits: EntitlementLimits,
    ): Promise<BackgroundRow | null> {
      const shown = shownBackgrounds(limits);
      return shown === 0 ? null : backgrounds.findAmongNewest(workspaceId, backgroundId, shown);
    },

    /**
     * `read` reads the request's form; it is called only once the upload is admitted, so a
     * refused burst never holds its bodies in memory.
     */
    async upload(workspaceId: string, read: () => Promise<BackgroundUpload>): Promise<Background> {
      return uploads.run(workspaceId, async (decode) => {
        const upload = await read();
        const max = await maxBackgrounds(workspaceId);
        // Refuse a full collection before spending a decode on it; the transaction checks again.
        if ((await backgrounds.count(workspaceId)) >= max) throw limitReached(max);
        const image = await decode(() => prepareBackground(upload.bytes));
        return store(workspaceId, upload, image, max);
      });
    },

    /**
     * Removes background files no row points at: what a process killed between writing the
     * files and the row left behind. Files younger than `graceMs` are kept, because another
     * process may be between the two steps right now.
     */
    async sweepOrphans(graceMs: number): Promise<number> {
      const kept = await backgrounds.allFileKeys();
      const cutoff = Date.now() - graceMs;
      const objects = [
        ...(await storage.list('backgrounds')),
        ...(await storage.list('thumbnails')),
      ];
      const orphans = objects.filter(
        (object) => !kept.has(object.key) && object.updatedAt.getTime() <= cutoff,
      );
      await Promise.all(orphans.map((object) => storage.delete(object.key)));
      if (orphans.length > 0)
        logger.info('background files without a row removed', { count: orphans.length });
      return orphans.length;
    },

    async remove(workspaceId: string, id: string): Promise<void> {
      const parsed = backgroundIdSchema.safeParse(id);
      // Another user's background answers exactly like a missing one.
      const row = parsed.success ? await backgrounds.remove(workspaceId, parsed.data) : null;
      if (!row) throw AppError.of(404, 'NOT_FOUND');
      // No export may draw the deleted photo from memory.
      forgetRendered?.(row.filePath);
      const results = await Promise.allSettled([
        storage.delete(row.filePath),
        storage.delete(row.thumbnailPath),
      ]);
      for (const result of results) {
        if (result.status === 'rejected') {
          // The row is gone, so nobody sees the file; account deletion sweeps the folder.
          logger.warn('background file not removed', {
            backgroundId: row.id,
            error: result.reason,
          });
        }
      }
    },
  };
}

export type BackgroundService = ReturnType<typeof createBackgroundService>;

export interface LoadedBackground {
  bytes: Uint8Array;
  contentType: string;
  width: number;
  height: number;
}

/**
 * The original bytes of one of the user's backgrounds, for the export renderer; null when the id
 * is no id, belongs to another user, or its file is missing.
 */
export async function loadBackgroundForUser(
  backgrounds: Pick<BackgroundRepository, 'find'>,
  storage: Storage,
  workspaceId: string,
  backgroundId: string,
): Promise<LoadedBackground | null> {
  const parsed = backgroundIdSchema.safeParse(backgroundId);
  if (!parsed.success) return null;
  const row = await backgrounds.find(workspaceId, parsed.data);
  if (!row) return null;
  const object = await storage.get(row.filePath);
  if (!object) return null;
  return { bytes: object.body, contentType: row.contentType, width: row.width, height: row.height };
}
