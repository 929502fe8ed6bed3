import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import { AppError } from '#server/http/app-error.ts';
import type {
  NewTemplate,
  TemplateDesignRow,
  TemplateListRow,
  TemplateQueries,
  TemplateRepository,
} from '#server/templates/template.repository.ts';
import type { Entitlements } from '#shared/accounts/entitlements.ts';
import { isUsableItem, usableItemIds } from '#shared/accounts/usable-items.ts';
import { isUnlimited } from '#shared/plans.ts';
import {
  templateCopyName,
  type TemplateCopy,
  type TemplateList,
  type TemplateListEntry,
} from '#shared/templates/template-list.schema.ts';

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
}

/** How many templates the plan lets the user use. */
export function usableTemplateLimit({ limits }: Entitlements): number {
  return limits.canUseCustomTemplates ? limits.maxCustomTemplates : 0;
}

function toEntry(row: TemplateListRow, locked: boolean): TemplateListEntry {
  return {
    id: row.id,
    name: row.name,
    supportedGames: row.supportedGames,
    svgConfig: row.svgConfig,
    createdAt: row.createdAt.toISOString(),
    locked,
  };
}

const notFound = () => AppError.of(404, 'NOT_FOUND');

function assertCustomTemplates({ limits }: Entitlements): void {
  if (!limits.canUseCustomTemplates) throw AppError.of(403, 'CUSTOM_TEMPLATES_NOT_ALLOWED');
}

export function createTemplateService({ templates, entitlements }: TemplateDeps) {
  /**
   * Inserts a template when the plan has room for one more, under the user's lock so parallel
   * requests cannot both take the last place. `make` reads the values under the same lock.
   */
  async function insertWithinLimit(
    userId: string,
    granted: Entitlements,
    make: (tx: TemplateQueries) => Promise<NewTemplate>,
  ): Promise<TemplateListRow> {
    assertCustomTemplates(granted);
    const limit = usableTemplateLimit(granted);
    return templates.transaction(async (tx) => {
      await tx.lockUser(userId);
      const values = await make(tx);
      const used = (await tx.agesOfUser(userId)).length;
      if (!isUnlimited(limit) && used >= limit) {
        throw AppError.of(403, 'TEMPLATE_LIMIT', { maxCustomTemplates: limit, used });
      }
      return tx.insert(userId, values);
    });
  }

  /** 403 TEMPLATE_LOCKED unless the template is among those the plan lets the user use. */
  async function assertUsable(
    tx: Pick<TemplateQueries, 'agesOfUser'>,
    userId: string,
    id: string,
    granted: Entitlements,
  ): Promise<void> {
    const ages = await tx.agesOfUser(userId);
    if (!isUsableItem(ages, id, usableTemplateLimit(granted))) {
      throw AppError.of(403, 'TEMPLATE_LOCKED');
    }
  }

  return {
    async list(userId: string): Promise<TemplateList> {
      const [granted, rows] = await Promise.all([
        entitlements.entitlements(userId),
        templates.listOfUser(userId),
      ]);
      const usable = usableItemIds(rows, usableTemplateLimit(granted));
      return {
        templates: rows.map((row) => toEntry(row, !usable.has(row.id))),
        allowed: granted.limits.canUseCustomTemplates,
        maxCustomTemplates: granted.limits.maxCustomTemplates,
      };
    },

    /** A copy named '<name> (Kopie)' (SPEC.md section 7); the original must be usable. */
    async copy(userId: string, id: string): Promise<TemplateCopy> {
      const granted = await entitlements.entitlements(userId);
      const row = await insertWithinLimit(userId, granted, async (tx) => {
        const original = await tx.find(userId, id);
        // Another user's template answers exactly like a missing one.
        if (!original) throw notFound();
        await assertUsable(tx, userId, id, granted);
        return {
          name: templateCopyName(original.name),
          supportedGames: original.supportedGames,
          svgConfig: original.svgConfig,
          format: original.format,
        };
      });
      // The newest, and the limit had room for it: usable.
      return toEntry(row, false);
    },

    /** Any of the user's templates, locked ones too: deleting one frees room. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await templates.remove(userId, id))) throw notFound();
    },

    /**
     * The design of a template for a post: only with custom templates in the plan, only the
     * user's own (404 TEMPLATE_NOT_FOUND otherwise) and only a usable one (403 TEMPLATE_LOCKED).
     */
    async designForPost(
      userId: string,
      id: string,
      granted: Entitlements,
    ): Promise<TemplateDesignRow> {
      assertCustomTemplates(granted);
      const row = await templates.findDesign(userId, id);
      // Another user's template answers as a missing one: ids say nothing about other accounts.
      if (!row) throw AppError.of(404, 'TEMPLATE_NOT_FOUND');
      await assertUsable(templates, userId, id, granted);
      return row;
    },

    insertWithinLimit,
  };
}

export type TemplateService = ReturnType<typeof createTemplateService>;
