import { Hono, type Context } from 'hono';
import { requireUser, type AuthVariables } from '#server/auth/session.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/http/app-error.ts';
import { LOGO_MAX_BYTES, type LogoDeleted } from '#shared/logos/logo.schema.ts';

// Room for the multipart boundaries, part headers and the name and type fields around the file.
const FORM_OVERHEAD_BYTES = 64 * 1024;

async function readForm(c: Context): Promise<Record<string, string | File>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw AppError.of(400, 'BAD_REQUEST');
  }
}

/**
 * /api/logos: the signed-in user's own logos. Upload is a multipart form with `file` (PNG, JPEG
 * or WebP, at most 10 MB), `name` and `logoType` (sponsor, club, team, other).
 */
export function logoRoutes(ctx: AppContext) {
  const logos = ctx.services.logos;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      const user = requireUser(c);
      return c.json(await logos.list(user.id));
    })
    .post('/', async (c) => {
      const user = requireUser(c);
      const declared = Number(c.req.header('content-length'));
      if (declared > LOGO_MAX_BYTES + FORM_OVERHEAD_BYTES) {
        throw AppError.of(413, 'PAYLOAD_TOO_LARGE');
      }
      // The form is read only once the upload is admitted (upload-admission.ts).
      const logo = await logos.upload(user.id, async () => {
        const form = await readForm(c);
        const file = form['file'];
        const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : null;
        return { bytes, name: form['name'], logoType: form['logoType'] };
      });
      return c.json(logo, 201);
    })
    .delete('/:id', async (c) => {
      const user = requireUser(c);
      await logos.remove(user.id, c.req.param('id'));
      const body: LogoDeleted = { deleted: true };
      return c.json(body);
    });
}
