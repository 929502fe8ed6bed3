import { Hono } from 'hono';
import { requireUser, type AuthVariables } from '#server/auth/session.ts';
import type { AppContext } from '#server/context.ts';
import { validateJson } from '#server/http/validation.ts';
import {
  getProfile,
  saveLastSelection,
  updateInstagramUsername,
  updateProfile,
} from '#server/profile/profile.service.ts';
import {
  instagramUpdateSchema,
  lastSelectionSchema,
  profileUpdateSchema,
} from '#shared/profile/profile.schema.ts';

/** /api/profile: the signed-in user's own profile; there is no way to name another user's. */
export function profileRoutes(ctx: AppContext) {
  const db = ctx.database.db;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => c.json(await getProfile(db, requireUser(c).id)))
    .patch('/', async (c) => {
      const user = requireUser(c);
      const changes = await validateJson(c, profileUpdateSchema);
      return c.json(await updateProfile(db, user.id, changes));
    })
    .put('/instagram', async (c) => {
      const user = requireUser(c);
      const username = await validateJson(c, instagramUpdateSchema);
      return c.json(await updateInstagramUsername(db, user.id, username));
    })
    .put('/last-selection', async (c) => {
      const user = requireUser(c);
      const selection = await validateJson(c, lastSelectionSchema);
      return c.json({ saved: await saveLastSelection(db, user.id, selection) });
    });
}
