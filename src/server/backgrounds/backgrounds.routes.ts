import { Hono, type Context } from 'hono';
import { requireUser, type AuthVariables } from '#server/auth/session.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/http/app-error.ts';
import { validate } from '#server/http/validation.ts';
import {
  BACKGROUND_MAX_BYTES,
  backgroundNameSchema,
  type BackgroundDeleted,
} from '#shared/backgrounds/background.schema.ts';

// Room for the multipart boundaries, part headers and the name field around the file itself.
const FORM_OVERHEAD_BYTES = 64 * 1024;

async function readForm(c: Context): Promise<Record<string, string | File>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw AppError.of(400, 'BAD_REQUEST');
  }
}

/**
 * /api/backgrounds: the signed-in user's own background images. Upload is a multipart form with
 * `file` (JPEG, PNG or WebP, at most 10 MB) and an optional `name`.
 */
export function backgroundRoutes(ctx: AppContext) {
  const backgrounds = ctx.services.backgrounds;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      const user = requireUser(c);
      return c.json(await backgrounds.list(user.id));
    })
    .post('/', async (c) => {
      const user = requireUser(c);
      const declared = Number(c.req.header('content-length'));
      if (declared > BACKGROUND_MAX_BYTES + FORM_OVERHEAD_BYTES) {
        throw AppError.of(413, 'PAYLOAD_TOO_LARGE');
      }
      // The form is read only once the upload is admitted (upload-admission.ts).
      const background = await backgrounds.upload(user.id, async () => {
        const form = await readForm(c);
        const file = form['file'];
        if (!(file instanceof File)) throw AppError.of(400, 'INVALID_FILE_TYPE');
        if (file.size > BACKGROUND_MAX_BYTES) throw AppError.of(413, 'PAYLOAD_TOO_LARGE');
        const rawName = form['name'];
        const name =
          typeof rawName === 'string' && rawName.trim() !== ''
            ? validate(backgroundNameSchema, rawName)
            : null;
        const bytes = new Uint8Array(await file.arrayBuffer());
        return { bytes, fileName: file.name, name };
      });
      return c.json(background, 201);
    })
    .delete('/:id', async (c) => {
      const user = requireUser(c);
      await backgrounds.remove(user.id, c.req.param('id'));
      const body: BackgroundDeleted = { deleted: true };
      return c.json(body);
    });
}
