import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorMessages, type ErrorCode, type Language } from '#shared/errors/error-codes.ts';

/**
 * An error meant for the caller: an HTTP status, a stable code and a text in the caller's
 * language. Anything else thrown in a route is logged and answered as a plain 500.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly messages: Record<Language, string>,
    readonly details?: unknown,
  ) {
    super(messages.en);
  }

  static of(status: ContentfulStatusCode, code: ErrorCode, details?: unknown): AppError {
    return new AppError(status, code, errorMessages[code], details);
  }
}

/** The caller's language from an explicit header, then Accept-Language; German by default. */
export function requestLanguage(headers: Headers): Language {
  const explicit = headers.get('x-language');
  if (explicit === 'en' || explicit === 'de') return explicit;
  const accept = headers.get('accept-language') ?? '';
  const first = accept.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'de';
}
