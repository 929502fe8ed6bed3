import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import { AppError } from '#server/http/app-error.ts';
import { validate } from '#server/http/validation.ts';
import { reencodeImage, type ReencodedImage } from '#server/images/reencoded-image.ts';
import type { DecodeSlot, UploadAdmission } from '#server/images/upload-admission.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { LogoRepository, LogoRow } from '#server/logos/logo.repository.ts';
import { cleanSvgLogo, type CleanedSvgLogo } from '#server/logos/svg-logo.ts';
import { sniffImageType } from '#server/images/image-type.ts';
import type { Storage } from '#server/storage/storage.ts';
import type { Entitlements } from '#shared/accounts/entitlements.ts';
import { withLocks } from '#shared/accounts/usable-items.ts';
import {
  LOGO_MAX_BYTES,
  LOGO_MAX_PIXELS,
  LOGO_STORED_MAX_SIDE,
  LOGO_URL_LIFETIME_SECONDS,
  logoIdSchema,
  logoUploadFieldsSchema,
  type Logo,
  type LogoList,
  type LogoType,
} from '#shared/logos/logo.schema.ts';
import { UNLIMITED } from '#shared/plans.ts';
import { signedUrlOrNull } from '#server/storage/signed-url.ts';
import { uploadStamps } from '#server/images/upload-stamps.ts';

/**
 * A user's logos (docs/product.md sections 2, 3, 5, 7 "Storage"): sponsors, club, teams and others for
 * their templates. Uploading needs a plan with logo upload (pro, premium). The image is checked
 * by its bytes and encoded anew (an SVG is cleaned and kept as SVG, see svg-logo.ts), stored under logos/{workspaceId}/{timestamp}.{ext}, and only then
 * gets its row, so a row always has a complete file. A plan without logo upload keeps the logos:
 * listed, locked, deletable.
 */
export interface LogoDeps {
  logos: LogoRepository;
  entitlements: EntitlementsService;
  storage: Storage;
  logger: Logger;
  /** Shared with background uploads: bounds the pictures in memory at once. */
  uploads: UploadAdmission;
  now?: () => Date;
}

export interface LogoUpload {
  /** The file's bytes; null when the form has no file. */
  bytes: Uint8Array | null;
  /** The form fields as sent; checked here against the shared schema. */
  name: unknown;
  logoType: unknown;
}

/** How many logos the plan lets the user use: all of them with logo upload, none without. */
export function usableLogoLimit({ limits }: Entitlements): number {
  return limits.canUploadLogos ? UNLIMITED : 0;
}

/**
 * A logo's file checked and encoded anew, the one way for every logo (the workspace's logos, its
 * crest, its sponsors' logos): present, at most LOGO_MAX_BYTES, then in a decode slot an SVG
 * cleaned (svg-logo.ts) and any other picture decoded within LOGO_MAX_PIXELS and encoded anew.
 */
export async function logoImage(
  bytes: Uint8Array | null,
  decode: DecodeSlot,
): Promise<ReencodedImage | CleanedSvgLogo> {
  if (!bytes) throw AppError.of(400, 'INVALID_FILE_TYPE');
  if (bytes.byteLength > LOGO_MAX_BYTES) throw AppError.of(413, 'PAYLOAD_TOO_LARGE');
  return decode<ReencodedImage | CleanedSvgLogo>(() =>
    sniffImageType(bytes) === 'image/svg+xml'
      ? cleanSvgLogo(bytes)
      : reencodeImage(bytes, { maxPixels: LOGO_MAX_PIXELS, maxSide: LOGO_STORED_MAX_SIDE }),
  );
}

export function createLogoService({
  logos,
  entitlements,
  storage,
  logger,
  uploads,
  now = () => new Date(),
}: LogoDeps) {
  const stamps = uploadStamps(now);

  /** The list item with a fresh signed URL, or null (logged) when the file cannot be signed. */
  async function toLogo(row: LogoRow, locked: boolean): Promise<Logo | null> {
    const url = await signedUrlOrNull(storage, row.filePath, LOGO_URL_LIFETIME_SECONDS, (error) =>
      logger.warn('logo skipped: no signed URL', { logoId: row.id, error }),
    );
    if (url === null) return null;
    return {
      id: row.id,
      name: row.name,
      logoType: row.logoType,
      url,
      createdAt: row.createdAt.toISOString(),
      locked,
    };
  }

  /** Stores a re-encoded logo: its file, then its row. */
  async function store(
    workspaceId: string,
    fields: { name: string; logoType: LogoType },
    image: ReencodedImage | CleanedSvgLogo,
  ): Promise<Logo> {
    const folder = `logos/${workspaceId}`;
    const stamp = await stamps.claim(folder, (taken) =>
      logos.fileKeyTaken(workspaceId, `${folder}/${taken}.${image.extension}`),
    );
    const filePath = `${folder}/${stamp}.${image.extension}`;
    let row: LogoRow;
    try {
      // File first, then the row: a crash in between leaves a file without a row (unseen, and
      // removed with the account's folder), never a row without its file.
      await storage.put(filePath, image.data, image.contentType);
      row = await logos.insert({
        workspaceId,
        name: fields.name,
        logoType: fields.logoType,
        filePath,
        fileUrl: `/api/files/${filePath}`,
      });
    } catch (error) {
      await storage.delete(filePath).catch((deleteError: unknown) =>
        logger.warn('logo upload failed; its file stays without a row', {
          workspaceId,
          filePath,
          error: deleteError,
        }),
      );
      throw error;
    } finally {
      stamps.release(folder, stamp);
    }
    logger.info('logo uploaded', {
      workspaceId,
      logoId: row.id,
      logoType: row.logoType,
      bytes: image.data.byteLength,
      width: image.width,
      height: image.height,
    });
    const logo = await toLogo(row, false);
    if (!logo) throw new Error(`fresh logo ${row.id} could not be signed`);
    return logo;
  }

  return {
    async list(workspaceId: string): Promise<LogoList> {
      const [granted, rows] = await Promise.all([
        entitlements.entitlements(workspaceId),
        logos.list(workspaceId),
      ]);
      const items = await Promise.all(
        withLocks(rows, usableLogoLimit(granted)).map((row) => toLogo(row, row.locked)),
      );
      return {
        allowed: granted.limits.canUploadLogos,
        logos: items.filter((item): item is Logo => item !== null),
      };
    },

    /**
     * `read` reads the request's form; it is called only once the upload is admitted, so a
     * refused burst never holds its bodies in memory.
     */
    async upload(workspaceId: string, read: () => Promise<LogoUpload>): Promise<Logo> {
      return uploads.run(workspaceId, async (decode) => {
        const { limits } = await entitlements.entitlements(workspaceId);
        if (!limits.canUploadLogos) throw AppError.of(403, 'LOGOS_NOT_ALLOWED');
        const upload = await read();
        const fields = validate(logoUploadFieldsSchema, {
          name: upload.name,
          logoType: upload.logoType,
        });
        return store(workspaceId, fields, await logoImage(upload.bytes, decode));
      });
    },

    /**
     * A club workspace's crest (docs/workspaces.md): checked and encoded like a logo, on every
     * plan (it names the workspace, it is not a logo for posts), stored under the workspace's
     * logo folder. Answers the storage key; the caller sets it on the workspace.
     */
    async storeCrest(workspaceId: string, read: () => Promise<Uint8Array | null>): Promise<string> {
      return uploads.run(workspaceId, async (decode) => {
        const image = await logoImage(await read(), decode);
        const folder = `logos/${workspaceId}`;
        const stamp = await stamps.claim(folder, (taken) =>
          logos.fileKeyTaken(workspaceId, `${folder}/crest-${taken}.${image.extension}`),
        );
        try {
          const key = `${folder}/crest-${stamp}.${image.extension}`;
          await storage.put(key, image.data, image.contentType);
          return key;
        } finally {
          stamps.release(folder, stamp);
        }
      });
    },

    /** The signed URL of a stored crest, or null when the storage cannot sign it. */
    crestUrl: (key: string) =>
      signedUrlOrNull(storage, key, LOGO_URL_LIFETIME_SECONDS, (error) =>
        logger.warn('crest: no signed URL', { key, error }),
      ),

    /** Removes a replaced crest's file; a failure only leaves a file without a workspace. */
    async dropCrest(key: string): Promise<void> {
      await storage
        .delete(key)
        .catch((error: unknown) => logger.warn('crest file not removed', { key, error }));
    },

    /** Also without logo upload in the plan: deleting a locked logo is always allowed. */
    async remove(workspaceId: string, id: string): Promise<void> {
      const parsed = logoIdSchema.safeParse(id);
      // Another user's logo answers exactly like a missing one.
      const row = parsed.success ? await logos.remove(workspaceId, parsed.data) : null;
      if (!row) throw AppError.of(404, 'NOT_FOUND');
      try {
        await storage.delete(row.filePath);
      } catch (error) {
        // The row is gone, so nobody sees the file; account deletion sweeps the folder.
        logger.warn('logo file not removed', { logoId: row.id, error });
      }
      logger.info('logo deleted', { workspaceId, logoId: row.id });
    },
  };
}

export type LogoService = ReturnType<typeof createLogoService>;
