import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppContext } from '#server/context.ts';
import { AppError, requestLanguage } from '#server/http/app-error.ts';
import { requireWorkspace, type AuthVariables } from '#server/http/session-user.ts';
import { pathId, validateJson } from '#server/http/validation.ts';
import { platforms, publicationRequestSchema } from '#shared/publishing/publication.schema.ts';

/** Where the OAuth dance returns the person to: the profile's channels, with what came of it. */
const CHANNELS_PAGE = '/profile/channels';

function platformOf(raw: string) {
  const parsed = z.enum(platforms).safeParse(raw);
  if (!parsed.success) throw AppError.of(404, 'NOT_FOUND');
  return parsed.data;
}

/** A navigation's answer: back to the channels page, with an error code the page shows. */
function back(c: Context, params: Record<string, string>) {
  return c.redirect(`${CHANNELS_PAGE}?${new URLSearchParams(params).toString()}`, 302);
}

/**
 * /api/publishing (ADR 059): the workspace's channels. Every member lists them; owner and admins
 * connect and disconnect. Connect and callback are navigations of the browser (to Meta and back),
 * so they answer with redirects, a refusal as `/profile/channels?error=CODE`.
 */
export function publishingRoutes(ctx: AppContext) {
  const channels = ctx.services.publishingChannels;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/channels', async (c) => {
      const { workspace } = requireWorkspace(c, 'editor');
      if (!channels.offered()) throw AppError.of(404, 'PUBLISHING_OFF');
      return c.json(await channels.list(workspace.id));
    })
    .get('/channels/:id/picture', async (c) => {
      const { workspace } = requireWorkspace(c, 'editor');
      const picture = await channels.picture(workspace.id, pathId(z.uuid(), c.req.param('id')));
      return c.body(picture.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': picture.contentType,
        'Cache-Control': 'private, max-age=600',
        // A picture, never a document that runs anything (an SVG opened on its own).
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .delete('/channels/:id', async (c) => {
      const { workspace } = requireWorkspace(c, 'admin');
      await channels.remove(workspace.id, pathId(z.uuid(), c.req.param('id')));
      return c.body(null, 204);
    })
    .get('/:platform/connect', async (c) => {
      const platform = platformOf(c.req.param('platform'));
      try {
        const { user, workspace } = requireWorkspace(c, 'admin');
        return c.redirect(await channels.beginConnect(platform, user, workspace), 302);
      } catch (error) {
        if (error instanceof AppError) return back(c, { error: error.code });
        throw error;
      }
    })
    .get('/:platform/callback', async (c) => {
      const platform = platformOf(c.req.param('platform'));
      try {
        const { user, workspace } = requireWorkspace(c, 'admin');
        const stored = await channels.finishConnect(platform, c.req.query(), user, workspace);
        return back(c, { connected: platform, channels: String(stored.length) });
      } catch (error) {
        if (error instanceof AppError) return back(c, { error: error.code });
        throw error;
      }
    });
}

/**
 * /api/publications (ADR 059): publish posts to the workspace's channels now or at a time; every
 * member may (editors too). The list, one publication, cancel, retry.
 */
export function publicationRoutes(ctx: AppContext) {
  const publications = ctx.services.publications;
  const id = (c: Context) => {
    const parsed = z.uuid().safeParse(c.req.param('id'));
    if (!parsed.success) throw AppError.of(404, 'PUBLICATION_NOT_FOUND');
    return parsed.data;
  };
  const offered = () => {
    if (!ctx.services.publishingChannels.offered()) throw AppError.of(404, 'PUBLISHING_OFF');
  };
  return new Hono<{ Variables: AuthVariables }>()
    .post('/', async (c) => {
      const { user, workspace } = requireWorkspace(c, 'editor');
      offered();
      const body = await validateJson(c, publicationRequestSchema);
      const language = requestLanguage(c.req.raw.headers);
      return c.json(await publications.create(workspace.id, user, body, language), 201);
    })
    .get('/', async (c) => {
      const { workspace } = requireWorkspace(c, 'editor');
      return c.json(await publications.list(workspace.id, requestLanguage(c.req.raw.headers)));
    })
    .get('/:id', async (c) => {
      const { workspace } = requireWorkspace(c, 'editor');
      return c.json(
        await publications.get(workspace.id, id(c), requestLanguage(c.req.raw.headers)),
      );
    })
    .delete('/:id', async (c) => {
      const { workspace } = requireWorkspace(c, 'editor');
      return c.json(
        await publications.cancel(workspace.id, id(c), requestLanguage(c.req.raw.headers)),
      );
    })
    .post('/:id/retry', async (c) => {
      const { workspace } = requireWorkspace(c, 'editor');
      offered();
      return c.json(
        await publications.retry(workspace.id, id(c), requestLanguage(c.req.raw.headers)),
      );
    });
}
