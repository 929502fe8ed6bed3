import { Hono } from 'hono';
import { requireUser, type AuthVariables } from '#server/auth/session.ts';
import type { AppContext } from '#server/context.ts';

/**
 * GET /api/templates: the signed-in user's own templates, newest first, with `allowed: false`
 * and an empty list for plans without custom templates.
 */
export function templateRoutes(ctx: AppContext) {
  const templates = ctx.services.templates;
  return new Hono<{ Variables: AuthVariables }>().get('/', async (c) => {
    const user = requireUser(c);
    return c.json(await templates.list(user.id));
  });
}
