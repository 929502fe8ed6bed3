import { Hono, type Context } from 'hono';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/http/app-error.ts';
import { FORM_OVERHEAD_BYTES, readForm, type UploadForm } from '#server/http/own-uploads.ts';
import {
  requireWorkspace,
  type AuthVariables,
  type SessionUser,
} from '#server/http/session-user.ts';
import type { SponsorInput } from '#server/sponsors/sponsor.service.ts';
import { LOGO_MAX_BYTES } from '#shared/logos/logo.schema.ts';

type SponsorContext = Context<{ Variables: AuthVariables }>;

/** `teamSlotIds` of a form is JSON text; what is no JSON is kept as sent, for the schema to refuse. */
function teamSlotIdsOf(value: string | File | undefined): unknown {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** A file part's bytes; a text where the logo should be is no logo. */
async function bytesOf(value: string | File | undefined): Promise<Uint8Array | null> {
  return value instanceof File ? new Uint8Array(await value.arrayBuffer()) : null;
}

/** A sponsor's fields and logo from a multipart form (the logo in `logo`). */
async function fromForm(form: UploadForm): Promise<SponsorInput> {
  const text = (name: string) => form[name];
  return {
    fields: {
      name: text('name'),
      level: text('level'),
      url: text('url'),
      from: text('from'),
      to: text('to'),
      teamSlotIds: teamSlotIdsOf(form['teamSlotIds']),
    },
    logo: await bytesOf(form['logo']),
  };
}

/** A download's Content-Disposition: an ASCII name for old readers and the UTF-8 one (RFC 6266). */
function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function isForm(c: SponsorContext): boolean {
  return (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/** Refuses a body whose declared size is over a logo and the form's room, before reading it. */
function refuseOversize(c: SponsorContext): void {
  const declared = Number(c.req.header('content-length'));
  if (declared > LOGO_MAX_BYTES + FORM_OVERHEAD_BYTES) throw AppError.of(413, 'PAYLOAD_TOO_LARGE');
}

/**
 * /api/sponsors: the sponsors of the workspace the request acts in (ADR 060). Every member lists
 * and reads them; owners and admins create, change and delete them.
 * - POST / is a multipart form: `name`, `level` (main, partner, supporter), `logo` (PNG, JPEG or
 *   SVG, at most 10 MB), `url` (http or https), `from` and `to` (YYYY-MM-DD, optional) and
 *   `teamSlotIds` (a JSON array of the workspace's team slot ids; empty or absent: every team).
 * - PUT /:id replaces the fields: a JSON body of the same fields (`teamSlotIds` an array) keeps
 *   the logo, or the same multipart form with or without a new `logo`.
 */
export function sponsorRoutes(ctx: AppContext) {
  const sponsors = ctx.services.sponsors;
  // The workspace's activity list names the sponsor.
  const changed = (
    workspaceId: string,
    user: SessionUser,
    action: 'created' | 'updated' | 'deleted',
    name: string,
  ) => ctx.services.workspaces.record(workspaceId, user, 'sponsor', action, name);
  return (
    new Hono<{ Variables: AuthVariables }>()
      .get('/', async (c) => {
        const { workspace } = requireWorkspace(c);
        return c.json(await sponsors.list(workspace.id));
      })
      .post('/', async (c) => {
        const { user, workspace } = requireWorkspace(c, 'admin');
        refuseOversize(c);
        if (!isForm(c)) throw AppError.of(400, 'BAD_REQUEST');
        // The form is read only once the upload is admitted (upload-admission.ts).
        const made = await sponsors.create(workspace.id, async () => fromForm(await readForm(c)));
        await changed(workspace.id, user, 'created', made.name);
        return c.json(made, 201);
      })
      // The report and the month at a glance (ADR 061), before '/:id' takes their names for ids.
      .get('/report', async (c) => {
        const { user, workspace } = requireWorkspace(c);
        const file = await ctx.services.sponsorReport.report(workspace, user.id, c.req.query());
        return c.body(typeof file.body === 'string' ? file.body : file.body.slice().buffer, 200, {
          'content-type': file.contentType,
          'content-disposition': attachment(file.fileName),
          'cache-control': 'private, no-store',
        });
      })
      .get('/month', async (c) => {
        const { workspace } = requireWorkspace(c);
        return c.json(await ctx.services.sponsorReport.month(workspace.id, c.req.query('month')));
      })
      .get('/:id', async (c) => {
        const { workspace } = requireWorkspace(c);
        return c.json(await sponsors.get(workspace.id, c.req.param('id')));
      })
      .put('/:id', async (c) => {
        const { user, workspace } = requireWorkspace(c, 'admin');
        refuseOversize(c);
        const read = isForm(c)
          ? async () => fromForm(await readForm(c))
          : async (): Promise<SponsorInput> => {
              let body: unknown;
              try {
                body = await c.req.json();
              } catch {
                throw AppError.of(400, 'BAD_REQUEST');
              }
              if (typeof body !== 'object' || body === null || Array.isArray(body)) {
                throw AppError.of(400, 'BAD_REQUEST');
              }
              return { fields: body as Record<string, unknown>, logo: null };
            };
        const saved = await sponsors.update(workspace.id, c.req.param('id'), read);
        await changed(workspace.id, user, 'updated', saved.name);
        return c.json(saved);
      })
      .delete('/:id', async (c) => {
        const { user, workspace } = requireWorkspace(c, 'admin');
        const name = await sponsors.remove(workspace.id, c.req.param('id'));
        await changed(workspace.id, user, 'deleted', name);
        const body: { deleted: true } = { deleted: true };
        return c.json(body);
      })
  );
}
