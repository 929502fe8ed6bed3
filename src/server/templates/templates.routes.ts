import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireUser, type AuthVariables } from '#server/http/session-user.ts';
import type { AppContext } from '#server/context.ts';
import { pathId } from '#server/http/validation.ts';
import { AppError, requestLanguage } from '#server/http/app-error.ts';
import {
  templateIdSchema,
  type TemplateDeleted,
  type TemplateList,
} from '#shared/templates/template-list.schema.ts';
import { templateBodyMaxBytes } from '#shared/templates/template-write.schema.ts';

/** A template id from the path; anything that is no id is a template that does not exist. */
const templateId = (raw: string): string => pathId(templateIdSchema, raw);

/** A template body over the cap is refused before it is read in full. */
const templateBodyLimit = bodyLimit({
  maxSize: templateBodyMaxBytes,
  onError: () => {
    throw AppError.of(413, 'TEMPLATE_TOO_LARGE');
  },
});

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw AppError.of(400, 'BAD_REQUEST');
  }
}

/**
 * /api/templates: the signed-in user's own templates, newest first, with `locked` for those
 * beyond the plan's limit; one for the editor, create and save (template-write.schema.ts), copy
 * ('(Kopie)') within the limit, delete any of them.
 */
export function templateRoutes(ctx: AppContext) {
  const templates = ctx.services.templates;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      const user = requireUser(c);
      const body: TemplateList = await templates.list(user.id);
      return c.json(body);
    })
    .get('/:id', async (c) => {
      const user = requireUser(c);
      return c.json(await templates.get(user.id, templateId(c.req.param('id'))));
    })
    .post('/', templateBodyLimit, async (c) => {
      const user = requireUser(c);
      const language = requestLanguage(c.req.raw.headers);
      return c.json(await templates.create(user.id, await jsonBody(c), language), 201);
    })
    .put('/:id', templateBodyLimit, async (c) => {
      const user = requireUser(c);
      const id = templateId(c.req.param('id'));
      const language = requestLanguage(c.req.raw.headers);
      return c.json(await templates.update(user.id, id, await jsonBody(c), language));
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
