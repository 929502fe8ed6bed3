import { z } from 'zod';

/*
 * Workspaces (docs/workspaces.md): what a club shares. Every account has a personal workspace;
 * a club workspace ("Vereinskonto") has members with a role. Team slots, templates, logos,
 * backgrounds, club API keys and the plan belong to a workspace; the session acts in one of
 * them at a time (PUT /api/me/workspace).
 */

/** A member's role, from most to least: owner (one per workspace), admin, editor. */
export const workspaceRoles = ['owner', 'admin', 'editor'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

/** The roles an invitation or a role change may give (the owner hands over ownership instead). */
export const invitableRoles = ['admin', 'editor'] as const;
export type InvitableRole = (typeof invitableRoles)[number];

export const WORKSPACE_NAME_MAX = 80;

export const workspaceNameSchema = z.string().trim().min(1).max(WORKSPACE_NAME_MAX);

/** POST /api/workspaces, PATCH /api/workspaces/:id */
export const createWorkspaceSchema = z.object({ name: workspaceNameSchema });

/** One workspace of the signed-in user: GET /api/workspaces lists them, POST answers one. */
export const workspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(workspaceRoles),
  personal: z.boolean(),
  /** The club's crest (uploaded with PUT /api/workspaces/:id/crest), or null. */
  crestUrl: z.string().nullable(),
});
export type Workspace = z.infer<typeof workspaceSchema>;
export const workspacesSchema = z.array(workspaceSchema);

/** PUT /api/me/workspace */
export const switchWorkspaceSchema = z.object({ workspaceId: z.string().min(1).max(100) });

/** GET /api/workspaces/:id/members */
export const memberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(workspaceRoles),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(invitableRoles),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const membersSchema = z.object({
  members: z.array(memberSchema),
  /** Pending invitations; only the owner and admins see them (empty for an editor). */
  invitations: z.array(invitationSchema),
  /** The plan's number of members (pending invitations count toward it). */
  maxMembers: z.number().int(),
});
export type Members = z.infer<typeof membersSchema>;

/** POST /api/workspaces/:id/invitations */
export const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  role: z.enum(invitableRoles),
});

/** PATCH /api/workspaces/:id/members/:userId */
export const changeRoleSchema = z.object({ role: z.enum(invitableRoles) });

/** POST /api/workspaces/:id/owner: hands ownership to a member, who becomes owner; the old owner becomes admin. */
export const handOverSchema = z.object({ userId: z.string().min(1).max(100) });

/** GET /api/invitations/:token: what the invitation page shows before accepting. */
export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  email: z.string(),
  role: z.enum(invitableRoles),
  invitedBy: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const activityKinds = [
  'export',
  'publish',
  'template',
  'member',
  'team',
  'logo',
  'background',
  'sponsor',
  'workspace',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** GET /api/workspaces/:id/activity: newest first, at most 100. */
export const activitySchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      actorEmail: z.string().nullable(),
      kind: z.enum(activityKinds),
      /** What happened, as a stable word: 'created', 'updated', 'deleted', 'invited', 'joined', ... */
      action: z.string(),
      /** The object's name as it was (a template's name, a member's address, a file type). */
      subject: z.string().nullable(),
    }),
  ),
});
export type Activity = z.infer<typeof activitySchema>;
