import { Hono } from 'hono';
import { isSport } from '#shared/sports/sports.ts';
import { AppError } from '#server/http/app-error.ts';
import { renderCrestSvg } from '#server/sports/demo/crest.ts';

/** GET /api/crests/{sport}/{clubId}.svg: the generated crests of demo clubs. */
export function crestRoutes() {
  return new Hono().get('/:sport/:file', (c) => {
    const sport = c.req.param('sport');
    const file = c.req.param('file');
    const svg =
      isSport(sport) && file.endsWith('.svg') ? renderCrestSvg(sport, file.slice(0, -4)) : null;
    if (svg === null) throw AppError.of(404, 'NOT_FOUND');
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // Crests never change for a club id; a day keeps them fresh enough after a catalog edit.
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
