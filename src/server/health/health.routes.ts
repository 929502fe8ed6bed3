import { Hono } from 'hono';
import { configWarnings } from '#server/config/env.ts';
import type { AppContext } from '#server/context.ts';

/**
 * GET /api/health: liveness (200 while the process runs; `status` says whether the database
 * answers) plus the mode of every part, so an operator sees what runs. For sports: where each
 * sport's data comes from (live or demo) and what each federation last did (`federations`: up,
 * down with the kind of failure, needs-key, unchecked); a federation that is down is probed again
 * in the background, so it shows as up again without a visitor. `warnings`: what the operator
 * must know about the configuration (the demo checkout in production). `publishing`: Meta's
 * hosts, the demo double, or off (not offered).
 */
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
        sms: ctx.config.sms.kind,
        billing: ctx.config.billing.kind,
        // Whether publishing to Instagram and Facebook is offered: meta, demo or off (ADR 059).
        publishing: ctx.config.publishing.kind,
        warnings: configWarnings(ctx.config),
        sports: {
          mode: ctx.config.sports.mode,
          ...ctx.sports.sources(),
          federations: ctx.sports.federations(),
        },
      },
      // Liveness: the process answers, so 200 even with the database down (body: 'degraded');
      // restarting it would not bring the database back. Readiness is GET /api/ready.
      200,
    );
  });
}
