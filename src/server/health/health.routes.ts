import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppContext } from '#server/context.ts';

/** GET /api/health: liveness plus the mode of every part, so an operator sees what runs. */
export function healthRoutes(ctx: AppContext) {
  return new Hono().get('/', async (c) => {
    let dbOk = true;
    try {
      await ctx.database.db.execute(sql`select 1`);
    } catch (error) {
      dbOk = false;
      ctx.logger.error('health: database check failed', { error });
    }
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
