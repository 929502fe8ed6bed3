import { z } from 'zod';
import { AppError } from '#server/http/app-error.ts';

/** RFC 5321: a path of at most 256 octets, so at most 254 for the address itself. */
export const EMAIL_MAX_LENGTH = 254;
/** docs/product.md section 9: names at most 100 characters. */
export const USER_NAME_MAX_LENGTH = 100;

const email = z.email().max(EMAIL_MAX_LENGTH);
// Only https images: a `javascript:` or `data:` URL in the profile would be a script or a payload
// waiting for whoever renders it.
const image = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain })
  .max(2048)
  .nullable()
  .optional();
// Control characters are exactly what is refused here.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f]/;
const name = z
  .string()
  .max(USER_NAME_MAX_LENGTH)
  .refine((value) => !controlCharacter.test(value));

/**
 * The auth library checks its input loosely (any length, any URL scheme). These are the rules
 * of this product for the library's endpoints that take text from the user; the body is read
 * from a copy, so the library still gets the original.
 */
export function checkAuthInput(path: string, body: unknown): void {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (path.endsWith('/sign-in/magic-link')) {
    if (!email.safeParse(fields.email).success) throw AppError.of(400, 'EMAIL_INVALID');
  }
  if (path.endsWith('/update-user')) {
    if ('name' in fields && !name.safeParse(fields.name).success)
      throw AppError.of(400, 'USER_NAME_INVALID');
    if ('image' in fields && !image.safeParse(fields.image).success)
      throw AppError.of(400, 'USER_IMAGE_INVALID');
  }
}
