import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '#server/http/app-error.ts';
import { errorMessages } from '#shared/errors/error-codes.ts';

const statusOf = {
  IMAGE_URL_INVALID: 400,
  IMAGE_HOST_FORBIDDEN: 403,
  IMAGE_TOO_LARGE: 413,
  IMAGE_TYPE_UNSUPPORTED: 415,
  IMAGE_FETCH_FAILED: 502,
  IMAGE_FETCH_TIMEOUT: 504,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ImageFetchErrorCode = keyof typeof statusOf;

/**
 * Why a remote image was not fetched. Routes answer it like any AppError (status, stable code,
 * text); `reason` names the detail (address, status, size) for the log only, never the caller.
 */
export class ImageFetchError extends AppError {
  override name = 'ImageFetchError';
  declare readonly code: ImageFetchErrorCode;

  constructor(
    code: ImageFetchErrorCode,
    readonly reason: string,
  ) {
    super(statusOf[code], code, errorMessages[code]);
  }
}
