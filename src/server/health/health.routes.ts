import { Hono } from 'hono';
import type { AppContext } from '#server/context.ts';

/** GET /api/health: liveness plus the mode of every part, so an operator sees what runs. */
export function healthRoutes(ctx: AppContext) {
  return new Hono().get('/', async (c) => {
    const dbOk = await ctx.services.health.databaseAnswers();
    return c.json(
      {
        status: dbOk ? 'ok' : 'degraded',
        version: ctx.version,
        db: ctx.database.kind,
        storage: ctx.storage.kind,
        mail: ctx.mailer.kind,
        billing: ctx.config.billing.kind,
        sports: {
          mode: ctx.config.sports.mode,
          ...ctx.sports.sources(),
        },
      },
      dbOk ? 200 : 503,
    );
  });
}
