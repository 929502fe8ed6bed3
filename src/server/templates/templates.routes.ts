import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireWorkspace, type AuthVariables } from '#server/http/session-user.ts';
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
 * /api/templates: the templates of the workspace the request acts in, newest first, with
 * `locked` for those beyond the plan's limit; one for the editor, create and save
 * (template-write.schema.ts), copy ('(Kopie)') within the limit, delete any of them. Every
 * member uses them; owners and admins create, change and delete them (ADR 058).
 */
export function templateRoutes(ctx: AppContext) {
  const templates = ctx.services.templates;
  const activity = ctx.services.workspaces.record;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      const { workspace } = requireWorkspace(c);
      const body: TemplateList = await templates.list(workspace.id);
      return c.json(body);
    })
    .get('/:id', async (c) => {
      const { workspace } = requireWorkspace(c);
      return c.json(await templates.get(workspace.id, templateId(c.req.param('id'))));
    })
    .post('/', templateBodyLimit, async (c) => {
      const { user, workspace } = requireWorkspace(c, 'admin');
      const language = requestLanguage(c.req.raw.headers);
      const made = await templates.create(workspace.id, await jsonBody(c), language);
      await activity(workspace.id, user, 'template', 'created', made.name);
      return c.json(made, 201);
    })
    .put('/:id', templateBodyLimit, async (c) => {
      const { user, workspace } = requireWorkspace(c, 'admin');
      const id = templateId(c.req.param('id'));
      const language = requestLanguage(c.req.raw.headers);
      const saved = await templates.update(workspace.id, id, await jsonBody(c), language);
      await activity(workspace.id, user, 'template', 'updated', saved.name);
      return c.json(saved);
    })
    .post('/:id/copy', async (c) => {
      const { user, workspace } = requireWorkspace(c, 'admin');
      const copy = await templates.copy(workspace.id, templateId(c.req.param('id')));
      await activity(workspace.id, user, 'template', 'copied', copy.name);
      return c.json(copy, 201);
    })
    .delete('/:id', async (c) => {
      const { user, workspace } = requireWorkspace(c, 'admin');
      await templates.remove(workspace.id, templateId(c.req.param('id')));
      await activity(workspace.id, user, 'template', 'deleted', null);
      const body: TemplateDeleted = { deleted: true };
      return c.json(body);
    });
}
