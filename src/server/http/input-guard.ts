import type { MiddlewareHandler } from 'hono';
import { AppError } from '#server/http/app-error.ts';

/**
 * A NUL in a JSON string, escaped (`\u0000`, not preceded by an escaped backslash) or raw:
 * PostgreSQL cannot store it in a text column.
 */
// eslint-disable-next-line no-control-regex -- a raw NUL is one of the two forms refused
const jsonNul = /(?<!\\)(?:\\\\)*\\u0000|\u0000/i;

/**
 * Refuses, before any route or the auth library sees it: an address whose percent-encoding does
 * not decode, a NUL character in the path or query, and a JSON body with a NUL in any string.
 * Each would otherwise surface deep inside as a 500.
 */
export const inputGuard: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  try {
    decodeURIComponent(url.pathname);
  } catch {
    throw AppError.of(400, 'BAD_REQUEST');
  }
  if (/%00/.test(url.pathname + url.search)) throw AppError.of(400, 'TEXT_CONTROL_CHARACTER');
  const type = c.req.header('content-type') ?? '';
  if (c.req.raw.body && /\bjson\b/i.test(type)) {
    const text = await c.req.raw.clone().text();
    if (jsonNul.test(text)) throw AppError.of(400, 'TEXT_CONTROL_CHARACTER');
  }
  await next();
};
