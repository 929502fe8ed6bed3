import type { MiddlewareHandler } from 'hono';
import type { AuthVariables } from '#server/http/session-user.ts';
import type { WriteLimit, WriteLimitService } from '#server/rate-limits/write-limit.service.ts';

const writeMethods = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Counts the signed-in user's requests of `methods` (writes by default) against a write limit
 * before the route runs; beyond it 429 RATE_LIMITED with Retry-After. Anonymous requests pass
 * on to the route, which refuses them.
 */
export function writeLimit(
  limits: WriteLimitService,
  limit: WriteLimit,
  methods: readonly string[] = writeMethods,
): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const user = c.get('user');
    if (user && methods.includes(c.req.method)) await limits.hit(user.id, limit);
    await next();
  };
}
