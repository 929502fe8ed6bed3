import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppContext } from '#server/context.ts';
import { AppError, requestLanguage } from '#server/http/app-error.ts';
import { requireUser, type AuthVariables } from '#server/http/session-user.ts';
import { validateJson } from '#server/http/validation.ts';
import type { WorkspaceService } from '#server/workspaces/workspace.service.ts';
import { LOGO_MAX_BYTES } from '#shared/logos/logo.schema.ts';
import {
  changeRoleSchema,
  createWorkspaceSchema,
  handOverSchema,
  inviteSchema,
  switchWorkspaceSchema,
} from '#shared/workspaces/workspace.schema.ts';

/*
 * Workspaces (ADR 058, docs/workspaces.md): the user's workspaces and the session's current
 * one, members and roles, invitations and the activity list. Who may do what is decided in
 * workspace.service.ts; a workspace the user is no member of is 404 on every route.
 */

/** Ids in paths: a workspace id (a user's id or a UUID) or a member's user id. */
const idSchema = z.string().min(1).max(100);
const pathIdOf = (raw: string) => {
  const parsed = idSchema.safeParse(raw);
  if (!parsed.success) throw AppError.of(404, 'WORKSPACE_NOT_FOUND');
  return parsed.data;
};
const uuidOf = (raw: string) => {
  const parsed = z.uuid().safeParse(raw);
  if (!parsed.success) throw AppError.of(404, 'NOT_FOUND');
  return parsed.data;
};
/** An invitation's token: 32 random bytes in base64url. */
const tokenOf = (raw: string) => {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(raw)) throw AppError.of(410, 'INVITATION_INVALID');
  return raw;
};

/**
 * Sets `c.var.workspace` for every request of a signed-in user who passed sign-in (the
 * session's current workspace while they are its member, else their personal one), read from
 * the database each time: a removed member's next request acts in their own workspace.
 */
export function workspaceMiddleware(
  workspaces: WorkspaceService,
): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const user = c.get('user');
    if (user && !user.mfaPending) c.set('workspace', await workspaces.current(user));
    await next();
  };
}

/** /api/workspaces */
export function workspaceRoutes(ctx: AppContext) {
  const workspaces = ctx.services.workspaces;
  return (
    new Hono<{ Variables: AuthVariables }>()
      .get('/', async (c) => {
        const user = requireUser(c);
        return c.json(await workspaces.list(user.id));
      })
      .post('/', async (c) => {
        const user = requireUser(c);
        const { name } = await validateJson(c, createWorkspaceSchema);
        return c.json(await workspaces.create(user, name), 201);
      })
      .patch('/:id', async (c) => {
        const user = requireUser(c);
        const { name } = await validateJson(c, createWorkspaceSchema);
        return c.json(await workspaces.rename(user, pathIdOf(c.req.param('id')), name));
      })
      .delete('/:id', async (c) => {
        const user = requireUser(c);
        await workspaces.remove(user, pathIdOf(c.req.param('id')));
        return c.body(null, 204);
      })
      // The club's crest: a multipart form with `file` (PNG, JPEG or SVG, the logo upload's checks).
      .put('/:id/crest', async (c) => {
        const user = requireUser(c);
        const id = pathIdOf(c.req.param('id'));
        await workspaces.assertCanEdit(user.id, id);
        const declared = Number(c.req.header('content-length'));
        if (declared > LOGO_MAX_BYTES + 64 * 1024) throw AppError.of(413, 'PAYLOAD_TOO_LARGE');
        const key = await ctx.services.logos.storeCrest(id, async () => {
          const form = await c.req.parseBody().catch(() => {
            throw AppError.of(400, 'BAD_REQUEST');
          });
          const file = form['file'];
          return file instanceof File ? new Uint8Array(await file.arrayBuffer()) : null;
        });
        const { workspace, replaced } = await workspaces.setCrest(user, id, key);
        if (replaced) await ctx.services.logos.dropCrest(replaced);
        return c.json(workspace);
      })
      .delete('/:id/crest', async (c) => {
        const user = requireUser(c);
        const { workspace, replaced } = await workspaces.setCrest(
          user,
          pathIdOf(c.req.param('id')),
          null,
        );
        if (replaced) await ctx.services.logos.dropCrest(replaced);
        return c.json(workspace);
      })
      .get('/:id/members', async (c) => {
        const user = requireUser(c);
        return c.json(await workspaces.members(user.id, pathIdOf(c.req.param('id'))));
      })
      .patch('/:id/members/:userId', async (c) => {
        const user = requireUser(c);
        const { role } = await validateJson(c, changeRoleSchema);
        const id = pathIdOf(c.req.param('id'));
        const member = pathIdOf(c.req.param('userId'));
        await workspaces.changeRole(user, id, member, role);
        const { members } = await workspaces.members(user.id, id);
        const changed = members.find((entry) => entry.userId === member);
        return c.json(changed ?? null);
      })
      .delete('/:id/members/:userId', async (c) => {
        const user = requireUser(c);
        await workspaces.removeMember(
          user,
          pathIdOf(c.req.param('id')),
          pathIdOf(c.req.param('userId')),
        );
        return c.body(null, 204);
      })
      .post('/:id/owner', async (c) => {
        const user = requireUser(c);
        const { userId } = await validateJson(c, handOverSchema);
        await workspaces.handOver(user, pathIdOf(c.req.param('id')), userId);
        return c.json({ handedOver: true });
      })
      .post('/:id/invitations', async (c) => {
        const user = requireUser(c);
        const input = await validateJson(c, inviteSchema);
        const language = requestLanguage(c.req.raw.headers);
        return c.json(
          await workspaces.invite(user, pathIdOf(c.req.param('id')), input, language),
          201,
        );
      })
      .delete('/:id/invitations/:invitationId', async (c) => {
        const user = requireUser(c);
        await workspaces.withdraw(
          user,
          pathIdOf(c.req.param('id')),
          uuidOf(c.req.param('invitationId')),
        );
        return c.body(null, 204);
      })
      .get('/:id/activity', async (c) => {
        const user = requireUser(c);
        return c.json(await workspaces.activity(user.id, pathIdOf(c.req.param('id'))));
      })
  );
}

/** /api/invitations/:token: what the invitation page shows (no sign-in), and accepting it. */
export function invitationRoutes(ctx: AppContext) {
  const workspaces = ctx.services.workspaces;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/:token', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await workspaces.preview(tokenOf(c.req.param('token'))));
    })
    .post('/:token/accept', async (c) => {
      const user = requireUser(c);
      const workspace = await workspaces.accept(user, tokenOf(c.req.param('token')));
      return c.json({ workspace });
    });
}

/** PUT /api/me/workspace: the workspace the session acts in from its next request on. */
export function currentWorkspaceRoutes(ctx: AppContext) {
  const workspaces = ctx.services.workspaces;
  return new Hono<{ Variables: AuthVariables }>().put('/', async (c) => {
    const user = requireUser(c);
    const { workspaceId } = await validateJson(c, switchWorkspaceSchema);
    return c.json({ workspace: await workspaces.switchTo(user, workspaceId) });
  });
}
