import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import { AppError } from '#server/http/app-error.ts';
import { validate } from '#server/http/validation.ts';
import { sniffImageType } from '#server/images/image-type.ts';
import type { ReencodedImage } from '#server/images/reencoded-image.ts';
import type { DecodeSlot, UploadAdmission } from '#server/images/upload-admission.ts';
import { uploadStamps } from '#server/images/upload-stamps.ts';
import type { Logger } from '#server/logging/logger.ts';
import { logoImage } from '#server/logos/logo.service.ts';
import type { CleanedSvgLogo } from '#server/logos/svg-logo.ts';
import type {
  SponsorQueries,
  SponsorRepository,
  SponsorWithTeams,
} from '#server/sponsors/sponsor.repository.ts';
import { signedUrlOrNull } from '#server/storage/signed-url.ts';
import type { Storage } from '#server/storage/storage.ts';
import { withLocks } from '#shared/accounts/usable-items.ts';
import { LOGO_MAX_BYTES, LOGO_URL_LIFETIME_SECONDS } from '#shared/logos/logo.schema.ts';
import {
  sponsorFieldsSchema,
  sponsorIdSchema,
  sponsorLogoContentTypes,
  type Sponsor,
  type SponsorFields,
  type SponsorList,
} from '#shared/sponsors/sponsor.schema.ts';

/**
 * A club's sponsors (ADR 060): rows of the workspace, each with a logo checked and encoded like
 * every logo (logo.service.ts `logoImage`, but PNG, JPEG or SVG only) and stored under
 * sponsors/{workspaceId}/{timestamp}.{ext}. The plan says how many (`limits.maxSponsors`, none on
 * Free); the count is taken under the workspace's lock. A logo is written before its row and
 * removed again when the row is not, so a refused sponsor leaves no file.
 */
export interface SponsorDeps {
  sponsors: SponsorRepository;
  entitlements: EntitlementsService;
  storage: Storage;
  logger: Logger;
  /** Shared with logos and backgrounds: bounds the pictures in memory at once. */
  uploads: UploadAdmission;
  now?: () => Date;
}

/** A create or change as the request sends it; checked here against the shared schema. */
export interface SponsorInput {
  /** The text fields as sent (`teamSlotIds` already read from its JSON text, when a form). */
  fields: Record<string, unknown>;
  /** The logo's bytes; null when none is sent (on a change: the logo stays). */
  logo: Uint8Array | null;
}

function limitReached(max: number): AppError {
  return AppError.of(403, 'SPONSOR_LIMIT', { max });
}

export function createSponsorService({
  sponsors,
  entitlements,
  storage,
  logger,
  uploads,
  now = () => new Date(),
}: SponsorDeps) {
  const stamps = uploadStamps(now);

  async function toSponsor(row: SponsorWithTeams, locked: boolean): Promise<Sponsor | null> {
    const logoUrl = await signedUrlOrNull(
      storage,
      row.logoPath,
      LOGO_URL_LIFETIME_SECONDS,
      (error) => logger.warn('sponsor skipped: no signed URL', { sponsorId: row.id, error }),
    );
    if (logoUrl === null) return null;
    return {
      id: row.id,
      name: row.name,
      level: row.level,
      url: row.url,
      from: row.startsOn,
      to: row.endsOn,
      everyTeam: row.everyTeam,
      teamSlotIds: row.everyTeam ? [] : row.teamSlotIds,
      logoUrl,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      locked,
    };
  }

  /** The plan's number of sponsors; refused when the plan has none. */
  async function allowance(workspaceId: string): Promise<number> {
    const { limits } = await entitlements.entitlements(workspaceId);
    if (limits.maxSponsors <= 0) throw AppError.of(403, 'SPONSORS_NOT_IN_PLAN');
    return limits.maxSponsors;
  }

  /** The logo checked like a logo, but only PNG, JPEG or SVG. */
  async function checkedLogo(
    bytes: Uint8Array,
    decode: DecodeSlot,
  ): Promise<ReencodedImage | CleanedSvgLogo> {
    const type = sniffImageType(bytes);
    const allowed = (sponsorLogoContentTypes as readonly string[]).includes(type ?? '');
    if (bytes.byteLength <= LOGO_MAX_BYTES && !allowed) {
      throw AppError.of(400, 'SPONSOR_LOGO_TYPE');
    }
    return logoImage(bytes, decode);
  }

  /** Writes the logo's file; the caller writes the row and calls `drop` when that fails. */
  async function putLogo(workspaceId: string, image: ReencodedImage | CleanedSvgLogo) {
    const folder = `sponsors/${workspaceId}`;
    const stamp = await stamps.claim(folder, (taken) =>
      sponsors.logoKeyTaken(workspaceId, `${folder}/${taken}.${image.extension}`),
    );
    const key = `${folder}/${stamp}.${image.extension}`;
    try {
      await storage.put(key, image.data, image.contentType);
    } catch (error) {
      stamps.release(folder, stamp);
      throw error;
    }
    return {
      key,
      /** The row is written (or refused): the stamp is free again. */
      release: () => stamps.release(folder, stamp),
      /** The row was not written: the file goes too. */
      drop: () =>
        storage.delete(key).catch((error: unknown) =>
          logger.warn('sponsor not saved; its logo file stays without a row', {
            workspaceId,
            key,
            error,
          }),
        ),
    };
  }

  /** Refuses team slots that are not the workspace's (a stranger's slot looks like none). */
  async function checkTeamSlots(
    tx: SponsorQueries,
    workspaceId: string,
    ids: string[],
  ): Promise<void> {
    const own = await tx.teamSlotsOfWorkspace(workspaceId, ids);
    if (ids.some((id) => !own.has(id))) throw AppError.of(400, 'SPONSOR_TEAM_SLOT_UNKNOWN');
  }

  function rowValues(fields: SponsorFields) {
    return {
      name: fields.name,
      level: fields.level,
      url: fields.url,
      startsOn: fields.from,
      endsOn: fields.to,
      everyTeam: fields.teamSlotIds.length === 0,
    };
  }

  async function findOwn(workspaceId: string, id: string): Promise<SponsorWithTeams> {
    const parsed = sponsorIdSchema.safeParse(id);
    // Another workspace's sponsor answers exactly like a missing one.
    const row = parsed.success ? await sponsors.find(workspaceId, parsed.data) : null;
    if (!row) throw AppError.of(404, 'NOT_FOUND');
    return row;
  }

  /** Whether the sponsor is within the plan's limit (the oldest ones are). */
  async function lockedOf(workspaceId: string, id: string, max: number): Promise<boolean> {
    const rows = await sponsors.list(workspaceId);
    return withLocks(rows, max).find((row) => row.id === id)?.locked ?? true;
  }

  return {
    /** Every member lists them, also after a downgrade (then over the limit they are locked). */
    async list(workspaceId: string): Promise<SponsorList> {
      const [{ limits }, rows] = await Promise.all([
        entitlements.entitlements(workspaceId),
        sponsors.list(workspaceId),
      ]);
      const items = await Promise.all(
        withLocks(rows, limits.maxSponsors).map((row) => toSponsor(row, row.locked)),
      );
      return {
        allowed: limits.maxSponsors > 0,
        max: limits.maxSponsors,
        sponsors: items.filter((item): item is Sponsor => item !== null),
      };
    },

    async get(workspaceId: string, id: string): Promise<Sponsor> {
      const row = await findOwn(workspaceId, id);
      const { limits } = await entitlements.entitlements(workspaceId);
      const sponsor = await toSponsor(row, await lockedOf(workspaceId, row.id, limits.maxSponsors));
      if (!sponsor) throw AppError.of(503, 'STORAGE_UNAVAILABLE');
      return sponsor;
    },

    /**
     * `read` reads the request's form; it is called only once the upload is admitted, so a
     * refused burst never holds its bodies in memory.
     */
    async create(workspaceId: string, read: () => Promise<SponsorInput>): Promise<Sponsor> {
      return uploads.run(workspaceId, async (decode) => {
        const max = await allowance(workspaceId);
        if ((await sponsors.count(workspaceId)) >= max) throw limitReached(max);
        const input = await read();
        const fields = validate(sponsorFieldsSchema, input.fields);
        if (!input.logo) throw AppError.of(400, 'SPONSOR_LOGO_REQUIRED');
        const image = await checkedLogo(input.logo, decode);
        const logo = await putLogo(workspaceId, image);
        let row: SponsorWithTeams;
        try {
          row = await sponsors.transaction(async (tx) => {
            await tx.lockWorkspace(workspaceId);
            if ((await tx.count(workspaceId)) >= max) throw limitReached(max);
            await checkTeamSlots(tx, workspaceId, fields.teamSlotIds);
            const made = await tx.insert({
              workspaceId,
              ...rowValues(fields),
              logoPath: logo.key,
            });
            await tx.setTeamSlots(made.id, fields.teamSlotIds);
            return { ...made, teamSlotIds: fields.teamSlotIds };
          });
        } catch (error) {
          await logo.drop();
          throw error;
        } finally {
          logo.release();
        }
        logger.info('sponsor created', { workspaceId, sponsorId: row.id, level: row.level });
        const sponsor = await toSponsor(row, false);
        if (!sponsor) throw new Error(`fresh sponsor ${row.id} could not be signed`);
        return sponsor;
      });
    },

    /**
     * Replaces the sponsor's fields, and its logo when a new one is sent (the old file goes once
     * the row holds the new one). A sponsor over the plan's limit is locked: deleted, not changed.
     */
    async update(
      workspaceId: string,
      id: string,
      read: () => Promise<SponsorInput>,
    ): Promise<Sponsor> {
      const found = await findOwn(workspaceId, id);
      return uploads.run(workspaceId, async (decode) => {
        const max = await allowance(workspaceId);
        if (await lockedOf(workspaceId, found.id, max)) throw limitReached(max);
        const input = await read();
        const fields = validate(sponsorFieldsSchema, input.fields);
        const logo = input.logo
          ? await putLogo(workspaceId, await checkedLogo(input.logo, decode))
          : null;
        let saved: { row: SponsorWithTeams; oldLogo: string } | null;
        try {
          saved = await sponsors.transaction(async (tx) => {
            await tx.lockWorkspace(workspaceId);
            const before = await tx.find(workspaceId, found.id);
            if (!before) return null;
            await checkTeamSlots(tx, workspaceId, fields.teamSlotIds);
            const row = await tx.update(workspaceId, found.id, {
              ...rowValues(fields),
              ...(logo ? { logoPath: logo.key } : {}),
            });
            if (!row) return null;
            await tx.setTeamSlots(row.id, fields.teamSlotIds);
            return { row: { ...row, teamSlotIds: fields.teamSlotIds }, oldLogo: before.logoPath };
          });
        } catch (error) {
          await logo?.drop();
          throw error;
        } finally {
          logo?.release();
        }
        if (!saved) {
          // Deleted by another request meanwhile.
          await logo?.drop();
          throw AppError.of(404, 'NOT_FOUND');
        }
        if (logo) {
          await storage.delete(saved.oldLogo).catch((error: unknown) =>
            // The row holds the new logo; the old file goes with the workspace's folder.
            logger.warn('replaced sponsor logo not removed', { sponsorId: id, error }),
          );
        }
        logger.info('sponsor changed', { workspaceId, sponsorId: saved.row.id, logo: !!logo });
        const sponsor = await toSponsor(saved.row, false);
        if (!sponsor) throw new Error(`changed sponsor ${saved.row.id} could not be signed`);
        return sponsor;
      });
    },

    /** Also without sponsors in the plan: deleting one is always allowed. Answers its name. */
    async remove(workspaceId: string, id: string): Promise<string> {
      const parsed = sponsorIdSchema.safeParse(id);
      const row = parsed.success ? await sponsors.remove(workspaceId, parsed.data) : null;
      if (!row) throw AppError.of(404, 'NOT_FOUND');
      try {
        await storage.delete(row.logoPath);
      } catch (error) {
        // The row is gone, so nobody sees the file; deleting the workspace sweeps the folder.
        logger.warn('sponsor logo not removed', { sponsorId: row.id, error });
      }
      logger.info('sponsor deleted', { workspaceId, sponsorId: row.id });
      return row.name;
    },
  };
}

export type SponsorService = ReturnType<typeof createSponsorService>;
