import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import type { TemplateListRow, TemplateRepository } from '#server/templates/template.repository.ts';

/**
 * A user's own templates. Only plans with custom templates see them (canUseCustomTemplates of
 * the entitlements); others get an empty list and `allowed: false`. Creating and editing arrive
 * with the template editor, which checks maxCustomTemplates here.
 */
export interface TemplateDeps {
  templates: TemplateRepository;
  entitlements: EntitlementsService;
}

export function createTemplateService({ templates, entitlements }: TemplateDeps) {
  return {
    async list(userId: string): Promise<{ templates: TemplateListRow[]; allowed: boolean }> {
      const { limits } = await entitlements.entitlements(userId);
      if (!limits.canUseCustomTemplates) return { templates: [], allowed: false };
      return { templates: await templates.listOfUser(userId), allowed: true };
    },
  };
}

export type TemplateService = ReturnType<typeof createTemplateService>;
