import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import type { TemplateListRow, TemplateRepository } from '#server/templates/template.repository.ts';
import type { Entitlements } from '#shared/accounts/entitlements.ts';
import { usableItemIds } from '#shared/accounts/usable-items.ts';
import type { TemplateList, TemplateListEntry } from '#shared/templates/template-list.schema.ts';

/**
 * A user's own templates. Plans with custom templates (canUseCustomTemplates) may keep
 * maxCustomTemplates of them; a downgrade deletes none: the oldest within the limit stay usable,
 * the rest are listed locked (all of them without custom templates).
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

export function createTemplateService({ templates, entitlements }: TemplateDeps) {
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
  };
}

export type TemplateService = ReturnType<typeof createTemplateService>;
