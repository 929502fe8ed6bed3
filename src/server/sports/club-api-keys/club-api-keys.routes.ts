import { Hono } from 'hono';
import type { AppContext } from '#server/context.ts';
import { requireUser, type AuthVariables } from '#server/http/session-user.ts';
import { AppError } from '#server/http/app-error.ts';

/**
 * /api/club-api-keys: the signed-in user's federation keys. GET lists sport, clubId and lastFour;
 * PUT /{sport}/{clubId} with {apiKey} stores or replaces; DELETE removes. Keys never go back out.
 */
export function clubApiKeyRoutes(ctx: AppContext) {
  const service = ctx.services.clubApiKeys;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      const user = requireUser(c);
      return c.json({ keys: await service.list(user.id) });
    })
    .put('/:sport/:clubId', async (c) => {
      const user = requireUser(c);
      const body: unknown = await c.req.json().catch(() => {
        throw AppError.of(400, 'BAD_REQUEST');
      });
      const apiKey =
        body !== null && typeof body === 'object'
          ? (body as { apiKey?: unknown }).apiKey
          : undefined;
      const saved = await service.save(
        user.id,
        c.req.param('sport'),
        c.req.param('clubId'),
        apiKey,
      );
      return c.json(saved);
    })
    .delete('/:sport/:clubId', async (c) => {
      const user = requireUser(c);
      await service.remove(user.id, c.req.param('sport'), c.req.param('clubId'));
      return c.body(null, 204);
    });
}
