import { z } from 'zod';

/**
 * GET /api/templates: the user's own templates, newest first. `allowed` is false for plans
 * without custom templates. Nothing is deleted when a plan ends or drops: templates beyond the
 * plan's limit (the newest ones; the oldest stay usable, see usable-items.ts) come with
 * `locked: true` and cannot be used in a post or copied until an upgrade; without custom
 * templates all are locked. The config is checked entry by entry against the template schema by
 * whoever uses it, so one broken template does not hide the rest.
 */
export const templateListEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  supportedGames: z.number().int(),
  svgConfig: z.unknown(),
  /** ISO 8601 */
  createdAt: z.string(),
  /** Beyond the plan's limit: kept and shown, but neither used nor copied until an upgrade. */
  locked: z.boolean(),
  /**
   * Signed addresses (1 hour) to show the user's own images of the config in the browser: each
   * `/api/files/<key>` reference maps to one (see template-write.schema.ts).
   */
  imageUrls: z.record(z.string(), z.string()).optional(),
});
export type TemplateListEntry = z.infer<typeof templateListEntrySchema>;

export const templateListSchema = z.object({
  templates: z.array(templateListEntrySchema),
  allowed: z.boolean(),
  /** Own templates the plan allows; 999 or more means unlimited (see isUnlimited). */
  maxCustomTemplates: z.number().int(),
});
export type TemplateList = z.infer<typeof templateListSchema>;

/** The path id of POST /api/templates/:id/copy and DELETE /api/templates/:id. */
export const templateIdSchema = z.uuid();

/**
 * POST /api/templates/:id/copy answers the new template (201): the name with ' (Kopie)', at most
 * 100 characters. Refused with 403 TEMPLATE_LIMIT at the plan's limit, 403 TEMPLATE_LOCKED for a
 * locked original, 403 CUSTOM_TEMPLATES_NOT_ALLOWED without custom templates.
 */
export const templateCopySchema = templateListEntrySchema;
export type TemplateCopy = TemplateListEntry;

/** DELETE /api/templates/:id: also for a locked template (it frees room). */
export const templateDeletedSchema = z.object({ deleted: z.literal(true) });
export type TemplateDeleted = z.infer<typeof templateDeletedSchema>;

/** The suffix of a copy's name (docs/product.md section 7, "copy"). */
export const TEMPLATE_COPY_SUFFIX = ' (Kopie)';
export const TEMPLATE_NAME_MAX = 100;

/** The copy's name: the original's with ' (Kopie)', the original cut so the whole fits 100. */
export function templateCopyName(name: string): string {
  const room = TEMPLATE_NAME_MAX - TEMPLATE_COPY_SUFFIX.length;
  return [...name].slice(0, room).join('').trimEnd() + TEMPLATE_COPY_SUFFIX;
}
