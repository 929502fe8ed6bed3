import { z } from 'zod';

/**
 * GET /api/templates: the user's own templates, newest first; `allowed` is false for plans
 * without custom templates (the list is empty then). The config is checked entry by entry
 * against the template schema by whoever uses it, so one broken template does not hide the rest.
 */
export const templateListEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  supportedGames: z.number().int(),
  svgConfig: z.unknown(),
});

export const templateListSchema = z.object({
  templates: z.array(templateListEntrySchema),
  allowed: z.boolean(),
});
export type TemplateList = z.infer<typeof templateListSchema>;
