import { Hono } from 'hono';
import { requireUser, type AuthVariables } from '#server/auth/session.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/http/app-error.ts';
import {
  templateIdSchema,
  type TemplateDeleted,
  type TemplateList,
} from '#shared/templates/template-list.schema.ts';

/** A template id from the path; anything that is no id is a template that does not exist. */
function templateId(raw: string): string {
  const parsed = templateIdSchema.safeParse(raw);
  if (!parsed.success) throw AppError.of(404, 'NOT_FOUND');
  return parsed.data;
}

/**
 * /api/templates: the signed-in user's own templates, newest first, with `locked` for those
 * beyond the plan's limit; copy ('(Kopie)') within the limit, delete any of them.
 */
export function templateRoutes(ctx: AppContext) {
  const templates = ctx.services.templates;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      const user = requireUser(c);
      const body: TemplateList = await templates.list(user.id);
      return c.json(body);
    })
    .post('/:id/copy', async (c) => {
      const user = requireUser(c);
      return c.json(await templates.copy(user.id, templateId(c.req.param('id'))), 201);
    })
    .delete('/:id', async (c) => {
      const user = requireUser(c);
      await templates.remove(user.id, templateId(c.req.param('id')));
      const body: TemplateDeleted = { deleted: true };
      return c.json(body);
    });
}
