import { Hono, type Context } from 'hono';
import { requireUser, type AuthVariables } from '#server/http/session-user.ts';
import { AppError } from '#server/http/app-error.ts';

// Room for the multipart boundaries, part headers and the small fields around the file itself.
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** An upload's multipart form: its fields by name, a file or a text each. */
export type UploadForm = Record<string, string | File>;

/** A service of files a signed-in user uploads and owns (backgrounds, logos). */
export interface OwnUploads<Upload> {
  list(userId: string): Promise<unknown>;
  /** Stores the upload `read` gives; `read` is called only once the upload is admitted. */
  upload(userId: string, read: () => Promise<Upload>): Promise<unknown>;
  remove(userId: string, id: string): Promise<void>;
}

async function readForm(c: Context): Promise<UploadForm> {
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
 * DELETE /:id removes one. Only the signed-in user's own.
 */
export function ownUploadsRoutes<Upload>(
  uploads: OwnUploads<Upload>,
  maxFileBytes: number,
  fromForm: (form: UploadForm) => Promise<Upload>,
) {
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      const user = requireUser(c);
      return c.json(await uploads.list(user.id));
    })
    .post('/', async (c) => {
      const user = requireUser(c);
      const declared = Number(c.req.header('content-length'));
      if (declared > maxFileBytes + FORM_OVERHEAD_BYTES) {
        throw AppError.of(413, 'PAYLOAD_TOO_LARGE');
      }
      // The form is read only once the upload is admitted (upload-admission.ts).
      const stored = await uploads.upload(user.id, async () => fromForm(await readForm(c)));
      return c.json(stored, 201);
    })
    .delete('/:id', async (c) => {
      const user = requireUser(c);
      await uploads.remove(user.id, c.req.param('id'));
      const body: { deleted: true } = { deleted: true };
      return c.json(body);
    });
}
