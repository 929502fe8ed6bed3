import type { z } from 'zod';
import type { ApiErrorBody } from '#shared/errors/error-codes.ts';
import { i18n } from '#client/i18n/i18n.ts';
import { resolveLanguage } from '#client/i18n/languages.ts';

/** An API refusal: the stable code and the server's text in the active language. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/**
 * fetch for /api: same-origin cookies, the active language, JSON in and out, and
 * `{error: {code, message}}` answers turned into an ApiError.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('X-Language', resolveLanguage(i18n.language));
  if (init.body !== undefined && typeof init.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const response = await fetch(path, { credentials: 'same-origin', ...init, headers });
  if (response.ok) return response;
  // Our routes answer {error: {code, message}}; the auth library answers {code, message}.
  let body: Partial<ApiErrorBody> & { code?: string; message?: string } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON: keep the generic text below
  }
  const code = body.error?.code ?? body.code ?? `HTTP_${response.status}`;
  const message =
    response.status === 429
      ? i18n.t('toast.rateLimited')
      : (body.error?.message ?? (await catalogueText(code)) ?? i18n.t('toast.errorTitle'));
  throw new ApiError(response.status, code, message, body.error?.details);
}

/**
 * The catalogue's text for a code in the interface language: for answers of the auth library,
 * which carry our code but an English message. The catalogue (every code in four languages)
 * loads with the first such answer, not with every page.
 */
async function catalogueText(code: string): Promise<string | undefined> {
  const { errorTexts, isPlainErrorCode } = await import('#shared/errors/error-codes.ts');
  return isPlainErrorCode(code)
    ? errorTexts(code, undefined)[resolveLanguage(i18n.language)]
    : undefined;
}

/** apiFetch, with the JSON answer checked against its shared schema. */
export async function apiJson<S extends z.ZodType>(
  path: string,
  schema: S,
  init: RequestInit = {},
): Promise<z.output<S>> {
  const response = await apiFetch(path, init);
  return schema.parse(await response.json());
}

export function jsonBody(value: unknown): RequestInit {
  return { body: JSON.stringify(value), headers: { 'Content-Type': 'application/json' } };
}

/** apiJson for a request that sends `body` as JSON with `method` (a change to something stored). */
export function sendJson<S extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  schema: S,
  body: unknown,
): Promise<z.output<S>> {
  return apiJson(path, schema, { method, ...jsonBody(body) });
}
