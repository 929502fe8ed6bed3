import { Hono } from 'hono';
import type { AppContext } from '#server/context.ts';
import { requireWorkspace, type AuthVariables } from '#server/http/session-user.ts';
import { AppError } from '#server/http/app-error.ts';

/**
 * /api/club-api-keys: the federation keys of the workspace the request acts in. GET lists sport,
 * clubId and lastFour (every member); PUT /{sport}/{clubId} with {apiKey} stores or replaces,
 * DELETE removes (owners and admins). Keys never go back out.
 */
export function clubApiKeyRoutes(ctx: AppContext) {
  const service = ctx.services.clubApiKeys;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      const { workspace } = requireWorkspace(c);
      return c.json({ keys: await service.list(workspace.id) });
    })
    .put('/:sport/:clubId', async (c) => {
      const { workspace } = requireWorkspace(c, 'admin');
      const body: unknown = await c.req.json().catch(() => {
        throw AppError.of(400, 'BAD_REQUEST');
      });
      const apiKey =
        body !== null && typeof body === 'object'
          ? (body as { apiKey?: unknown }).apiKey
          : undefined;
      const saved = await service.save(
        workspace.id,
        c.req.param('sport'),
        c.req.param('clubId'),
        apiKey,
      );
      return c.json(saved);
    })
    .delete('/:sport/:clubId', async (c) => {
      const { workspace } = requireWorkspace(c, 'admin');
      await service.remove(workspace.id, c.req.param('sport'), c.req.param('clubId'));
      return c.body(null, 204);
    });
}
