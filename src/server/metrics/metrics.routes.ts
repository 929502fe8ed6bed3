import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { AppError } from '#server/http/app-error.ts';
import type { Metrics } from '#server/metrics/metrics.ts';

/** Whether the request came straight from this machine, not through a proxy in front of us. */
function fromLoopback(c: Context): boolean {
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded') || c.req.header('x-real-ip')) {
    return false;
  }
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

function bearerMatches(c: Context, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim() ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /api/metrics in Prometheus text format. Not public: route counts and timings tell an
 * outsider how the service is used. Allowed with `Authorization: Bearer $METRICS_TOKEN`, or
 * without a token from loopback when no proxy header is present (a scraper on the same host).
 * Requests through a reverse proxy carry X-Forwarded-For and so always need the token.
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  return new Hono().get('/', async (c) => {
    const allowed = token ? bearerMatches(c, token) || fromLoopback(c) : fromLoopback(c);
    if (!allowed) throw AppError.of(403, 'METRICS_FORBIDDEN');
    return c.body(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
}
