import type { MiddlewareHandler } from 'hono';
import { AppError } from '#server/http/app-error.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for cookie-authenticated writes: a state-changing request
 * that carries cookies must come from the app's own origin (Origin, else Referer). Requests
 * without cookies (API clients with a bearer token, webhooks) carry no ambient authority.
 */
export function csrfGuard(appUrl: string): MiddlewareHandler {
  const allowed = new URL(appUrl).origin;
  return async (c, next) => {
    if (!safeMethods.has(c.req.method) && c.req.header('cookie')) {
      const origin = c.req.header('origin') ?? originOf(c.req.header('referer'));
      if (origin !== allowed) throw AppError.of(403, 'CSRF_REJECTED');
    }
    await next();
  };
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
