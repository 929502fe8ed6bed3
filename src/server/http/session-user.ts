import type { Context } from 'hono';
import { AppError } from '#server/http/app-error.ts';
import type { WorkspaceRole } from '#shared/workspaces/workspace.schema.ts';

/*
 * The signed-in user as every route reads it. Who it is comes from the auth feature's session
 * middleware (auth/session.ts), which sets `c.var.user`; routes of every feature, and the
 * route builders here in http/, only read it, so they need nothing of the auth feature.
 */

/** The signed-in user of a request, as routes see it. */
export interface SessionUser {
  id: string;
  email: string;
  /** The session row, or null for a bearer access token. */
  sessionId: string | null;
  aal: 'aal1' | 'aal2';
  /** Signed in by link, but a verified second factor has not been passed yet in this session. */
  mfaPending: boolean;
}

/**
 * The workspace a signed-in request acts in (ADR 058): the session's current one while the user
 * is still a member of it, the personal one otherwise. Read from the database on every request,
 * so a removed member loses access on their next request, in every process.
 */
export interface SessionWorkspace {
  id: string;
  name: string;
  role: WorkspaceRole;
  personal: boolean;
  crestPath: string | null;
}

export interface AuthVariables {
  user: SessionUser | null;
  /** Set by the workspaces feature's middleware for a signed-in user; absent otherwise. */
  workspace?: SessionWorkspace;
}

/**
 * The signed-in user, or a 401: UNAUTHENTICATED for nobody, MFA_REQUIRED while a verified second
 * factor has not been passed (only the MFA routes and the account overview allow that state).
 */
export function requireUser(
  c: Context<{ Variables: AuthVariables }>,
  options: { allowPendingMfa?: boolean } = {},
): SessionUser {
  const user = c.get('user');
  if (!user) throw AppError.of(401, 'UNAUTHENTICATED');
  if (user.mfaPending && !options.allowPendingMfa) throw AppError.of(401, 'MFA_REQUIRED');
  return user;
}

const roleRank: Record<WorkspaceRole, number> = { editor: 1, admin: 2, owner: 3 };

/** Whether `role` may do what `needed` may (owner above admin above editor). */
export function roleAllows(role: WorkspaceRole, needed: WorkspaceRole): boolean {
  return roleRank[role] >= roleRank[needed];
}

/**
 * The signed-in user and the workspace the request acts in; 403 WORKSPACE_ROLE_FORBIDDEN when
 * the user's role in it is below `needed` (an editor changing the workspace's settings, an
 * admin paying). Every route of workspace-owned rows reads its owner from here.
 */
export function requireWorkspace(
  c: Context<{ Variables: AuthVariables }>,
  needed: WorkspaceRole = 'editor',
): { user: SessionUser; workspace: SessionWorkspace } {
  const user = requireUser(c);
  const workspace = c.get('workspace');
  if (!workspace) throw new Error('the workspace middleware did not run for this route');
  if (!roleAllows(workspace.role, needed)) throw AppError.of(403, 'WORKSPACE_ROLE_FORBIDDEN');
  return { user, workspace };
}
