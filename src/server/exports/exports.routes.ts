import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { isSport } from '#shared/sports/sports.ts';
import { requireWorkspace, type AuthVariables } from '#server/http/session-user.ts';
import type { AppContext } from '#server/context.ts';
import { AppError, requestLanguage } from '#server/http/app-error.ts';
import { maxBatchPosts } from '#shared/exports/export-batch.ts';
import { parseIfNoneMatch } from '#server/exports/export-conditions.ts';
import { isBackgroundExport } from '#server/exports/background-exports.ts';

/**
 * POST /api/exports (signed in): the post as a PNG or JPEG download at 2x or 1x (`fileType`,
 * `scale`; ADR 024), or a game post as an MP4 (`fileType: 'mp4'`, ADR 063), with an ETag made
 * from everything
 * the pixels depend on (export-conditions.ts, ADR 017). `Cache-Control: private, no-cache`: no
 * shared cache may keep a user's post, and a client that keeps the file asks again with
 * If-None-Match, answered 304 without rendering while the post is unchanged (the score or the
 * template may change, so the file is never taken as fresh without asking). Server-Timing tells
 * the handler's time and the part spent rendering and encoding. A request marked
 * `Purpose: prefetch` is the studio's background export (background-exports.ts, ADR 030).
 * POST /api/exports/sponsors: the sponsors the post would show, for the preview.
 * GET /api/exports/palette?sport&clubId&teamId&gameId: the club colours of the 'club' theme, so
 * the studio preview paints what the export will.
 */
export function exportRoutes(ctx: AppContext) {
  const exports = ctx.services.exports;
  const id = /^[A-Za-z0-9_-]{1,64}$/;

  return (
    new Hono<{ Variables: AuthVariables }>()
      .post('/', async (c) => {
        const { user, workspace } = requireWorkspace(c);
        const started = performance.now();
        let body: unknown;
        try {
          body = await c.req.json();
        } catch {
          throw AppError.of(400, 'EXPORT_INVALID', [{ path: '', message: 'expected a JSON body' }]);
        }
        // The file is named in the person's interface language (file-names.ts).
        const ask = () =>
          exports.export(
            workspace.id,
            body,
            parseIfNoneMatch(c.req.header('if-none-match')),
            requestLanguage(c.req.raw.headers),
          );
        // A background export (pre-export, ADR 030): one per member in flight, counted as made,
        // used and wasted; a click's 304 for its tag is the use.
        const background = isBackgroundExport(c.req.raw.headers);
        const answer = background
          ? await ctx.services.backgroundExports.run(user.id, c.req.raw.signal, ask, (made) => ({
              etag: `"${made.tag}"`,
              rendered: !made.notModified,
            }))
          : await ask();
        if (!background && answer.notModified) {
          ctx.services.backgroundExports.used(user.id, `"${answer.tag}"`);
        }
        // A click is a download the workspace's activity list shows; a pre-export is none. Not
        // awaited: the file does not wait for the list (record logs its own failure).
        if (!background) {
          void ctx.services.workspaces.record(workspace.id, user, 'export', 'exported', null);
        }
        const renderMs = answer.notModified ? 0 : answer.renderMs;
        const headers: Record<string, string> = {
          'Cache-Control': 'private, no-cache',
          ETag: `"${answer.tag}"`,
          // The handler's time (checks, data, layout, render) and the rasteriser's and encoder's.
          'Server-Timing': `export;dur=${(performance.now() - started).toFixed(1)}, render;dur=${renderMs.toFixed(1)}`,
        };
        // RFC 9110 asks 412 for a matching If-None-Match on POST; an export changes nothing, so it
        // is answered like a GET: 304, the client's file is still the post.
        if (answer.notModified) return c.body(null, 304, headers);
        const { bytes: file, contentType, fileName } = answer;
        // A view, not a copy: the file is up to a few MB.
        const bytes = new Uint8Array(file.buffer as ArrayBuffer, file.byteOffset, file.length);
        return c.body(bytes, 200, {
          ...headers,
          'Content-Type': contentType,
          'Content-Disposition': `attachment; filename="${fileName}"`,
        });
      })
      // POST /api/exports/batch {posts: [...]}: the posts as one ZIP, streamed as each is ready
      // (export-batch.service.ts); a failed post is left out and named in errors.txt.
      .post('/batch', async (c) => {
        const { user, workspace } = requireWorkspace(c);
        let body: unknown;
        try {
          body = await c.req.json();
        } catch {
          throw AppError.of(400, 'EXPORT_BATCH_INVALID', { max: maxBatchPosts });
        }
        const batch = await ctx.services.exportBatch.start(
          workspace.id,
          body,
          requestLanguage(c.req.raw.headers),
          new Date(),
          c.req.raw.signal,
        );
        await ctx.services.workspaces.record(workspace.id, user, 'export', 'batch', null);
        return c.body(Readable.toWeb(batch.stream) as ReadableStream<Uint8Array>, 200, {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${batch.fileName}"`,
          'Cache-Control': 'private, no-store',
        });
      })
      // POST /api/exports/sponsors {the export's body}: the sponsors that post would show now,
      // for the studio's preview; nothing is counted (export-sponsors.ts).
      .post('/sponsors', async (c) => {
        const { workspace } = requireWorkspace(c);
        let body: unknown;
        try {
          body = await c.req.json();
        } catch {
          throw AppError.of(400, 'EXPORT_INVALID', [{ path: '', message: 'expected a JSON body' }]);
        }
        const sponsors = await exports.sponsorsPreview(workspace.id, body);
        return c.json({ sponsors }, 200, { 'Cache-Control': 'private, no-store' });
      })
      .get('/palette', async (c) => {
        const { sport, clubId, teamId, gameId } = c.req.query();
        if (
          !isSport(sport) ||
          ![clubId, teamId, gameId].every((v) => typeof v === 'string' && id.test(v))
        ) {
          throw AppError.of(400, 'EXPORT_INVALID', [
            { path: '', message: 'expected sport, clubId, teamId and gameId' },
          ]);
        }
        const palette = await exports.paletteFor(
          { sport, clubId: clubId as string, teamId: teamId as string },
          gameId as string,
          c.get('workspace')?.id ?? null,
        );
        return c.json(palette, 200, { 'Cache-Control': 'private, max-age=3600' });
      })
  );
}
