import { randomBytes } from 'node:crypto';
import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import type { Db } from '#server/db/database.ts';
import { createPersonalWorkspace } from '#server/db/personal-workspace.ts';
import { AppError } from '#server/http/app-error.ts';
import { roleAllows, type SessionUser, type SessionWorkspace } from '#server/http/session-user.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { invitationMail, invitationTokenHash } from '#server/workspaces/invitation-mail.ts';
import type { WorkspaceRepository } from '#server/workspaces/workspace.repository.ts';
import type { Language } from '#shared/errors/error-codes.ts';
import { MAX_OWNED_WORKSPACES } from '#shared/plans.ts';
import type {
  Activity,
  ActivityKind,
  InvitableRole,
  Invitation,
  InvitationPreview,
  Members,
  Workspace,
  WorkspaceRole,
} from '#shared/workspaces/workspace.schema.ts';

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

/** The newest entries the activity list shows. */
export const ACTIVITY_ENTRIES = 100;

export interface WorkspaceServiceDeps {
  db: Db;
  workspaces: WorkspaceRepository;
  entitlements: EntitlementsService;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  /** Ends what a workspace holds outside its rows (subscription, files) before it is deleted. */
  clearWorkspace: (workspaceId: string) => Promise<number>;
  /** The signed URL of a stored crest, or null when there is none to show. */
  crestUrl: (crestPath: string) => Promise<string | null>;
  now?: () => Date;
}

/** Who did something, as the activity list names them. */
export interface Actor {
  id: string;
  email: string;
}

/**
 * Workspaces (ADR 058): the personal one every user has and the club workspaces they create or
 * are invited to; members, roles, invitations, the session's current workspace and the
 * activity list. The rules of who may do what live here; the routes read the request's
 * workspace and role from http/session-user.ts.
 */
export function createWorkspaceService(deps: WorkspaceServiceDeps) {
  const repo = deps.workspaces;
  const now = deps.now ?? (() => new Date());

  const toWorkspace = async (row: SessionWorkspace): Promise<Workspace> => ({
    id: row.id,
    name: row.name,
    role: row.role,
    personal: row.personal,
    crestUrl: row.crestPath ? await deps.crestUrl(row.crestPath) : null,
  });

  /** The user's membership of `workspaceId`; 404 for a workspace they are no member of. */
  async function member(userId: string, workspaceId: string): Promise<SessionWorkspace> {
    const found = await repo.membership(userId, workspaceId);
    if (!found) throw AppError.of(404, 'WORKSPACE_NOT_FOUND');
    return found;
  }

  /** The membership when its role reaches `needed`; 403 otherwise, 404 for a non-member. */
  async function withRole(
    userId: string,
    workspaceId: string,
    needed: WorkspaceRole,
  ): Promise<SessionWorkspace> {
    const found = await member(userId, workspaceId);
    if (!roleAllows(found.role, needed)) throw AppError.of(403, 'WORKSPACE_ROLE_FORBIDDEN');
    return found;
  }

  async function record(
    workspaceId: string,
    actor: Actor | null,
    kind: ActivityKind,
    action: string,
    subject: string | null,
  ): Promise<void> {
    try {
      await repo.record({
        workspaceId,
        actorUserId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        kind,
        action,
        subject: subject === null ? null : subject.slice(0, 200),
      });
    } catch (error) {
      // The list is a record of what happened, not a condition of it.
      deps.logger.warn('workspace activity not recorded', { workspaceId, kind, action, error });
    }
  }

  return {
    /**
     * The workspace a request of the user acts in (the middleware asks on every request): the
     * session's choice while the user is still a member, else the personal workspace, made
     * here for a user who has none yet.
     */
    async current(user: Pick<SessionUser, 'id' | 'sessionId'>): Promise<SessionWorkspace> {
      const found = await repo.current(user.id, user.sessionId);
      if (found) return found;
      await createPersonalWorkspace(deps.db, user.id);
      const made = await repo.current(user.id, user.sessionId);
      if (!made) throw new Error(`no personal workspace for user ${user.id}`);
      return made;
    },

    async list(userId: string): Promise<Workspace[]> {
      return Promise.all((await repo.ofUser(userId)).map(toWorkspace));
    },

    toWorkspace,

    async create(actor: Actor, name: string): Promise<Workspace> {
      if ((await repo.ownedClubs(actor.id)).length >= MAX_OWNED_WORKSPACES) {
        throw AppError.of(403, 'WORKSPACE_LIMIT', { max: MAX_OWNED_WORKSPACES });
      }
      const made = await repo.create(actor.id, name);
      await record(made.id, actor, 'workspace', 'created', name);
      return toWorkspace(made);
    },

    /** PUT /api/me/workspace: the session acts in `workspaceId` from its next request on. */
    async switchTo(user: SessionUser, workspaceId: string): Promise<Workspace> {
      const found = await member(user.id, workspaceId);
      if (!user.sessionId) throw AppError.of(400, 'BAD_REQUEST');
      await repo.setCurrent(user.sessionId, user.id, found.id);
      return toWorkspace(found);
    },

    async rename(actor: Actor, workspaceId: string, name: string): Promise<Workspace> {
      const found = await withRole(actor.id, workspaceId, 'admin');
      await repo.rename(workspaceId, name);
      await record(workspaceId, actor, 'workspace', 'renamed', name);
      return toWorkspace({ ...found, name });
    },

    /** Sets or clears the crest; answers the workspace and the crest path it replaced. */
    async setCrest(
      actor: Actor,
      workspaceId: string,
      crestPath: string | null,
    ): Promise<{ workspace: Workspace; replaced: string | null }> {
      const found = await withRole(actor.id, workspaceId, 'admin');
      if (found.personal) throw AppError.of(400, 'WORKSPACE_PERSONAL');
      const replaced = await repo.setCrest(workspaceId, crestPath);
      await record(workspaceId, actor, 'workspace', crestPath ? 'crest' : 'crest-removed', null);
      return { workspace: await toWorkspace({ ...found, crestPath }), replaced };
    },

    /** May the actor set the crest (checked before the upload is read). */
    async assertCanEdit(userId: string, workspaceId: string): Promise<void> {
      const found = await withRole(userId, workspaceId, 'admin');
      if (found.personal) throw AppError.of(400, 'WORKSPACE_PERSONAL');
    },

    /** Deletes a club workspace with everything it owns (its owner only). */
    async remove(actor: Actor, workspaceId: string): Promise<void> {
      const found = await withRole(actor.id, workspaceId, 'owner');
      if (found.personal) throw AppError.of(400, 'WORKSPACE_PERSONAL');
      await deps.clearWorkspace(workspaceId);
      await repo.remove(workspaceId);
    },

    async members(userId: string, workspaceId: string): Promise<Members> {
      const found = await member(userId, workspaceId);
      const [rows, invitations, entitlements] = await Promise.all([
        repo.members(workspaceId),
        roleAllows(found.role, 'admin') ? repo.pendingInvitations(workspaceId, now()) : [],
        deps.entitlements.entitlements(workspaceId),
      ]);
      return {
        members: rows.map((row) => ({
          userId: row.userId,
          email: row.email,
          name: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
          role: row.role,
          joinedAt: row.joinedAt.toISOString(),
        })),
        invitations: invitations.map((row): Invitation => ({
          id: row.id,
          email: row.email,
          role: row.role,
          invitedBy: row.invitedByEmail,
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        })),
        maxMembers: found.personal ? 1 : entitlements.limits.maxMembers,
      };
    },

    /**
     * Invites an address with a role and mails it the link; members and pending invitations
     * together stay within the plan's members. Answers the invitation (never its token).
     */
    async invite(
      actor: Actor,
      workspaceId: string,
      input: { email: string; role: InvitableRole },
      language: Language,
    ): Promise<Invitation> {
      const found = await withRole(actor.id, workspaceId, 'admin');
      if (found.personal) throw AppError.of(400, 'WORKSPACE_PERSONAL');
      if (await repo.isMemberAddress(workspaceId, input.email)) {
        throw AppError.of(409, 'WORKSPACE_ALREADY_MEMBER');
      }
      const at = now();
      const [members, pending, entitlements] = await Promise.all([
        repo.memberCount(workspaceId),
        repo.pendingInvitations(workspaceId, at),
        deps.entitlements.entitlements(workspaceId),
      ]);
      const others = pending.filter((row) => row.email !== input.email).length;
      const maxMembers = entitlements.limits.maxMembers;
      if (members + others + 1 > maxMembers) {
        throw AppError.of(403, 'WORKSPACE_MEMBER_LIMIT', { maxMembers });
      }
      const token = randomBytes(32).toString('base64url');
      const row = await repo.invite({
        workspaceId,
        email: input.email,
        role: input.role,
        tokenHash: invitationTokenHash(token),
        invitedBy: actor.id,
        invitedByEmail: actor.email,
        expiresAt: new Date(at.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
      });
      try {
        await deps.mailer.send(
          invitationMail(deps.appUrl, {
            to: input.email,
            token,
            workspace: found.name,
            inviter: actor.email,
            role: input.role,
            language,
          }),
        );
      } catch (error) {
        // No mail, no invitation: the link exists nowhere, so the row goes again.
        await repo.withdraw(workspaceId, row.id);
        deps.logger.error('invitation mail not sent', { workspaceId, error });
        throw AppError.of(503, 'MAIL_UNAVAILABLE');
      }
      await record(workspaceId, actor, 'member', 'invited', input.email);
      return {
        id: row.id,
        email: row.email,
        role: row.role,
        invitedBy: row.invitedByEmail,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    async withdraw(actor: Actor, workspaceId: string, invitationId: string): Promise<void> {
      await withRole(actor.id, workspaceId, 'admin');
      if (!(await repo.withdraw(workspaceId, invitationId))) throw AppError.of(404, 'NOT_FOUND');
      await record(workspaceId, actor, 'member', 'withdrawn', null);
    },

    async changeRole(
      actor: Actor,
      workspaceId: string,
      userId: string,
      role: InvitableRole,
    ): Promise<void> {
      await withRole(actor.id, workspaceId, 'admin');
      const current = await repo.memberRole(workspaceId, userId);
      if (current === null) throw AppError.of(404, 'NOT_FOUND');
      // The owner's role changes only by handing the workspace over.
      if (current === 'owner') throw AppError.of(403, 'WORKSPACE_ROLE_FORBIDDEN');
      await repo.setRole(workspaceId, userId, role);
      await record(
        workspaceId,
        actor,
        'member',
        `role-${role}`,
        await emailOf(workspaceId, userId),
      );
    },

    /** Removes a member (owner and admins), or the actor themself (leaving; not the owner). */
    async removeMember(actor: Actor, workspaceId: string, userId: string): Promise<void> {
      const found = await member(actor.id, workspaceId);
      const leaving = userId === actor.id;
      if (!leaving && !roleAllows(found.role, 'admin')) {
        throw AppError.of(403, 'WORKSPACE_ROLE_FORBIDDEN');
      }
      const current = await repo.memberRole(workspaceId, userId);
      if (current === null) throw AppError.of(404, 'NOT_FOUND');
      if (current === 'owner') {
        throw leaving
          ? AppError.of(409, 'WORKSPACE_OWNER_MUST_HAND_OVER')
          : AppError.of(403, 'WORKSPACE_ROLE_FORBIDDEN');
      }
      const email = await emailOf(workspaceId, userId);
      await repo.removeMember(workspaceId, userId);
      await record(workspaceId, actor, 'member', leaving ? 'left' : 'removed', email);
    },

    async handOver(actor: Actor, workspaceId: string, toUserId: string): Promise<void> {
      const found = await withRole(actor.id, workspaceId, 'owner');
      if (found.personal) throw AppError.of(400, 'WORKSPACE_PERSONAL');
      if (toUserId === actor.id) throw AppError.of(400, 'BAD_REQUEST');
      if (!(await repo.handOver(workspaceId, actor.id, toUserId))) {
        throw AppError.of(404, 'NOT_FOUND');
      }
      await record(workspaceId, actor, 'member', 'owner', await emailOf(workspaceId, toUserId));
    },

    /** What the invitation page shows; 410 for a link that no longer (or never) works. */
    async preview(token: string): Promise<InvitationPreview> {
      const found = await repo.invitationByToken(invitationTokenHash(token));
      if (!found || found.invitation.acceptedAt || found.invitation.expiresAt <= now()) {
        throw AppError.of(410, 'INVITATION_INVALID');
      }
      return {
        workspaceName: found.workspaceName,
        email: found.invitation.email,
        role: found.invitation.role,
        invitedBy: found.invitation.invitedByEmail,
        expiresAt: found.invitation.expiresAt.toISOString(),
      };
    },

    /**
     * Accepts an invitation as the signed-in user, whose address must be the invited one; the
     * session then acts in the workspace.
     */
    async accept(user: SessionUser, token: string): Promise<Workspace> {
      const found = await repo.invitationByToken(invitationTokenHash(token));
      if (!found || found.invitation.acceptedAt || found.invitation.expiresAt <= now()) {
        throw AppError.of(410, 'INVITATION_INVALID');
      }
      const { invitation } = found;
      if (invitation.email !== user.email.toLowerCase()) {
        throw AppError.of(403, 'INVITATION_WRONG_ADDRESS', { email: invitation.email });
      }
      if (!(await repo.accept(invitation.id, user.id, now()))) {
        throw AppError.of(410, 'INVITATION_INVALID');
      }
      if (user.sessionId) await repo.setCurrent(user.sessionId, user.id, invitation.workspaceId);
      await record(invitation.workspaceId, user, 'member', 'joined', user.email);
      return toWorkspace(await member(user.id, invitation.workspaceId));
    },

    async activity(userId: string, workspaceId: string): Promise<Activity> {
      await member(userId, workspaceId);
      const rows = await repo.activity(workspaceId, ACTIVITY_ENTRIES);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actorEmail: row.actorEmail,
          kind: row.kind as ActivityKind,
          action: row.action,
          subject: row.subject,
        })),
      };
    },

    /** Records what a member did in the workspace (exports, templates, team slots, files). */
    record,

    /** The club workspaces the user owns (account deletion asks first). */
    ownedClubs: (userId: string) => repo.ownedClubs(userId),
  };

  async function emailOf(workspaceId: string, userId: string): Promise<string | null> {
    const rows = await repo.members(workspaceId);
    return rows.find((row) => row.userId === userId)?.email ?? null;
  }
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
