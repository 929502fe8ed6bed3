import { Hono } from 'hono';
import { requireUser, type AuthVariables } from '#server/http/session-user.ts';
import type { AppContext } from '#server/context.ts';
import { validateJson } from '#server/http/validation.ts';
import {
  instagramUpdateSchema,
  lastSelectionSchema,
  profileUpdateSchema,
} from '#shared/profile/profile.schema.ts';

/** /api/profile: the signed-in user's own profile; there is no way to name another user's. */
export function profileRoutes(ctx: AppContext) {
  const profiles = ctx.services.profiles;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => c.json(await profiles.get(requireUser(c).id)))
    .patch('/', async (c) => {
      const user = requireUser(c);
      const changes = await validateJson(c, profileUpdateSchema);
      return c.json(await profiles.update(user.id, changes));
    })
    .put('/instagram', async (c) => {
      const user = requireUser(c);
      const username = await validateJson(c, instagramUpdateSchema);
      return c.json(await profiles.updateInstagramUsername(user.id, username));
    })
    .put('/last-selection', async (c) => {
      const user = requireUser(c);
      const selection = await validateJson(c, lastSelectionSchema);
      return c.json({ saved: await profiles.saveLastSelection(user.id, selection) });
    });
}
