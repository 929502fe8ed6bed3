import { Hono } from 'hono';
import type { AppContext } from '#server/context.ts';

/**
 * GET /api/ready: readiness for a load balancer or orchestrator. 200 when the database and the
 * file storage answer within about two seconds; 503 with which part failed otherwise, and while
 * the process shuts down. /api/health stays the liveness check (the process runs).
 */
export function readyRoutes(ctx: AppContext) {
  return new Hono().get('/', async (c) => {
    const report = await ctx.services.readiness.report();
    return c.json(report, report.status === 'ready' ? 200 : 503, { 'Cache-Control': 'no-store' });
  });
}
