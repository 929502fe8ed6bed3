import { Hono, type Context } from 'hono';
import {
  requireWorkspace,
  type AuthVariables,
  type SessionUser,
} from '#server/http/session-user.ts';
import type { WorkspaceRole } from '#shared/workspaces/workspace.schema.ts';
import { AppError } from '#server/http/app-error.ts';

// Room for the multipart boundaries, part headers and the small fields around the file itself.
export const FORM_OVERHEAD_BYTES = 64 * 1024;

/** An upload's multipart form: its fields by name, a file or a text each. */
export type UploadForm = Record<string, string | File>;

/** A service of files a workspace's members upload and the workspace owns (backgrounds, logos). */
export interface OwnUploads<Upload> {
  list(workspaceId: string): Promise<unknown>;
  /** Stores the upload `read` gives; `read` is called only once the upload is admitted. */
  upload(workspaceId: string, read: () => Promise<Upload>): Promise<unknown>;
  remove(workspaceId: string, id: string): Promise<void>;
}

/** Who may change the files, and what is told of each change (the workspace's activity). */
export interface UploadRules {
  /** The least role that uploads and deletes; every member lists. */
  writeRole: WorkspaceRole;
  changed(workspaceId: string, user: SessionUser, action: 'uploaded' | 'deleted'): Promise<void>;
}

/** The request's multipart form; a broken one is a 400. */
export async function readForm(c: Context): Promise<UploadForm> {
  try {
    return await c.req.parseBody();
  } catch {
    throw AppError.of(400, 'BAD_REQUEST');
  }
}

/**
 * The routes of a user's own uploaded files: GET / lists them, POST / uploads one as a
 * multipart form (refused with 413 before reading when its declared size is over
 * `maxFileBytes` and the form's room; `fromForm` reads what the service stores from the form),
 * DELETE /:id removes one. Only the files of the workspace the request acts in.
 */
export function ownUploadsRoutes<Upload>(
  uploads: OwnUploads<Upload>,
  maxFileBytes: number,
  fromForm: (form: UploadForm) => Promise<Upload>,
  rules: UploadRules,
) {
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      const { workspace } = requireWorkspace(c);
      return c.json(await uploads.list(workspace.id));
    })
    .post('/', async (c) => {
      const { user, workspace } = requireWorkspace(c, rules.writeRole);
      const declared = Number(c.req.header('content-length'));
      if (declared > maxFileBytes + FORM_OVERHEAD_BYTES) {
        throw AppError.of(413, 'PAYLOAD_TOO_LARGE');
      }
      // The form is read only once the upload is admitted (upload-admission.ts).
      const stored = await uploads.upload(workspace.id, async () => fromForm(await readForm(c)));
      await rules.changed(workspace.id, user, 'uploaded');
      return c.json(stored, 201);
    })
    .delete('/:id', async (c) => {
      const { user, workspace } = requireWorkspace(c, rules.writeRole);
      await uploads.remove(workspace.id, c.req.param('id'));
      await rules.changed(workspace.id, user, 'deleted');
      const body: { deleted: true } = { deleted: true };
      return c.json(body);
    });
}
