import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '#server/logging/logger.ts';
import { AppError, requestLanguage } from '#server/http/app-error.ts';
import { errorMessages, type ApiErrorBody } from '#shared/errors/error-codes.ts';

/** Answers every error as `{error: {code, message}}`; internals go to the log only. */
export function errorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    const language = requestLanguage(c.req.raw.headers);
    if (error instanceof AppError) {
      const body: ApiErrorBody = {
        error: { code: error.code, message: error.messages[language] },
      };
      if (error.details !== undefined) body.error.details = error.details;
      if (error.retryAfterSeconds !== undefined) {
        c.header('Retry-After', String(error.retryAfterSeconds));
      }
      return c.json(body, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Framework-level refusals such as a malformed JSON body or a body over the size limit.
      const code = error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      const body: ApiErrorBody = { error: { code, message: errorMessages[code][language] } };
      return c.json(body, error.status);
    }
    logger.error('unhandled error', { method: c.req.method, path: c.req.path, error });
    const body: ApiErrorBody = {
      error: { code: 'INTERNAL', message: errorMessages.INTERNAL[language] },
    };
    return c.json(body, 500);
  };
}
