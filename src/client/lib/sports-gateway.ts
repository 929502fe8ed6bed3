import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { sportApiPath, type Sport } from '#shared/sports/sports.ts';
import { i18n } from '#client/i18n/i18n.ts';
import { resolveLanguage } from '#client/i18n/languages.ts';

/**
 * The sports data gateway (GET /api/swissunihockey|swissvolley|swisshandball?query=...): GraphQL
 * answers `{data, extensions: {source}}`, refusals `{errors: [{message, extensions: {code}}]}`.
 * The source says whether the federation or the bundled demo dataset answered. `data` is checked
 * against the query's shared schema (src/shared/sports/sports-answer.schema.ts).
 */
export interface SportsAnswer<T> {
  data: T;
  /** 'live' or 'demo' */
  source: string | null;
}

export class SportsQueryError extends Error {
  override name = 'SportsQueryError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface GatewayBody {
  data?: unknown;
  errors?: { message?: string; extensions?: { code?: unknown } }[];
  extensions?: { source?: unknown };
}

export async function sportsQuery<S extends z.ZodType>(
  sport: Sport,
  query: string,
  dataSchema: S,
  variables?: Record<string, string | null>,
  signal?: AbortSignal,
): Promise<SportsAnswer<z.output<S>>> {
  const params = new URLSearchParams({ query });
  if (variables) params.set('variables', JSON.stringify(variables));
  const response = await fetch(`/api/${sportApiPath[sport]}?${params.toString()}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-Language': resolveLanguage(i18n.language) },
    signal,
  });
  let body: GatewayBody = {};
  try {
    body = (await response.json()) as GatewayBody;
  } catch {
    // Not JSON: handled as a failure below.
  }
  if (!response.ok || !body.data || (body.errors && body.errors.length > 0)) {
    const first = body.errors?.[0];
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
    throw new SportsQueryError(
      response.status,
      code ?? `HTTP_${response.status}`,
      first?.message ?? response.statusText,
    );
  }
  const source = body.extensions?.source;
  return {
    data: dataSchema.parse(body.data),
    source: typeof source === 'string' ? source : response.headers.get('X-Sports-Source'),
  };
}

/** The club needs a federation API key stored first (handball, and volleyball live). */
export function clubApiKeyProblem(error: unknown): 'required' | 'invalid' | null {
  if (!(error instanceof SportsQueryError)) return null;
  if (error.code === 'CLUB_API_KEY_REQUIRED') return 'required';
  if (error.code === 'CLUB_API_KEY_INVALID') return 'invalid';
  return null;
}

/** Refusals do not get better by asking again; a failing federation might. */
function retrySportsQuery(failures: number, error: unknown): boolean {
  if (error instanceof SportsQueryError && error.status >= 400 && error.status < 500) return false;
  return failures < 1;
}

/** Federation data changes over minutes, not seconds; steps back and forth reuse it. */
export const sportsStaleTime = 5 * 60 * 1000;

/**
 * The query of one answer of the federations (clubs, teams, games, a game, standings), under
 * `queryKey`: kept for `sportsStaleTime`, asked again once after a failure but not after a refusal.
 */
export function sportsQueryOptions<T, TKey extends QueryKey>(
  queryKey: TKey,
  ask: (signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => ask(signal),
    staleTime: sportsStaleTime,
    retry: retrySportsQuery,
  });
}
