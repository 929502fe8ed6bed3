import { expect } from 'vitest';
import type { TestSession } from '#server/testing/auth.ts';

/**
 * A JSON request to the test server as the browser of `session` makes it (its cookie, the app's
 * own origin), or anonymously with null. Extra headers override, e.g. a foreign origin.
 */
export function apiCall(
  baseUrl: string,
  session: TestSession | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      origin: baseUrl,
      'content-type': 'application/json',
      ...(session ? { cookie: session.cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * That the server refused with `status` and exactly `error` (the catalogue's code, the text in
 * the asked language, any details) as its whole answer.
 */
export async function expectRefusal(
  response: Response,
  status: number,
  error: { code: string; message: unknown; details?: unknown },
): Promise<void> {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error });
}

/** What GET /api/health reports, as far as the tests read it. */
export interface HealthReport {
  status: string;
  billing: string;
  sms: string;
  publishing: string;
  warnings: string[];
  sports: { mode: string; federations: Record<string, unknown> };
}

/** The server's health report (GET /api/health), read as JSON. */
export async function healthOf(baseUrl: string): Promise<HealthReport> {
  return (await (await fetch(`${baseUrl}/api/health`)).json()) as HealthReport;
}
