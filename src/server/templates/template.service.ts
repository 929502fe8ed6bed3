import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Storage } from '#server/storage/storage.ts';
import { checkTemplateWrite } from '#server/templates/template-write.ts';
import type {
  NewTemplate,
  TemplateDesignRow,
  TemplateListRow,
  TemplateQueries,
  TemplateRepository,
} from '#server/templates/template.repository.ts';
import type { Entitlements } from '#shared/accounts/entitlements.ts';
import type { Language } from '#shared/errors/error-codes.ts';
import { isUsableItem, withLocks } from '#shared/accounts/usable-items.ts';
import { isUnlimited } from '#shared/plans.ts';
import {
  templateCopyName,
  type TemplateCopy,
  type TemplateList,
  type TemplateListEntry,
} from '#shared/templates/template-list.schema.ts';
import { LOGO_URL_LIFETIME_SECONDS } from '#shared/logos/logo.schema.ts';
import type { Template, TemplateWrite } from '#shared/templates/template-write.schema.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import { upgradeStoredConfig } from '#shared/templates/template-modes.ts';
import { signedUrlOrNull } from '#server/storage/signed-url.ts';

/**
 * A user's own templates. Plans with custom templates (canUseCustomTemplates) may keep
 * maxCustomTemplates of them. A downgrade deletes none: the oldest within the limit stay usable,
 * the rest are listed locked (all of them without custom templates) and cannot be used in a post
 * or copied; deleting any is allowed. New templates (copies now, the editor's later) are made
 * through `insertWithinLimit`, which holds the limit against parallel requests.
 */
export interface TemplateDeps {
  templates: TemplateRepository;
  entitlements: EntitlementsService;
  /** Signs the user's own stored images so the editor can show them. */
  storage: Pick<Storage, 'signedUrl'>;
}

/** How many templates the plan lets the user use. */
export function usableTemplateLimit({ limits }: Entitlements): number {
  return limits.canUseCustomTemplates ? limits.maxCustomTemplates : 0;
}

/**
 * A stored config as today's model reads it: a template saved before templates declared their
 * tabs gets the tabs it was made for and its headline as the headline field (ADR 021). A config
 * the schema refuses is passed on as stored; whoever uses it checks it.
 */
export function readStoredConfig(svgConfig: unknown): unknown {
  const parsed = svgConfigSchema.safeParse(svgConfig);
  return parsed.success ? upgradeStoredConfig(parsed.data) : svgConfig;
}

function toEntry(row: TemplateListRow, locked: boolean): TemplateListEntry {
  return {
    id: row.id,
    name: row.name,
    supportedGames: row.supportedGames,
    svgConfig: readStoredConfig(row.svgConfig),
    createdAt: row.createdAt.toISOString(),
    locked,
  };
}

const notFound = () => AppError.of(404, 'NOT_FOUND');

function assertCustomTemplates({ limits }: Entitlements): void {
  if (!limits.canUseCustomTemplates) throw AppError.of(403, 'CUSTOM_TEMPLATES_NOT_ALLOWED');
}

/** The stored image references of a config that are the user's files (`/api/files/<key>`). */
function storedFileReferences(svgConfig: unknown): string[] {
  const config = svgConfig as {
    elements?: { href?: unknown }[];
    backgroundImageUrl?: unknown;
  } | null;
  const hrefs = [
    ...(Array.isArray(config?.elements) ? config.elements.map((e) => e?.href) : []),
    config?.backgroundImageUrl,
  ];
  const own = hrefs.filter(
    (href): href is string => typeof href === 'string' && /^\/api\/files\/[^?]+$/.test(href),
  );
  return [...new Set(own)];
}

function toNewTemplate(write: TemplateWrite): NewTemplate {
  return {
    name: write.name,
    supportedGames: write.supportedGames,
    svgConfig: write.svgConfig,
    format: write.svgConfig.format,
  };
}

export function createTemplateService({ templates, entitlements, storage }: TemplateDeps) {
  /** Signed addresses (1 hour) of the user's own images in a config, so a browser can show them. */
  async function signedImageUrls(svgConfig: unknown): Promise<Record<string, string>> {
    const imageUrls: Record<string, string> = {};
    for (const href of storedFileReferences(svgConfig)) {
      const key = href.slice('/api/files/'.length);
      const url = await signedUrlOrNull(storage, key, LOGO_URL_LIFETIME_SECONDS);
      // A file the storage no longer has: the browser shows a missing image.
      if (url !== null) imageUrls[href] = url;
    }
    return imageUrls;
  }

  async function toListEntry(row: TemplateListRow, locked: boolean): Promise<TemplateListEntry> {
    return { ...toEntry(row, locked), imageUrls: await signedImageUrls(row.svgConfig) };
  }

  /** The answer of GET, POST and PUT: the entry with its format and signed image addresses. */
  async function toTemplate(row: TemplateListRow, locked: boolean): Promise<Template> {
    return {
      ...toEntry(row, locked),
      svgConfig: readStoredConfig(row.svgConfig) as Template['svgConfig'],
      format: row.format,
      imageUrls: await signedImageUrls(row.svgConfig),
    };
  }

  /**
   * Inserts a template when the plan has room for one more, under the user's lock so parallel
   * requests cannot both take the last place. `make` reads the values under the same lock.
   */
  async function insertWithinLimit(
    workspaceId: string,
    granted: Entitlements,
    make: (tx: TemplateQueries) => Promise<NewTemplate>,
  ): Promise<TemplateListRow> {
    assertCustomTemplates(granted);
    const limit = usableTemplateLimit(granted);
    return templates.transaction(async (tx) => {
      await tx.lockWorkspace(workspaceId);
      const values = await make(tx);
      const used = (await tx.agesOfUser(workspaceId)).length;
      if (!isUnlimited(limit) && used >= limit) {
        throw AppError.of(403, 'TEMPLATE_LIMIT', { maxCustomTemplates: limit, used });
      }
      return tx.insert(workspaceId, values);
    });
  }

  /** 403 TEMPLATE_LOCKED unless the template is among those the plan lets the user use. */
  async function assertUsable(
    tx: Pick<TemplateQueries, 'agesOfUser'>,
    workspaceId: string,
    id: string,
    granted: Entitlements,
  ): Promise<void> {
    const ages = await tx.agesOfUser(workspaceId);
    if (!isUsableItem(ages, id, usableTemplateLimit(granted))) {
      throw AppError.of(403, 'TEMPLATE_LOCKED');
    }
  }

  return {
    async list(workspaceId: string): Promise<TemplateList> {
      const [granted, rows] = await Promise.all([
        entitlements.entitlements(workspaceId),
        templates.listOfUser(workspaceId),
      ]);
      const marked = withLocks(rows, usableTemplateLimit(granted));
      return {
        templates: await Promise.all(marked.map((row) => toListEntry(row, row.locked))),
        allowed: granted.limits.canUseCustomTemplates,
        maxCustomTemplates: granted.limits.maxCustomTemplates,
      };
    },

    /** A copy named '<name> (Kopie)' (docs/product.md section 7); the original must be usable. */
    async copy(workspaceId: string, id: string): Promise<TemplateCopy> {
      const granted = await entitlements.entitlements(workspaceId);
      const row = await insertWithinLimit(workspaceId, granted, async (tx) => {
        const original = await tx.find(workspaceId, id);
        // Another user's template answers exactly like a missing one.
        if (!original) throw notFound();
        await assertUsable(tx, workspaceId, id, granted);
        return {
          name: templateCopyName(original.name),
          supportedGames: original.supportedGames,
          svgConfig: original.svgConfig,
          format: original.format,
        };
      });
      // The newest, and the limit had room for it: usable.
      return toListEntry(row, false);
    },

    /** Any of the user's templates, locked ones too: deleting one frees room. */
    async remove(workspaceId: string, id: string): Promise<void> {
      if (!(await templates.remove(workspaceId, id))) throw notFound();
    },

    /**
     * The design of a template for a post: only with custom templates in the plan, only the
     * user's own (404 TEMPLATE_NOT_FOUND otherwise) and only a usable one (403 TEMPLATE_LOCKED).
     */
    async designForPost(
      workspaceId: string,
      id: string,
      granted: Entitlements,
    ): Promise<TemplateDesignRow> {
      assertCustomTemplates(granted);
      const row = await templates.findDesign(workspaceId, id);
      // Another user's template answers as a missing one: ids say nothing about other accounts.
      if (!row) throw AppError.of(404, 'TEMPLATE_NOT_FOUND');
      await assertUsable(templates, workspaceId, id, granted);
      return { ...row, svgConfig: readStoredConfig(row.svgConfig) };
    },

    /** One of the user's templates for the editor; another user's id answers 404. */
    async get(workspaceId: string, id: string): Promise<Template> {
      const [granted, row] = await Promise.all([
        entitlements.entitlements(workspaceId),
        templates.find(workspaceId, id),
      ]);
      if (!row) throw notFound();
      const ages = await templates.agesOfUser(workspaceId);
      return toTemplate(row, !isUsableItem(ages, id, usableTemplateLimit(granted)));
    },

    /** A new template from the editor, within the plan's count and games limits. */
    async create(workspaceId: string, body: unknown, language: Language): Promise<Template> {
      const granted = await entitlements.entitlements(workspaceId);
      assertCustomTemplates(granted);
      const write = checkTemplateWrite(body, granted, workspaceId, language);
      const row = await insertWithinLimit(workspaceId, granted, async () => toNewTemplate(write));
      return toTemplate(row, false);
    },

    /** Saves the editor's template; a locked one (ADR 014) is refused until an upgrade. */
    async update(
      workspaceId: string,
      id: string,
      body: unknown,
      language: Language,
    ): Promise<Template> {
      const granted = await entitlements.entitlements(workspaceId);
      assertCustomTemplates(granted);
      const row = await templates.transaction(async (tx) => {
        await tx.lockWorkspace(workspaceId);
        if (!(await tx.find(workspaceId, id))) throw notFound();
        await assertUsable(tx, workspaceId, id, granted);
        const write = checkTemplateWrite(body, granted, workspaceId, language);
        const saved = await tx.update(workspaceId, id, toNewTemplate(write));
        if (!saved) throw notFound();
        return saved;
      });
      return toTemplate(row, false);
    },

    insertWithinLimit,
  };
}

export type TemplateService = ReturnType<typeof createTemplateService>;
