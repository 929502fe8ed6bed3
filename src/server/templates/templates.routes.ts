import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { userPlan } from '#server/accounts/plan.service.ts';
import { requireUser, type AuthVariables } from '#server/auth/session.ts';
import type { AppContext } from '#server/context.ts';
import { templates } from '#server/db/schema.ts';

/**
 * GET /api/templates: the signed-in user's own templates, newest first (SPEC.md section 7,
 * "templates: select by user_id ordered newest first"). Only plans with custom templates see
 * them; others get an empty list and `allowed: false`. Creating and editing arrive with the
 * template editor.
 */
export function templateRoutes(ctx: AppContext) {
  const db = ctx.database.db;
  return new Hono<{ Variables: AuthVariables }>().get('/', async (c) => {
    const user = requireUser(c);
    const { limits } = await userPlan(db, user.id, ctx.logger);
    if (!limits.canUseCustomTemplates) return c.json({ templates: [], allowed: false });
    const rows = await db
      .select({
        id: templates.id,
        name: templates.name,
        supportedGames: templates.supportedGames,
        svgConfig: templates.svgConfig,
        format: templates.format,
        createdAt: templates.createdAt,
      })
      .from(templates)
      .where(eq(templates.userId, user.id))
      .orderBy(desc(templates.createdAt));
    return c.json({ templates: rows, allowed: true });
  });
}
