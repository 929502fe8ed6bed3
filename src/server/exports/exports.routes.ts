import { Hono } from 'hono';
import { isSport } from '#shared/sports/sports.ts';
import { requireUser, type AuthVariables } from '#server/auth/session.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/http/app-error.ts';

/**
 * POST /api/exports (signed in): the post as a PNG download.
 * GET /api/exports/palette?sport&clubId&teamId&gameId: the club colours of the 'club' theme, so
 * the studio preview paints what the export will.
 */
export function exportRoutes(ctx: AppContext) {
  const exports = ctx.services.exports;
  const id = /^[A-Za-z0-9_-]{1,64}$/;

  return new Hono<{ Variables: AuthVariables }>()
    .post('/', async (c) => {
      const user = requireUser(c);
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw AppError.of(400, 'EXPORT_INVALID', [{ path: '', message: 'expected a JSON body' }]);
      }
      const { png, fileName } = await exports.export(user.id, body);
      return c.body(new Uint8Array(png), 200, {
        'Content-Type': 'image/png',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'no-store',
      });
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
      const user = c.get('user');
      const palette = await exports.paletteFor(
        { sport, clubId: clubId as string, teamId: teamId as string },
        gameId as string,
        user?.id ?? null,
      );
      return c.json(palette, 200, { 'Cache-Control': 'private, max-age=3600' });
    });
}
