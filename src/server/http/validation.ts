import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '#server/http/app-error.ts';
import { isPlainErrorCode } from '#shared/errors/error-codes.ts';

/**
 * Validates input with a shared zod schema. A schema message that is an error code (for example
 * FIRST_NAME_TOO_LONG) becomes the response code and text; anything else is VALIDATION_FAILED
 * with the field paths in `details`.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  const coded = issues.find((issue) => isPlainErrorCode(issue.message));
  if (coded && isPlainErrorCode(coded.message)) {
    throw AppError.of(400, coded.message, { field: coded.path });
  }
  throw AppError.of(400, 'VALIDATION_FAILED', { issues });
}

/** The JSON body, validated; a body that is not JSON is a 400 too. */
export async function validateJson<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw AppError.of(400, 'BAD_REQUEST');
  }
  return validate(schema, body);
}

/** An id from the path; anything that is no id of the schema's kind names nothing there is (404). */
export function pathId<S extends z.ZodType>(schema: S, raw: string): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw AppError.of(404, 'NOT_FOUND');
  return parsed.data;
}
