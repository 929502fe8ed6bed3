import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  errorLanguages,
  errorTexts,
  isPlainErrorCode,
  wireCode,
  type ErrorCode,
  type ErrorParams,
  type ErrorTexts,
  type Language,
  type PlainErrorCode,
} from '#shared/errors/error-codes.ts';

type ParamErrorCode = Exclude<ErrorCode, PlainErrorCode>;

/**
 * An error meant for the caller: an HTTP status, a stable code and a text in the caller's
 * language, always from the catalogue in src/shared/errors. Anything else thrown in a route is
 * logged and answered as a plain 500.
 */
export class AppError extends Error {
  override name = 'AppError';
  protected constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly messages: ErrorTexts,
    readonly details?: unknown,
  ) {
    super(messages.en);
  }

  /** Seconds the caller should wait before trying again, sent as `Retry-After`. */
  retryAfterSeconds: number | undefined;

  retryAfter(seconds: number): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
    return this;
  }

  /** A catalogue error; `details` go to the caller as `error.details`. */
  static of(status: ContentfulStatusCode, code: PlainErrorCode, details?: unknown): AppError;
  /** A catalogue error whose texts are filled with `params`. */
  static of<C extends ParamErrorCode>(
    status: ContentfulStatusCode,
    code: C,
    params: ErrorParams<C>,
    details?: unknown,
  ): AppError;
  static of(
    status: ContentfulStatusCode,
    code: ErrorCode,
    paramsOrDetails?: unknown,
    details?: unknown,
  ): AppError {
    if (isPlainErrorCode(code)) {
      return new AppError(status, wireCode(code), errorTexts(code, undefined), paramsOrDetails);
    }
    return new AppError(
      status,
      wireCode(code),
      errorTexts(code, paramsOrDetails as never),
      details,
    );
  }
}

/** A language code of the texts, or undefined ('fr-CH' counts as 'fr'). */
export function parseLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const base = value.trim().toLowerCase().split(/[-_;]/)[0] ?? '';
  return (errorLanguages as readonly string[]).includes(base) ? (base as Language) : undefined;
}

/** The caller's language from an explicit header, then Accept-Language; German by default. */
export function requestLanguage(headers: Headers): Language {
  const explicit = parseLanguage(headers.get('x-language'));
  if (explicit) return explicit;
  const accept = headers.get('accept-language') ?? '';
  return parseLanguage(accept.split(',')[0]) ?? 'de';
}
