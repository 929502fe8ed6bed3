import { Hono } from 'hono';
import { requireWorkspace, type AuthVariables } from '#server/http/session-user.ts';
import type { AppContext } from '#server/context.ts';
import { requestLanguage } from '#server/http/app-error.ts';
import { validate } from '#server/http/validation.ts';
import { weekendQuerySchema } from '#shared/weekend/weekend.schema.ts';

/**
 * GET /api/weekend?from=YYYY-MM-DD&to=YYYY-MM-DD (signed in): the games of the user's saved
 * teams in the window (at most 14 days), sorted by day and time. A window that is no window
 * answers 400 WEEKEND_DATES_INVALID or WEEKEND_WINDOW_TOO_LONG.
 */
export function weekendRoutes(ctx: AppContext) {
  const weekend = ctx.services.weekend;
  return new Hono<{ Variables: AuthVariables }>().get('/', async (c) => {
    const { workspace } = requireWorkspace(c);
    const query = validate(weekendQuerySchema, c.req.query());
    const answer = await weekend.games(
      workspace.id,
      query.from,
      query.to,
      requestLanguage(c.req.raw.headers),
    );
    return c.json(answer, 200, { 'Cache-Control': 'private, no-cache' });
  });
}
