import { Hono, type Context } from 'hono';
import { requireUser, type AuthVariables, type SessionUser } from '#server/auth/session.ts';
import type { AppContext } from '#server/context.ts';
import { pathId, validate, validateJson } from '#server/http/validation.ts';
import {
  teamSlotChangeQuerySchema,
  teamSlotIdSchema,
  teamSlotInputSchema,
  teamSlotPatchSchema,
  type TeamSlotChangeCheck,
  type TeamSlotDeleted,
} from '#shared/team-slots/team-slot.schema.ts';

/**
 * The signed-in user and the id of the slot the path names (`/:id`): anything that is no id is a
 * slot that does not exist, and so is another user's slot (the services answer 404).
 */
export function ownSlotPath(c: Context<{ Variables: AuthVariables }>): {
  user: SessionUser;
  id: string;
} {
  return { user: requireUser(c), id: pathId(teamSlotIdSchema, c.req.param('id') ?? '') };
}

/**
 * /api/team-slots: the signed-in user's own team slots, limited by their plan. PATCH /:id
 * {postLanguage} remembers the language of the team's posts.
 */
export function teamSlotRoutes(ctx: AppContext) {
  const slots = ctx.services.teamSlots;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      const user = requireUser(c);
      return c.json(await slots.list(user.id));
    })
    .get('/can-change', async (c) => {
      const user = requireUser(c);
      const query = validate(teamSlotChangeQuerySchema, c.req.query());
      const body: TeamSlotChangeCheck = {
        canChange: await slots.canChange(user.id, query.teamId, query.sport),
      };
      return c.json(body);
    })
    .post('/', async (c) => {
      const user = requireUser(c);
      const team = await validateJson(c, teamSlotInputSchema);
      return c.json(await slots.create(user.id, team), 201);
    })
    .put('/:id', async (c) => {
      const { user, id } = ownSlotPath(c);
      const team = await validateJson(c, teamSlotInputSchema);
      return c.json(await slots.change(user.id, id, team));
    })
    .patch('/:id', async (c) => {
      const { user, id } = ownSlotPath(c);
      const { postLanguage } = await validateJson(c, teamSlotPatchSchema);
      return c.json(await slots.setPostLanguage(user.id, id, postLanguage));
    })
    .delete('/:id', async (c) => {
      const { user, id } = ownSlotPath(c);
      const { undone } = await slots.remove(user.id, id);
      const body: TeamSlotDeleted = { deleted: true, undone };
      return c.json(body);
    });
}
