import type { MiddlewareHandler } from 'hono';
import { AppError } from '#server/http/app-error.ts';
import { originOf } from '#server/http/origins.ts';
import type { Logger } from '#server/logging/logger.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A guard on the origin of writes: the app's own origins, its APP_URL and where refusals are logged. */
export type OriginGuard = (
  origins: readonly string[],
  appUrl: string,
  logger: Logger,
) => MiddlewareHandler;

/**
 * Cross-site request forgery guard for cookie-authenticated writes: a state-changing request
 * that carries cookies must come from one of the app's own origins (Origin, else Referer).
 * Requests without cookies (API clients with a bearer token, webhooks) carry no ambient authority.
 */
export const csrfGuard: OriginGuard = (origins, appUrl, logger) => {
  const allowed = new Set(origins);
  return async (c, next) => {
    if (!safeMethods.has(c.req.method) && c.req.header('cookie')) {
      const origin = c.req.header('origin') ?? originOf(c.req.header('referer'));
      if (!origin || !allowed.has(origin)) {
        logOriginRefused(logger, origin, appUrl, c.req.path);
        throw AppError.of(403, 'CSRF_REJECTED');
      }
    }
    await next();
  };
};

/**
 * Sign-in and the other auth endpoints: a browser's write from an origin that is not the app's
 * is refused with a clear text before the auth library answers it with a bare 'Invalid origin'.
 * Callers that send no Origin (API clients) pass on to the library's own checks.
 */
export const authOriginGuard: OriginGuard = (origins, appUrl, logger) => {
  const allowed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (!safeMethods.has(c.req.method) && origin !== undefined && !allowed.has(origin)) {
      logOriginRefused(logger, origin, appUrl, c.req.path);
      throw AppError.of(403, 'ORIGIN_REJECTED');
    }
    await next();
  };
};

/** One line for the operator: which origin came, and which APP_URL the app expected. */
export function logOriginRefused(
  logger: Logger,
  origin: string | undefined,
  appUrl: string,
  path: string,
): void {
  logger.warn('request from another origin refused', {
    origin: origin ?? 'none',
    expected: appUrl,
    path,
    hint: 'open the app at APP_URL, or set APP_URL to the address people use',
  });
}
