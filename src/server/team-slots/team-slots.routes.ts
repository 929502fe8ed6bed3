import { Hono, type Context } from 'hono';
import {
  requireWorkspace,
  type AuthVariables,
  type SessionUser,
  type SessionWorkspace,
} from '#server/http/session-user.ts';
import type { WorkspaceRole } from '#shared/workspaces/workspace.schema.ts';
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
 * The signed-in user, the workspace the request acts in (its role at least `needed`) and the id
 * of the slot the path names (`/:id`): anything that is no id is a slot that does not exist,
 * and so is another workspace's slot (the services answer 404).
 */
export function ownSlotPath(
  c: Context<{ Variables: AuthVariables }>,
  needed: WorkspaceRole = 'editor',
): {
  user: SessionUser;
  workspace: SessionWorkspace;
  id: string;
} {
  return {
    ...requireWorkspace(c, needed),
    id: pathId(teamSlotIdSchema, c.req.param('id') ?? ''),
  };
}

/**
 * /api/team-slots: the team slots of the workspace the request acts in, limited by its plan;
 * every member reads them, owners and admins add, change and remove them (ADR 058). PATCH /:id
 * {postLanguage, postSponsors} remembers the language of the team's posts and whether they show
 * its sponsors (every member: the studio sets them).
 */
export function teamSlotRoutes(ctx: AppContext) {
  const slots = ctx.services.teamSlots;
  const activity = ctx.services.workspaces.record;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      const { workspace } = requireWorkspace(c);
      return c.json(await slots.list(workspace.id));
    })
    .get('/can-change', async (c) => {
      const { workspace } = requireWorkspace(c);
      const query = validate(teamSlotChangeQuerySchema, c.req.query());
      const body: TeamSlotChangeCheck = {
        canChange: await slots.canChange(workspace.id, query.teamId, query.sport),
      };
      return c.json(body);
    })
    .post('/', async (c) => {
      const { user, workspace } = requireWorkspace(c, 'admin');
      const team = await validateJson(c, teamSlotInputSchema);
      const slot = await slots.create(workspace.id, team);
      await activity(workspace.id, user, 'team', 'created', team.teamName);
      return c.json(slot, 201);
    })
    .put('/:id', async (c) => {
      const { user, workspace, id } = ownSlotPath(c, 'admin');
      const team = await validateJson(c, teamSlotInputSchema);
      const slot = await slots.change(workspace.id, id, team);
      await activity(workspace.id, user, 'team', 'updated', team.teamName);
      return c.json(slot);
    })
    .patch('/:id', async (c) => {
      const { workspace, id } = ownSlotPath(c);
      const settings = await validateJson(c, teamSlotPatchSchema);
      return c.json(await slots.setPostSettings(workspace.id, id, settings));
    })
    .delete('/:id', async (c) => {
      const { user, workspace, id } = ownSlotPath(c, 'admin');
      const { undone } = await slots.remove(workspace.id, id);
      await activity(workspace.id, user, 'team', 'deleted', null);
      const body: TeamSlotDeleted = { deleted: true, undone };
      return c.json(body);
    });
}
