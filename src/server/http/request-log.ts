import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '#server/logging/logger.ts';

/** One log line per request: method, path, status, duration, request id. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    c.header('x-request-id', requestId);
    await next();
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const fields = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs,
    };
    if (c.res.status >= 500) logger.error('request', fields);
    else logger.info('request', fields);
  };
}
